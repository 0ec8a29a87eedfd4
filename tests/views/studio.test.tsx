import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioRun, StudioRunSummary } from '../../src/services/studioApi';
import { exitTicketRun, glacierText, glossaryRun, questionsRun, rewriteRun } from './fixtures/studio';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

beforeAll(async () => {
  await import('../../src/views/studio/StudioPage');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  serveProfile(aProfile());
});

/** Serves POST /api/studio/{tool} with the run given, recording the bodies sent. */
function serveRun(run: StudioRun | (() => Response)) {
  const bodies: { tool: string; body: unknown }[] = [];
  server.use(
    http.post(api('/studio/:tool'), async ({ request, params }) => {
      bodies.push({ tool: String(params.tool), body: await request.json() });
      return typeof run === 'function' ? run() : HttpResponse.json(run, { status: 201 });
    }),
  );
  return bodies;
}

async function pasteText(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('textbox', { name: /^Text/ }));
  await user.paste(glacierText);
}

describe('/studio quick tools', () => {
  it('runs Rewrite on the pasted text, grade and subject, and shows the text, levels and changes', async () => {
    const bodies = serveRun(rewriteRun);
    renderApp({ path: '/studio/rewrite' });
    const user = userEvent.setup();
    const run = await screen.findByRole('button', { name: 'Rewrite text' });
    expect(document.title).toBe('Studio: Rewrite | Teachkit');
    expect(run).toBeDisabled();
    await pasteText(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Grade 3');
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Geography');
    await user.click(run);

    const result = await screen.findByRole('region', { name: 'Rewritten text' });
    expect(bodies).toEqual([{ tool: 'rewrite', body: { text: glacierText, grade: 3, subject: 'Geography' } }]);
    expect(within(result).getByText(/moves about one metre each day\. Glaciers form because snow/)).toBeInTheDocument();
    expect(within(result).getByText('Reading level: grade 6.4 before, grade 3.9 after (aiming for grade 3).')).toBeInTheDocument();
    const changes = within(result).getByRole('list', { name: 'Changes' });
    expect(within(changes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['split a 22-word sentence', 'approximately → about']);
  });

  it('shows questions with their answers hidden until "Show answers"', async () => {
    const bodies = serveRun(questionsRun);
    renderApp({ path: '/studio/questions' });
    const user = userEvent.setup();
    await pasteText(user);
    await user.click(screen.getByRole('button', { name: 'Write questions' }));

    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(bodies[0]).toEqual({ tool: 'questions', body: { text: glacierText, grade: 5, subject: '' } });
    expect(screen.getByText('Reading level of the text: grade 6.4.')).toBeInTheDocument();
    expect(within(questions).getAllByRole('listitem')).toHaveLength(3);
    expect(within(questions).getByText('According to the text, what is a glacier?')).toBeInTheDocument();
    expect(within(questions).queryByText('1850')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show answers' }));
    expect(within(questions).getByText('1850')).toBeInTheDocument();
    expect(within(questions).getByText('A river of ice that moves approximately one metre each day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide answers' }));
    expect(within(questions).queryByText('1850')).not.toBeInTheDocument();
  });

  it('shows an exit ticket of four questions with marking points behind "Show answers"', async () => {
    serveRun(exitTicketRun);
    renderApp({ path: '/studio/exit-ticket' });
    const user = userEvent.setup();
    await pasteText(user);
    await user.click(screen.getByRole('button', { name: 'Write exit ticket' }));
    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(within(questions).getAllByRole('listitem')).toHaveLength(4);
    expect(within(questions).getByText('In one or two sentences, what is this text mostly about?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show answers' }));
    expect(within(questions).getByText(/^Marking points: the idea of its opening/)).toBeInTheDocument();
  });

  it('shows a glossary with each term, its definition and where it came from', async () => {
    serveRun(glossaryRun);
    renderApp({ path: '/studio/glossary' });
    const user = userEvent.setup();
    await pasteText(user);
    await user.click(screen.getByRole('button', { name: 'Make glossary' }));
    const glossary = await screen.findByRole('region', { name: 'Glossary' });
    expect(within(glossary).getByText('A large natural stream of fresh water flowing to the sea, a lake or another river.')).toBeInTheDocument();
    expect(within(glossary).getByText('from the text')).toBeInTheDocument();
    expect(within(glossary).getByText('subject glossary')).toBeInTheDocument();
  });

  it('runs a tool on a photo of a page through the generic call, the picture sent as a data: address, and shows the text read', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/v1/:name'), async ({ request, params }) => {
        bodies.push({ name: params.name, body: await request.json() });
        return HttpResponse.json(rewriteRun, { status: 201 });
      }),
    );
    renderApp({ path: '/studio/rewrite' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Grade' }), 'Grade 3');
    // The first bytes of a PNG file: "\x89PNG".
    await user.upload(screen.getByLabelText('Or a photo of the page'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'page.png', { type: 'image/png' }));
    expect(await screen.findByRole('region', { name: 'Rewritten text' })).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'rewrite', body: { image: 'data:image/png;base64,iVBORw==', grade: 3, subject: '' } }]);
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue(glacierText);
  });

  it('says at the picture when the server cannot read text in it, and keeps the draft', async () => {
    server.use(
      http.post(api('/v1/:name'), () =>
        HttpResponse.json([{ field: 'image', message: 'Too little text could be read in the picture; send a sharper picture of the page, or the text itself' }], { status: 400 }),
      ),
    );
    renderApp({ path: '/studio/questions' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Text/ }), 'Kept as typed.');
    await user.upload(screen.getByLabelText('Or a photo of the page'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'blurry.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Too little text could be read in the picture; send a sharper picture of the page, or the text itself')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('Kept as typed.');
  });

  it('names a refused field at the field and keeps the text', async () => {
    serveRun(() =>
      HttpResponse.json([{ field: 'text', message: 'Paste a longer text: at least a sentence or two (40 characters)' }], { status: 400 }),
    );
    renderApp({ path: '/studio/rewrite' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Text/ }), 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Rewrite text' }));
    expect(await screen.findByText('Paste a longer text: at least a sentence or two (40 characters)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('Too short.');
  });

  it('a 429 opens the robot-needs-a-rest dialog and keeps the draft', async () => {
    serveRun(() => HttpResponse.json({ statusCode: 429, message: 'Too Many Requests' }, { status: 429 }));
    renderApp({ path: '/studio/glossary' });
    const user = userEvent.setup();
    await pasteText(user);
    await user.click(screen.getByRole('button', { name: 'Make glossary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your robot has hit the limit!' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your robot has hit the limit!' })).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Your robot needs a rest...');
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue(glacierText);
    expect(screen.getByRole('button', { name: 'Make glossary' })).toBeEnabled();
  });

  it('keeps the pasted text across the tools, and each tool\'s result on its own tab', async () => {
    const bodies: string[] = [];
    server.use(
      http.post(api('/studio/:tool'), ({ params }) => {
        bodies.push(String(params.tool));
        return HttpResponse.json(params.tool === 'rewrite' ? rewriteRun : questionsRun, { status: 201 });
      }),
    );
    const { router } = renderApp({ path: '/studio/rewrite' });
    const user = userEvent.setup();
    await pasteText(user);
    await user.click(screen.getByRole('button', { name: 'Rewrite text' }));
    await screen.findByRole('region', { name: 'Rewritten text' });

    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/questions'));
    expect(await screen.findByRole('tab', { name: 'Questions', selected: true })).toBeInTheDocument();
    const run = await screen.findByRole('button', { name: 'Write questions' });
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue(glacierText);
    expect(screen.queryByRole('region', { name: 'Rewritten text' })).not.toBeInTheDocument();
    await user.click(run);
    await screen.findByRole('list', { name: 'Questions' });

    await user.click(screen.getByRole('tab', { name: 'Rewrite' }));
    expect(await screen.findByRole('region', { name: 'Rewritten text' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Questions' })).not.toBeInTheDocument();
    expect(bodies).toEqual(['rewrite', 'questions']);
  });

  it('sends an unknown tab to Start', async () => {
    const { router } = renderApp({ path: '/studio/summarise' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/start'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
  });
});

const summary = (n: number): StudioRunSummary => ({
  id: `7b0c2a4e-2222-4c1d-9a51-00000000000${n}`,
  tool: n % 2 ? 'questions' : 'glossary',
  preview: `Run number ${n} on a text about rivers`,
  createdAt: `2026-11-2${n}T10:30:00.000Z`,
});

describe('/studio/history', () => {
  it('lists the runs newest first, loads more, and reopens one with its text and output', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(api('/studio/history'), ({ request }) => {
        const token = new URL(request.url).searchParams.get('continuationToken');
        asked.push(token);
        return HttpResponse.json(token ? { items: [summary(1)], continuationToken: null } : { items: [summary(3), summary(2)], continuationToken: 'page-2' });
      }),
      http.get(api('/studio/history/:id'), ({ params }) =>
        params.id === '7b0c2a4e-2222-4c1d-9a51-000000000001' ? HttpResponse.json(rewriteRun) : HttpResponse.json({ statusCode: 404, message: 'Studio run not found' }, { status: 404 }),
      ),
    );
    renderApp({ path: '/studio/history' });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Studio runs' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Questions · 23 Nov 2026, 10:30 UTCRun number 3 on a text about riversOpen',
      'Glossary · 22 Nov 2026, 10:30 UTCRun number 2 on a text about riversOpen',
    ]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(asked).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the Questions run of 21 Nov 2026, 10:30 UTC' }));
    const output = await screen.findByRole('region', { name: 'Rewritten text' });
    expect(within(output).getByText('Reading level: grade 6.4 before, grade 3.9 after (aiming for grade 3).')).toBeInTheDocument();
    expect(screen.getByText('Rewrite · 20 Nov 2026, 09:05 UTC · grade 3 · Geography')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Original text' })).getByText(glacierText)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to history' }));
    expect(within(await screen.findByRole('list', { name: 'Studio runs' })).getAllByRole('listitem')).toHaveLength(3);
    expect(asked).toEqual([null, 'page-2']);
  });

  it('says so when a run cannot be opened and keeps the list', async () => {
    server.use(
      http.get(api('/studio/history'), () => HttpResponse.json({ items: [summary(2)], continuationToken: null })),
      http.get(api('/studio/history/:id'), () => HttpResponse.json({ statusCode: 404, message: 'Studio run not found' }, { status: 404 })),
    );
    renderApp({ path: '/studio/history' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the Glossary run of 22 Nov 2026, 10:30 UTC' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Studio run not found');
    expect(screen.getByRole('list', { name: 'Studio runs' })).toBeInTheDocument();
  });

  it('says there are no runs yet', async () => {
    server.use(http.get(api('/studio/history'), () => HttpResponse.json({ items: [], continuationToken: null })));
    renderApp({ path: '/studio/history' });
    expect(await screen.findByText('No runs yet. Paste a text into one of the tools to start.')).toBeInTheDocument();
  });
});
