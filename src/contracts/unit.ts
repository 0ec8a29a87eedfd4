/** A unit of work's lessons, as the server plans them and the browser shows and edits them. */

export const LESSON_ROLES = ['introduce', 'practise', 'review', 'assess'] as const;
/** What a lesson of a unit is for: first teaching of an outcome, practice and application, review, the assessment. */
export type LessonRole = (typeof LESSON_ROLES)[number];

/** One lesson of a unit, as an outline until the teacher creates it as a real lesson. */
export interface LessonOutline {
  id: string;
  title: string;
  role: LessonRole;
  /** Outcomes the lesson teaches. */
  outcomeCodes: string[];
  /** Earlier outcomes its starter brings back (retrieval practice). */
  revisitCodes: string[];
  summary: string;
  /** The real lesson made from this outline, once created. */
  lessonId: string | null;
  /** For the unit's assessment point: the assessment made from it, once created. */
  assessmentId?: string | null;
}
