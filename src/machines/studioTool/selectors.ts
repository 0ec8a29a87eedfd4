import type { SnapshotFrom } from 'xstate';
import type { StudioToolMachine } from './machine';

type Snapshot = SnapshotFrom<StudioToolMachine>;

export const selectTool = (s: Snapshot) => s.context.tool;
export const selectDraft = (s: Snapshot) => s.context.draft;
/** The open tool's latest result. */
export const selectRun = (s: Snapshot) => s.context.runs[s.context.tool] ?? null;
export const selectAnswersShown = (s: Snapshot) => s.context.answersShown;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsRunning = (s: Snapshot) => s.matches('running');
/** The run button waits for some text and for the previous run to finish. */
export const selectCanRun = (s: Snapshot) => s.can({ type: 'studio.run' });
