import { fromPromise } from 'xstate';
import type { AssessmentApi, AssessmentResults, MarkBody, Student, StudentResult } from '../../services/assessmentApi';

export function createAssessmentMarkingImplementations(deps: { assessmentApi: Pick<AssessmentApi, 'results' | 'saveStudents' | 'mark'> }) {
  return {
    actors: {
      loadResults: fromPromise<AssessmentResults, { id: string }>(({ input, signal }) => deps.assessmentApi.results(input.id, { signal })),
      saveClassList: fromPromise<{ students: Student[] }, { id: string; list: { names: string[] } | { csv: Blob } }>(({ input, signal }) =>
        deps.assessmentApi.saveStudents(input.id, input.list, { signal }),
      ),
      saveMark: fromPromise<StudentResult, { id: string; studentId: string; body: MarkBody }>(({ input, signal }) =>
        deps.assessmentApi.mark(input.id, input.studentId, input.body, { signal }),
      ),
    },
  };
}
