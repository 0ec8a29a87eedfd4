import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createAssessmentMarkingImplementations } from './implementations';
import { assessmentMarkingMachine } from './machine';
import * as select from './selectors';

/** The marking and results tabs of one assessment: its class list, the grid and the totals. */
export function useAssessmentMarking(assessmentId: string) {
  const { assessmentApi, inspect } = useRootSystem();
  const ref = useActorRef(assessmentMarkingMachine.provide(createAssessmentMarkingImplementations({ assessmentApi })), {
    input: { assessmentId },
    ...(inspect ? { inspect } : {}),
  });
  return {
    results: useSelector(ref, select.selectResults),
    classList: useSelector(ref, select.selectClassList),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isSavingMarks: useSelector(ref, select.selectIsSavingMarks),
    isSavingClassList: useSelector(ref, select.selectIsSavingClassList),
    canSaveClassList: useSelector(ref, select.selectCanSaveClassList),
    canEditClassList: useSelector(ref, select.selectCanEditClassList),
    canChooseLevels: useSelector(ref, select.selectCanChooseLevels),
    openStudent: useSelector(ref, select.selectOpenStudent),
    openResponse: useSelector(ref, select.selectOpenResponse),
    openAnswers: useSelector(ref, select.selectOpenAnswers),
    openFeedback: useSelector(ref, select.selectOpenFeedback),
    openUnsaved: useSelector(ref, select.selectOpenUnsaved),
    openSaving: useSelector(ref, select.selectOpenSaving),
    openFailure: useSelector(ref, select.selectOpenFailure),
    canSaveWork: useSelector(ref, select.selectCanSaveWork),
    unsavedStudents: useSelector(ref, select.selectUnsavedStudents, (a, b) => a.join() === b.join()),
    retry: () => ref.send({ type: 'marking.retry' }),
    editClassList: (text: string) => ref.send({ type: 'classList.edit', text }),
    saveClassList: () => ref.send({ type: 'classList.save' }),
    uploadClassList: (file: Blob) => ref.send({ type: 'classList.upload', file }),
    choose: (studentId: string, criterionId: string, level: number) => ref.send({ type: 'marking.choose', studentId, criterionId, level }),
    acceptProposal: (studentId: string, criterionId: string, level: number) => ref.send({ type: 'proposal.accept', studentId, criterionId, level }),
    setItemMark: (studentId: string, itemId: string, marks: number | null) => ref.send({ type: 'itemMark.set', studentId, itemId, marks }),
    editAnswer: (itemId: string, text: string) => ref.send({ type: 'work.editAnswer', itemId, text }),
    openWork: (studentId: string) => ref.send({ type: 'work.open', studentId }),
    closeWork: () => ref.send({ type: 'work.close' }),
    editResponse: (text: string) => ref.send({ type: 'work.editResponse', text }),
    appendResponse: (text: string) => ref.send({ type: 'work.appendResponse', text }),
    editFeedback: (text: string) => ref.send({ type: 'work.editFeedback', text }),
    startFromDraft: () => ref.send({ type: 'work.useDraft' }),
    saveWork: () => ref.send({ type: 'work.save' }),
  };
}
