import type { z } from 'zod';
import type * as schemas from './schemas/sharing.ts';

/** How a teacher shares items, and a shared item as a viewer reads it. */

/** Private (nobody else), people (the addresses named, once confirmed) or link (anyone with its key). */
export const SHARE_MODES = ['private', 'people', 'link'] as const;
export type ShareMode = (typeof SHARE_MODES)[number];
/** Every kind of item a teacher can share. */
export const SHAREABLE_TYPES = ['lesson', 'upload', 'assessment', 'comment', 'unit'] as const;
export type ShareableType = (typeof SHAREABLE_TYPES)[number];

// Inferred from the schemas the server answers with (types only: the browser bundle holds no zod).
export type Sharing = z.infer<typeof schemas.sharingSchema>;
export type ListedSharing = z.infer<typeof schemas.sharingListSchema>;
export type SharedWithMe = z.infer<typeof schemas.sharedWithMeSchema>;
export type SharedAssessment = z.infer<typeof schemas.sharedAssessmentSchema>;
export type PublicSharedAssessment = z.infer<typeof schemas.publicAssessmentSchema>;
export type SharedCommentSet = z.infer<typeof schemas.sharedCommentSetSchema>;
export type SharedUnitLesson = z.infer<typeof schemas.sharedUnitLessonSchema>;
export type SharedUnit = z.infer<typeof schemas.sharedUnitSchema>;
export type PublicSharedUnit = z.infer<typeof schemas.publicUnitSchema>;
export type SharedItem = z.infer<typeof schemas.sharedItemSchema>;
export type MadeCopy = z.infer<typeof schemas.madeCopySchema>;
