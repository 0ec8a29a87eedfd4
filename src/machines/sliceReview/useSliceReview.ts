import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { SliceEdits } from '../../services/uploadApi';
import { createSliceReviewImplementations } from './implementations';
import type { SliceReviewMachine } from './machine';
import { sliceReviewMachine } from './machine';

type Snapshot = SnapshotFrom<SliceReviewMachine>;

const selectSlice = (s: Snapshot) => s.context.slice;
const selectDraft = (s: Snapshot) => s.context.draft;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectIsLoading = (s: Snapshot) => s.matches('loading');
const selectLoadFailed = (s: Snapshot) => s.matches('failed');
const selectIsSaving = (s: Snapshot) => s.matches({ ready: 'saving' });
const selectIsReextracting = (s: Snapshot) => s.matches({ ready: 'reextracting' });
const selectIsSuggesting = (s: Snapshot) => s.matches({ ready: 'suggestingAltText' });
const selectCanSave = (s: Snapshot) => s.can({ type: 'slice.save' });
const selectIsIdle = (s: Snapshot) => s.matches({ ready: 'idle' });
const selectIsConfirmingDelete = (s: Snapshot) => s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' });
const selectIsDeleting = (s: Snapshot) => s.matches({ ready: 'deleting' });

/** Spawned by /uploads/editor/{id}/review/{sliceId}. */
export function useSliceReview(uploadId: string, sliceId: string, slicesPath: string) {
  const { uploadApi, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(sliceReviewMachine.provide(createSliceReviewImplementations({ uploadApi, leave: () => navigate(slicesPath) })), {
    input: { uploadId, sliceId },
    ...(inspect ? { inspect } : {}),
  });
  return {
    slice: useSelector(ref, selectSlice),
    draft: useSelector(ref, selectDraft),
    failure: useSelector(ref, selectFailure),
    isLoading: useSelector(ref, selectIsLoading),
    loadFailed: useSelector(ref, selectLoadFailed),
    isSaving: useSelector(ref, selectIsSaving),
    isReextracting: useSelector(ref, selectIsReextracting),
    isSuggesting: useSelector(ref, selectIsSuggesting),
    canSave: useSelector(ref, selectCanSave),
    canChange: useSelector(ref, selectIsIdle),
    isConfirmingDelete: useSelector(ref, selectIsConfirmingDelete),
    isDeleting: useSelector(ref, selectIsDeleting),
    retry: () => ref.send({ type: 'slice.retry' }),
    edit: (changes: Partial<SliceEdits>) => ref.send({ type: 'slice.edit', changes }),
    save: () => ref.send({ type: 'slice.save' }),
    reextract: () => ref.send({ type: 'slice.reextract' }),
    suggestAltText: () => ref.send({ type: 'slice.suggestAltText' }),
    askToDelete: () => ref.send({ type: 'slice.delete' }),
    confirmDelete: () => ref.send({ type: 'slice.confirmDelete' }),
    cancelDelete: () => ref.send({ type: 'slice.cancelDelete' }),
  };
}
