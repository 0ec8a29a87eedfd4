import type { z } from 'zod';
import type * as schemas from './schemas/comment.ts';

/** Comment sets as the server writes them and the browser shows and edits them. */

/** How far a student has come on an outcome, lowest first. */
export const ACHIEVEMENT_LEVELS = ['beginning', 'developing', 'proficient', 'extending'] as const;
export type Achievement = (typeof ACHIEVEMENT_LEVELS)[number];
export const PRONOUNS = ['she', 'he', 'they'] as const;
export type Pronoun = (typeof PRONOUNS)[number];
export const PERSPECTIVES = ['parent', 'student', 'teacher'] as const;
/** Who reads the comment: the family (the default, a report comment), the student, or the student's next teacher. */
export type Perspective = (typeof PERSPECTIVES)[number];

// Inferred from the schemas the server shapes its replies with (types only: the browser bundle holds no zod).
export type CommentStudent = z.infer<typeof schemas.commentStudentSchema>;
export type OutcomeWork = z.infer<typeof schemas.outcomeWorkSchema>;
export type CommentSetSummary = z.infer<typeof schemas.commentSetSummarySchema>;
export type CommentSet = z.infer<typeof schemas.commentSetSchema>;
export type WrittenCommentSet = z.infer<typeof schemas.writtenCommentSetSchema>;
export type SavedComment = z.infer<typeof schemas.savedCommentSchema>;
export type PerspectiveComment = z.infer<typeof schemas.perspectiveCommentSchema>;
export type CommentSummary = z.infer<typeof schemas.commentSummarySchema>;
