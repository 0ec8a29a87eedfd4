import type { Failure } from '../../lib/failure';
import type { AnswerSheet, MyAnswers, NameChoice, Student } from '../../services/assessmentApi';

/** What this device keeps of a student's answering, so a reload or a lost connection loses nothing. */
export interface KeptAnswers {
  token: string;
  student: Student;
  answers: Record<string, string>;
}

/** The answer sheet behind the code, and what this device kept from answering it before. */
export interface JoinedSheet {
  sheet: AnswerSheet;
  kept: KeptAnswers | null;
}

export interface StudentAnswersContext {
  code: string;
  sheet: AnswerSheet | null;
  student: Student | null;
  /** The secret the server gave this device for the student's name; every save and the hand-in carry it. */
  token: string | null;
  answers: Record<string, string>;
  /** Changes made, and how many of them the server has: answers are unsent while `sent` is behind `edits`. */
  edits: number;
  sent: number;
  /** The `edits` a save under way carries. */
  sending: number;
  submittedAt: string | null;
  failure: Failure | null;
}

export type StudentAnswersEvent =
  | { type: 'join.retry' }
  | { type: 'join.restart' }
  | { type: 'name.choose'; choice: NameChoice }
  | { type: 'answer.change'; itemId: string; answer: string }
  | { type: 'answers.submit' }
  | { type: 'submit.confirm' }
  | { type: 'submit.cancel' }
  | { type: 'connection.lost' }
  | { type: 'connection.back' };

export interface SendInput {
  code: string;
  token: string;
  answers: Record<string, string>;
}

export type { MyAnswers };
