import { fromPromise } from 'xstate';
import type { Answering, AssessmentApi } from '../../services/assessmentApi';
import type { AnsweringChange } from './machine';

export function createAssessmentAnsweringImplementations(deps: {
  assessmentApi: Pick<AssessmentApi, 'answering' | 'setAnswering' | 'renewAnsweringCode' | 'reopenStudent' | 'freeStudent'>;
  copyText: (text: string) => Promise<void> | void;
}) {
  return {
    actors: {
      loadAnswering: fromPromise<Answering, { assessmentId: string }>(({ input, signal }) => deps.assessmentApi.answering(input.assessmentId, { signal })),
      changeAnswering: fromPromise<Answering, { assessmentId: string; change: AnsweringChange }>(({ input: { assessmentId, change }, signal }) => {
        if (change.kind === 'open' || change.kind === 'close') return deps.assessmentApi.setAnswering(assessmentId, change.kind === 'open', { signal });
        if (change.kind === 'renewCode') return deps.assessmentApi.renewAnsweringCode(assessmentId, { signal });
        if (change.kind === 'reopen') return deps.assessmentApi.reopenStudent(assessmentId, change.studentId, { signal });
        return deps.assessmentApi.freeStudent(assessmentId, change.studentId, { signal });
      }),
    },
    actions: {
      copyCode: (_: unknown, { code }: { code: string }) => void deps.copyText(code),
    },
  };
}
