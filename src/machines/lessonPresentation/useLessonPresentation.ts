import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { saveFile } from '../../services/download';
import { createLessonPresentationImplementations } from './implementations';
import { lessonPresentationMachine } from './machine';
import * as select from './selectors';

/** Spawned by the present tab of the lesson editor. */
export function useLessonPresentation(lessonId: string) {
  const { lessonApi, inspect } = useRootSystem();
  const ref = useActorRef(lessonPresentationMachine.provide(createLessonPresentationImplementations({ lessonApi, saveFile: (blob, name) => saveFile(blob, name) })), { input: { lessonId }, ...(inspect ? { inspect } : {}) });
  return {
    outline: useSelector(ref, select.selectOutline),
    failure: useSelector(ref, select.selectFailure),
    downloaded: useSelector(ref, select.selectDownloaded),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isDownloading: useSelector(ref, select.selectIsDownloading),
    canDownload: useSelector(ref, select.selectCanDownload),
    retry: () => ref.send({ type: 'presentation.retry' }),
    download: () => ref.send({ type: 'presentation.download' }),
  };
}
