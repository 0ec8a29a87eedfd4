import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { unitBriefMachine } from '../../src/machines/unitBrief/machine';
import { unitEditorMachine } from '../../src/machines/unitEditor/machine';
import { unitFileName } from '../../src/machines/unitFiles/machine';
import { ApiError } from '../../src/services/apiError';
import type { LessonsMade, Unit, UnitBrief, UnitEdits } from '../../src/services/unitApi';
import { fractionOutcomes } from '../views/fixtures/lessons';
import { aUnit, withLessonsMade } from '../views/fixtures/units';

describe('unit brief machine', () => {
  it('needs a title and an outcome, sends weeks and lessons per week, and opens the new unit', async () => {
    const createUnit = vi.fn(async (_brief: UnitBrief) => aUnit({ id: 'unit-9' }));
    const openUnit = vi.fn();
    const actor = createActor(
      unitBriefMachine.provide({
        actors: { createItem: fromPromise(({ input }) => createUnit(input as UnitBrief)) },
        actions: { openItem: (_, params) => openUnit(params.id), refreshRobotActions: () => {} },
      }),
    ).start();
    actor.send({ type: 'brief.edit', changes: { title: ' Fractions ', weeks: 4, lessonsPerWeek: 2 } });
    expect(actor.getSnapshot().can({ type: 'brief.create' })).toBe(false);
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    actor.send({ type: 'brief.create' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createUnit).toHaveBeenCalledWith({ title: 'Fractions', description: '', yearLevel: '', subject: '', outcomes: ['CCSS.Math.Content.3.NF.A.3a'], weeks: 4, lessonsPerWeek: 2 });
    expect(openUnit).toHaveBeenCalledWith('unit-9');
  });
});

describe('unit editor machine', () => {
  function start(overrides: { save?: (edits: UnitEdits) => Promise<Unit>; makeLesson?: () => Promise<LessonsMade>; generate?: () => Promise<Unit> } = {}) {
    const announceRobotLimit = vi.fn();
    const refreshRobotActions = vi.fn();
    const save = vi.fn(overrides.save ?? (async (edits: UnitEdits) => ({ ...aUnit(), ...edits }) as Unit));
    const makeLesson = vi.fn(overrides.makeLesson ?? (async (): Promise<LessonsMade> => ({ created: 0, remaining: 0, unit: aUnit() })));
    const actor = createActor(
      unitEditorMachine.provide({
        actors: {
          loadUnit: fromPromise(async () => aUnit()),
          saveUnit: fromPromise(({ input }) => save(input)),
          generateUnit: fromPromise(overrides.generate ?? (async () => aUnit())),
          makeLesson: fromPromise(() => makeLesson()),
        },
        actions: { announceRobotLimit: (_, params) => announceRobotLimit(params.message), refreshRobotActions },
      }),
      { input: { unitId: 'unit-1' } },
    ).start();
    return { actor, save, makeLesson, announceRobotLimit, refreshRobotActions };
  }
  const ids = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.draft!.lessons.map((l) => l.id);

  it('moves lessons up and down, never past either end, inserts one after another, and saves the sequence as ordered', async () => {
    const { actor, save } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'unit.moveLesson', index: 0, offset: -1 });
    expect(actor.getSnapshot().can({ type: 'unit.save' })).toBe(false);
    actor.send({ type: 'unit.moveLesson', index: 2, offset: 1 });
    actor.send({ type: 'unit.moveLesson', index: 2, offset: -1 });
    expect(ids(actor)).toEqual(['o-1', 'o-3', 'o-2']);
    actor.send({ type: 'unit.insertLesson', after: 0 });
    actor.send({ type: 'unit.insertLesson', after: -1 });
    expect(ids(actor)).toEqual(['added-2', 'o-1', 'added-1', 'o-3', 'o-2']);
    expect(actor.getSnapshot().context.draft!.lessons[2]).toEqual({
      id: 'added-1',
      title: 'New lesson',
      role: 'practise',
      outcomeCodes: ['CCSS.Math.Content.3.NF.A.3a'],
      revisitCodes: [],
      summary: '',
      lessonId: null,
    });
    actor.send({ type: 'unit.editLesson', index: 2, changes: { title: 'Fraction walls outside', summary: 'Chalk.' } });
    // Nothing else runs while the draft differs from what is saved.
    expect(actor.getSnapshot().can({ type: 'unit.generate' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'unit.makeLessons' })).toBe(false);
    actor.send({ type: 'unit.save' });
    await waitFor(actor, (s) => s.context.justSaved);
    const sent = save.mock.calls[0]![0];
    expect(sent.id).toBe('unit-1');
    expect(sent.lessons!.map((l) => l.id)).toEqual(['added-2', 'o-1', 'added-1', 'o-3', 'o-2']);
    expect(sent.lessons![2]).toMatchObject({ title: 'Fraction walls outside', summary: 'Chalk.' });
    expect(actor.getSnapshot().can({ type: 'unit.save' })).toBe(false);
  });

  it('a refused save keeps every edit and the message', async () => {
    const { actor } = start({
      save: async () => {
        throw new ApiError(400, 'Validation Error', [{ field: 'lessons.0.title', message: 'Every lesson needs a title' }]);
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'unit.editLesson', index: 0, changes: { title: ' ' } });
    actor.send({ type: 'unit.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.draft!.lessons[0]!.title).toBe(' ');
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ 'lessons.0.title': 'Every lesson needs a title' });
  });

  it('creates the lessons one call at a time, counting them in, until none is left', async () => {
    const answers: LessonsMade[] = [1, 2, 3].map((made) => ({ created: 1, remaining: 3 - made, unit: withLessonsMade(aUnit(), made) }));
    const { actor, makeLesson, announceRobotLimit, refreshRobotActions } = start({ makeLesson: async () => answers.shift()! });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    const seen: string[] = [];
    actor.subscribe((s) => s.context.progress && seen.push(`${s.context.progress.made}/${s.context.progress.total}`));
    actor.send({ type: 'unit.makeLessons' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.unit!.lessons.every((l) => l.lessonId));
    expect(makeLesson).toHaveBeenCalledTimes(3);
    expect([...new Set(seen)]).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(actor.getSnapshot().context.unit!.lessons.map((l) => l.lessonId)).toEqual(['lesson-1', 'lesson-2', 'lesson-3']);
    expect(announceRobotLimit).not.toHaveBeenCalled();
    expect(refreshRobotActions).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'unit.makeLessons' })).toBe(false);
  });

  it('stops at the robot limit with the lessons made so far linked, says why, and opens the limit dialog', async () => {
    const stopped = 'Your robot has hit the limit! It is back when the shift resets.';
    const answers: LessonsMade[] = [
      { created: 1, remaining: 2, unit: withLessonsMade(aUnit(), 1) },
      { created: 0, remaining: 2, stopped, unit: withLessonsMade(aUnit(), 1) },
    ];
    const { actor, announceRobotLimit } = start({ makeLesson: async () => answers.shift()! });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'unit.makeLessons' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.stopped !== null);
    expect(actor.getSnapshot().context.stopped).toBe(stopped);
    expect(actor.getSnapshot().context.progress).toEqual({ made: 1, total: 3 });
    expect(announceRobotLimit).toHaveBeenCalledWith(stopped);
    // The rest can be made later; planning again cannot, since a lesson now stands on the sequence.
    expect(actor.getSnapshot().can({ type: 'unit.makeLessons' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'unit.generate' })).toBe(false);
  });

  it('plans again only while no lesson is made, and a failure keeps the unit as it was', async () => {
    const { actor } = start({
      generate: async () => {
        throw new ApiError(429, 'Too Many Requests');
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'unit.generate' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('tooManyRequests');
    expect(actor.getSnapshot().context.unit!.lessons).toHaveLength(3);
  });
});

describe('unit files', () => {
  it('are named after the unit', () => {
    expect(unitFileName('Fractions: part 1!', 'docx')).toBe('fractions-part-1.docx');
    expect(unitFileName('???', 'imscc')).toBe('unit.imscc');
  });
});
