import type { StudentRecord } from './write.ts';

/** A student of a comment set as stored: their record and the comment written for them (edited by the teacher or not). */
export interface CommentStudent extends StudentRecord {
  comment: string;
}
