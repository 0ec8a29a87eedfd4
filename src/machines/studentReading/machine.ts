import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Proposals } from '../../services/assessmentApi';

export interface StudentReadingContext {
  assessmentId: string;
  studentId: string;
  proposals: Proposals | null;
  failure: Failure | null;
}

export type StudentReadingEvent = { type: 'reading.retry' };

/**
 * What the engine reads in one student's saved work, beside their marking: each objective item marked from the key,
 * the marking points found in each written answer (the student's words quoted) and a level proposed per criterion.
 * It loads once for the work as saved (the marking view opens a new reading when the saved work changes); a failed
 * load can be tried again. Accepting a proposal is the marking's own event: nothing here is a mark.
 */
export const studentReadingMachine = setup({
  types: {
    context: {} as StudentReadingContext,
    events: {} as StudentReadingEvent,
    input: {} as { assessmentId: string; studentId: string },
  },
  actors: {
    loadProposals: fromPromise<Proposals, { id: string; studentId: string }>(async () => {
      throw new Error('loadProposals is not provided');
    }),
  },
}).createMachine({
  id: 'studentReading',
  context: ({ input }) => ({ assessmentId: input.assessmentId, studentId: input.studentId, proposals: null, failure: null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'loadProposals',
        input: ({ context }) => ({ id: context.assessmentId, studentId: context.studentId }),
        onDone: { target: 'shown', actions: assign({ proposals: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'reading.retry': { target: 'reading', actions: assign({ failure: null }) } } },
    shown: {},
  },
});

export type StudentReadingMachine = typeof studentReadingMachine;
