import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { UploadDetails } from '../../services/uploadApi';
import { createUploadEditorImplementations } from './implementations';
import type { UploadEditorMachine } from './machine';
import { uploadEditorMachine } from './machine';

type Snapshot = SnapshotFrom<UploadEditorMachine>;

const selectUpload = (s: Snapshot) => s.context.upload;
const selectDraft = (s: Snapshot) => s.context.draft;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectIsLoading = (s: Snapshot) => s.matches('loading');
const selectLoadFailed = (s: Snapshot) => s.matches('failed');
const selectIsSaving = (s: Snapshot) => s.matches({ ready: 'saving' });
const selectCanSave = (s: Snapshot) => s.can({ type: 'details.save' });

/** Spawned by /uploads/{id} and /uploads/editor/{id}, one per upload, kept across the editor's tabs. */
export function useUploadEditor(uploadId: string) {
  const { uploadApi, inspect } = useRootSystem();
  const ref = useActorRef(uploadEditorMachine.provide(createUploadEditorImplementations({ uploadApi })), {
    input: { uploadId },
    ...(inspect ? { inspect } : {}),
  });
  return {
    upload: useSelector(ref, selectUpload),
    draft: useSelector(ref, selectDraft),
    failure: useSelector(ref, selectFailure),
    isLoading: useSelector(ref, selectIsLoading),
    loadFailed: useSelector(ref, selectLoadFailed),
    isSaving: useSelector(ref, selectIsSaving),
    canSave: useSelector(ref, selectCanSave),
    retry: () => ref.send({ type: 'upload.retry' }),
    edit: (changes: Partial<UploadDetails>) => ref.send({ type: 'details.edit', changes }),
    save: () => ref.send({ type: 'details.save' }),
  };
}
