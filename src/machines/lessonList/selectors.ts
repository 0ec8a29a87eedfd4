import type { SnapshotFrom } from 'xstate';
import type { LessonListMachine } from './machine';

export const selectLessons = (s: SnapshotFrom<LessonListMachine>) => s.context.lessons;
