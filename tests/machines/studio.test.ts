import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../src/machines/listPages/pages';
import { studioHistoryMachine } from '../../src/machines/studioHistory/machine';
import { studioToolMachine } from '../../src/machines/studioTool/machine';
import { selectRun } from '../../src/machines/studioTool/selectors';
import { ApiError } from '../../src/services/apiError';
import type { HistoryRun, StudioInput, StudioRun, StudioRunSummary, StudioTool } from '../../src/services/studioApi';
import { glacierText, questionsRun, rewriteRun } from '../views/fixtures/studio';

function startTool(tool: StudioTool, answer: (call: number) => StudioRun | Error) {
  const calls: { tool: StudioTool; draft: StudioInput; picture: Blob | null }[] = [];
  const actor = createActor(
    studioToolMachine.provide({
      actors: {
        runTool: fromPromise(async ({ input }: { input: { tool: StudioTool; draft: StudioInput; picture: Blob | null } }) => {
          calls.push(input);
          const result = answer(calls.length);
          if (result instanceof Error) throw result;
          return result;
        }),
      },
    }),
    { input: { tool } },
  ).start();
  return { actor, calls };
}

describe('studioTool', () => {
  it('waits for some text, then runs the tool on the text, grade and subject typed', async () => {
    const { actor, calls } = startTool('rewrite', () => rewriteRun);
    expect(actor.getSnapshot().context.draft).toEqual({ text: '', grade: 5, subject: '' });
    actor.send({ type: 'studio.edit', changes: { text: '   ' } });
    actor.send({ type: 'studio.run' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual([]);

    actor.send({ type: 'studio.edit', changes: { text: glacierText } });
    actor.send({ type: 'studio.edit', changes: { grade: 3 } });
    actor.send({ type: 'studio.edit', changes: { subject: 'Geography' } });
    actor.send({ type: 'studio.run' });
    expect(actor.getSnapshot().value).toBe('running');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([{ tool: 'rewrite', draft: { text: glacierText, grade: 3, subject: 'Geography' }, picture: null }]);
    expect(actor.getSnapshot().context.runs.rewrite?.output).toMatchObject({ before: 6.4, after: 3.9 });
  });

  it('runs on a photo of a page, and the text read from it becomes the draft', async () => {
    const { actor, calls } = startTool('rewrite', () => rewriteRun);
    actor.send({ type: 'studio.edit', changes: { grade: 3 } });
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    actor.send({ type: 'studio.runPicture', picture: photo });
    expect(actor.getSnapshot().value).toBe('running');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([{ tool: 'rewrite', draft: { text: '', grade: 3, subject: '' }, picture: photo }]);
    expect(actor.getSnapshot().context.draft).toEqual({ text: glacierText, grade: 3, subject: '' });
    expect(actor.getSnapshot().context.picture).toBeNull();
    // The next run is on the text, as read and perhaps corrected.
    actor.send({ type: 'studio.run' });
    await waitFor(actor, (s) => s.matches('ready') && calls.length === 2);
    expect(calls[1]!.picture).toBeNull();
  });

  it('refuses a picture it cannot send, at the picture, without a call', () => {
    const { actor, calls } = startTool('questions', () => questionsRun);
    actor.send({ type: 'studio.runPicture', picture: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ image: 'Choose a PNG or JPEG picture: a photo or a screenshot of the page.' });
    actor.send({ type: 'studio.runPicture', picture: new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }) });
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ image: 'The picture is larger than 5 MB. Take a smaller photo, or a screenshot of the page.' });
    expect(calls).toEqual([]);
  });

  it('hides the answers of each new result until the teacher shows them', async () => {
    const { actor } = startTool('questions', () => questionsRun);
    actor.send({ type: 'studio.edit', changes: { text: glacierText } });
    actor.send({ type: 'studio.run' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.runs.questions !== undefined);
    expect(actor.getSnapshot().context.answersShown).toBe(false);
    actor.send({ type: 'studio.toggleAnswers' });
    expect(actor.getSnapshot().context.answersShown).toBe(true);
    actor.send({ type: 'studio.run' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.answersShown).toBe(false);
  });

  it('keeps the draft and the previous result when a run is refused, and clears the failure on the next run', async () => {
    const { actor } = startTool('glossary', (call) =>
      call === 2 ? new ApiError(429, 'Too many requests') : call === 3 ? new ApiError(400, 'Bad input', [{ field: 'text', message: 'Paste a longer text' }]) : questionsRun,
    );
    actor.send({ type: 'studio.edit', changes: { text: glacierText, subject: 'Geography' } });
    actor.send({ type: 'studio.run' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.runs.questions !== undefined);

    actor.send({ type: 'studio.run' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('tooManyRequests');
    expect(actor.getSnapshot().context.draft).toEqual({ text: glacierText, grade: 5, subject: 'Geography' });
    expect(actor.getSnapshot().context.runs.questions?.id).toBe('7b0c2a4e-1111-4c1d-9a51-000000000002');

    actor.send({ type: 'studio.run' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ text: 'Paste a longer text' });
  });

  it('shares the draft between tools and keeps each tool\'s result under its own tool', async () => {
    const { actor, calls } = startTool('rewrite', (call) => (call === 1 ? rewriteRun : questionsRun));
    actor.send({ type: 'studio.edit', changes: { text: glacierText, grade: 3 } });
    actor.send({ type: 'studio.run' });
    // The teacher opens Questions while the rewrite is under way; the rewrite's result still lands under Rewrite.
    actor.send({ type: 'studio.chooseTool', tool: 'questions' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.runs).toEqual({ rewrite: rewriteRun });
    expect(selectRun(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'studio.run' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.map((c) => c.tool)).toEqual(['rewrite', 'questions']);
    expect(calls[1]!.draft).toEqual({ text: glacierText, grade: 3, subject: '' });
    expect(selectRun(actor.getSnapshot())?.id).toBe('7b0c2a4e-1111-4c1d-9a51-000000000002');
    actor.send({ type: 'studio.chooseTool', tool: 'rewrite' });
    expect(selectRun(actor.getSnapshot())?.id).toBe('7b0c2a4e-1111-4c1d-9a51-000000000001');
  });

  it('takes no edits and no second run while one is under way', () => {
    const { actor, calls } = startTool('exit-ticket', () => new Error('never answered'));
    actor.send({ type: 'studio.edit', changes: { text: glacierText } });
    actor.send({ type: 'studio.run' });
    actor.send({ type: 'studio.edit', changes: { text: 'changed while running' } });
    actor.send({ type: 'studio.run' });
    expect(actor.getSnapshot().context.draft.text).toBe(glacierText);
    expect(calls.length).toBe(1);
  });
});

const summary = (id: string): StudioRunSummary => ({ id, tool: 'rewrite', preview: `Text ${id}`, createdAt: '2026-11-20T09:05:00.000Z' });
/** Two pages: r-1..r-2, then r-3; the token names where the next page starts. */
const pages: Record<string, Page<StudioRunSummary>> = {
  first: { items: [summary('r-1'), summary('r-2')], continuationToken: 'after-r-2' },
  'after-r-2': { items: [summary('r-3')], continuationToken: null },
};

function startHistory(failFor: Set<string> = new Set()) {
  const asked: (string | null)[] = [];
  const opened: string[] = [];
  const actor = createActor(
    studioHistoryMachine.provide({
      actors: {
        loadHistory: fromPromise(async ({ input }: { input: { continuationToken: string | null } }) => {
          asked.push(input.continuationToken);
          const key = input.continuationToken ?? 'first';
          if (failFor.has(key)) {
            failFor.delete(key);
            throw new ApiError(503, 'The server is busy; try again in a moment');
          }
          return pages[key]!;
        }),
        loadRun: fromPromise<HistoryRun, { id: string }>(async ({ input }) => {
          opened.push(input.id);
          if (failFor.has(input.id)) throw new ApiError(404, 'Studio run not found');
          return rewriteRun;
        }),
      },
    }),
  ).start();
  return { actor, asked, opened };
}

describe('studioHistory', () => {
  it('loads the runs a page at a time and stops at the last page', async () => {
    const { actor, asked } = startHistory();
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    expect(actor.getSnapshot().context.runs.map((r) => r.id)).toEqual(['r-1', 'r-2']);
    actor.send({ type: 'history.loadMore' });
    await waitFor(actor, (s) => s.context.continuationToken === null);
    expect(actor.getSnapshot().context.runs.map((r) => r.id)).toEqual(['r-1', 'r-2', 'r-3']);
    actor.send({ type: 'history.loadMore' });
    expect(asked).toEqual([null, 'after-r-2']);
  });

  it('keeps the runs shown when the next page fails, and "Load more" tries again', async () => {
    const { actor, asked } = startHistory(new Set(['after-r-2']));
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'history.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'moreFailed' }));
    expect(actor.getSnapshot().context.runs.map((r) => r.id)).toEqual(['r-1', 'r-2']);
    actor.send({ type: 'history.loadMore' });
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    expect(actor.getSnapshot().context.runs.map((r) => r.id)).toEqual(['r-1', 'r-2', 'r-3']);
    expect(asked).toEqual([null, 'after-r-2', 'after-r-2']);
  });

  it('offers a retry when the history cannot be loaded at all', async () => {
    const { actor } = startHistory(new Set(['first']));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe('The server is busy; try again in a moment');
    actor.send({ type: 'history.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    expect(actor.getSnapshot().context.runs.length).toBe(2);
  });

  it('reopens a run with its output, answers hidden, and goes back to the same list', async () => {
    const { actor, opened, asked } = startHistory();
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'history.open', id: 'r-2' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(opened).toEqual(['r-2']);
    expect(actor.getSnapshot().context.opened?.output).toMatchObject({ before: 6.4, after: 3.9, changes: ['split a 22-word sentence', 'approximately → about'] });
    expect(actor.getSnapshot().context.answersShown).toBe(false);
    actor.send({ type: 'history.toggleAnswers' });
    expect(actor.getSnapshot().context.answersShown).toBe(true);
    actor.send({ type: 'history.back' });
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.opened).toBeNull();
    expect(actor.getSnapshot().context.runs.map((r) => r.id)).toEqual(['r-1', 'r-2']);
    expect(asked).toEqual([null]);
  });

  it('stays on the list with the reason when a run cannot be opened', async () => {
    const { actor } = startHistory(new Set(['r-1']));
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'history.open', id: 'r-1' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'notFound', message: 'Studio run not found', fields: {} });
  });
});
