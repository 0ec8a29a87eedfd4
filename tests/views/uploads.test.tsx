import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anUpload } from './fixtures/uploads';
import { aProfile, api, openNavMenu, renderApp, serveProfile } from './renderApp';
import { server } from './server';

beforeAll(async () => {
  await import('../../src/views/uploads/UploadsPage');
  await import('../../src/views/uploads/UploadPage');
});

beforeEach(() => {
  serveProfile(aProfile());
});

/**
 * The multipart body's parts by name (a file part as "name size"). Read as text because jsdom's File is not the one
 * the fetch Request's own form parser accepts.
 */
function partsOf(body: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of body.split(/\r\n--[^\r\n]+/)) {
    const header = /name="([^"]+)"(?:; filename="([^"]+)")?[\s\S]*?\r\n\r\n([\s\S]*)$/.exec(part);
    if (header) parts[header[1]!] = header[2] ? `${header[2]} ${header[3]!.length}` : header[3]!;
  }
  return parts;
}

const processing = anUpload({ id: 'u-2', title: 'Water cycle slides', fileExtension: 'pptx', state: 'inProgress', task: 'spelling', progressPercent: 40, message: 'Checking slide 12 of 30' });
const done = anUpload({ id: 'u-1' });

describe('/uploads', () => {
  it('"Uploads" in the nav opens the list: default cards, the unfinished one with its message and progress bar, more on request', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(api('/upload'), ({ request }) => {
        const token = new URL(request.url).searchParams.get('continuationToken');
        asked.push(token);
        return HttpResponse.json(token ? { items: [anUpload({ id: 'u-0', title: 'Old notes', fileExtension: 'txt' })], continuationToken: null } : { items: [processing, done], continuationToken: 'after-u-1' });
      }),
      http.get(api('/upload/:id'), ({ params }) => HttpResponse.json(params.id === 'u-2' ? processing : done)),
      http.get(api('/upload/:id/thumbnails'), () => HttpResponse.json([])),
    );
    const { router } = renderApp({ path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Uploads' }));
    expect(router.state.location.pathname).toBe('/uploads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uploads' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Water cycle slides' });
    expect(within(card).getByText('Checking slide 12 of 30')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Checking Spelling & Grammar progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(card).getByText('Checking Spelling & Grammar')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Water cycle slides' })).toHaveAttribute('href', '/uploads/editor/u-2');
    const complete = screen.getByRole('article', { name: 'Fractions workbook' });
    expect(within(complete).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(complete).getByText('Worksheets on adding fractions with unlike denominators.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more uploads' }));
    expect(await screen.findByRole('article', { name: 'Old notes' })).toBeInTheDocument();
    expect(asked).toEqual([null, 'after-u-1']);
    expect(screen.queryByRole('button', { name: 'Load more uploads' })).not.toBeInTheDocument();
  });

  it('"Uploads" in the profile menu opens the list too', async () => {
    server.use(http.get(api('/upload'), () => HttpResponse.json({ items: [], continuationToken: null })));
    const { router } = renderApp({ path: '/dashboard' });
    const user = userEvent.setup();
    await openNavMenu(user, 'Account menu');
    await user.click(await screen.findByRole('menuitem', { name: 'Uploads' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/uploads'));
    expect(await screen.findByText('No uploads yet. Upload a document, presentation, picture, recording or video.')).toBeInTheDocument();
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
  });

  it('the upload dialog refuses a file it cannot send, shows the server\'s 413 keeping the form, then hands the accepted upload to the list', async () => {
    const received: Record<string, string>[] = [];
    let answer: 'too large' | 'accepted' = 'too large';
    server.use(
      http.get(api('/upload'), () => HttpResponse.json({ items: [done], continuationToken: null })),
      http.get(api('/upload/:id'), ({ params }) => HttpResponse.json(params.id === 'u-3' ? anUpload({ id: 'u-3', title: 'Fractions quiz', state: 'ready', task: 'upload', progressPercent: 0, message: 'Waiting for a worker' }) : done)),
      http.get(api('/upload/:id/thumbnails'), () => HttpResponse.json([])),
      http.put(api('/upload'), async ({ request }) => {
        received.push({ ...partsOf(await request.text()), auth: request.headers.get('authorization') ?? '' });
        if (answer === 'too large') return HttpResponse.json({ statusCode: 413, message: 'The file is larger than 1 MB, the most Teachkit accepts; upload a smaller file or split it' }, { status: 413 });
        return HttpResponse.json(anUpload({ id: 'u-3', title: 'Fractions quiz', state: 'ready', task: 'upload', progressPercent: 0, message: 'Waiting for a worker' }), { status: 201 });
      }),
    );
    renderApp({ path: '/uploads' });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('article', { name: 'Fractions workbook' });
    await user.click(screen.getByRole('button', { name: 'Upload a file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a file' });
    const send = within(dialog).getByRole('button', { name: 'Upload' });
    expect(send).toBeDisabled();

    await user.upload(within(dialog).getByLabelText(/^File/), new File(['MZ'], 'setup.exe'));
    expect(within(dialog).getByText(/^"setup\.exe" is not a type Teachkit can read\. Teachkit accepts: PDF \(\.pdf\)/)).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.upload(within(dialog).getByLabelText(/^File/), new File(['%PDF-1.7 quiz'], 'Fractions quiz.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ISBN' }), '978-0-306-40615-7');
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file was not accepted.The file is larger than 1 MB, the most Teachkit accepts; upload a smaller file or split it');
    // Nothing the teacher chose is lost.
    expect(within(dialog).getByRole('textbox', { name: 'ISBN' })).toHaveValue('978-0-306-40615-7');
    expect(within(dialog).getByText('Fractions quiz.pdf (0.00 MB)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();

    answer = 'accepted';
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cards = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(cards).toEqual(['Fractions quiz', 'Fractions workbook']);
    expect(within(screen.getByRole('article', { name: 'Fractions quiz' })).getByText('Waiting for a worker')).toBeInTheDocument();
    expect(received).toEqual([
      { Reference: '', Isbn: '978-0-306-40615-7', Language: 'en', File: 'Fractions quiz.pdf 13', auth: 'Bearer test-token' },
      { Reference: '', Isbn: '978-0-306-40615-7', Language: 'en', File: 'Fractions quiz.pdf 13', auth: 'Bearer test-token' },
    ]);
  });

  it('shows the server\'s 400 messages at their fields', async () => {
    server.use(
      http.get(api('/upload'), () => HttpResponse.json({ items: [], continuationToken: null })),
      http.put(api('/upload'), () => HttpResponse.json([{ field: 'Isbn', message: 'Isbn is not a valid ISBN-10 or ISBN-13; check its digits' }], { status: 400 })),
    );
    renderApp({ path: '/uploads' });
    const user = userEvent.setup();
    expect(await screen.findByText('No uploads yet. Upload a document, presentation, picture, recording or video.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload a file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a file' });
    await user.upload(within(dialog).getByLabelText(/^File/), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ISBN' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Isbn is not a valid ISBN-10 or ISBN-13; check its digits')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });
});

describe('/uploads/{id}', () => {
  it('shows the upload with its description, its thin card following the processing, and the way to its editor', async () => {
    server.use(
      http.get(api('/upload/u-2'), () => HttpResponse.json(processing)),
      http.get(api('/upload/u-2/thumbnails'), () => HttpResponse.json([])),
    );
    renderApp({ path: '/uploads/u-2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Water cycle slides' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Water cycle slides' });
    expect(within(card).getByText('In Progress')).toBeInTheDocument();
    // The thin card leaves the description and the message to the page.
    expect(within(card).queryByText('Checking slide 12 of 30')).not.toBeInTheDocument();
    expect(screen.getByText('Worksheets on adding fractions with unlike denominators.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the editor' })).toHaveAttribute('href', '/uploads/editor/u-2');
  });

  it('another teacher\'s upload is not found', async () => {
    server.use(http.get(api('/upload/u-9'), () => HttpResponse.json({ statusCode: 404, message: 'Upload not found' }, { status: 404 })));
    renderApp({ path: '/uploads/u-9' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
  });
});
