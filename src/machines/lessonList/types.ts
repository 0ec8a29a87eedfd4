import type { Failure } from '../../lib/failure';
import type { LessonSummary } from '../../services/lessonApi';

export interface LessonListContext {
  /** The lessons of the pages loaded so far, most recently changed first. */
  lessons: LessonSummary[];
  /** Where the next page starts; null once the last page is loaded. */
  continuationToken: string | null;
  /** The lesson the teacher asked to delete, while confirming or deleting. */
  pending: LessonSummary | null;
  failure: Failure | null;
}

export type LessonListEvent =
  | { type: 'lessons.retry' }
  | { type: 'lessons.loadMore' }
  | { type: 'lessons.delete'; id: string }
  | { type: 'lessons.confirmDelete' }
  | { type: 'lessons.cancelDelete' };
