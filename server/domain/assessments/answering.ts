import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MAX_ANSWER_CHARS } from '../../../src/contracts/assessment.ts';
import type { AssessmentRow, MarkRow } from '../../repositories/assessments.ts';

/*
 * Answering online (issue 24): the teacher opens an assessment for answering and gives the class its code; a student
 * opens it without an account, picks their name from the class list (or types it), answers and hands in. Picking a
 * name gives the device a secret; the server keeps only its SHA-256, and every save and the hand-in must carry it, so
 * a student's later requests touch their own answers and nobody else's.
 */

/** What the teacher changes about answering: open or close it for everyone. */
export const answeringBody = z.object({ open: z.boolean({ error: 'Say whether answering is open: true or false' }) }).strict();

/** A student picks a name from the class list by its id, or types it. */
export const answerClaimBody = z.union(
  [
    z.object({ studentId: z.string().min(1, 'Pick your name from the list').max(100) }).strict(),
    z.object({ name: z.string().trim().min(1, 'Type your name').max(120, 'A name has at most 120 characters') }).strict(),
  ],
  { error: 'Pick your name from the list or type it' },
);

/** Answers to save, merged with those saved before: item id → answer. */
export const saveAnswersBody = z
  .object({
    answers: z.record(
      z.string().max(100),
      z.string({ error: 'An answer must be text' }).max(MAX_ANSWER_CHARS, `An answer has at most ${MAX_ANSWER_CHARS.toLocaleString('en')} characters; this one is longer`),
    ),
  })
  .strict();

/** The header a student's device sends its secret in. */
export const ANSWER_TOKEN_HEADER = 'x-answer-token';

export const answerTexts = {
  notFound: 'No assessment has this code. Check the code with your teacher.',
  closed: 'Your teacher has not opened this assessment for answering, or has closed it. Ask your teacher.',
  noSuchStudent: 'This name is not on the class list. Pick your name from the list.',
  nameTaken: 'Someone has already picked this name on another device. If it is you, ask your teacher to free your name.',
  notYourDevice: 'Your name is no longer held by this device: your teacher freed it, or it was picked again elsewhere. Pick your name again.',
  submitted: 'You have handed this in. Ask your teacher to reopen it if you need to change your answers.',
  pickFirst: 'Pick your name before answering.',
  notSubmitted: (name: string) => `${name} has not handed in, so there is nothing to reopen.`,
  unknownItem: (id: string) => `This assessment has no question "${id.slice(0, 40)}". Reload the page to see the questions as they are now.`,
  tooManyCodes: 'Too many join codes were tried from this address.',
} as const;

export const newAnswerToken = () => randomBytes(32).toString('base64url');
export const hashOfToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * What a student reads on joining: an allow-list built field by field, so a field added to assessments stays with
 * the teacher until it is added here on purpose. The class list's names (as the teacher typed them) let a student
 * pick their own; nothing says who has joined or handed in. Left out: the description (the teacher's brief), every
 * answer and marking point, the rubric's descriptors and levels, grade bands, marks and feedback, and the code itself.
 */
export function toAnswerSheet(row: AssessmentRow) {
  return {
    assessmentId: row.id,
    title: row.title,
    yearLevel: row.yearLevel,
    subject: row.subject,
    items: row.items.map((item) => ({ id: item.id, kind: item.kind, prompt: item.prompt, ...(item.options ? { options: item.options } : {}), ...(item.stimulus ? { stimulus: item.stimulus } : {}), marks: item.marks })),
    totalMarks: row.items.reduce((sum, item) => sum + item.marks, 0),
    criteria: row.rubric.criteria.map((c) => c.title),
    students: row.students.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** One student's own answers, as their device reads them back. */
export function toMyAnswers(student: { id: string; name: string }, mark: Pick<MarkRow, 'answers' | 'submittedAt'> | undefined) {
  return { student: { id: student.id, name: student.name }, answers: mark?.answers ?? {}, submittedAt: mark?.submittedAt?.toISOString() ?? null };
}

/** The teacher's view of answering: the code, whether it is open, and who has joined and handed in. */
export function toAnswering(row: AssessmentRow, marks: MarkRow[]) {
  const byStudent = new Map(marks.map((m) => [m.studentId, m]));
  return {
    joinCode: row.joinCode,
    answeringOpen: row.answeringOpen,
    students: row.students.map((s) => {
      const mark = byStudent.get(s.id);
      return { studentId: s.id, name: s.name, joined: Boolean(mark?.claimHash), submittedAt: mark?.submittedAt?.toISOString() ?? null };
    }),
  };
}

/** The student a typed name means: the class list's name that matches it, ignoring case and spaces. */
export function studentNamed(row: AssessmentRow, typed: string): { id: string; name: string } | undefined {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return row.students.find((s) => key(s.name) === key(typed));
}
