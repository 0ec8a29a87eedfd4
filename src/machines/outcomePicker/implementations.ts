import { fromPromise } from 'xstate';
import type { CurriculumOptions, ListedOutcome, Outcome, OutcomeBrowse, SyllabusApi } from '../../services/syllabusApi';
import type { OutcomeQuery } from './types';

export interface OutcomePickerDeps {
  /** Curriculum reads are cached, so the search and the browser share one options call. */
  syllabusApi: Pick<SyllabusApi, 'options' | 'search' | 'browse'>;
}

const optionsLoader = (deps: OutcomePickerDeps) =>
  fromPromise<CurriculumOptions, void>(({ signal }) => deps.syllabusApi.options({ signal }));

export function createOutcomeSearchImplementations(deps: OutcomePickerDeps) {
  return {
    actors: {
      loadOptions: optionsLoader(deps),
      searchOutcomes: fromPromise<Outcome[], OutcomeQuery>(({ input, signal }) =>
        deps.syllabusApi.search(
          { input: input.input, length: input.length, ...(input.framework ? { framework: input.framework } : {}), ...(input.level ? { level: input.level } : {}) },
          { signal },
        ),
      ),
    },
  };
}

export function createOutcomeBrowseImplementations(deps: OutcomePickerDeps) {
  return {
    actors: {
      loadOptions: optionsLoader(deps),
      browseOutcomes: fromPromise<ListedOutcome[], OutcomeBrowse>(({ input, signal }) => deps.syllabusApi.browse(input, { signal })),
    },
  };
}
