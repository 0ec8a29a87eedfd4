import type { z } from 'zod';
import type * as schemas from './schemas/upload.ts';

/** A teacher's own files and the slices they are split into, as the server sends them. */

/** Spec §4 upload tasks, in the order processing runs them. */
export const UPLOAD_TASKS = ['upload', 'spelling', 'align', 'extract-outcomes'] as const;
export type UploadTask = (typeof UPLOAD_TASKS)[number];
/** Spec §4 upload states: Queued, In Progress, Complete, Failed - Retrying, Error. */
export const UPLOAD_STATES = ['ready', 'inProgress', 'complete', 'failed', 'broken'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

// Inferred from the schemas the server shapes its replies with (types only: the browser bundle holds no zod).
export type Upload = z.infer<typeof schemas.uploadSchema>;
export type SliceAlignment = z.infer<typeof schemas.sliceAlignmentSchema>;
export type Slice = z.infer<typeof schemas.sliceSchema>;
export type SpellingIssue = z.infer<typeof schemas.spellingIssueSchema>;
export type SliceWithSpelling = z.infer<typeof schemas.sliceWithSpellingSchema>;
export type UploadSpellingIssue = z.infer<typeof schemas.uploadSpellingIssueSchema>;
export type UploadOutcome = z.infer<typeof schemas.uploadOutcomeSchema>;
export type PictureAnalysis = z.infer<typeof schemas.pictureAnalysisSchema>;
/** GET /v1/enhancements: slices ranked for some words, each with its upload and a citation. */
export type SliceSearchResults = z.infer<typeof schemas.enhancementsSchema>;
export type SliceSearchHit = SliceSearchResults['items'][number];
