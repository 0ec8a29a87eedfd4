import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lessonBriefMachine } from '../../src/machines/lessonBrief/machine';
import { ApiError } from '../../src/services/apiError';
import type { LessonBrief } from '../../src/services/lessonApi';
import { aLesson, fractionOutcomes } from '../views/fixtures/lessons';

function start(plan: (brief: LessonBrief) => Promise<unknown>) {
  const openLesson = vi.fn();
  const refreshRobotActions = vi.fn();
  const planLesson = vi.fn(plan);
  const actor = createActor(
    lessonBriefMachine.provide({
      actors: { planLesson: fromPromise(({ input }) => planLesson(input as LessonBrief) as never) },
      actions: { openLesson: (_, params) => openLesson(params.id), refreshRobotActions },
    }),
  ).start();
  return { actor, openLesson, planLesson, refreshRobotActions };
}

describe('lesson brief machine', () => {
  it('starts as an inquiry lesson of 60 minutes and cannot plan without a title', () => {
    const { actor } = start(async () => aLesson());
    expect(actor.getSnapshot().context.draft).toMatchObject({ methodology: 'inquiry', durationMinutes: 60, enhancementEnabled: false });
    expect(actor.getSnapshot().can({ type: 'brief.plan' })).toBe(false);
    actor.send({ type: 'brief.edit', changes: { title: '   ' } });
    expect(actor.getSnapshot().can({ type: 'brief.plan' })).toBe(false);
  });

  it('cannot plan a titled brief without an outcome, and sends nothing when asked to', () => {
    const { actor, planLesson } = start(async () => aLesson());
    actor.send({ type: 'brief.edit', changes: { title: 'Equivalent fractions' } });
    expect(actor.getSnapshot().can({ type: 'brief.plan' })).toBe(false);
    actor.send({ type: 'brief.plan' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(planLesson).not.toHaveBeenCalled();
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    expect(actor.getSnapshot().can({ type: 'brief.plan' })).toBe(true);
    actor.send({ type: 'brief.removeOutcome', code: fractionOutcomes[0]!.code });
    expect(actor.getSnapshot().can({ type: 'brief.plan' })).toBe(false);
  });

  it('plans with the chosen outcome codes (each once) and opens the new lesson', async () => {
    const { actor, openLesson, planLesson, refreshRobotActions } = start(async () => aLesson({ id: 'new-1' }));
    actor.send({ type: 'brief.edit', changes: { title: ' Equivalent fractions ', methodology: 'direct' } });
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[1]! });
    actor.send({ type: 'brief.removeOutcome', code: fractionOutcomes[1]!.code });
    actor.send({ type: 'brief.plan' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(planLesson).toHaveBeenCalledWith(expect.objectContaining({ title: 'Equivalent fractions', methodology: 'direct', outcomes: [fractionOutcomes[0]!.code] }));
    expect(openLesson).toHaveBeenCalledWith('new-1');
    expect(refreshRobotActions).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['429', new ApiError(429, 'Too Many Requests'), 'tooManyRequests'],
    ['400', new ApiError(400, 'Validation Error', [{ field: 'durationMinutes', message: 'A lesson lasts at least 10 minutes' }]), 'validation'],
  ])('a %s returns to the form with the draft kept', async (_, error, kind) => {
    const { actor, openLesson, refreshRobotActions } = start(async () => {
      throw error;
    });
    actor.send({ type: 'brief.edit', changes: { title: 'Fractions', durationMinutes: 5 } });
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    actor.send({ type: 'brief.plan' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe(kind);
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: 'Fractions', durationMinutes: 5, outcomes: [fractionOutcomes[0]] });
    expect(openLesson).not.toHaveBeenCalled();
    expect(refreshRobotActions).not.toHaveBeenCalled();
  });
});
