import type { SnapshotFrom } from 'xstate';
import { missingFromBrief, type LessonBriefMachine } from './machine';

type Snapshot = SnapshotFrom<LessonBriefMachine>;

export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsPlanning = (s: Snapshot) => s.matches('planning') || s.matches('planned');
export const selectCanPlan = (s: Snapshot) => s.can({ type: 'brief.plan' });
export const selectChosenCodes = (s: Snapshot) => s.context.draft.outcomes.map((o) => o.code);
export const selectMissing = (s: Snapshot) => missingFromBrief(s.context.draft);
