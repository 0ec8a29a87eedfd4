import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createAssessmentReaderImplementations } from './implementations';
import { assessmentReaderMachine, type AssessmentReaderMachine } from './machine';

type Snapshot = SnapshotFrom<AssessmentReaderMachine>;

const selectAssessment = (s: Snapshot) => s.context.assessment;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectIsLoading = (s: Snapshot) => s.matches('loading');
const selectLoadFailed = (s: Snapshot) => s.matches('failed');

/** Screen-level flow of /assessments/{id}: one reader per assessment opened. */
export function useAssessmentReader(assessmentId: string) {
  const { assessmentApi, inspect } = useRootSystem();
  const ref = useActorRef(assessmentReaderMachine.provide(createAssessmentReaderImplementations({ assessmentApi })), {
    input: { assessmentId },
    ...(inspect ? { inspect } : {}),
  });
  return {
    assessment: useSelector(ref, selectAssessment),
    failure: useSelector(ref, selectFailure),
    isLoading: useSelector(ref, selectIsLoading),
    loadFailed: useSelector(ref, selectLoadFailed),
    retry: () => ref.send({ type: 'assessment.retry' }),
  };
}
