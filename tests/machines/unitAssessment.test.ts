import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { unitAssessmentMachine } from '../../src/machines/unitAssessment/machine';
import { ApiError } from '../../src/services/apiError';

function start(make: (input: { unitId: string }) => Promise<{ assessmentId: string }>) {
  const opened: string[] = [];
  const makeAssessment = vi.fn(make);
  const actor = createActor(
    unitAssessmentMachine.provide({
      actors: { makeAssessment: fromPromise(({ input }: { input: { unitId: string } }) => makeAssessment(input)) },
      actions: { openAssessment: (_, { assessmentId }: { assessmentId: string }) => void opened.push(assessmentId) },
    }),
    { input: { unitId: 'unit-1' } },
  ).start();
  return { actor, opened, makeAssessment };
}

describe("a unit's assessment machine", () => {
  it('makes the assessment for the unit and opens it', async () => {
    const { actor, opened, makeAssessment } = start(async () => ({ assessmentId: 'as-9' }));
    actor.send({ type: 'assessment.make' });
    expect(actor.getSnapshot().matches('making')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(makeAssessment).toHaveBeenCalledWith({ unitId: 'unit-1' });
    expect(opened).toEqual(['as-9']);
  });

  it('says why it could not, opens nothing, and can be asked again', async () => {
    let fail = true;
    const { actor, opened } = start(async () => {
      if (fail) throw new ApiError(409, 'This unit has no assessment point: give one lesson of its sequence the role "assess" and save it first');
      return { assessmentId: 'as-2' };
    });
    actor.send({ type: 'assessment.make' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.message).toBe('This unit has no assessment point: give one lesson of its sequence the role "assess" and save it first');
    expect(opened).toEqual([]);
    fail = false;
    actor.send({ type: 'assessment.make' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, () => opened.length === 1);
    expect(opened).toEqual(['as-2']);
  });
});
