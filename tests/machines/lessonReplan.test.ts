import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lessonReplanMachine } from '../../src/machines/lessonReplan/machine';
import { selectOffersReplan } from '../../src/machines/lessonReplan/selectors';
import { ApiError } from '../../src/services/apiError';
import type { Lesson } from '../../src/services/lessonApi';
import { aLesson } from '../views/fixtures/lessons';

const both = ['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b'];
const first = ['CCSS.Math.Content.3.NF.A.3a'];
/** A saved lesson with `outcomes` whose plan was made from `plannedFrom`. */
const saved = (outcomes: string[], plannedFrom: string[]) =>
  aLesson({
    outcomes: aLesson().outcomes.filter((o) => outcomes.includes(o.code)),
    provenance: { ...aLesson().provenance, outcomeCodes: plannedFrom },
  });
/** The saved lesson has one outcome; its plan was made from two. */
const changed = saved(first, both);

function start({ replan = async () => saved(first, first), keep = async () => saved(first, first) }: { replan?: () => Promise<Lesson>; keep?: () => Promise<Lesson> }) {
  const lessonChanged = vi.fn();
  const refreshRobotActions = vi.fn();
  const actor = createActor(
    lessonReplanMachine.provide({
      actors: { replanLesson: fromPromise(replan), keepPlan: fromPromise(keep) },
      actions: { lessonChanged: (_, params) => lessonChanged(params.lesson), refreshRobotActions },
    }),
    { input: { lessonId: 'lesson-1' } },
  ).start();
  return { actor, lessonChanged, refreshRobotActions };
}

describe('lesson re-plan machine', () => {
  it("offers a re-plan only while the saved outcomes differ from those the plan's provenance names, in any order", () => {
    const { actor } = start({});
    expect(selectOffersReplan(saved(both, [...both].reverse()))(actor.getSnapshot())).toBe(false);
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(true);
    expect(selectOffersReplan(saved(both, first))(actor.getSnapshot())).toBe(true);
  });

  it('offers it again to a newly started machine (the tab opened again, or the page reloaded) for the same saved lesson', () => {
    start({}).actor.stop();
    expect(selectOffersReplan(changed)(start({}).actor.getSnapshot())).toBe(true);
  });

  it('re-plans, hands the new lesson to the editor, refreshes the allowance, and the offer goes', async () => {
    const replanned = { ...saved(first, first), title: 'Planned again' };
    const { actor, lessonChanged, refreshRobotActions } = start({ replan: async () => replanned });
    actor.send({ type: 'replan.start' });
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(lessonChanged).toHaveBeenCalledWith(replanned);
    expect(refreshRobotActions).toHaveBeenCalledTimes(1);
    expect(selectOffersReplan(replanned)(actor.getSnapshot())).toBe(false);
  });

  it('keeps the plan through the server, hands the kept lesson to the editor without using a robot action, and the offer goes', async () => {
    const kept = saved(first, first);
    const keep = vi.fn(async () => kept);
    const { actor, lessonChanged, refreshRobotActions } = start({ keep });
    actor.send({ type: 'replan.keep' });
    expect(actor.getSnapshot().matches('keeping')).toBe(true);
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(keep).toHaveBeenCalledTimes(1);
    expect(lessonChanged).toHaveBeenCalledWith(kept);
    expect(refreshRobotActions).not.toHaveBeenCalled();
    expect(selectOffersReplan(kept)(actor.getSnapshot())).toBe(false);
    // Outcomes changed and saved again: the kept plan's outcomes differ once more.
    expect(selectOffersReplan(saved(both, first))(actor.getSnapshot())).toBe(true);
  });

  it('a 429 keeps the offer with the reason and changes nothing', async () => {
    const { actor, lessonChanged } = start({
      replan: async () => {
        throw new ApiError(429, 'Your robot has hit the limit!');
      },
    });
    actor.send({ type: 'replan.start' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('tooManyRequests');
    expect(lessonChanged).not.toHaveBeenCalled();
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(true);
  });

  it('a failed keep keeps the offer with the reason and changes nothing', async () => {
    const { actor, lessonChanged } = start({
      keep: async () => {
        throw new ApiError(404, 'Lesson not found');
      },
    });
    actor.send({ type: 'replan.keep' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.message).toBe('Lesson not found');
    expect(lessonChanged).not.toHaveBeenCalled();
    expect(selectOffersReplan(changed)(actor.getSnapshot())).toBe(true);
  });
});
