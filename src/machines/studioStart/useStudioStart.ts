import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { LessonOutcome } from '../../services/lessonApi';
import type { StartKind, StartSource } from '../../services/studioStartApi';
import { assessmentEditorPath } from '../assessmentBrief/useAssessmentBrief';
import { lessonPlanPath } from '../lessonBrief/useLessonBrief';
import { createStudioStartImplementations } from './implementations';
import { studioStartMachine } from './machine';
import * as select from './selectors';
import type { StartChanges } from './types';

/** Each kind's editor, where a started item opens. */
export const startedItemPath: Record<StartKind, (id: string) => string> = {
  lesson: lessonPlanPath,
  assessment: assessmentEditorPath,
  unit: (id) => `/units/editor/${encodeURIComponent(id)}`,
  comment: (id) => `/comments/editor/${encodeURIComponent(id)}`,
};

/** Flow of /studio/start. */
export function useStudioStart() {
  const { lessonApi, assessmentApi, studioStartApi, syllabusApi, uploadApi, platformLimit, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(
    studioStartMachine.provide(
      createStudioStartImplementations({
        lessonApi,
        assessmentApi,
        studioStartApi,
        syllabusApi,
        uploadApi,
        openItem: (kind, id) => navigate(startedItemPath[kind](id)),
        refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }),
      }),
    ),
    inspect ? { inspect } : {},
  );
  return {
    kind: useSelector(ref, select.selectKind),
    source: useSelector(ref, select.selectSource),
    draft: useSelector(ref, select.selectDraft),
    uploads: useSelector(ref, select.selectUploads),
    failure: useSelector(ref, select.selectFailure),
    isLoadingUploads: useSelector(ref, select.selectIsLoadingUploads),
    isLoadingMoreUploads: useSelector(ref, select.selectIsLoadingMoreUploads),
    hasMoreUploads: useSelector(ref, select.selectHasMoreUploads),
    step: useSelector(ref, select.selectStep),
    canStart: useSelector(ref, select.selectCanStart),
    isEditable: useSelector(ref, select.selectIsEditable),
    chooseKind: (kind: StartKind) => ref.send({ type: 'start.chooseKind', kind }),
    chooseSource: (source: StartSource) => ref.send({ type: 'start.chooseSource', source }),
    edit: (changes: StartChanges) => ref.send({ type: 'start.edit', changes }),
    addOutcome: (outcome: LessonOutcome) => ref.send({ type: 'start.addOutcome', outcome }),
    removeOutcome: (code: string) => ref.send({ type: 'start.removeOutcome', code }),
    chooseUpload: (id: string | null) => ref.send({ type: 'start.chooseUpload', id }),
    showMoreUploads: () => ref.send({ type: 'start.showMoreUploads' }),
    start: () => ref.send({ type: 'start.go' }),
  };
}

export type StudioStartFlow = ReturnType<typeof useStudioStart>;
