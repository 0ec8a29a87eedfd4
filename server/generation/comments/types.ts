import type { StudentRecord } from './write.ts';

/** What a student's marked work shows for one outcome: shared with the browser, which keeps it with the set. */
export type { OutcomeWork } from '../../../src/contracts/comment.ts';

/** A student of a comment set as stored: their record and the comment written for them (edited by the teacher or not). */
export interface CommentStudent extends StudentRecord {
  comment: string;
}
