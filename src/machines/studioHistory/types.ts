import type { Failure } from '../../lib/failure';
import type { HistoryRun, StudioRunSummary } from '../../services/studioApi';

export interface StudioHistoryContext {
  /** The runs of the pages loaded so far, newest first. */
  runs: StudioRunSummary[];
  /** Where the next page starts; null once the last page is loaded. */
  continuationToken: string | null;
  /** The run reopened from the list, with its output. */
  opened: HistoryRun | null;
  answersShown: boolean;
  failure: Failure | null;
}

export type StudioHistoryEvent =
  | { type: 'history.retry' }
  | { type: 'history.loadMore' }
  | { type: 'history.open'; id: string }
  | { type: 'history.back' }
  | { type: 'history.toggleAnswers' };
