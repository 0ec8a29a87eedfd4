import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from './renderApp';
import { server } from './server';

describe('shared item page', () => {
  it('fetches the item anonymously with the access key and shows the shared upload', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    server.use(
      http.get(api('/sharing/shared/o-1/u-1'), ({ request }) => {
        seen.push({ url: new URL(request.url).search, authorization: request.headers.get('authorization') });
        return HttpResponse.json({
          type: 'upload',
          id: 'u-1',
          ownerId: 'o-1',
          ownerEmail: 'grace@example.org',
          ownerName: '',
          sharedUpload: { upload: { id: 'u-1', title: 'Fraction strips', description: 'Printable strips.' } },
        });
      }),
    );
    renderApp({ path: '/shared/o-1/u-1?key=k-9', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fraction strips' })).toBeInTheDocument();
    expect(screen.getByText('Shared by grace@example.org')).toBeInTheDocument();
    expect(seen).toEqual([{ url: '?accessKey=k-9', authorization: null }]);
  });

  it('shows "Not Found or You don\'t have Access" when the server refuses', async () => {
    server.use(http.get(api('/sharing/shared/o-1/l-404'), () => HttpResponse.json({ statusCode: 404, message: 'Not found' }, { status: 404 })));
    renderApp({ path: '/shared/o-1/l-404', signedIn: null });
    expect(await screen.findByRole('heading', { name: "Not Found or You don't have Access" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sharing and Privacy' })).toHaveAttribute('href', '/sharing');
  });
});
