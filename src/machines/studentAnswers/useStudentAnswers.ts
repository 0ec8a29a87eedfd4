import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { NameChoice } from '../../services/assessmentApi';
import { createStudentAnswersImplementations } from './implementations';
import { studentAnswersMachine } from './machine';
import * as select from './selectors';

/**
 * The address bar follows a new code without the router: the page goes on with the flow it has (the router would
 * start it again), and a reload opens the new code. The router's own entry state is kept.
 */
const showPath = (path: string) => window.history.replaceState(window.history.state, '', path);

/** Screen-level flow of /answer/{code}. */
export function useStudentAnswers(code: string) {
  const { assessmentApi, inspect } = useRootSystem();
  const ref = useActorRef(studentAnswersMachine.provide(createStudentAnswersImplementations({ assessmentApi, store: window.localStorage, connection: window, showPath })), {
    input: { code },
    ...(inspect ? { inspect } : {}),
  });
  return {
    step: useSelector(ref, select.selectStep),
    saving: useSelector(ref, select.selectSaving),
    sheet: useSelector(ref, select.selectSheet),
    student: useSelector(ref, select.selectStudent),
    answers: useSelector(ref, select.selectAnswers),
    failure: useSelector(ref, select.selectFailure),
    submittedAt: useSelector(ref, select.selectSubmittedAt),
    isClaiming: useSelector(ref, select.selectIsClaiming),
    isMoving: useSelector(ref, select.selectIsMoving),
    reopened: useSelector(ref, select.selectReopened),
    isConfirming: useSelector(ref, select.selectIsConfirming),
    isSubmitting: useSelector(ref, select.selectIsSubmitting),
    canAnswer: useSelector(ref, select.selectCanAnswer),
    choose: (choice: NameChoice) => ref.send({ type: 'name.choose', choice }),
    change: (itemId: string, answer: string) => ref.send({ type: 'answer.change', itemId, answer }),
    submit: () => ref.send({ type: 'answers.submit' }),
    confirm: () => ref.send({ type: 'submit.confirm' }),
    cancel: () => ref.send({ type: 'submit.cancel' }),
    retry: () => ref.send({ type: 'join.retry' }),
    restart: () => ref.send({ type: 'join.restart' }),
    enterCode: (code: string) => ref.send({ type: 'code.enter', code }),
  };
}
