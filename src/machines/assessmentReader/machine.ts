import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Assessment } from '../../services/assessmentApi';

export interface AssessmentReaderContext {
  assessmentId: string;
  assessment: Assessment | null;
  failure: Failure | null;
}

export type AssessmentReaderEvent = { type: 'assessment.retry' };

/**
 * /assessments/{id}: one assessment read as a whole (its questions with answers and marking points, and the rubric),
 * for checking or printing before it is marked. Nothing is edited here, so there is no draft: it loads, and a failed
 * load can be tried again.
 */
export const assessmentReaderMachine = setup({
  types: {
    context: {} as AssessmentReaderContext,
    events: {} as AssessmentReaderEvent,
    input: {} as { assessmentId: string },
  },
  actors: {
    loadAssessment: fromPromise<Assessment, { id: string }>(async () => {
      throw new Error('loadAssessment is not provided');
    }),
  },
}).createMachine({
  id: 'assessmentReader',
  context: ({ input }) => ({ assessmentId: input.assessmentId, assessment: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAssessment',
        input: ({ context }) => ({ id: context.assessmentId }),
        onDone: { target: 'ready', actions: assign({ assessment: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'assessment.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {},
  },
});

export type AssessmentReaderMachine = typeof assessmentReaderMachine;
