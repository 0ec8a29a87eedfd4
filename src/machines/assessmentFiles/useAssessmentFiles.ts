import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { saveFile } from '../../services/download';
import { createAssessmentFilesImplementations } from './implementations';
import { assessmentFilesMachine } from './machine';
import { selectDownloading, selectFailure } from './selectors';
import type { AssessmentFileKind } from './types';

/** The results and export tabs' downloads. */
export function useAssessmentFiles(assessmentId: string, title: string) {
  const { assessmentApi, inspect } = useRootSystem();
  const ref = useActorRef(assessmentFilesMachine.provide(createAssessmentFilesImplementations({ assessmentApi, saveFile: (blob, name) => saveFile(blob, name) })), {
    input: { assessmentId, title },
    ...(inspect ? { inspect } : {}),
  });
  return {
    downloading: useSelector(ref, selectDownloading),
    failure: useSelector(ref, selectFailure),
    download: (kind: AssessmentFileKind) => ref.send({ type: 'files.download', kind }),
  };
}
