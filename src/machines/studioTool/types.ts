import type { Failure } from '../../lib/failure';
import type { StudioInput, StudioRun, StudioTool } from '../../services/studioApi';

export interface StudioToolContext {
  /** The tool whose tab is open. */
  tool: StudioTool;
  /** The text, grade and subject as the teacher is typing them: one draft for every tool, kept when a run fails. */
  draft: StudioInput;
  /** Each tool's latest result, shown under the form on its tab. */
  runs: Partial<Record<StudioTool, StudioRun>>;
  /** Whether the questions' answers are shown (hidden at first, so the page can be shown to a class). */
  answersShown: boolean;
  /** A photo or screenshot of a page whose text the tool runs on, while that run is under way. */
  picture: Blob | null;
  failure: Failure | null;
}

export type StudioToolEvent =
  | { type: 'studio.edit'; changes: Partial<StudioInput> }
  | { type: 'studio.run' }
  /** Runs the open tool on the text in a picture of a page; the text read becomes the draft's. */
  | { type: 'studio.runPicture'; picture: Blob }
  | { type: 'studio.toggleAnswers' }
  | { type: 'studio.chooseTool'; tool: StudioTool };
