import type { Failure } from '../../lib/failure';
import type { CurriculumOptions, ListedOutcome, Outcome } from '../../services/syllabusApi';

export interface BrowseChoice {
  framework: string;
  subject: string;
  level: string;
}

export interface OutcomeSearchContext {
  /** The frameworks, for "Search in" and the attribution of what is found; searching does not wait for them. */
  options: CurriculumOptions | null;
  input: string;
  /** Narrows the search to one framework; '' searches them all. */
  searchFramework: string;
  /** Narrows the search to outcomes taught at one year level ("4", "K", "F"); '' is every level. */
  searchLevel: string;
  /** The words the results below were found for. */
  searchedFor: string;
  /** How many results are asked for; "Show more" asks for a page more. */
  length: number;
  found: Outcome[];
  failure: Failure | null;
}

export type OutcomeSearchEvent =
  | { type: 'outcomes.type'; input: string }
  | { type: 'outcomes.chooseSearchFramework'; framework: string }
  | { type: 'outcomes.chooseSearchLevel'; level: string }
  | { type: 'outcomes.search' }
  | { type: 'outcomes.showMore' };

/** One search as the server is asked it. */
export interface OutcomeQuery {
  input: string;
  framework: string;
  level: string;
  length: number;
}

export interface OutcomeBrowseContext {
  options: CurriculumOptions | null;
  browse: BrowseChoice;
  listed: ListedOutcome[];
  failure: Failure | null;
}

export type OutcomeBrowseEvent =
  | { type: 'outcomes.chooseFramework'; framework: string }
  | { type: 'outcomes.chooseSubject'; subject: string }
  | { type: 'outcomes.chooseLevel'; level: string }
  | { type: 'outcomes.retry' };
