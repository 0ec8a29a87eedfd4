import { assign, fromPromise, setup } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import { defaultUploadMaxBytes, fileProblem } from '../../lib/uploadFiles';
import type { Upload, UploadForm } from '../../services/uploadApi';

export interface UploadFields {
  reference: string;
  isbn: string;
  language: string;
}

export interface UploadDialogContext {
  file: File | null;
  fields: UploadFields;
  /** What the browser found wrong with the chosen file, before sending it. */
  fileProblem: string | null;
  maxBytes: number;
  /** Bytes of the form sent so far, of the total (the progress bar). */
  sent: number;
  total: number;
  /** Why the server refused the last upload (400 fields, 413 too large, 415 unsupported type, ...). */
  failure: Failure | null;
}

export type UploadDialogEvent =
  | { type: 'upload.open' }
  | { type: 'upload.close' }
  | { type: 'upload.choose'; file: File | null }
  | { type: 'upload.edit'; changes: Partial<UploadFields> }
  | { type: 'upload.submit' }
  | { type: 'upload.progress'; sent: number; total: number }
  | { type: 'upload.cancel' };

export interface UploadDialogInput {
  /** The server's largest accepted upload; the server's default when it did not say. */
  maxBytes?: number;
}

export const emptyUploadFields = (): UploadFields => ({ reference: '', isbn: '', language: 'en' });

/** What the upload actor needs: the form, and where to report progress. */
export interface SendUploadInput {
  form: UploadForm;
  reportTo: AnyActorRef;
}

/**
 * The upload dialog (spec §3 "Upload create form"): the teacher chooses a file and may add a reference, an ISBN and
 * the language. A file the browser can already tell is wrong (a type Teachkit cannot read, empty, too large) is
 * refused before anything is sent. While the file is sent a progress bar follows it; cancelling stops it. A file the
 * server refuses keeps the dialog open with its message and everything the teacher chose; an accepted one is handed
 * to the list of uploads, where it is followed while it is processed.
 */
export const uploadDialogMachine = setup({
  types: {
    context: {} as UploadDialogContext,
    events: {} as UploadDialogEvent,
    input: {} as UploadDialogInput,
  },
  actors: {
    sendUpload: fromPromise<Upload, SendUploadInput>(async () => {
      throw new Error('sendUpload is not provided');
    }),
  },
  actions: {
    handOver: (_, _params: { upload: Upload }) => {},
    reset: assign({ file: null, fields: emptyUploadFields(), fileProblem: null, sent: 0, total: 0, failure: null }),
  },
  guards: {
    isSendable: ({ context }) => context.file !== null && context.fileProblem === null,
  },
}).createMachine({
  id: 'uploadDialog',
  context: ({ input }) => ({
    file: null,
    fields: emptyUploadFields(),
    fileProblem: null,
    maxBytes: input.maxBytes ?? defaultUploadMaxBytes,
    sent: 0,
    total: 0,
    failure: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'upload.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'upload.close': '#uploadDialog.closed',
            'upload.choose': {
              actions: assign({
                file: ({ event }) => event.file,
                fileProblem: ({ context, event }) => (event.file ? fileProblem(event.file, context.maxBytes) : null),
                failure: null,
              }),
            },
            'upload.edit': { actions: assign({ fields: ({ context, event }) => ({ ...context.fields, ...event.changes }) }) },
            'upload.submit': { guard: 'isSendable', target: 'sending', actions: assign({ failure: null, sent: 0, total: ({ context }) => context.file?.size ?? 0 }) },
          },
        },
        sending: {
          invoke: {
            src: 'sendUpload',
            input: ({ context, self }) => ({ form: { file: context.file!, ...context.fields }, reportTo: self }),
            onDone: { target: '#uploadDialog.closed', actions: [{ type: 'handOver', params: ({ event }) => ({ upload: event.output }) }, 'reset'] },
            // The chosen file and fields stay, so the teacher fixes only what the server named.
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
          on: {
            'upload.progress': { actions: assign({ sent: ({ event }) => event.sent, total: ({ event }) => event.total }) },
            'upload.cancel': 'editing',
            // Closing the dialog while the file is on its way cancels the send and keeps the form, as Cancel does.
            'upload.close': 'editing',
          },
        },
      },
    },
  },
});

export type UploadDialogMachine = typeof uploadDialogMachine;
