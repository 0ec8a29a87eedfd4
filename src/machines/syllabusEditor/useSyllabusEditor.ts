import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { SyllabusDetails } from '../../services/syllabusApi';
import { createSyllabusEditorImplementations } from './implementations';
import { syllabusEditorMachine } from './machine';
import * as select from './selectors';

/** Spawned by /syllabi/editor/{id}, one per syllabus, kept across its tabs. */
export function useSyllabusEditor(syllabusId: string) {
  const { syllabusApi, inspect } = useRootSystem();
  const navigate = useNavigate();
  const ref = useActorRef(
    syllabusEditorMachine.provide(createSyllabusEditorImplementations({ syllabusApi, leave: () => navigate('/outcomes/syllabi') })),
    { input: { syllabusId }, ...(inspect ? { inspect } : {}) },
  );
  return {
    syllabus: useSelector(ref, select.selectSyllabus),
    draft: useSelector(ref, select.selectDraft),
    working: useSelector(ref, select.selectWorking),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isSaving: useSelector(ref, select.selectIsSaving),
    canSave: useSelector(ref, select.selectCanSave),
    canChange: useSelector(ref, select.selectCanChange),
    isConfirmingDelete: useSelector(ref, select.selectIsConfirmingDelete),
    isDeleting: useSelector(ref, select.selectIsDeleting),
    retry: () => ref.send({ type: 'syllabus.retry' }),
    edit: (changes: Partial<SyllabusDetails>) => ref.send({ type: 'syllabus.edit', changes }),
    save: () => ref.send({ type: 'syllabus.save' }),
    addOutcome: (code: string) => ref.send({ type: 'syllabus.addOutcome', code }),
    removeOutcome: (outcomeId: string) => ref.send({ type: 'syllabus.removeOutcome', outcomeId }),
    askToDelete: () => ref.send({ type: 'syllabus.delete' }),
    confirmDelete: () => ref.send({ type: 'syllabus.confirmDelete' }),
    cancelDelete: () => ref.send({ type: 'syllabus.cancelDelete' }),
  };
}
