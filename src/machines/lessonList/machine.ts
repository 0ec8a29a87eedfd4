import type { LessonSummary } from '../../services/lessonApi';
import { createPagedListMachine } from '../listPages/pagedListMachine';

/** /lessons: the teacher's lessons, a page at a time, each deleted after a confirmation. */
export const lessonListMachine = createPagedListMachine<LessonSummary>('lessonList');

export type LessonListMachine = typeof lessonListMachine;
