import type { SnapshotFrom } from 'xstate';
import type { Lesson } from '../../services/lessonApi';
import type { LessonReplanMachine } from './machine';

type Snapshot = SnapshotFrom<LessonReplanMachine>;

const sameCodes = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** The saved lesson's outcomes are not those its plan was made from (in any order). */
export const planFromOtherOutcomes = (lesson: Lesson) =>
  !sameCodes(
    lesson.outcomes.map((o) => o.code),
    lesson.provenance.outcomeCodes,
  );

export const selectIsReplanning = (s: Snapshot) => s.matches('replanning');
export const selectIsKeeping = (s: Snapshot) => s.matches('keeping');
export const selectFailure = (s: Snapshot) => s.context.failure;
/** The offer stands while the saved lesson's plan was made from other outcomes (and stays up while it works). */
export const selectOffersReplan = (saved: Lesson) => (s: Snapshot) => !s.matches('idle') || planFromOtherOutcomes(saved);
