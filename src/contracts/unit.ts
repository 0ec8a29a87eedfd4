import type { z } from 'zod';
import type { lessonOutlineSchema } from './schemas/unit.ts';

/** A unit of work's lessons, as the server plans them and the browser shows and edits them. */

export const LESSON_ROLES = ['introduce', 'practise', 'review', 'assess'] as const;
/** What a lesson of a unit is for: first teaching of an outcome, practice and application, review, the assessment. */
export type LessonRole = (typeof LESSON_ROLES)[number];

/** One lesson of a unit, as an outline until the teacher creates it as a real lesson (inferred from its schema). */
export type LessonOutline = z.infer<typeof lessonOutlineSchema>;
