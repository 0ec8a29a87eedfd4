import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createAssessmentEditorImplementations } from './implementations';
import { assessmentEditorMachine } from './machine';
import * as select from './selectors';
import type { DetailsChanges, ItemChanges } from './types';

export type AssessmentEditorRef = ActorRefFrom<typeof assessmentEditorMachine>;

/** Spawned by /assessments/editor/{id}, one per assessment, kept across its tabs. */
export function useAssessmentEditorActor(assessmentId: string): AssessmentEditorRef {
  const { assessmentApi, inspect } = useRootSystem();
  return useActorRef(assessmentEditorMachine.provide(createAssessmentEditorImplementations({ assessmentApi })), {
    input: { assessmentId },
    ...(inspect ? { inspect } : {}),
  });
}

/** The editor's tabs read the one actor their page spawned. */
export const AssessmentEditorContext = createContext<AssessmentEditorRef | null>(null);

export function useAssessmentEditorRef(): AssessmentEditorRef {
  const ref = useContext(AssessmentEditorContext);
  if (!ref) throw new Error('useAssessmentEditorRef must be used inside <AssessmentEditorContext.Provider>');
  return ref;
}

export function useAssessmentEditor(ref: AssessmentEditorRef) {
  return {
    assessment: useSelector(ref, select.selectAssessment),
    draft: useSelector(ref, select.selectDraft),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isSaving: useSelector(ref, select.selectIsSaving),
    isDirty: useSelector(ref, select.selectIsDirty),
    canSave: useSelector(ref, select.selectCanSave),
    justSaved: useSelector(ref, select.selectJustSaved),
    retry: () => ref.send({ type: 'assessment.retry' }),
    editDetails: (changes: DetailsChanges) => ref.send({ type: 'assessment.editDetails', changes }),
    editItem: (index: number, changes: ItemChanges) => ref.send({ type: 'assessment.editItem', index, changes }),
    editCriterionTitle: (index: number, title: string) => ref.send({ type: 'assessment.editCriterionTitle', index, title }),
    editDescriptor: (criterion: number, level: number, text: string) => ref.send({ type: 'assessment.editDescriptor', criterion, level, text }),
    discard: () => ref.send({ type: 'assessment.discard' }),
    save: () => ref.send({ type: 'assessment.save' }),
  };
}
