import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartRun } from '../../src/services/studioApi';
import { glacierText } from './fixtures/studio';
import { anUpload, finishedUploads } from './fixtures/uploads';
import { uploadListHandler } from './uploadListServer';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

beforeAll(async () => {
  await import('../../src/views/studio/StudioPage');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  serveProfile(aProfile());
});

const lessonId = '5d1f0a4e-3333-4c1d-9a51-000000000001';
const unitId = '5d1f0a4e-3333-4c1d-9a51-000000000002';
const glacierOutcomes = [
  { code: 'AC9S5U02', shortCode: 'AC9S5U02', statement: 'describe how the surface of the Earth changes', framework: 'au-v9-science' },
  { code: 'ESS2.C', shortCode: 'ESS2.C', statement: 'The roles of water in Earth surface processes', framework: 'ngss' },
];

/** Records every body the start sends, by "METHOD path". */
function serveStart({ create = () => HttpResponse.json({ id: lessonId, title: 'A glacier is a river of ice' }, { status: 201 }) }: { create?: () => Response | Promise<Response> } = {}) {
  const sent: { call: string; body?: unknown; query?: string }[] = [];
  server.use(
    http.get(api('/syllabus/recommended/outcomes'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.push({ call: 'GET /syllabus/recommended/outcomes', query: `${query.get('input')} (${query.get('length')})` });
      return HttpResponse.json(glacierOutcomes);
    }),
    http.post(api('/lesson'), async ({ request }) => {
      sent.push({ call: 'POST /lesson', body: await request.json() });
      return create();
    }),
    http.post(api('/unit'), async ({ request }) => {
      sent.push({ call: 'POST /unit', body: await request.json() });
      return create();
    }),
    http.post(api('/studio/started'), async ({ request }) => {
      sent.push({ call: 'POST /studio/started', body: await request.json() });
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return sent;
}

describe('/studio/start', () => {
  it('opens the Studio on Start and plans a lesson from a pasted text, showing each step, then opens the lesson', async () => {
    let answer!: (response: Response) => void;
    const sent = serveStart({ create: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderApp({ path: '/studio' });
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Start', selected: true })).toBeInTheDocument();
    expect(document.title).toBe('Studio: Start | Teachkit');
    const go = screen.getByRole('button', { name: 'Plan lesson' });
    expect(go).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'A text I paste');
    await user.click(screen.getByRole('textbox', { name: /^Text/ }));
    await user.paste(glacierText);
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Science');
    await user.click(screen.getByRole('button', { name: 'Plan lesson' }));

    const progress = await screen.findByRole('region', { name: 'Progress' });
    await waitFor(() =>
      expect(within(progress).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Finding the outcomes and the brief: done',
        'Planning your lesson: working...',
        'Adding it to your Studio history: to do',
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Planning your lesson...');
    answer(HttpResponse.json({ id: lessonId, title: 'A glacier is a river of ice that moves approximately one metre each day' }, { status: 201 }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/lessons/editor/${lessonId}/plan`));
    expect(sent).toEqual([
      { call: 'GET /syllabus/recommended/outcomes', query: `${glacierText} (3)` },
      {
        call: 'POST /lesson',
        body: {
          title: 'A glacier is a river of ice that moves approximately one metre each day',
          description: glacierText,
          yearLevel: '',
          subject: 'Science',
          outcomes: ['AC9S5U02', 'ESS2.C'],
          methodology: 'inquiry',
          enhancementEnabled: false,
          durationMinutes: 60,
        },
      },
      { call: 'POST /studio/started', body: { kind: 'lesson', id: lessonId, source: 'text', from: 'A glacier is a river of ice that moves approximately one metre each day. Glaciers form because snow that falls in…' } },
    ]);
   }, 20_000);

  it('keeps everything typed and says the robot needs a rest when the limit is reached', async () => {
    const sent = serveStart({ create: () => HttpResponse.json({ statusCode: 429, message: 'You have used all your robot actions for this shift.' }, { status: 429 }) });
    const { router } = renderApp({ path: '/studio/start' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'A unit of work');
    await user.type(screen.getByRole('textbox', { name: /^Topic/ }), 'glaciers');
    await user.click(screen.getByRole('button', { name: 'Structure unit' }));

    expect(await screen.findByText('Your robot needs a rest...')).toBeInTheDocument();
    // The form is behind the modal dialog, which hides it from the accessibility tree one animation frame after it
    // opens (whether that frame has run yet depends on the machine's load): query it as hidden.
    expect(screen.getByRole('textbox', { name: /^Topic/, hidden: true })).toHaveValue('glaciers');
    expect(screen.getByRole('button', { name: 'Structure unit', hidden: true })).toBeEnabled();
    expect(sent.map((s) => s.call)).toEqual(['GET /syllabus/recommended/outcomes', 'POST /unit']);
    expect(router.state.location.pathname).toBe('/studio/start');
  });

  it('structures a unit from a complete upload, its best outcomes and best passage, and opens the unit', async () => {
    const sent = serveStart({ create: () => HttpResponse.json({ id: unitId, title: 'Glaciers chapter' }, { status: 201 }) });
    const uploads = uploadListHandler([anUpload({ id: 'up-2', title: 'Still reading', state: 'inProgress' }), anUpload({ id: 'up-1', title: 'Glaciers chapter' })]);
    server.use(
      uploads.handler,
      http.get(api('/upload/up-1/outcomes'), () => HttpResponse.json([{ outcomeCode: 'ESS2.C', shortCode: 'ESS2.C', statement: 'Water', score: 0.9, rank: 1 }])),
      http.get(api('/upload/up-1/slices'), ({ request }) => {
        sent.push({ call: 'GET /upload/up-1/slices', query: new URL(request.url).searchParams.get('outcomeFilter') ?? '' });
        return HttpResponse.json({ items: [{ id: 's-1', text: glacierText }], continuationToken: null });
      }),
    );
    const { router } = renderApp({ path: '/studio/start' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Make' }), 'A unit of work');
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'One of my uploads');
    const upload = await screen.findByRole('combobox', { name: /^Upload/ });
    expect(within(upload).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an upload', 'Glaciers chapter']);
    await user.selectOptions(upload, 'Glaciers chapter');
    await user.click(screen.getByRole('button', { name: 'Structure unit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/units/editor/${unitId}`));
    // The server leaves out the upload still being read: only complete ones are asked for.
    expect(uploads.asked).toEqual(['state=complete']);
    expect(sent).toEqual([
      { call: 'GET /upload/up-1/slices', query: 'ESS2.C' },
      { call: 'POST /unit', body: { title: 'Glaciers chapter', description: glacierText, yearLevel: '', subject: '', outcomes: ['ESS2.C'] } },
      { call: 'POST /studio/started', body: { kind: 'unit', id: unitId, source: 'upload', from: 'Glaciers chapter' } },
    ]);
  });
});

describe('choosing among many uploads', () => {
  it('lists the first 25 finished uploads, and "Show more uploads" adds the last 2 of 27', async () => {
    const uploads = uploadListHandler(finishedUploads(27));
    server.use(uploads.handler);
    renderApp({ path: '/studio/start' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'From' }), 'One of my uploads');
    const upload = await screen.findByRole('combobox', { name: /^Upload/ });
    const options = () => within(upload).getAllByRole('option').map((o) => o.textContent);
    expect(options()).toHaveLength(26);
    expect(options().slice(0, 2)).toEqual(['Choose an upload', 'Upload 01']);
    expect(options().at(-1)).toBe('Upload 25');

    await user.click(screen.getByRole('button', { name: 'Show more uploads' }));
    await waitFor(() => expect(options()).toHaveLength(28));
    expect(options().slice(-3)).toEqual(['Upload 25', 'Upload 26', 'Upload 27']);
    expect(screen.queryByRole('button', { name: 'Show more uploads' })).not.toBeInTheDocument();
    expect(uploads.asked).toEqual(['state=complete', 'continuationToken=u-25&state=complete']);
    await user.selectOptions(upload, 'Upload 27');
    expect(upload).toHaveValue('u-27');
  });
});

describe('a start in the Studio history', () => {
  it('reopens as what was made and from what, with the way to its editor', async () => {
    const run: StartRun = {
      id: '7b0c2a4e-4444-4c1d-9a51-000000000001',
      tool: 'start',
      input: { text: 'glaciers', source: 'topic' },
      output: { kind: 'assessment', id: 'a-1', title: 'Glaciers' },
      createdAt: '2026-11-22T10:30:00.000Z',
    };
    server.use(
      http.get(api('/studio/history'), () => HttpResponse.json({ items: [{ id: run.id, tool: 'start', preview: 'glaciers', createdAt: run.createdAt }], continuationToken: null })),
      http.get(api('/studio/history/:id'), () => HttpResponse.json(run)),
    );
    renderApp({ path: '/studio/history' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the Start run of 22 Nov 2026, 10:30 UTC' }));
    expect(await screen.findByText('An assessment · 22 Nov 2026, 10:30 UTC')).toBeInTheDocument();
    expect(screen.getByText('Started from: glaciers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the assessment' })).toHaveAttribute('href', '/assessments/editor/a-1');
  });
});

describe('a refused start', () => {
  it('names a refused field the source does not show above the form, and keeps the text', async () => {
    serveStart({ create: () => HttpResponse.json([{ field: 'title', message: 'Give the lesson a title' }], { status: 400 }) });
    renderApp({ path: '/studio/start' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'From' }), 'A text I paste');
    await user.click(screen.getByRole('textbox', { name: /^Text/ }));
    await user.paste(glacierText);
    await user.click(screen.getByRole('button', { name: 'Plan lesson' }));
    // The message names its field in words; the alert says it as it is, without the field's key.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Give the lesson a title$/);
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue(glacierText);
  }, 20_000);
});
