import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import type { Upload, UploadDetails } from '../../services/uploadApi';

export interface UploadEditorContext {
  uploadId: string;
  upload: Upload | null;
  draft: UploadDetails;
  failure: Failure | null;
}

export type UploadEditorEvent = { type: 'upload.retry' } | { type: 'details.edit'; changes: Partial<UploadDetails> } | { type: 'details.save' };

export const detailsOf = (upload: Upload): UploadDetails => ({
  title: upload.title,
  description: upload.description,
  enabled: upload.enabled,
  isbn: upload.isbn ?? '',
});

/** The details the teacher changed: only these are sent, so a field left alone is never checked again or cleared. */
export function changedDetails(saved: UploadDetails, draft: UploadDetails): Partial<UploadDetails> {
  const changes: Partial<UploadDetails> = {};
  for (const key of Object.keys(draft) as (keyof UploadDetails)[]) {
    if (draft[key] !== saved[key]) Object.assign(changes, { [key]: draft[key] });
  }
  return changes;
}

/**
 * One of the teacher's uploads, loaded once for its page and kept across the editor's tabs: its details (title,
 * description, enabled, ISBN) are a draft saved with "Save" once changed. A refused save keeps the draft, with each
 * message at its field.
 */
export const uploadEditorMachine = setup({
  types: {
    context: {} as UploadEditorContext,
    events: {} as UploadEditorEvent,
    input: {} as { uploadId: string },
  },
  actors: {
    loadUpload: fromPromise<Upload, { id: string }>(async () => {
      throw new Error('loadUpload is not provided');
    }),
    saveDetails: fromPromise<Upload, { id: string; changes: Partial<UploadDetails> }>(async () => {
      throw new Error('saveDetails is not provided');
    }),
  },
  actions: {
    keep: assign((_, params: { upload: Upload }) => ({ upload: params.upload, draft: detailsOf(params.upload), failure: null })),
    fail: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    isDirty: ({ context }) => context.upload !== null && Object.keys(changedDetails(detailsOf(context.upload), context.draft)).length > 0,
  },
}).createMachine({
  id: 'uploadEditor',
  context: ({ input }) => ({ uploadId: input.uploadId, upload: null, draft: { title: '', description: '', enabled: true, isbn: '' }, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadUpload',
        input: ({ context }) => ({ id: context.uploadId }),
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => ({ upload: event.output }) } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'upload.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'details.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
            'details.save': { guard: 'isDirty', target: 'saving', actions: assign({ failure: null }) },
          },
        },
        saving: {
          invoke: {
            src: 'saveDetails',
            input: ({ context }) => ({ id: context.uploadId, changes: changedDetails(detailsOf(context.upload!), context.draft) }),
            onDone: { target: 'idle', actions: { type: 'keep', params: ({ event }) => ({ upload: event.output }) } },
            onError: { target: 'idle', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type UploadEditorMachine = typeof uploadEditorMachine;
