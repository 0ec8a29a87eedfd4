import { fromPromise } from 'xstate';
import type { Syllabus, SyllabusApi, SyllabusDetails } from '../../services/syllabusApi';

export interface SyllabusEditorDeps {
  syllabusApi: Pick<SyllabusApi, 'get' | 'update' | 'addOutcome' | 'removeOutcome' | 'remove'>;
  /** Where the teacher goes once the syllabus is deleted. */
  leave: () => void;
}

type Change = { kind: 'add'; code: string } | { kind: 'remove'; outcomeId: string };

export function createSyllabusEditorImplementations(deps: SyllabusEditorDeps) {
  return {
    actors: {
      loadSyllabus: fromPromise<Syllabus, { id: string }>(({ input, signal }) => deps.syllabusApi.get(input.id, { signal })),
      saveDetails: fromPromise<Syllabus, { id: string; details: SyllabusDetails }>(({ input, signal }) =>
        deps.syllabusApi.update(input.id, input.details, { signal }),
      ),
      changeOutcomes: fromPromise<Syllabus, { id: string; change: Change }>(({ input, signal }) =>
        input.change.kind === 'add'
          ? deps.syllabusApi.addOutcome(input.id, input.change.code, { signal })
          : deps.syllabusApi.removeOutcome(input.id, input.change.outcomeId, { signal }),
      ),
      deleteSyllabus: fromPromise<void, { id: string }>(({ input, signal }) => deps.syllabusApi.remove(input.id, { signal })),
    },
    actions: {
      leave: () => deps.leave(),
    },
  };
}
