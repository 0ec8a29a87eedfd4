import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { LessonOutcome } from '../../services/lessonApi';
import { createCommentBriefImplementations } from './implementations';
import { commentBriefMachine } from './machine';
import * as select from './selectors';
import type { CommentBriefChanges } from './types';

export const commentEditorPath = (id: string) => `/comments/editor/${encodeURIComponent(id)}`;
export const newCommentSetPath = (fromAssessment?: string) =>
  `/comments/editor/new${fromAssessment ? `?fromAssessment=${encodeURIComponent(fromAssessment)}` : ''}`;

/** Screen-level flow of /comments/editor/new. */
export function useCommentBrief(fromAssessment: string | null) {
  const { assessmentApi, commentApi, platformLimit, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(
    commentBriefMachine.provide(
      createCommentBriefImplementations({
        assessmentApi,
        commentApi,
        openCommentSet: (set) => navigate(`${commentEditorPath(set.id)}/${set.assessmentId ? 'comments' : 'class'}`),
        refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }),
      }),
    ),
    { input: { fromAssessment }, ...(inspect ? { inspect } : {}) },
  );
  return {
    draft: useSelector(ref, select.selectDraft),
    assessments: useSelector(ref, select.selectAssessments),
    assessmentsFailed: useSelector(ref, select.selectAssessmentsFailed),
    isLoadingAssessments: useSelector(ref, select.selectIsLoadingAssessments),
    failure: useSelector(ref, select.selectFailure),
    isCreating: useSelector(ref, select.selectIsCreating),
    canCreate: useSelector(ref, select.selectCanCreate),
    edit: (changes: CommentBriefChanges) => ref.send({ type: 'brief.edit', changes }),
    addOutcome: (outcome: LessonOutcome) => ref.send({ type: 'brief.addOutcome', outcome }),
    removeOutcome: (code: string) => ref.send({ type: 'brief.removeOutcome', code }),
    create: () => ref.send({ type: 'brief.create' }),
  };
}
