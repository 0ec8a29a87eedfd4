import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { createStudentReadingImplementations } from './implementations';
import { studentReadingMachine, type StudentReadingMachine } from './machine';

type Snapshot = SnapshotFrom<StudentReadingMachine>;

const selectProposals = (s: Snapshot) => s.context.proposals;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectIsReading = (s: Snapshot) => s.matches('reading');
const selectReadFailed = (s: Snapshot) => s.matches('failed');

/** The engine's reading of one student's saved work: mounted anew for each student and each save of their work. */
export function useStudentReading(assessmentId: string, studentId: string) {
  const { assessmentApi, inspect } = useRootSystem();
  const ref = useActorRef(studentReadingMachine.provide(createStudentReadingImplementations({ assessmentApi })), {
    input: { assessmentId, studentId },
    ...(inspect ? { inspect } : {}),
  });
  return {
    proposals: useSelector(ref, selectProposals),
    failure: useSelector(ref, selectFailure),
    isReading: useSelector(ref, selectIsReading),
    readFailed: useSelector(ref, selectReadFailed),
    retry: () => ref.send({ type: 'reading.retry' }),
  };
}
