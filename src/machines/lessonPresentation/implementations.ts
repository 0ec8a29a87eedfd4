import { fromPromise } from 'xstate';
import type { LessonApi, PresentationOutline } from '../../services/lessonApi';
import { presentationFileName } from '../../services/lessonApi';

export interface LessonPresentationDeps {
  lessonApi: Pick<LessonApi, 'outline' | 'presentation'>;
  saveFile: (blob: Blob, fileName: string) => void;
}

export function createLessonPresentationImplementations(deps: LessonPresentationDeps) {
  return {
    actors: {
      loadOutline: fromPromise<PresentationOutline, { lessonId: string }>(({ input, signal }) => deps.lessonApi.outline(input.lessonId, { signal })),
      downloadSlides: fromPromise<void, { lessonId: string }>(async ({ input, signal }) => {
        const blob = await deps.lessonApi.presentation(input.lessonId, { signal });
        deps.saveFile(blob, presentationFileName(input.lessonId));
      }),
    },
  };
}
