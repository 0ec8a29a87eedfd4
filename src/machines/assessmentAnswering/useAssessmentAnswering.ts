import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { copyToClipboard } from '../../lib/clipboard';
import { createAssessmentAnsweringImplementations } from './implementations';
import { assessmentAnsweringMachine } from './machine';

type Snapshot = SnapshotFrom<typeof assessmentAnsweringMachine>;

const selectAnswering = (s: Snapshot) => s.context.answering;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectChange = (s: Snapshot) => (s.matches({ ready: 'changing' }) ? s.context.change : null);
const selectIsLoading = (s: Snapshot) => s.matches('loading');
const selectLoadFailed = (s: Snapshot) => s.matches('failed');
const selectCopied = (s: Snapshot) => s.context.copied;

/** The teacher's side of answering online for one assessment. */
export function useAssessmentAnswering(assessmentId: string) {
  const { assessmentApi, inspect } = useRootSystem();
  const ref = useActorRef(assessmentAnsweringMachine.provide(createAssessmentAnsweringImplementations({ assessmentApi, copyText: copyToClipboard })), {
    input: { assessmentId },
    ...(inspect ? { inspect } : {}),
  });
  return {
    answering: useSelector(ref, selectAnswering),
    failure: useSelector(ref, selectFailure),
    /** The change under way, so its button shows it is busy. */
    change: useSelector(ref, selectChange),
    isLoading: useSelector(ref, selectIsLoading),
    loadFailed: useSelector(ref, selectLoadFailed),
    copied: useSelector(ref, selectCopied),
    retry: () => ref.send({ type: 'answering.retry' }),
    open: () => ref.send({ type: 'answering.open' }),
    close: () => ref.send({ type: 'answering.close' }),
    renewCode: () => ref.send({ type: 'code.renew' }),
    reopen: (studentId: string) => ref.send({ type: 'student.reopen', studentId }),
    free: (studentId: string) => ref.send({ type: 'student.free', studentId }),
    copyCode: () => ref.send({ type: 'code.copy' }),
  };
}
