import type { AssessmentResults, StudentResult } from '../../services/assessmentApi';
import type { AssessmentMarkingContext, PendingWork, WorkDraft } from './types';

type SavedWork = Pick<StudentResult, 'response' | 'answers' | 'feedback'>;

/** A student's work and feedback as the server holds them, in the form the teacher edits. */
export const savedWork = (student: SavedWork): WorkDraft => ({ response: student.response, answers: student.answers, feedback: student.feedback ?? '' });

/** Answers as the server keeps them: blank ones are none. */
const keptAnswers = (answers: Record<string, string>) => Object.fromEntries(Object.entries(answers).filter(([, text]) => text.trim()));
const sameAnswers = (a: Record<string, string>, b: Record<string, string>) => {
  const [x, y] = [keptAnswers(a), keptAnswers(b)];
  return Object.keys(x).length === Object.keys(y).length && Object.entries(x).every(([id, text]) => y[id] === text);
};

/** What the teacher's draft would save: blank feedback is none (the results then use the draft from the levels). */
export const toPendingWork = (studentId: string, draft: WorkDraft): PendingWork => ({
  kind: 'work',
  studentId,
  response: draft.response,
  answers: draft.answers,
  feedback: draft.feedback.trim() || null,
});

/** The server trims feedback, so a draft that differs only in surrounding spaces is saved already. */
export const sameWork = (draft: WorkDraft, student: SavedWork) =>
  draft.response === student.response && sameAnswers(draft.answers, student.answers) && draft.feedback.trim() === (student.feedback ?? '');

/** Two pieces of work to save are the same: nothing new to queue. */
export const samePending = (a: PendingWork, b: PendingWork) => a.studentId === b.studentId && a.response === b.response && a.feedback === b.feedback && sameAnswers(a.answers, b.answers);

export const studentOf = (results: AssessmentResults | null, studentId: string | null) =>
  (studentId && results?.students.find((s) => s.studentId === studentId)) || null;

/** The open student's work as shown: the unsaved draft when there is one, else what is saved. */
export function workOf(context: Pick<AssessmentMarkingContext, 'results' | 'drafts'>, studentId: string): WorkDraft | null {
  const student = studentOf(context.results, studentId);
  if (!student) return null;
  return context.drafts[studentId] ?? savedWork(student);
}

/** The drafts with one student's changed; a draft back to what is saved is dropped. */
export function withDraft(context: Pick<AssessmentMarkingContext, 'results' | 'drafts'>, studentId: string, changes: Partial<WorkDraft>): Record<string, WorkDraft> {
  const student = studentOf(context.results, studentId);
  const current = workOf(context, studentId);
  if (!student || !current) return context.drafts;
  const { [studentId]: _old, ...rest } = context.drafts;
  const draft = { ...current, ...changes };
  return sameWork(draft, student) ? rest : { ...rest, [studentId]: draft };
}

/** Text taken from an upload goes after what the response already holds, a blank line between. */
export const appended = (response: string, text: string) => (response.trim() ? `${response.trimEnd()}\n\n${text.trim()}` : text.trim());
