import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { AssessmentSummary } from '../../services/assessmentApi';
import { usePagedListState } from '../listPages/pagedList';
import { createAssessmentListImplementations } from './implementations';
import { assessmentListMachine } from './machine';
import { selectAssessments } from './selectors';

/** Screen-level flow of /assessments. */
export function useAssessmentList() {
  const { assessmentApi, inspect } = useRootSystem();
  const ref = useActorRef(assessmentListMachine.provide(createAssessmentListImplementations({ assessmentApi })), inspect ? { inspect } : {});
  const loadMore = () => ref.send({ type: 'assessments.loadMore' });
  return {
    assessments: useSelector(ref, selectAssessments),
    ...usePagedListState<AssessmentSummary>(ref, loadMore),
    retry: () => ref.send({ type: 'assessments.retry' }),
    loadMore,
    askToDelete: (id: string) => ref.send({ type: 'assessments.delete', id }),
    confirmDelete: () => ref.send({ type: 'assessments.confirmDelete' }),
    cancelDelete: () => ref.send({ type: 'assessments.cancelDelete' }),
  };
}
