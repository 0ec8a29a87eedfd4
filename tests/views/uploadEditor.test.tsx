import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anUpload, aSlice, listed } from './fixtures/uploads';
import { aProfile, api, origin, renderApp, serveProfile } from './renderApp';
import { server } from './server';

const upload = anUpload({ id: 'u-1' });
const at = (path: string) => `/uploads/editor/u-1${path}`;

beforeAll(async () => {
  await import('../../src/views/uploads/UploadEditorPage');
  await import('../../src/views/uploads/SliceReviewPage');
});

beforeEach(() => {
  serveProfile(aProfile());
  server.use(
    http.get(api('/upload/u-1'), () => HttpResponse.json(upload)),
    http.get(api('/upload/u-1/thumbnails'), () => HttpResponse.json([])),
  );
});

describe('upload editor', () => {
  it('details: "Save" waits for a change, then posts the details and shows the saved upload', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(api('/upload'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return HttpResponse.json({ ...upload, title: body.title });
      }),
    );
    renderApp({ path: at('') });
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fractions workbook');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Fractions workbook (Year 5)');
    await user.click(screen.getByRole('checkbox', { name: 'Enabled: lessons may use this upload' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fractions workbook (Year 5)'));
    expect(posted).toEqual([{ id: 'u-1', title: 'Fractions workbook (Year 5)', enabled: false }]);
  });

  it('an upload that is not the teacher\'s is not found', async () => {
    server.use(http.get(api('/upload/u-9'), () => HttpResponse.json({ statusCode: 404, message: 'Upload not found' }, { status: 404 })));
    renderApp({ path: '/uploads/editor/u-9/slices' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
  });

  it('slices: each filter goes into the query, and the list scrolls on with the continuation token', async () => {
    const asked: URLSearchParams[] = [];
    const picture = aSlice({ id: 's-3', title: 'Fraction wall', contentType: 'image', image: '/upload/u-1/slice/s-3/image', altText: '', alignments: [] });
    server.use(
      http.get(api('/upload/u-1/slices'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        if (query.get('continuationToken') === 'after-12') return HttpResponse.json({ items: [listed(picture)], continuationToken: null });
        if (query.get('imageFilter') === 'with') return HttpResponse.json({ items: [listed(picture)], continuationToken: null });
        return HttpResponse.json({ items: [listed(aSlice())], continuationToken: 'after-12' });
      }),
    );
    renderApp({ path: at('/slices') });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Slices' });
    const item = within(list).getByRole('listitem', { name: 'Sharing a pizza' });
    expect(within(item).getByText('p. 12')).toBeInTheDocument();
    expect(within(item).getByText('5.NF.A.1')).toHaveAttribute('title', 'Add and subtract fractions with unlike denominators.');
    expect(within(item).getByRole('link', { name: 'Review Sharing a pizza' })).toHaveAttribute('href', '/uploads/editor/u-1/review/s-12');
    await user.click(screen.getByRole('button', { name: 'Load more slices' }));
    expect(await within(list).findByRole('listitem', { name: 'Fraction wall' })).toBeInTheDocument();
    expect(asked.map((q) => q.toString())).toEqual(['pageSize=30', 'pageSize=30&continuationToken=after-12']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Pictures' }), 'with');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'CCSS.Math.Content.5.NF.A.1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Accessibility' }), 'missingAltText');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Alignment' }), 'aligned');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Suggestions' }), 'without');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'image');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Enabled' }), 'enabled');
    await user.type(screen.getByRole('searchbox', { name: 'Search the slices' }), 'wall');
    // Filters chosen in quick succession are asked for together; what counts is the request that follows the last.
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      pageSize: '30',
      searchText: 'wall',
      imageFilter: 'with',
      accessibilityFilter: 'missingAltText',
      outcomeFilter: 'CCSS.Math.Content.5.NF.A.1',
      alignmentFilter: 'aligned',
      suggestionFilter: 'without',
      contentFilter: 'image',
      enabledFilter: 'enabled',
    }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Slices' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Fraction wall']));
  });

  it('outcomes and spelling tabs list what processing found', async () => {
    server.use(
      http.get(api('/upload/u-1/outcomes'), () =>
        HttpResponse.json([
          { outcomeCode: 'CCSS.Math.Content.5.NF.A.2', shortCode: '5.NF.A.2', statement: 'Solve word problems involving addition of fractions.', score: 0.61, rank: 2 },
          { outcomeCode: 'CCSS.Math.Content.5.NF.A.1', shortCode: '5.NF.A.1', statement: 'Add and subtract fractions with unlike denominators.', score: 0.82, rank: 1 },
        ]),
      ),
      http.get(api('/upload/u-1/spelling'), () =>
        HttpResponse.json([{ sliceId: 's-12', sliceTitle: 'Sharing a pizza', id: 'sp-1', kind: 'spelling', offset: 2, length: 6, word: 'pizzza', message: 'Possible spelling mistake', suggestions: ['pizza', 'pizzas'] }]),
      ),
    );
    renderApp({ path: at('/outcomes') });
    const user = userEvent.setup();
    const outcomes = await screen.findByRole('list', { name: 'Outcomes this upload covers' });
    expect(within(outcomes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '5.NF.A.182% matchAdd and subtract fractions with unlike denominators.',
      '5.NF.A.261% matchSolve word problems involving addition of fractions.',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Spelling' }));
    const spelling = await screen.findByRole('list', { name: 'Spelling and grammar issues' });
    expect(within(spelling).getByText('Suggestions: pizza, pizzas')).toBeInTheDocument();
    expect(within(spelling).getByRole('link', { name: 'Sharing a pizza' })).toHaveAttribute('href', '/uploads/editor/u-1/review/s-12');
  });
});

describe('slice review', () => {
  it('saves an edit with PUT and shows the spelling found since; re-extracts; deleting asks, then returns to the slices', async () => {
    const calls: string[] = [];
    let current = aSlice({ text: 'A pizza is cut into 8 equal slices.', image: '/upload/u-1/slice/s-12/image', altText: '' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let pictureAuth = '';
    server.use(
      http.get(api('/upload/u-1/slice/s-12'), () => HttpResponse.json(current)),
      http.get(api('/upload/u-1/slice/s-12/image'), ({ request }) => {
        pictureAuth = request.headers.get('authorization') ?? '';
        return new HttpResponse(png, { headers: { 'content-type': 'image/png' } });
      }),
      http.put(api('/upload/u-1/slice'), async ({ request }) => {
        const body = (await request.json()) as { id: string; text: string };
        calls.push(`PUT ${JSON.stringify(body)}`);
        current = { ...current, text: body.text, spelling: [{ id: 'sp-1', kind: 'spelling', offset: 2, length: 6, word: 'pizzza', message: 'Possible spelling mistake', suggestions: ['pizza'] }] };
        return HttpResponse.json(listed(current));
      }),
      http.get(api('/upload/u-1/slice/s-12/image/analysis'), () => HttpResponse.json({ description: 'A pizza cut into eight equal slices', altText: '', text: '' })),
      http.post(api('/upload/u-1/slice/s-12/extract'), () => {
        calls.push('POST extract');
        current = { ...current, text: 'A pizza is cut into 8 equal slices.', spelling: [] };
        return HttpResponse.json(listed(current));
      }),
      http.delete(api('/upload/u-1/slice/s-12'), () => {
        calls.push('DELETE');
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(api('/upload/u-1/slices'), () => HttpResponse.json({ items: [], continuationToken: null })),
    );
    const { router } = renderApp({ path: at('/review/s-12') });
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sharing a pizza');
    // The picture needs the bearer token, so it is fetched and shown as a data: URL.
    expect(screen.getByRole('img', { name: 'Picture in Sharing a pizza' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(pictureAuth).toBe('Bearer test-token');
    await user.click(screen.getByRole('button', { name: 'Suggest alt text' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Alt text (describes the picture for screen readers)' })).toHaveValue('A pizza cut into eight equal slices'));
    await user.clear(text);
    await user.type(text, 'A pizzza is cut into 8 equal slices.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const spelling = await screen.findByRole('list', { name: 'Spelling and grammar' });
    expect(spelling).toHaveTextContent('pizzza Possible spelling mistake');
    expect(calls).toEqual(['PUT {"id":"s-12","title":"Sharing a pizza","text":"A pizzza is cut into 8 equal slices.","enabled":true,"altText":"A pizza cut into eight equal slices"}']);

    await user.click(screen.getByRole('button', { name: 'Re-extract from the file' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('A pizza is cut into 8 equal slices.'));
    expect(screen.queryByRole('list', { name: 'Spelling and grammar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete slice' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this slice?' });
    expect(confirm).toHaveTextContent('"Sharing a pizza" will be deleted for good.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete slice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/uploads/editor/u-1/slices'));
    expect(calls.slice(1)).toEqual(['POST extract', 'DELETE']);
  });
});

describe('slice review of a text slice', () => {
  /** The server's own rule (server/routes/api/upload-slices.ts): alt text belongs to slices with a picture. */
  function serveTextSlice(refusal?: { field: string; message: string }) {
    const puts: unknown[] = [];
    let current = aSlice({ text: 'A pizza is cut into 8 equal slices.' });
    server.use(
      http.get(api('/upload/u-1/slice/s-12'), () => HttpResponse.json(current)),
      http.put(api('/upload/u-1/slice'), async ({ request }) => {
        const body = (await request.json()) as { text: string; altText?: string };
        puts.push(body);
        if ('altText' in body) return HttpResponse.json([{ field: 'altText', message: 'This slice has no picture to describe; alt text belongs to slices with a picture' }], { status: 400 });
        if (refusal) return HttpResponse.json([refusal], { status: 400 });
        current = { ...current, text: body.text };
        return HttpResponse.json(listed(current));
      }),
    );
    return puts;
  }

  it('saves an edited text without asking for or sending alt text', async () => {
    const puts = serveTextSlice();
    renderApp({ path: at('/review/s-12') });
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(screen.queryByRole('textbox', { name: 'Alt text (describes the picture for screen readers)' })).not.toBeInTheDocument();
    await user.clear(text);
    await user.type(text, 'A pizza is cut into 8 equal slices. Sam eats 3.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(puts).toEqual([{ id: 's-12', title: 'Sharing a pizza', text: 'A pizza is cut into 8 equal slices. Sam eats 3.', enabled: true }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('A pizza is cut into 8 equal slices. Sam eats 3.');
  });

  it.each([
    ['Text', 'textbox', { field: 'text', message: 'text is longer than 100000 characters; split it into two slices' }],
    ['Enabled: lessons may use this slice', 'checkbox', { field: 'enabled', message: 'enabled must be true or false' }],
  ] as const)('highlights a refused field (%s) with its message and keeps the edit', async (name, role, refusal) => {
    serveTextSlice(refusal);
    renderApp({ path: at('/review/s-12') });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Text' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = await screen.findByRole(role, { name });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    const field = input.closest('.chakra-field__root') as HTMLElement;
    expect(within(field).getByText(refusal.message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('A pizza is cut into 8 equal slices. More.');
  });

  it('says a refused field the review does not show in the alert rather than pointing at no field', async () => {
    serveTextSlice({ field: 'altText', message: 'This slice has no picture to describe; alt text belongs to slices with a picture' });
    renderApp({ path: at('/review/s-12') });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Text' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This slice has no picture to describe; alt text belongs to slices with a picture');
  });

  it('draws the enabled check mark at the size of its box, not the width of the page', async () => {
    serveTextSlice();
    renderApp({ path: at('/review/s-12') });
    const enabled = await screen.findByRole('checkbox', { name: 'Enabled: lessons may use this slice' });
    const control = enabled.closest('label')!.querySelector('[data-part="control"]')!;
    const mark = control.querySelector('svg')!;
    // Chakra sizes the box from the checkbox recipe and the mark fills the box; without the recipe neither has a size
    // and the mark grows to the width of its column.
    expect(getComputedStyle(control).width).toMatch(/^\d+(\.\d+)?px$/);
    expect(getComputedStyle(mark).width).toBe('100%');
  });
});

describe('upload editor share tab', () => {
  it('is a tab beside the others; sharing by link saves the upload\'s share and copies the full address', async () => {
    const puts: { mode: string; body: unknown }[] = [];
    server.use(
      // A lesson share under the same id is not the upload's.
      http.get(api('/sharing/u-1'), () =>
        HttpResponse.json([{ type: 'lesson', id: 'u-1', mode: 'people', emails: ['ada@school.example'], accessKey: null, path: '/shared/user-1/u-1', updatedAt: '' }]),
      ),
      http.put(api('/sharing/upload/u-1/:mode'), async ({ params, request }) => {
        puts.push({ mode: String(params.mode), body: await request.json() });
        return HttpResponse.json({ type: 'upload', id: 'u-1', mode: 'link', emails: [], accessKey: 'k3y', path: '/shared/user-1/u-1?key=k3y', updatedAt: '2025-03-01T00:00:00Z' });
      }),
    );
    renderApp({ path: at('/share') });
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Upload editor' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Slices', 'Outcomes', 'Spelling', 'Share']);
    expect(await screen.findByRole('heading', { name: 'Who can see this upload' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Only me' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Join code for students' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New code' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save sharing' });
    expect(save).toBeDisabled();

    await user.click(screen.getByText('Anyone with the link'));
    await user.click(save);
    const link = await screen.findByRole('textbox', { name: 'Link to share' });
    expect(link).toHaveValue(`${origin}/shared/user-1/u-1?key=k3y`);
    expect(puts).toEqual([{ mode: 'link', body: { emails: [] } }]);
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event puts its own clipboard in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(`${origin}/shared/user-1/u-1?key=k3y`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shows the saved people and shares with one more', async () => {
    let sent: unknown;
    server.use(
      http.get(api('/sharing/u-1'), () =>
        HttpResponse.json([{ type: 'upload', id: 'u-1', mode: 'people', emails: ['grace@school.example'], accessKey: null, path: '/shared/user-1/u-1', updatedAt: '' }]),
      ),
      http.put(api('/sharing/upload/u-1/people'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ type: 'upload', id: 'u-1', mode: 'people', emails: ['grace@school.example', 'alan@school.example'], accessKey: null, path: '/shared/user-1/u-1', updatedAt: '' });
      }),
    );
    renderApp({ path: at('/share') });
    const user = userEvent.setup();
    const emails = await screen.findByRole('textbox', { name: 'Email addresses' });
    expect(screen.getByRole('radio', { name: 'Specific people' })).toBeChecked();
    expect(emails).toHaveValue('grace@school.example');
    const save = screen.getByRole('button', { name: 'Save sharing' });
    expect(save).toBeDisabled();
    await user.type(emails, ', alan@school.example');
    await user.click(save);
    await waitFor(() => expect(sent).toEqual({ emails: ['grace@school.example', 'alan@school.example'] }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save sharing' })).toBeDisabled());
    expect(screen.queryByRole('textbox', { name: 'Link to share' })).not.toBeInTheDocument();
  });

  it('a refused save says why and keeps the choice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(api('/sharing/u-1'), () => HttpResponse.json([])),
      http.put(api('/sharing/upload/u-1/people'), () =>
        HttpResponse.json([{ field: 'emails', message: 'Each email must be a valid address, such as name@school.example' }], { status: 400 }),
      ),
    );
    renderApp({ path: at('/share') });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Specific people'));
    await user.type(screen.getByRole('textbox', { name: 'Email addresses' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save sharing' }));
    // The message stands beside the addresses, and the alert points to them.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByRole('textbox', { name: 'Email addresses' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Each email must be a valid address, such as name@school.example')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Specific people' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Email addresses' })).toHaveValue('not-an-address');
  });
});
