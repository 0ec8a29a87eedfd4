import type { SnapshotFrom } from 'xstate';
import type { StudentLessonMachine } from './machine';

type Snapshot = SnapshotFrom<StudentLessonMachine>;

export const selectLesson = (s: Snapshot) => s.context.lesson;
export const selectIsJoining = (s: Snapshot) => s.matches('joining') || s.matches('deciding');
export const selectNotFound = (s: Snapshot) => s.matches('notFound');
export const selectFailed = (s: Snapshot) => s.matches('failed');
