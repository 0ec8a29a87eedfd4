import type { Failure } from '../../lib/failure';
import type { LessonSummary } from '../../services/lessonApi';

export interface LessonListContext {
  lessons: LessonSummary[];
  /** The lesson the teacher asked to delete, while confirming or deleting. */
  pending: LessonSummary | null;
  failure: Failure | null;
}

export type LessonListEvent =
  | { type: 'lessons.retry' }
  | { type: 'lessons.delete'; id: string }
  | { type: 'lessons.confirmDelete' }
  | { type: 'lessons.cancelDelete' };
