import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { LessonOutcome } from '../../services/lessonApi';
import { createUnitBriefImplementations } from './implementations';
import { unitBriefMachine } from './machine';
import { selectCanCreate, selectDraft, selectFailure, selectIsCreating } from './selectors';
import type { UnitDraftChanges } from './types';

export const unitEditorPath = (id: string) => `/units/editor/${encodeURIComponent(id)}`;

/** Screen-level flow of the "New unit" form on /units/editor/new. */
export function useUnitBrief() {
  const { unitApi, platformLimit, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(
    unitBriefMachine.provide(
      createUnitBriefImplementations({
        unitApi,
        openUnit: (id) => navigate(`${unitEditorPath(id)}/sequence`),
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
    edit: (changes: UnitDraftChanges) => ref.send({ type: 'brief.edit', changes }),
    addOutcome: (outcome: LessonOutcome) => ref.send({ type: 'brief.addOutcome', outcome }),
    removeOutcome: (code: string) => ref.send({ type: 'brief.removeOutcome', code }),
    create: () => ref.send({ type: 'brief.create' }),
  };
}
