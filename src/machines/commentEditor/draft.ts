import type { CommentSet, CommentSetEdits, CommentStudent } from '../../services/commentApi';
import { namesOf } from '../commentBrief/brief';
import type { CommentEditorEvent, CommentSetDraft } from './types';

export const draftOf = (set: CommentSet): CommentSetDraft => ({
  title: set.title,
  yearLevel: set.yearLevel,
  subject: set.subject,
  outcomes: set.outcomes,
  students: set.students,
});

const newStudent = (name: string): CommentStudent => ({ id: '', name, pronouns: 'they', achievements: {}, evidence: {}, comment: '' });
const without = <T>(record: Record<string, T>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
const replaceAt = <T>(list: T[], index: number, change: (value: T) => T) => list.map((value, i) => (i === index ? change(value) : value));

/** The draft after one edit; an index outside the class changes nothing. */
export function applyEdit(draft: CommentSetDraft, event: CommentEditorEvent): CommentSetDraft {
  const student = (index: number, change: (s: CommentStudent) => CommentStudent) => ({ ...draft, students: replaceAt(draft.students, index, change) });
  switch (event.type) {
    case 'comments.editDetails':
      return { ...draft, ...event.changes };
    case 'comments.addOutcome':
      return draft.outcomes.some((o) => o.code === event.outcome.code) ? draft : { ...draft, outcomes: [...draft.outcomes, event.outcome] };
    case 'comments.removeOutcome':
      // Ratings and notes may only name the set's outcomes, so they go with it.
      return {
        ...draft,
        outcomes: draft.outcomes.filter((o) => o.code !== event.code),
        students: draft.students.map((s) => ({ ...s, achievements: without(s.achievements, event.code), evidence: without(s.evidence, event.code) })),
      };
    case 'comments.removeStudent':
      return { ...draft, students: draft.students.filter((_, i) => i !== event.index) };
    case 'comments.editStudent':
      return student(event.index, (s) => ({ ...s, ...event.changes }));
    case 'comments.rate':
      return student(event.index, (s) => ({ ...s, achievements: event.level ? { ...s.achievements, [event.code]: event.level } : without(s.achievements, event.code) }));
    case 'comments.editEvidence':
      return student(event.index, (s) => ({ ...s, evidence: event.text ? { ...s.evidence, [event.code]: event.text } : without(s.evidence, event.code) }));
    case 'comments.appendComment':
      return student(event.index, (s) => ({ ...s, comment: s.comment.trim() ? `${s.comment.trim()} ${event.text}` : event.text }));
    default:
      return draft;
  }
}

/** The class with the pasted names added at its end (one a line; they are "they" until the teacher says). */
export const withStudents = (draft: CommentSetDraft, pasted: string): CommentSetDraft => ({ ...draft, students: [...draft.students, ...namesOf(pasted).map(newStudent)] });

/** Puts a rewrite in place of the student's comment. */
export const withRewrite = (draft: CommentSetDraft, studentId: string, text: string): CommentSetDraft => ({
  ...draft,
  students: draft.students.map((s) => (s.id === studentId ? { ...s, comment: text } : s)),
});

export const isDirty = (set: CommentSet | null, draft: CommentSetDraft | null) => Boolean(set && draft && JSON.stringify(draftOf(set)) !== JSON.stringify(draft));

/** The save request: the whole draft, since the class is replaced as a whole. */
export const editsOf = (id: string, draft: CommentSetDraft): CommentSetEdits => ({
  id,
  title: draft.title,
  yearLevel: draft.yearLevel,
  subject: draft.subject,
  outcomes: draft.outcomes.map((o) => o.code),
  students: draft.students,
});
