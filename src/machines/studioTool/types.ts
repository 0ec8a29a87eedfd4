import type { Failure } from '../../lib/failure';
import type { StudioInput, StudioRun, StudioTool } from '../../services/studioApi';

export interface StudioToolContext {
  tool: StudioTool;
  /** The text, grade and subject as the teacher is typing them; kept when a run fails. */
  draft: StudioInput;
  /** The latest run's result, shown under the form. */
  run: StudioRun | null;
  /** Whether the questions' answers are shown (hidden at first, so the page can be shown to a class). */
  answersShown: boolean;
  failure: Failure | null;
}

export type StudioToolEvent =
  | { type: 'studio.edit'; changes: Partial<StudioInput> }
  | { type: 'studio.run' }
  | { type: 'studio.toggleAnswers' };
