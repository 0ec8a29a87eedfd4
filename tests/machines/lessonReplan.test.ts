import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lessonReplanMachine } from '../../src/machines/lessonReplan/machine';
import { selectOffersReplan } from '../../src/machines/lessonReplan/selectors';
import { ApiError } from '../../src/services/apiError';
import type { Lesson } from '../../src/services/lessonApi';
import { aLesson, fractionOutcomes } from '../views/fixtures/lessons';

const planned = ['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b'];
const changed = ['CCSS.Math.Content.3.NF.A.3a'];

function start(replan: () => Promise<Lesson>) {
  const lessonChanged = vi.fn();
  const refreshRobotActions = vi.fn();
  const actor = createActor(
    lessonReplanMachine.provide({
      actors: { replanLesson: fromPromise(replan) },
      actions: { lessonChanged: (_, params) => lessonChanged(params.lesson), refreshRobotActions },
    }),
    { input: { lessonId: 'lesson-1', plannedWith: planned } },
  ).start();
  return { actor, lessonChanged, refreshRobotActions };
}

describe('lesson re-plan machine', () => {
  it('offers a re-plan only while the saved outcomes differ from those the plan was made from', () => {
    const { actor } = start(async () => aLesson());
    expect(selectOffersReplan([...planned].reverse())(actor.getSnapshot())).toBe(false);
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(true);
  });

  it('re-plans, hands the new lesson to the editor, refreshes the allowance, and the offer goes', async () => {
    const replanned = aLesson({ outcomes: aLesson().outcomes.slice(0, 1) });
    const { actor, lessonChanged, refreshRobotActions } = start(async () => replanned);
    actor.send({ type: 'replan.start' });
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(lessonChanged).toHaveBeenCalledWith(replanned);
    expect(refreshRobotActions).toHaveBeenCalledTimes(1);
    expect(selectOffersReplan([fractionOutcomes[0]!.code])(actor.getSnapshot())).toBe(false);
  });

  it('keeps the plan for the new outcomes when asked', () => {
    const { actor } = start(async () => aLesson());
    actor.send({ type: 'replan.keep', outcomeCodes: changed });
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(false);
  });

  it('a 429 keeps the offer with the reason and changes nothing', async () => {
    const { actor, lessonChanged } = start(async () => {
      throw new ApiError(429, 'Your robot has hit the limit!');
    });
    actor.send({ type: 'replan.start' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('tooManyRequests');
    expect(lessonChanged).not.toHaveBeenCalled();
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(true);
  });
});
