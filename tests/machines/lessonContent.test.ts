import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import { selectCanSave } from '../../src/machines/lessonEditor/selectors';
import type { Lesson, LessonEdits } from '../../src/services/lessonApi';
import { aLesson } from '../views/fixtures/lessons';
import { aLessonWithContent } from '../views/fixtures/teachingContent';

function start(lesson: Lesson) {
  const saveLesson = vi.fn(async (edits: LessonEdits) => ({ ...lesson, ...edits, outcomes: lesson.outcomes }) as Lesson);
  const actor = createActor(
    lessonEditorMachine.provide({
      actors: {
        loadLesson: fromPromise(async () => lesson),
        saveLesson: fromPromise(({ input }) => saveLesson(input as LessonEdits)),
      },
    }),
    { input: { lessonId: 'lesson-1' } },
  ).start();
  return { actor, saveLesson };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: 'editing' }));
async function saved(actor: Actor, saveLesson: ReturnType<typeof start>['saveLesson']) {
  actor.send({ type: 'lesson.save' });
  await ready(actor);
  return saveLesson.mock.calls.at(-1)![0];
}

describe('editing the teaching content in the lesson editor', () => {
  it('edits, adds and removes questions in the lesson’s checks and a phase’s practice, and saves them with their answers', async () => {
    const { actor, saveLesson } = start(aLessonWithContent(aLesson()));
    await ready(actor);
    actor.send({ type: 'lesson.editCheck', list: { field: 'exitCheck' }, index: 0, changes: { answer: 'Four eighths (4/8)' } });
    actor.send({ type: 'lesson.editCheck', list: { field: 'exitCheck' }, index: 1, changes: { options: ['4/6', '', '3/4 '] } });
    actor.send({ type: 'lesson.addCheck', list: { field: 'starterCheck' } });
    actor.send({ type: 'lesson.editCheck', list: { field: 'starterCheck' }, index: 1, changes: { prompt: 'How many halves make a whole?', answer: '2' } });
    actor.send({ type: 'lesson.addCheck', list: { field: 'practice', phase: 2 } });
    actor.send({ type: 'lesson.editCheck', list: { field: 'practice', phase: 2 }, index: 1, changes: { prompt: 'Complete: 1/5 = ?/10', answer: '2/10' } });
    actor.send({ type: 'lesson.removeCheck', list: { field: 'check', phase: 2 }, index: 0 });

    const edits = await saved(actor, saveLesson);
    expect(edits.exitCheck).toEqual([
      { prompt: 'Write a fraction equivalent to 1/2 with a denominator of 8.', answer: 'Four eighths (4/8)' },
      { prompt: 'Which fraction equals 2/3?', answer: '4/6', options: ['4/6', '3/4'] },
    ]);
    expect(edits.starterCheck).toEqual([
      { prompt: 'What fraction of a pizza is 1 of 4 equal slices?', answer: '1/4' },
      { prompt: 'How many halves make a whole?', answer: '2' },
    ]);
    expect(edits.phases![2]!.practice).toEqual([
      { prompt: 'Complete: 3/4 = ?/8', answer: '6/8' },
      { prompt: 'Complete: 1/5 = ?/10', answer: '2/10' },
    ]);
    expect(edits.phases![2]!.check).toEqual([]);
    expect(actor.getSnapshot().context.justSaved).toBe(true);
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
  });

  it('credits an edited definition to the teacher and saves keywords and misconceptions', async () => {
    const { actor, saveLesson } = start(aLessonWithContent(aLesson()));
    await ready(actor);
    actor.send({ type: 'lesson.editKeyword', index: 0, changes: { definition: 'Worth the same.' } });
    actor.send({ type: 'lesson.addKeyword' });
    actor.send({ type: 'lesson.editKeyword', index: 2, changes: { term: 'denominator', definition: 'The bottom number of a fraction.' } });
    actor.send({ type: 'lesson.removeKeyword', index: 1 });
    actor.send({ type: 'lesson.editMisconception', index: 0, changes: { response: 'Fold two strips of the same length.' } });
    actor.send({ type: 'lesson.addMisconception' });
    actor.send({ type: 'lesson.removeMisconception', index: 1 });

    const edits = await saved(actor, saveLesson);
    expect(edits.keywords).toEqual([
      { term: 'equivalent', definition: 'Worth the same.', source: { kind: 'teacher', ref: '' } },
      { term: 'denominator', definition: 'The bottom number of a fraction.', source: { kind: 'teacher', ref: '' } },
    ]);
    expect(edits.misconceptions).toEqual([
      { misconception: 'A bigger denominator means a bigger fraction.', response: 'Fold two strips of the same length.', source: 'Teachkit maths misconceptions (fractions)' },
    ]);
  });

  it('edits the text lists, the worked example and the project’s lessons, and saves them without blank lines', async () => {
    const lesson = { ...aLessonWithContent(aLesson()), sequence: { lessons: 2, outline: ['Lesson 1: strips', 'Lesson 2: number lines'] } };
    const { actor, saveLesson } = start(lesson);
    await ready(actor);
    actor.send({ type: 'lesson.editContent', changes: { learningOutcome: 'I can show that two fractions are equal.', keyLearningPoints: ['Equal fractions cover the same length.', ''] } });
    actor.send({ type: 'lesson.editContent', changes: { priorKnowledge: ['', 'Halves and quarters.'] } });
    actor.send({ type: 'lesson.editPhase', index: 2, changes: { supply: ['Fraction wall poster', ' '], safety: ['Round-ended scissors'], explanation: ['Fold the strip.', ''] } });
    actor.send({ type: 'lesson.editWorkedExample', phase: 2, changes: { steps: ['6 is 3 × 2.', '', 'So 1/3 = 2/6.'], answer: '2/6 (two sixths)' } });
    actor.send({ type: 'lesson.editSequence', outline: ['Lesson 1: fold strips', '', 'Lesson 2: number lines'] });

    const edits = await saved(actor, saveLesson);
    expect(edits.learningOutcome).toBe('I can show that two fractions are equal.');
    expect(edits.keyLearningPoints).toEqual(['Equal fractions cover the same length.']);
    expect(edits.priorKnowledge).toEqual(['Halves and quarters.']);
    expect(edits.phases![2]).toMatchObject({
      supply: ['Fraction wall poster'],
      safety: ['Round-ended scissors'],
      explanation: ['Fold the strip.'],
      workedExample: { problem: 'Find a fraction equal to 1/3 with a denominator of 6.', steps: ['6 is 3 × 2.', 'So 1/3 = 2/6.'], answer: '2/6 (two sixths)' },
    });
    expect(edits.sequence).toEqual({ lessons: 2, outline: ['Lesson 1: fold strips', 'Lesson 2: number lines'] });
  });

  it('edits, adds and removes a phase’s texts and videos, and saves them', async () => {
    const { actor, saveLesson } = start(aLessonWithContent(aLesson()));
    await ready(actor);
    actor.send({ type: 'lesson.addText', phase: 2 });
    actor.send({ type: 'lesson.editText', phase: 2, index: 1, changes: { title: 'Fractions on a number line', body: 'Watch for where 2/4 lands.', source: 'https://youtu.be/dQw4w9WgXcQ' } });
    actor.send({ type: 'lesson.removeText', phase: 2, index: 0 });
    const edits = await saved(actor, saveLesson);
    expect(edits.phases![2]!.texts).toEqual([{ title: 'Fractions on a number line', body: 'Watch for where 2/4 lands.', source: 'https://youtu.be/dQw4w9WgXcQ' }]);
  });

  it('an answer typed back as it was leaves nothing to save', async () => {
    const { actor } = start(aLessonWithContent(aLesson()));
    await ready(actor);
    actor.send({ type: 'lesson.editCheck', list: { field: 'exitCheck' }, index: 0, changes: { answer: '4/' } });
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'lesson.editCheck', list: { field: 'exitCheck' }, index: 0, changes: { answer: '4/8' } });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
  });

  it('a lesson planned without teaching content saves without any, and a sequence edit it has no sequence for changes nothing', async () => {
    const { actor, saveLesson } = start(aLesson());
    await ready(actor);
    actor.send({ type: 'lesson.editSequence', outline: ['Lesson 1'] });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'lesson.editDetails', changes: { title: 'Fractions on strips' } });
    const edits = await saved(actor, saveLesson);
    expect(Object.keys(edits).sort()).toEqual(['description', 'differentiation', 'durationMinutes', 'id', 'keyVocabulary', 'methodology', 'outcomes', 'phases', 'subject', 'successCriteria', 'title', 'yearLevel']);
    expect(Object.keys(edits.phases![2]!).sort()).toEqual(['key', 'minutes', 'outcomeCodes', 'resources', 'studentActions', 'teacherActions', 'title']);
  });
});
