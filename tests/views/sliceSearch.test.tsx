import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aSliceHit, anUpload } from './fixtures/uploads';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';
import { uploadListHandler } from './uploadListServer';

beforeAll(async () => {
  await Promise.all([import('../../src/views/uploads/UploadsPage'), import('../../src/views/uploads/SliceSearchPage')]);
});

beforeEach(() => {
  serveProfile(aProfile());
});

describe('/uploads/search: words across the slices of all the teacher’s uploads', () => {
  it('is reached from Uploads, searches the teacher’s own uploads and opens a slice’s review', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      uploadListHandler([anUpload()]).handler,
      http.get(api('/v1/enhancements'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ requestId: 'r1', items: [aSliceHit(), aSliceHit({ sliceId: 'slice-2', title: 'Halves', citation: 'Fractions workbook, p. 13' })] });
      }),
    );
    const { router } = renderApp({ path: '/uploads' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Search your slices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/uploads/search'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search your slices' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'number line');
    await user.click(screen.getByRole('button', { name: 'Search slices' }));
    const results = within(await screen.findByRole('list', { name: 'Slices matching "number line"' }));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('input')).toBe('number line');
    expect(asked[0]!.get('ownerIds[0]')).toBe('user-1');
    expect(asked[0]!.get('consumeOnResult')).toBe('true');
    expect(results.getByText('Fractions workbook, p. 12')).toBeInTheDocument();
    expect(results.getAllByText('A fraction names a point on a number line.')).toHaveLength(2);

    await user.click(results.getByRole('link', { name: 'Review Fractions workbook, p. 13' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/uploads/editor/upload-1/review/slice-2'));
  });

  it('says when no slice matches', async () => {
    server.use(http.get(api('/v1/enhancements'), () => HttpResponse.json({ requestId: 'r2', items: [] })));
    renderApp({ path: '/uploads/search' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Words to search for' }), 'volcanoes');
    await user.click(screen.getByRole('button', { name: 'Search slices' }));
    expect(await screen.findByText('No slices match "volcanoes". Try other words, or check that the upload and its slices are enabled.')).toBeInTheDocument();
  });
});
