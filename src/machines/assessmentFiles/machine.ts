import { assign, fromPromise, setup } from 'xstate';
import { fileStemOf } from '../../contracts/file-types';
import { toFailure } from '../../lib/failure';
import type { AssessmentFileKind, AssessmentFilesContext, AssessmentFilesEvent, AssessmentFilesInput } from './types';

/** A file name from the title, as the server names its downloads ("Fractions check!" → "fractions-check"). */
const fileStem = (title: string) => fileStemOf(title, 'assessment');

export const fileNameOf = (title: string, kind: AssessmentFileKind) =>
  ({ results: `${fileStem(title)}-results.csv`, docx: `${fileStem(title)}.docx`, qti: `${fileStem(title)}-qti.zip` })[kind];

/**
 * Downloading an assessment's files: the results as CSV, the paper as DOCX, the QTI package. One at a time; a file
 * that cannot be fetched says so and any download can be tried again.
 */
export const assessmentFilesMachine = setup({
  types: {
    context: {} as AssessmentFilesContext,
    events: {} as AssessmentFilesEvent,
    input: {} as AssessmentFilesInput,
  },
  actors: {
    downloadFile: fromPromise<void, { assessmentId: string; kind: AssessmentFileKind; fileName: string }>(async () => {
      throw new Error('downloadFile is not provided');
    }),
  },
}).createMachine({
  id: 'assessmentFiles',
  context: ({ input }) => ({ assessmentId: input.assessmentId, title: input.title, kind: null, failure: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'files.download': { target: 'downloading', actions: assign({ kind: ({ event }) => event.kind, failure: null }) } } },
    downloading: {
      invoke: {
        src: 'downloadFile',
        input: ({ context }) => ({ assessmentId: context.assessmentId, kind: context.kind!, fileName: fileNameOf(context.title, context.kind!) }),
        onDone: 'idle',
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});

export type AssessmentFilesMachine = typeof assessmentFilesMachine;
