import type { Failure } from '../../lib/failure';
import type { AnswerClaim, AnswerSheet, MyAnswers, NameChoice, Student } from '../../services/assessmentApi';

/** What this device keeps of a student's answering, so a reload or a lost connection loses nothing. */
export interface KeptAnswers {
  token: string;
  student: Student;
  answers: Record<string, string>;
  /** The assessment answered, which outlives its code (absent from what was kept before devices noted it). */
  assessmentId?: string;
}

/** What a device kept under a code the teacher has since retired, found again by the assessment the new code opens. */
export interface LeftAnswers extends KeptAnswers {
  code: string;
}

/**
 * The answer sheet behind the code, and what this device kept from answering it before. No sheet when the code names
 * nothing any more (the teacher drew a new one) but this device kept answers under it: those go on under the new code.
 */
export type JoinedSheet = { sheet: AnswerSheet; kept: KeptAnswers | null; left: LeftAnswers[] } | { sheet: null; kept: KeptAnswers; left: LeftAnswers[] };

export interface StudentAnswersContext {
  code: string;
  sheet: AnswerSheet | null;
  student: Student | null;
  /**
   * Answers this device kept for the assessment under codes since retired. Each goes on only under the name that
   * typed it, once that name is picked: another student on a shared device never sees it.
   */
  left: LeftAnswers[];
  /** The secret the server gave this device for the student's name; every save and the hand-in carry it. */
  token: string | null;
  answers: Record<string, string>;
  /** Changes made, and how many of them the server has: answers are unsent while `sent` is behind `edits`. */
  edits: number;
  sent: number;
  /** The `edits` a save under way carries. */
  sending: number;
  submittedAt: string | null;
  /** The teacher reopened the hand-in while this page was open: the page says so until the student hands in again. */
  reopened: boolean;
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
  | { type: 'connection.back' }
  /** The page came back into view or back online: worth asking the server again at once. */
  | { type: 'page.return' }
  /** The new code the teacher gave the class, typed after the old one stopped working. */
  | { type: 'code.enter'; code: string };

export interface SendInput {
  code: string;
  token: string;
  answers: Record<string, string>;
}

/** The student's name picked again under a new code: the code, its sheet, and what the server holds for them there. */
export interface MovedClaim {
  code: string;
  sheet: AnswerSheet;
  claim: AnswerClaim;
}

export type { MyAnswers };
