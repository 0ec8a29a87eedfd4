import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createUnitEditorImplementations } from './implementations';
import { unitEditorMachine } from './machine';
import * as select from './selectors';
import type { OutlineChanges, UnitDetailsChanges } from './types';

export type UnitEditorRef = ActorRefFrom<typeof unitEditorMachine>;

/** Spawned by /units/{id} and /units/editor/{id}, one per unit, kept across the editor's tabs. */
export function useUnitEditorActor(unitId: string): UnitEditorRef {
  const { unitApi, platformLimit, inspect } = useRootSystem();
  return useActorRef(
    unitEditorMachine.provide(
      createUnitEditorImplementations({
        unitApi,
        refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }),
        announceRobotLimit: (message) => platformLimit.send({ type: 'limit.tooManyRequests', message }),
      }),
    ),
    { input: { unitId }, ...(inspect ? { inspect } : {}) },
  );
}

/** The editor's tabs read the one actor their page spawned. */
export const UnitEditorContext = createContext<UnitEditorRef | null>(null);

export function useUnitEditorRef(): UnitEditorRef {
  const ref = useContext(UnitEditorContext);
  if (!ref) throw new Error('useUnitEditorRef must be used inside <UnitEditorContext.Provider>');
  return ref;
}

export function useUnitEditor(ref: UnitEditorRef) {
  return {
    unit: useSelector(ref, select.selectUnit),
    draft: useSelector(ref, select.selectDraft),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isSaving: useSelector(ref, select.selectIsSaving),
    isGenerating: useSelector(ref, select.selectIsGenerating),
    isMakingLessons: useSelector(ref, select.selectIsMakingLessons),
    isDirty: useSelector(ref, select.selectIsDirty),
    canSave: useSelector(ref, select.selectCanSave),
    canGenerate: useSelector(ref, select.selectCanGenerate),
    canMakeLessons: useSelector(ref, select.selectCanMakeLessons),
    canEdit: useSelector(ref, select.selectCanEdit),
    justSaved: useSelector(ref, select.selectJustSaved),
    progress: useSelector(ref, select.selectProgress),
    stopped: useSelector(ref, select.selectStopped),
    retry: () => ref.send({ type: 'unit.retry' }),
    editDetails: (changes: UnitDetailsChanges) => ref.send({ type: 'unit.editDetails', changes }),
    moveLesson: (index: number, offset: -1 | 1) => ref.send({ type: 'unit.moveLesson', index, offset }),
    insertLesson: (after: number) => ref.send({ type: 'unit.insertLesson', after }),
    editLesson: (index: number, changes: OutlineChanges) => ref.send({ type: 'unit.editLesson', index, changes }),
    discard: () => ref.send({ type: 'unit.discard' }),
    save: () => ref.send({ type: 'unit.save' }),
    generate: () => ref.send({ type: 'unit.generate' }),
    makeLessons: () => ref.send({ type: 'unit.makeLessons' }),
  };
}
