import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Upload } from '../../services/uploadApi';
import { createUploadDialogImplementations } from './implementations';
import type { UploadFields } from './machine';
import { uploadDialogMachine } from './machine';
import * as select from './selectors';

/** The upload dialog of /uploads; an accepted upload goes to `handOver` (the list). */
export function useUploadDialog(handOver: (upload: Upload) => void) {
  const { uploadApi, auth, inspect } = useRootSystem();
  const maxBytes = auth.getSnapshot().context.config?.uploadMaxBytes;
  const ref = useActorRef(uploadDialogMachine.provide(createUploadDialogImplementations({ uploadApi, handOver })), {
    input: maxBytes ? { maxBytes } : {},
    ...(inspect ? { inspect } : {}),
  });
  return {
    isOpen: useSelector(ref, select.selectIsOpen),
    isSending: useSelector(ref, select.selectIsSending),
    file: useSelector(ref, select.selectFile),
    fields: useSelector(ref, select.selectFields),
    fileProblem: useSelector(ref, select.selectFileProblem),
    failure: useSelector(ref, select.selectFailure),
    canSubmit: useSelector(ref, select.selectCanSubmit),
    percentSent: useSelector(ref, select.selectPercentSent),
    open: () => ref.send({ type: 'upload.open' }),
    close: () => ref.send({ type: 'upload.close' }),
    choose: (file: File | null) => ref.send({ type: 'upload.choose', file }),
    edit: (changes: Partial<UploadFields>) => ref.send({ type: 'upload.edit', changes }),
    submit: () => ref.send({ type: 'upload.submit' }),
    cancel: () => ref.send({ type: 'upload.cancel' }),
  };
}
