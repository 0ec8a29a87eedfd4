import { fromPromise } from 'xstate';
import type { CurriculumOptions, Outcome, OutcomeBrowse, SyllabusApi } from '../../services/syllabusApi';
import { SEARCH_LENGTH } from './machine';

export interface OutcomePickerDeps {
  syllabusApi: Pick<SyllabusApi, 'options' | 'search' | 'browse'>;
}

export function createOutcomePickerImplementations(deps: OutcomePickerDeps) {
  return {
    actors: {
      loadOptions: fromPromise<CurriculumOptions, void>(({ signal }) => deps.syllabusApi.options({ signal })),
      searchOutcomes: fromPromise<Outcome[], { input: string; framework: string }>(({ input, signal }) =>
        deps.syllabusApi.search({ input: input.input, length: SEARCH_LENGTH, ...(input.framework ? { framework: input.framework } : {}) }, { signal }),
      ),
      browseOutcomes: fromPromise<Outcome[], OutcomeBrowse>(({ input, signal }) => deps.syllabusApi.browse(input, { signal })),
    },
  };
}
