import type { Failure } from '../../lib/failure';
import type { Achievement, CommentSet, CommentStudent, Perspective } from '../../services/commentApi';
import type { LessonOutcome } from '../../services/lessonApi';

/** What the teacher can change on the class, outcomes and comments tabs. */
export interface CommentSetDraft {
  title: string;
  yearLevel: string;
  subject: string;
  outcomes: LessonOutcome[];
  students: CommentStudent[];
}

export type DetailsChanges = Partial<Pick<CommentSetDraft, 'title' | 'yearLevel' | 'subject'>>;
export type StudentChanges = Partial<Pick<CommentStudent, 'name' | 'pronouns' | 'comment'>>;

/** A rewrite of one student's comment, offered beside it until the teacher uses or dismisses it. */
export interface Rewrite {
  studentId: string;
  /** For whom it was rewritten, or "summary" for a shortened comment. */
  kind: Perspective | 'summary';
  text: string;
}

export interface CommentEditorContext {
  commentSetId: string;
  set: CommentSet | null;
  draft: CommentSetDraft | null;
  failure: Failure | null;
  /** True from a successful save until the next edit, for "Saved.". */
  justSaved: boolean;
  /** The student whose comment is being written or rewritten; null while writing the whole class's. */
  workingOn: string | null;
  rewrite: Rewrite | null;
  /** The text last saved to the bank, for "Saved to your bank.". */
  banked: string | null;
  /** Names pasted on the class tab, one a line, until "Add to the class". */
  pasteText: string;
  /** How long a shortened comment may be, in characters. */
  summaryLength: number;
}

export interface CommentEditorInput {
  commentSetId: string;
}

export type CommentEditorEvent =
  | { type: 'comments.retry' }
  | { type: 'comments.editDetails'; changes: DetailsChanges }
  | { type: 'comments.addOutcome'; outcome: LessonOutcome }
  | { type: 'comments.removeOutcome'; code: string }
  | { type: 'comments.editPaste'; text: string }
  | { type: 'comments.addStudents' }
  | { type: 'comments.setSummaryLength'; maxCharacters: number }
  | { type: 'comments.removeStudent'; index: number }
  | { type: 'comments.editStudent'; index: number; changes: StudentChanges }
  | { type: 'comments.rate'; index: number; code: string; level: Achievement | null }
  | { type: 'comments.editEvidence'; index: number; code: string; text: string }
  | { type: 'comments.appendComment'; index: number; text: string }
  | { type: 'comments.discard' }
  | { type: 'comments.save' }
  | { type: 'comments.generate'; studentId: string | null }
  | { type: 'comments.rewrite'; studentId: string; perspective: Perspective }
  | { type: 'comments.summarise'; studentId: string; maxCharacters: number }
  | { type: 'comments.useRewrite' }
  | { type: 'comments.dismissRewrite' }
  | { type: 'comments.saveToBank'; text: string };
