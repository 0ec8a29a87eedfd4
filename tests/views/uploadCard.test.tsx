import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RootSystemProvider } from '../../src/app/RootSystemProvider';
import type { RootSystem } from '../../src/app/rootSystem';
import { Provider } from '../../src/components/ui/provider';
import { createHttpClient } from '../../src/services/http';
import { createResourceCache } from '../../src/services/resourceCache';
import { createUploadApi } from '../../src/services/uploadApi';
import type { Upload } from '../../src/services/uploadApi';
import { UploadCard, UploadCardView } from '../../src/views/uploads/UploadCard';
import { api, origin } from './renderApp';
import { server } from './server';

const upload: Upload = {
  id: 'u-7',
  title: 'Water cycle video',
  description: 'w'.repeat(240),
  task: 'spelling',
  state: 'inProgress',
  message: 'Transcribing the audio',
  progressPercent: 55,
  byteSize: 10_485_760,
  durationSeconds: 125,
  lastUpdated: '2025-03-04T09:30:00Z',
  fileExtension: 'mp4',
  enabled: false,
  isbn: null,
  doi: '10.1000/xyz',
};

const show = (ui: React.ReactNode, system: Partial<RootSystem> = {}) =>
  render(
    <Provider>
      <RootSystemProvider system={system as RootSystem}>
        <MemoryRouter>{ui}</MemoryRouter>
      </RootSystemProvider>
    </Provider>,
  );

describe('upload card (spec §2)', () => {
  it('default: size in MB, date, duration, badges, description cut at 220, message and progress bar', () => {
    show(<UploadCardView upload={upload} thumbnail={null} />);
    expect(screen.getByRole('link', { name: 'Water cycle video' })).toHaveAttribute('href', '/uploads/editor/u-7');
    expect(screen.getByText('10.00 MB')).toBeInTheDocument();
    expect(screen.getByText('Updated 04-Mar-2025')).toBeInTheDocument();
    expect(screen.getByText('2m 05s')).toBeInTheDocument();
    expect(screen.getByText('DOI')).toBeInTheDocument();
    expect(screen.queryByText('Enabled')).not.toBeInTheDocument();
    expect(screen.getByText(`${'w'.repeat(220)}...`)).toBeInTheDocument();
    expect(screen.getByText('Transcribing the audio')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Checking Spelling & Grammar')).toBeInTheDocument();
    expect(screen.getByText('Processing...')).toBeInTheDocument();
  });

  it('thin: no description, message or progress bar', () => {
    show(<UploadCardView upload={upload} thumbnail={null} variant="thin" />);
    expect(screen.getByRole('link', { name: 'Water cycle video' })).toBeInTheDocument();
    expect(screen.queryByText(/^w+\.\.\.$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Transcribing the audio')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('follows the upload through the API and asks for one thumbnail only once complete and in view', async () => {
    const seen: string[] = [];
    server.use(
      http.get(api('/upload/u-7'), () => HttpResponse.json({ ...upload, state: 'complete', task: 'align', progressPercent: 100 })),
      http.get(api('/upload/u-7/thumbnails'), ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(['https://thumbnails.test/u-7.png']);
      }),
    );
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const httpClient = createHttpClient({ baseURL: () => `${origin}/api`, getToken: async () => null, onApiError: () => {}, log: () => {} });
    show(<UploadCard id="u-7" />, { uploadApi: createUploadApi(httpClient), resourceCache: createResourceCache() });
    expect(await screen.findByText('Complete')).toBeInTheDocument();
    expect(seen).toEqual([]);
    observed.forEach((callback) => callback([{ isIntersecting: true, intersectionRatio: 0.5 } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('img', { name: 'Thumbnail of Water cycle video' })).toHaveAttribute('src', 'https://thumbnails.test/u-7.png');
    await waitFor(() => expect(seen).toEqual(['?count=1']));
    vi.unstubAllGlobals();
  });
});
