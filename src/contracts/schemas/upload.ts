import { z } from 'zod';
import { UPLOAD_STATES, UPLOAD_TASKS } from '../upload.ts';

/** Spec §3 Upload, as the browser reads it. */
export const uploadSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  task: z.enum(UPLOAD_TASKS),
  state: z.enum(UPLOAD_STATES),
  message: z.string(),
  progressPercent: z.number(),
  byteSize: z.number(),
  /** Of a recording, once processing measured it. */
  durationSeconds: z.number().nullable(),
  lastUpdated: z.string(),
  fileExtension: z.string(),
  enabled: z.boolean(),
  isbn: z.string().nullable(),
  doi: z.string().nullable(),
});

/** A curriculum outcome a slice matches, as the editor shows it. */
export const sliceAlignmentSchema = z.object({ outcomeCode: z.string(), shortCode: z.string(), statement: z.string(), score: z.number() });

/** Spec §3 Upload slice, plus what the editor needs. */
export const sliceSchema = z.object({
  id: z.string(),
  uploadId: z.string(),
  ordinal: z.number(),
  page: z.number().nullable(),
  pageIndexOffset: z.number().nullable(),
  contentType: z.string(),
  title: z.string(),
  text: z.string(),
  /** The API path of the slice's picture, or null when it has none. */
  image: z.string().nullable(),
  /** Seconds from the start of a recording. */
  start: z.number().nullable(),
  end: z.number().nullable(),
  speakerName: z.string().nullable(),
  enabled: z.boolean(),
  alignments: z.array(sliceAlignmentSchema),
  suggestionCount: z.number(),
  /** Only a picture has alt text; '' is a picture still waiting for one. */
  altText: z.string().nullable(),
});

/** A spelling or grammar issue in a slice's text. */
export const spellingIssueSchema = z.object({
  id: z.string(),
  kind: z.string().describe('spelling or grammar'),
  /** Where in the slice's text the issue starts, and how long it is. */
  offset: z.number(),
  length: z.number(),
  word: z.string(),
  message: z.string(),
  suggestions: z.array(z.string()),
});

export const sliceWithSpellingSchema = sliceSchema.extend({ spelling: z.array(spellingIssueSchema) });

/** An upload's issues, each with the slice it is in. */
export const uploadSpellingIssueSchema = spellingIssueSchema.extend({ sliceId: z.string(), sliceTitle: z.string() });

/** One of the upload's best outcomes, best first. */
export const uploadOutcomeSchema = z.object({ outcomeCode: z.string(), shortCode: z.string(), statement: z.string(), score: z.number(), rank: z.number() });

export const referenceCheckSchema = z.object({
  reference: z.string(),
  kind: z.enum(['isbn-10', 'isbn-13', 'doi', 'unknown']),
  valid: z.boolean(),
  /** The reference in its plain form (ISBN digits only, DOI without a resolver prefix), when it is valid. */
  normalized: z.string().nullable(),
  message: z.string(),
});

export const pictureAnalysisSchema = z.object({ description: z.string(), altText: z.string(), text: z.string() });

/** The upload's thumbnail as a data: URL; none until processing is complete. */
export const thumbnailsSchema = z.array(z.object({ url: z.string() }));

/** Something that happened to one of the teacher's uploads because of someone's work. */
export const interactionSchema = z.object({
  id: z.string(),
  uploadId: z.string(),
  uploadTitle: z.string(),
  sliceId: z.string().nullable(),
  kind: z.string().describe('search-result or lesson-citation'),
  actorId: z.string(),
  requestId: z.string().nullable(),
  lessonId: z.string().nullable(),
  createdAt: z.string(),
});

/** One search of the teacher's material through the API. */
export const enhancementRequestSchema = z.object({
  id: z.string(),
  input: z.string(),
  size: z.number(),
  resultCount: z.number(),
  isQuestion: z.boolean(),
  strictMatch: z.boolean(),
  isTest: z.boolean(),
  consumeOnResult: z.boolean(),
  sessionHash: z.string().nullable(),
  userHash: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /v1/enhancements: the ranked slices with their uploads, and the id the search was recorded under. */
export const enhancementsSchema = z.object({
  requestId: z.string(),
  items: z.array(
    z.object({
      score: z.number(),
      citation: z.string(),
      upload: z.object({
        id: z.string(),
        title: z.string(),
        ownerId: z.string(),
        ownerName: z.string(),
        /** Asked for with thumbnails=true: the upload's thumbnail as a data: URL, or null. */
        thumbnail: z.string().nullable().optional(),
      }),
      slice: sliceSchema,
    }),
  ),
});
