import type { SnapshotFrom } from 'xstate';
import type { LessonReplanMachine } from './machine';

type Snapshot = SnapshotFrom<LessonReplanMachine>;

const sameCodes = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

export const selectIsReplanning = (s: Snapshot) => s.matches('replanning');
export const selectFailure = (s: Snapshot) => s.context.failure;
/** The offer stands while the saved outcomes differ from those the plan was made from (and stays up while it works). */
export const selectOffersReplan = (savedCodes: string[]) => (s: Snapshot) => s.matches('replanning') || !sameCodes(savedCodes, s.context.plannedWith);
