import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createSlicePickerImplementations } from './implementations';
import { slicePickerMachine } from './machine';

type Snapshot = SnapshotFrom<typeof slicePickerMachine>;
const selectIsOpen = (s: Snapshot) => !s.matches('closed');
const selectIsLoadingUploads = (s: Snapshot) => s.matches({ open: 'loadingUploads' });
const selectLoadFailed = (s: Snapshot) => s.matches({ open: 'failed' });
const selectIsLoadingSlices = (s: Snapshot) => s.matches({ open: 'loadingSlices' });
const selectIsLoadingMore = (s: Snapshot) => s.matches({ open: 'loadingMore' });
const selectIsLoadingMoreUploads = (s: Snapshot) => s.matches({ open: 'loadingMoreUploads' });
const selectCanChooseUpload = (s: Snapshot) => s.matches({ open: 'choosingUpload' }) || s.matches({ open: 'choosingSlice' });
const selectUploads = (s: Snapshot) => s.context.uploads;
const selectUploadId = (s: Snapshot) => s.context.uploadId;
const selectQuery = (s: Snapshot) => s.context.query;
const selectSlices = (s: Snapshot) => s.context.slices;
const selectHasMore = (s: Snapshot) => s.context.continuationToken !== null;
const selectHasMoreUploads = (s: Snapshot) => s.context.uploadsToken !== null;
const selectFailure = (s: Snapshot) => s.context.failure;

/** Text from one of the teacher's uploads, handed to `use` (a student's response) slice by slice. */
export function useSlicePicker(use: (text: string) => void) {
  const { uploadApi, inspect } = useRootSystem();
  const ref = useActorRef(slicePickerMachine.provide(createSlicePickerImplementations({ uploadApi, use })), inspect ? { inspect } : {});
  return {
    isOpen: useSelector(ref, selectIsOpen),
    isLoadingUploads: useSelector(ref, selectIsLoadingUploads),
    loadFailed: useSelector(ref, selectLoadFailed),
    isLoadingSlices: useSelector(ref, selectIsLoadingSlices),
    isLoadingMore: useSelector(ref, selectIsLoadingMore),
    isLoadingMoreUploads: useSelector(ref, selectIsLoadingMoreUploads),
    canChooseUpload: useSelector(ref, selectCanChooseUpload),
    uploads: useSelector(ref, selectUploads),
    uploadId: useSelector(ref, selectUploadId),
    query: useSelector(ref, selectQuery),
    slices: useSelector(ref, selectSlices),
    hasMore: useSelector(ref, selectHasMore),
    hasMoreUploads: useSelector(ref, selectHasMoreUploads),
    failure: useSelector(ref, selectFailure),
    open: () => ref.send({ type: 'picker.open' }),
    close: () => ref.send({ type: 'picker.close' }),
    retry: () => ref.send({ type: 'picker.retry' }),
    chooseUpload: (id: string) => ref.send({ type: 'picker.chooseUpload', id }),
    editQuery: (text: string) => ref.send({ type: 'picker.editQuery', text }),
    search: () => ref.send({ type: 'picker.search' }),
    showMore: () => ref.send({ type: 'picker.showMore' }),
    showMoreUploads: () => ref.send({ type: 'picker.showMoreUploads' }),
    use: (sliceId: string) => ref.send({ type: 'picker.use', sliceId }),
  };
}
