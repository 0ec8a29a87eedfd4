import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lessonListMachine } from '../../src/machines/lessonList/machine';
import { mySyllabiMachine } from '../../src/machines/mySyllabi/machine';
import type { Page } from '../../src/machines/listPages/pages';
import { ApiError } from '../../src/services/apiError';
import type { LessonSummary } from '../../src/services/lessonApi';
import type { Syllabus, SyllabusDetails, SyllabusSummary } from '../../src/services/syllabusApi';
import { aLessonSummary } from '../views/fixtures/lessons';

const lesson = (id: string): LessonSummary => aLessonSummary({ id, title: `Lesson ${id}` });

/** A server of three pages: l-1..l-2, l-3..l-4, l-5; the token names where the next page starts. */
const pages: Record<string, Page<LessonSummary>> = {
  first: { items: [lesson('l-1'), lesson('l-2')], continuationToken: 'after-l-2' },
  'after-l-2': { items: [lesson('l-3'), lesson('l-4')], continuationToken: 'after-l-4' },
  'after-l-4': { items: [lesson('l-5')], continuationToken: null },
};

function startLessons(failFor: Set<string> = new Set()) {
  const asked: (string | null)[] = [];
  const actor = createActor(
    lessonListMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: { continuationToken: string | null } }) => {
          asked.push(input.continuationToken);
          const key = input.continuationToken ?? 'first';
          if (failFor.has(key)) {
            failFor.delete(key);
            throw new ApiError(503, 'The server is busy; try again in a moment');
          }
          return pages[key]!;
        }),
        deleteItem: fromPromise<void, { id: string }>(async () => {}),
      },
    }),
  ).start();
  return { actor, asked };
}

const ids = (lessons: { id: string }[]) => lessons.map((l) => l.id);

describe('lesson list pages', () => {
  it('loads the first page, then each next page from the token of the one before, until the last', async () => {
    const { actor, asked } = startLessons();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(ids(actor.getSnapshot().context.items)).toEqual(['l-1', 'l-2']);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().matches({ ready: 'loadingMore' })).toBe(true);
    // A second request while one loads is not sent.
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.continuationToken === null);
    expect(ids(actor.getSnapshot().context.items)).toEqual(['l-1', 'l-2', 'l-3', 'l-4', 'l-5']);
    expect(asked).toEqual([null, 'after-l-2', 'after-l-4']);
    // After the last page there is nothing more to ask for.
    expect(actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(false);
  });

  it('keeps the loaded lessons when a page fails, and "Load more" asks for the same page again', async () => {
    const { actor, asked } = startLessons(new Set(['after-l-2']));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'moreFailed' }));
    expect(ids(actor.getSnapshot().context.items)).toEqual(['l-1', 'l-2']);
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'other', message: 'The server is busy; try again in a moment' });
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(ids(actor.getSnapshot().context.items)).toEqual(['l-1', 'l-2', 'l-3', 'l-4']);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(asked).toEqual([null, 'after-l-2', 'after-l-2']);
  });

  it('deletes a loaded lesson and keeps paging from where it was', async () => {
    const { actor, asked } = startLessons();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'list.delete', id: 'l-2' });
    actor.send({ type: 'list.confirmDelete' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.pending === null);
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.items.length === 3);
    expect(ids(actor.getSnapshot().context.items)).toEqual(['l-1', 'l-3', 'l-4']);
    expect(asked).toEqual([null, 'after-l-2']);
  });

  it('shows a lesson once even if a later page lists it again', async () => {
    const { actor } = startLessons();
    pages['after-l-2'] = { items: [lesson('l-2'), lesson('l-3')], continuationToken: null };
    try {
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      actor.send({ type: 'list.loadMore' });
      await waitFor(actor, (s) => s.context.continuationToken === null);
      expect(ids(actor.getSnapshot().context.items)).toEqual(['l-1', 'l-2', 'l-3']);
    } finally {
      pages['after-l-2'] = { items: [lesson('l-3'), lesson('l-4')], continuationToken: 'after-l-4' };
    }
  });
});

describe('my syllabi pages', () => {
  const syllabus = (id: string): SyllabusSummary => ({ id, title: id, market: '', framework: '', subject: '', yearLevel: '', createdAt: '', updatedAt: '', outcomeCount: 0 });

  it('appends the next page, keeps the list when a page fails, and retries the same page', async () => {
    const load = vi
      .fn<(token: string | null) => Promise<Page<SyllabusSummary>>>()
      .mockResolvedValueOnce({ items: [syllabus('s-1')], continuationToken: 'after-s-1' })
      .mockRejectedValueOnce(new ApiError(500, 'An unexpected error occurred'))
      .mockResolvedValueOnce({ items: [syllabus('s-2')], continuationToken: null });
    const actor = createActor(
      mySyllabiMachine.provide({
        actors: {
          loadSyllabi: fromPromise(({ input }: { input: { continuationToken: string | null } }) => load(input.continuationToken)),
          createSyllabus: fromPromise<Syllabus, SyllabusDetails>(async () => {
            throw new Error('not used');
          }),
        },
      }),
    ).start();
    const list = { active: { list: { ready: 'idle' } } } as const;
    await waitFor(actor, (s) => s.matches(list));
    actor.send({ type: 'syllabi.loadMore' });
    await waitFor(actor, (s) => s.matches({ active: { list: { ready: 'moreFailed' } } }));
    expect(actor.getSnapshot().context.syllabi.map((s) => s.id)).toEqual(['s-1']);
    expect(actor.getSnapshot().context.listFailure?.message).toBe('An unexpected error occurred');
    actor.send({ type: 'syllabi.loadMore' });
    await waitFor(actor, (s) => s.matches(list) && s.context.continuationToken === null);
    expect(actor.getSnapshot().context.syllabi.map((s) => s.id)).toEqual(['s-1', 's-2']);
    expect(load.mock.calls.map(([token]) => token)).toEqual([null, 'after-s-1', 'after-s-1']);
    expect(actor.getSnapshot().can({ type: 'syllabi.loadMore' })).toBe(false);
  });
});
