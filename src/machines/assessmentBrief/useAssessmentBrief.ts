import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { LessonOutcome } from '../../services/lessonApi';
import { createAssessmentBriefImplementations } from './implementations';
import { assessmentBriefMachine } from './machine';
import { selectCanCreate, selectDraft, selectFailure, selectIsCreating } from './selectors';
import type { AssessmentDraftChanges } from './types';

export const assessmentEditorPath = (id: string) => `/assessments/editor/${encodeURIComponent(id)}`;

/** Screen-level flow of /assessments/editor/new. */
export function useAssessmentBrief() {
  const { assessmentApi, platformLimit, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(
    assessmentBriefMachine.provide(
      createAssessmentBriefImplementations({
        assessmentApi,
        openAssessment: (id) => navigate(`${assessmentEditorPath(id)}/items`),
        refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }),
      }),
    ),
    inspect ? { inspect } : {},
  );
  return {
    draft: useSelector(ref, selectDraft),
    failure: useSelector(ref, selectFailure),
    isCreating: useSelector(ref, selectIsCreating),
    canCreate: useSelector(ref, selectCanCreate),
    edit: (changes: AssessmentDraftChanges) => ref.send({ type: 'brief.edit', changes }),
    addOutcome: (outcome: LessonOutcome) => ref.send({ type: 'brief.addOutcome', outcome }),
    removeOutcome: (code: string) => ref.send({ type: 'brief.removeOutcome', code }),
    create: () => ref.send({ type: 'brief.create' }),
  };
}
