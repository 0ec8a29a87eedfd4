import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';

export interface UnitAssessmentContext {
  unitId: string;
  failure: Failure | null;
}

/**
 * The unit's assessment point made into a real assessment: one press makes it (a robot action) on every outcome of
 * the unit and opens it in the assessment editor; pressed again later, it opens the one already made. A refusal
 * (the robot's limit, no assessment point) is said beside the button, which can be pressed again.
 */
export const unitAssessmentMachine = setup({
  types: {
    context: {} as UnitAssessmentContext,
    events: {} as { type: 'assessment.make' },
    input: {} as { unitId: string },
  },
  actors: {
    makeAssessment: fromPromise<{ assessmentId: string }, { unitId: string }>(async () => {
      throw new Error('makeAssessment is not provided');
    }),
  },
  actions: {
    openAssessment: (_, _params: { assessmentId: string }) => {
      throw new Error('openAssessment is not provided');
    },
  },
}).createMachine({
  id: 'unitAssessment',
  context: ({ input }) => ({ unitId: input.unitId, failure: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'assessment.make': { target: 'making', actions: assign({ failure: null }) } } },
    making: {
      invoke: {
        src: 'makeAssessment',
        input: ({ context }) => ({ unitId: context.unitId }),
        onDone: { target: 'idle', actions: { type: 'openAssessment', params: ({ event }) => ({ assessmentId: event.output.assessmentId }) } },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});

export type UnitAssessmentMachine = typeof unitAssessmentMachine;
