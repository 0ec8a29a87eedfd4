import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import { selectCanSave, selectIsDirty } from '../../src/machines/lessonEditor/selectors';
import { ApiError } from '../../src/services/apiError';
import type { Lesson, LessonEdits } from '../../src/services/lessonApi';
import { aLesson } from '../views/fixtures/lessons';
import { aLessonWithContent } from '../views/fixtures/teachingContent';

function start(save: (edits: LessonEdits) => Promise<Lesson> = async (edits) => ({ ...aLesson(), ...edits, outcomes: aLesson().outcomes }) as Lesson) {
  const saveLesson = vi.fn(save);
  const actor = createActor(
    lessonEditorMachine.provide({
      actors: {
        loadLesson: fromPromise(async () => aLesson()),
        saveLesson: fromPromise(({ input }) => saveLesson(input as LessonEdits)),
      },
    }),
    { input: { lessonId: 'lesson-1' } },
  ).start();
  return { actor, saveLesson };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'editing' }));

describe('lesson editor machine', () => {
  it('loads the lesson and offers Save only once the draft differs from it', async () => {
    const { actor } = start();
    await ready(actor);
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'lesson.editPhase', index: 0, changes: { title: 'Hook' } });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    // Typing the old title back makes the draft clean again.
    actor.send({ type: 'lesson.editPhase', index: 0, changes: { title: 'Engage' } });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
  });

  it('saves the draft without blank lines and takes the saved lesson as the new baseline', async () => {
    const { actor, saveLesson } = start();
    await ready(actor);
    actor.send({ type: 'lesson.editPhase', index: 1, changes: { studentActions: ['Fold the strip', '', '  '] } });
    actor.send({ type: 'lesson.save' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    await ready(actor);
    expect(saveLesson.mock.calls[0]![0].phases![1]!.studentActions).toEqual(['Fold the strip']);
    expect(saveLesson.mock.calls[0]![0]).toMatchObject({ id: 'lesson-1', outcomes: aLesson().outcomes.map((o) => o.code) });
    expect(actor.getSnapshot().context.justSaved).toBe(true);
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
  });

  it('keeps the draft and the field messages when the server refuses the save', async () => {
    const { actor } = start(async () => {
      throw new ApiError(400, 'Validation Error', [{ field: 'phases.0.minutes', message: 'A phase lasts at least 1 minute' }]);
    });
    await ready(actor);
    actor.send({ type: 'lesson.editPhase', index: 0, changes: { minutes: 0 } });
    actor.send({ type: 'lesson.save' });
    await ready(actor);
    const { context } = actor.getSnapshot();
    expect(context.failure).toEqual({ kind: 'validation', message: 'Validation Error', fields: { 'phases.0.minutes': 'A phase lasts at least 1 minute' } });
    expect(context.draft?.phases[0]?.minutes).toBe(0);
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it('keeps the draft on 429', async () => {
    const { actor } = start(async () => {
      throw new ApiError(429, 'Too Many Requests');
    });
    await ready(actor);
    actor.send({ type: 'lesson.addCriterion' });
    actor.send({ type: 'lesson.editCriterion', index: 1, text: 'I can explain why' });
    actor.send({ type: 'lesson.save' });
    await ready(actor);
    expect(actor.getSnapshot().context.failure?.kind).toBe('tooManyRequests');
    expect(actor.getSnapshot().context.draft?.successCriteria[1]?.text).toBe('I can explain why');
  });

  it('removing an outcome removes its citations from the phases and criteria', async () => {
    const { actor } = start();
    await ready(actor);
    const [first, second] = aLesson().outcomes.map((o) => o.code);
    actor.send({ type: 'lesson.removeOutcome', code: first! });
    const draft = actor.getSnapshot().context.draft!;
    expect(draft.outcomes.map((o) => o.code)).toEqual([second]);
    expect(draft.phases.every((p) => p.outcomeCodes.join() === second)).toBe(true);
    expect(draft.successCriteria[0]?.outcomeCode).toBe('');
  });

  it('discards edits back to the saved lesson, and takes a lesson changed elsewhere', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'lesson.removePhase', index: 4 });
    actor.send({ type: 'lesson.discard' });
    expect(actor.getSnapshot().context.draft?.phases).toHaveLength(5);
    const changed = aLesson({ title: 'Changed by a suggestion' });
    actor.send({ type: 'lesson.replaced', lesson: changed });
    expect(actor.getSnapshot().context.draft?.title).toBe('Changed by a suggestion');
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
  });

  it('fails to load with a not-found failure and can retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError(404, 'Lesson not found')).mockResolvedValueOnce(aLesson());
    const actor = createActor(lessonEditorMachine.provide({ actors: { loadLesson: fromPromise(() => load()) } }), {
      input: { lessonId: 'lesson-1' },
    }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.kind).toBe('notFound');
    actor.send({ type: 'lesson.retry' });
    await ready(actor);
  });

  it('saves the details the brief gave, the key vocabulary and the differentiation, trimmed and without blank lines', async () => {
    const { actor, saveLesson } = start();
    await ready(actor);
    actor.send({ type: 'lesson.editDetails', changes: { yearLevel: ' Grade 4 ', subject: 'Maths', durationMinutes: 45, methodology: 'direct' } });
    actor.send({ type: 'lesson.editDetails', changes: { keyVocabulary: ['equivalent', '', 'denominator'] } });
    actor.send({ type: 'lesson.editDetails', changes: { differentiation: { support: ['Fraction wall on each table', ' '], extension: [], languageSupport: ['Word mat'] } } });
    actor.send({ type: 'lesson.save' });
    await ready(actor);
    expect(saveLesson.mock.calls[0]![0]).toMatchObject({
      yearLevel: 'Grade 4',
      subject: 'Maths',
      durationMinutes: 45,
      methodology: 'direct',
      keyVocabulary: ['equivalent', 'denominator'],
      differentiation: { support: ['Fraction wall on each table'], extension: [], languageSupport: ['Word mat'] },
    });
  });

  it('leaves the key vocabulary to the keywords when the plan has them', async () => {
    const saveLesson = vi.fn(async (edits: LessonEdits) => ({ ...aLessonWithContent(aLesson()), ...edits }) as Lesson);
    const actor = createActor(
      lessonEditorMachine.provide({
        actors: { loadLesson: fromPromise(async () => aLessonWithContent(aLesson())), saveLesson: fromPromise(({ input }) => saveLesson(input as LessonEdits)) },
      }),
      { input: { lessonId: 'lesson-1' } },
    ).start();
    await ready(actor);
    actor.send({ type: 'lesson.editDetails', changes: { subject: 'Maths' } });
    actor.send({ type: 'lesson.save' });
    await ready(actor);
    expect(saveLesson.mock.calls[0]![0]).not.toHaveProperty('keyVocabulary');
    expect(saveLesson.mock.calls[0]![0]).toMatchObject({ subject: 'Maths' });
  });
});
