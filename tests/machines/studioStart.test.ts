import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createStudioStartImplementations, type StudioStartDeps } from '../../src/machines/studioStart/implementations';
import { studioStartMachine } from '../../src/machines/studioStart/machine';
import { ApiError } from '../../src/services/apiError';
import type { StartBrief } from '../../src/services/studioStartApi';
import type { UploadChoice } from '../../src/machines/studioStart/types';
import type { Page } from '../../src/contracts/page';

const glacierText =
  'A glacier is a river of ice that moves about one metre each day. Glaciers form because snow that falls in winter does not melt in summer, and it is compressed into ice over many years.';
const fractionOutcome = { code: 'CCSS.Math.Content.3.NF.A.3a', shortCode: '3.NF.A.3a', statement: 'Understand two fractions as equivalent (equal) if they are the same size, or the same point on a number line.', framework: 'us-ccss-math' };

const glacierUploads = [
  { id: 'u-2', title: 'Still reading', state: 'inProgress' },
  { id: 'u-1', title: 'Glaciers chapter', state: 'complete' },
];

/** The start with fake services that record what they were asked; `fail` names calls that fail and how. */
function startWith(fail: Partial<Record<'search' | 'create' | 'record', unknown>> = {}, found = ['ESS2.C', 'ESS2.A'], uploads = glacierUploads) {
  const calls: { what: string; args: unknown }[] = [];
  const opened: string[] = [];
  const made = (kind: string) => async (brief: StartBrief) => {
    calls.push({ what: `create ${kind}`, args: brief });
    if (fail.create) throw fail.create;
    return { id: `${kind}-1`, title: brief.title };
  };
  const deps: StudioStartDeps = {
    lessonApi: { create: made('lesson') as never },
    assessmentApi: { create: made('assessment') as never },
    studioStartApi: {
      createUnit: made('unit') as never,
      createCommentSet: made('comment') as never,
      recordStart: async (started) => {
        calls.push({ what: 'record', args: started });
        if (fail.record) throw fail.record;
        return { id: 'run-1', tool: 'start', input: { text: started.from, source: started.source }, output: { kind: started.kind, id: started.id, title: '' }, createdAt: '2026-11-24T09:00:00.000Z' };
      },
    },
    syllabusApi: {
      search: async (query) => {
        calls.push({ what: 'search', args: query });
        if (fail.search) throw fail.search;
        return found.map((code) => ({ code })) as never;
      },
    },
    uploadApi: {
      // As the server answers: the uploads in the state asked for, 25 a page.
      list: async ({ state, continuationToken } = {}) => {
        calls.push({ what: 'list', args: { state, continuationToken } });
        const kept = uploads.filter((u) => !state || u.state === state);
        const start = continuationToken ? kept.findIndex((u) => u.id === continuationToken) + 1 : 0;
        const items = kept.slice(start, start + 25);
        return { items, continuationToken: start + 25 < kept.length ? items.at(-1)!.id : null } as never;
      },
      outcomes: async () =>
        [
          { outcomeCode: 'B', rank: 2 },
          { outcomeCode: 'A', rank: 1 },
          { outcomeCode: 'D', rank: 4 },
          { outcomeCode: 'C', rank: 3 },
        ] as never,
      slices: async (id, filters) => {
        calls.push({ what: 'slices', args: { id, outcomeFilter: filters.outcomeFilter, enabledFilter: filters.enabledFilter } });
        return { items: [{ text: '  ' }, { text: glacierText }], continuationToken: null } as never;
      },
    },
    openItem: (kind, id) => opened.push(`${kind}:${id}`),
    refreshRobotActions: () => calls.push({ what: 'refresh', args: null }),
  };
  const actor = createActor(studioStartMachine.provide(createStudioStartImplementations(deps))).start();
  return { actor, calls, opened };
}

describe('studioStart', () => {
  it('waits until the chosen source has what it needs', () => {
    const { actor } = startWith();
    const can = () => actor.getSnapshot().can({ type: 'start.go' });
    expect(can()).toBe(false);
    actor.send({ type: 'start.edit', changes: { topic: 'glaciers' } });
    expect(can()).toBe(true);
    actor.send({ type: 'start.chooseSource', source: 'text' });
    actor.send({ type: 'start.edit', changes: { text: 'Too short to plan from.' } });
    expect(can()).toBe(false);
    actor.send({ type: 'start.edit', changes: { text: glacierText } });
    expect(can()).toBe(true);
    actor.send({ type: 'start.chooseSource', source: 'outcomes' });
    expect(can()).toBe(false);
    actor.send({ type: 'start.addOutcome', outcome: fractionOutcome });
    actor.send({ type: 'start.addOutcome', outcome: fractionOutcome });
    expect(actor.getSnapshot().context.draft.outcomes).toHaveLength(1);
    expect(can()).toBe(true);
    actor.send({ type: 'start.removeOutcome', code: fractionOutcome.code });
    expect(can()).toBe(false);
  });

  it('plans a lesson from a pasted text: its first sentence the title, the text the brief, outcomes found from it; then records and opens it', async () => {
    const { actor, calls, opened } = startWith();
    actor.send({ type: 'start.chooseSource', source: 'text' });
    actor.send({ type: 'start.edit', changes: { text: glacierText, yearLevel: 'Grade 5', subject: 'Science' } });
    actor.send({ type: 'start.go' });
    expect(actor.getSnapshot().matches({ working: 'preparing' })).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      { what: 'search', args: { input: glacierText, length: 3, level: '5' } },
      {
        what: 'create lesson',
        args: {
          title: 'A glacier is a river of ice that moves about one metre each day',
          description: glacierText,
          yearLevel: 'Grade 5',
          subject: 'Science',
          outcomes: ['ESS2.C', 'ESS2.A'],
          methodology: 'inquiry',
          enhancementEnabled: false,
          durationMinutes: 60,
        },
      },
      { what: 'refresh', args: null },
      { what: 'record', args: { kind: 'lesson', id: 'lesson-1', source: 'text', from: 'A glacier is a river of ice that moves about one metre each day. Glaciers form because snow that falls in winter does…' } },
    ]);
    expect(opened).toEqual(['lesson:lesson-1']);
  });

  it('structures a unit from an upload: its three best outcomes and the passage aligned with the best one', async () => {
    const { actor, calls, opened } = startWith();
    actor.send({ type: 'start.chooseKind', kind: 'unit' });
    actor.send({ type: 'start.chooseSource', source: 'upload' });
    expect(actor.getSnapshot().value).toBe('loadingUploads');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.uploads).toEqual([{ id: 'u-1', title: 'Glaciers chapter' }]);
    expect(actor.getSnapshot().can({ type: 'start.go' })).toBe(false);
    actor.send({ type: 'start.chooseUpload', id: 'u-1' });
    actor.send({ type: 'start.go' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.filter((c) => c.what !== 'refresh')).toEqual([
      { what: 'list', args: { state: 'complete', continuationToken: null } },
      { what: 'slices', args: { id: 'u-1', outcomeFilter: 'A', enabledFilter: 'enabled' } },
      { what: 'create unit', args: { title: 'Glaciers chapter', description: glacierText, yearLevel: '', subject: '', outcomes: ['A', 'B', 'C'] } },
      { what: 'record', args: { kind: 'unit', id: 'unit-1', source: 'upload', from: 'Glaciers chapter' } },
    ]);
    expect(opened).toEqual(['unit:unit-1']);
  });

  it("writes comments from chosen outcomes, titled by the first outcome's statement", async () => {
    const { actor, calls, opened } = startWith();
    actor.send({ type: 'start.chooseKind', kind: 'comment' });
    actor.send({ type: 'start.chooseSource', source: 'outcomes' });
    actor.send({ type: 'start.addOutcome', outcome: fractionOutcome });
    actor.send({ type: 'start.go' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]).toEqual({
      what: 'create comment',
      args: { title: 'Understand two fractions as equivalent (equal) if they are the same size, or…', description: '', yearLevel: '', subject: '', outcomes: ['CCSS.Math.Content.3.NF.A.3a'] },
    });
    expect(calls[2]).toEqual({ what: 'record', args: { kind: 'comment', id: 'comment-1', source: 'outcomes', from: '3.NF.A.3a' } });
    expect(opened).toEqual(['comment:comment-1']);
  });

  it('says so when no outcome matches the topic, and creates nothing', async () => {
    const { actor, calls, opened } = startWith({}, []);
    actor.send({ type: 'start.chooseKind', kind: 'assessment' });
    actor.send({ type: 'start.edit', changes: { topic: 'xylophone maintenance' } });
    actor.send({ type: 'start.go' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'other', message: 'No curriculum outcomes match this topic. Choose the outcomes yourself, or add a few words.', fields: {} });
    expect(actor.getSnapshot().context.draft.topic).toBe('xylophone maintenance');
    expect(calls.map((c) => c.what)).toEqual(['search']);
    expect(opened).toEqual([]);
  });

  it('picks outcomes for the year given: a Year 8 topic searches Year 8 outcomes, and says which year found nothing', async () => {
    const { actor, calls } = startWith({}, []);
    actor.send({ type: 'start.edit', changes: { topic: 'plate tectonics', yearLevel: 'Year 8', subject: 'Science' } });
    actor.send({ type: 'start.go' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(calls).toEqual([{ what: 'search', args: { input: 'plate tectonics', length: 3, level: '8' } }]);
    expect(actor.getSnapshot().context.failure?.message).toBe('No curriculum outcomes for Year 8 match this topic. Choose the outcomes yourself, or add a few words.');
  });

  it('searches every year when the year given is not one (a stage name)', async () => {
    const { actor, calls } = startWith();
    actor.send({ type: 'start.edit', changes: { topic: 'plate tectonics', yearLevel: 'Stage 4' } });
    actor.send({ type: 'start.go' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]).toEqual({ what: 'search', args: { input: 'plate tectonics', length: 3 } });
  });

  it('keeps the form as typed when the robot needs a rest, and records nothing', async () => {
    const { actor, calls, opened } = startWith({ create: new ApiError(429, 'Too Many Requests') });
    actor.send({ type: 'start.edit', changes: { topic: 'glaciers', subject: 'Geography' } });
    actor.send({ type: 'start.go' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('tooManyRequests');
    expect(actor.getSnapshot().context.draft).toMatchObject({ topic: 'glaciers', subject: 'Geography' });
    expect(calls.map((c) => c.what)).toEqual(['search', 'create lesson']);
    expect(opened).toEqual([]);
  });

  it('still opens the new item when its history line cannot be written', async () => {
    const { actor, opened } = startWith({ record: new ApiError(500, 'An unexpected error occurred') });
    actor.send({ type: 'start.edit', changes: { topic: 'glaciers' } });
    actor.send({ type: 'start.go' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(opened).toEqual(['lesson:lesson-1']);
  });

  it('lists 25 of 27 finished uploads, adds the last 2 on "more", and starts from the oldest', async () => {
    const many = Array.from({ length: 27 }, (_, i) => ({ id: `u-${i + 1}`, title: `Upload ${i + 1}`, state: 'complete' }));
    const { actor, calls } = startWith({}, undefined, [{ id: 'u-0', title: 'Still reading', state: 'inProgress' }, ...many]);
    actor.send({ type: 'start.chooseSource', source: 'upload' });
    await waitFor(actor, (s) => s.matches('editing'));
    const titles = () => actor.getSnapshot().context.uploads!.map((u) => u.title);
    expect(titles()).toHaveLength(25);
    expect([titles()[0], titles()[24]]).toEqual(['Upload 1', 'Upload 25']);
    expect(actor.getSnapshot().context.uploadsToken).toBe('u-25');

    actor.send({ type: 'start.chooseUpload', id: 'u-3' });
    actor.send({ type: 'start.showMoreUploads' });
    expect(actor.getSnapshot().value).toBe('loadingMoreUploads');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(titles().slice(24)).toEqual(['Upload 25', 'Upload 26', 'Upload 27']);
    expect(actor.getSnapshot().context.uploadsToken).toBeNull();
    expect(actor.getSnapshot().context.draft.uploadId).toBe('u-3');
    actor.send({ type: 'start.showMoreUploads' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.filter((c) => c.what === 'list')).toEqual([
      { what: 'list', args: { state: 'complete', continuationToken: null } },
      { what: 'list', args: { state: 'complete', continuationToken: 'u-25' } },
    ]);

    actor.send({ type: 'start.chooseUpload', id: 'u-27' });
    actor.send({ type: 'start.go' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.find((c) => c.what === 'record')).toEqual({ what: 'record', args: { kind: 'lesson', id: 'lesson-1', source: 'upload', from: 'Upload 27' } });
  });

  it('keeps the uploads listed and says why when more cannot be loaded', async () => {
    let pages = 0;
    const flaky = fromPromise<Page<UploadChoice>, { continuationToken: string | null }>(async () => {
      pages++;
      if (pages > 1) throw new ApiError(503, 'The server is busy; try again in a moment');
      return { items: [{ id: 'u-1', title: 'Glaciers chapter' }], continuationToken: 'u-1' };
    });
    const actor = createActor(studioStartMachine.provide({ actors: { loadUploads: flaky } })).start();
    actor.send({ type: 'start.chooseSource', source: 'upload' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'start.showMoreUploads' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ source: 'upload', uploads: [{ id: 'u-1', title: 'Glaciers chapter' }], uploadsToken: 'u-1' });
    expect(actor.getSnapshot().context.failure?.message).toBe('The server is busy; try again in a moment');
  });

  it('falls back to a topic when the uploads cannot be listed', async () => {
    const busy = fromPromise<Page<UploadChoice>, { continuationToken: string | null }>(async () => {
      throw new ApiError(503, 'The server is busy; try again in a moment');
    });
    const broken = createActor(studioStartMachine.provide({ actors: { loadUploads: busy } })).start();
    broken.send({ type: 'start.chooseSource', source: 'upload' });
    await waitFor(broken, (s) => s.matches('editing'));
    expect(broken.getSnapshot().context.source).toBe('topic');
    expect(broken.getSnapshot().context.failure?.message).toBe('The server is busy; try again in a moment');
  });
});
