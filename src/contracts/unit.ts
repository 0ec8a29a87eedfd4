import type { z } from 'zod';
import type * as schemas from './schemas/unit.ts';

/** A unit of work's lessons, as the server plans them and the browser shows and edits them. */

export const LESSON_ROLES = ['introduce', 'practise', 'review', 'assess'] as const;
/** What a lesson of a unit is for: first teaching of an outcome, practice and application, review, the assessment. */
export type LessonRole = (typeof LESSON_ROLES)[number];

/** One lesson of a unit, as an outline until the teacher creates it as a real lesson (inferred from its schema). */
export type LessonOutline = z.infer<typeof schemas.lessonOutlineSchema>;

// What the API answers for units.
export type UnitSummary = z.infer<typeof schemas.unitSummarySchema>;
/** Outcomes × lessons: per outcome, each lesson's part in it (its role, 'revisit', or null) and whether it is taught and assessed. */
export type UnitCoverage = z.infer<typeof schemas.coverageSchema>;
export type Unit = z.infer<typeof schemas.unitSchema>;
/** What one call making lessons did: how many it made, how many are left, and why it stopped early (the robot's limit). */
export type LessonsMade = z.infer<typeof schemas.madeLessonsSchema>;
export type UnitAssessment = z.infer<typeof schemas.unitAssessmentSchema>;
