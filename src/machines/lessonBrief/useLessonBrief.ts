import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { LessonOutcome } from '../../services/lessonApi';
import { createLessonBriefImplementations } from './implementations';
import { lessonBriefMachine } from './machine';
import { selectCanPlan, selectDraft, selectFailure, selectIsPlanning, selectMissing } from './selectors';
import type { BriefChanges } from './types';

export const lessonPlanPath = (id: string) => `/lessons/editor/${encodeURIComponent(id)}/plan`;

/** Screen-level flow of /lessons/editor/new. */
export function useLessonBrief() {
  const { lessonApi, platformLimit, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(lessonBriefMachine.provide(createLessonBriefImplementations({
        lessonApi,
        openLesson: (id) => navigate(lessonPlanPath(id)),
        refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }),
      })), inspect ? { inspect } : {});
  return {
    draft: useSelector(ref, selectDraft),
    failure: useSelector(ref, selectFailure),
    isPlanning: useSelector(ref, selectIsPlanning),
    canPlan: useSelector(ref, selectCanPlan),
    /** Compared by value: a new array with the same names is the same answer. */
    missing: useSelector(ref, selectMissing, (a, b) => a.join() === b.join()),
    edit: (changes: BriefChanges) => ref.send({ type: 'brief.edit', changes }),
    addOutcome: (outcome: LessonOutcome) => ref.send({ type: 'brief.addOutcome', outcome }),
    removeOutcome: (code: string) => ref.send({ type: 'brief.removeOutcome', code }),
    plan: () => ref.send({ type: 'brief.plan' }),
  };
}
