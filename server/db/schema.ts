import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AssessmentItem as AssessmentItemJson, GradeBand as GradeBandJson, Rubric as RubricJson } from '../generation/assessment/types.ts';
import type { CommentStudent as CommentStudentJson } from '../generation/comments/types.ts';
import type { LessonPlan as LessonPlanJson, Methodology } from '../generation/types.ts';
import type { LessonOutline as LessonOutlineJson } from '../generation/unit/sequence.ts';
import type { ShareableType, ShareMode } from '../../src/contracts/sharing.ts';
import type { HistoryTool } from '../../src/contracts/studio.ts';

/** A teacher's profile; the id is the identity provider's subject claim. */
export const profiles = pgTable('profiles', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  onboarded: boolean('onboarded').notNull().default(false),
  /** pro | starter | pilot | institution | '' (none) */
  subscription: text('subscription').notNull().default(''),
  subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
  market: text('market').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per counted robot action (spec §9: actions per shift). */
export const usageActions = pgTable(
  'usage_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('platform'),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_actions_profile_kind_time').on(t.profileId, t.kind, t.createdAt)],
);

/**
 * A teacher's API keys: the key is shown once when made; only its SHA-256 hash is kept (keys are 32 random bytes, so
 * a fast hash cannot be searched), with its first characters to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash').on(t.hash), index('api_keys_profile_created').on(t.profileId, t.createdAt)],
);

/** Messages sent with the contact form; `sentAt` is set once the message was mailed to CONTACT_EMAIL. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The teacher who sent it, when signed in; their messages go with their account. */
    profileId: text('profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);

/** Email + password accounts of the embedded identity provider. */
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** When the teacher opened a confirmation link sent to this address; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Wrong passwords in a row for this account, whatever the client address; reset by a right one. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    signInLockedUntil: timestamp('sign_in_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_accounts_email').on(t.email)],
);

/** One-time email confirmation links: only a hash of the token is kept; a row is deleted when it is used. */
export const identityEmailTokens = pgTable(
  'identity_email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link confirms that address only. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_email_tokens_account').on(t.accountId, t.createdAt)],
);

/** oidc-provider's persisted models (sessions, grants, codes, refresh tokens, interactions). */
export const identityPayloads = pgTable(
  'identity_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_payloads_pk').on(t.model, t.id),
    index('identity_payloads_grant').on(t.grantId),
    index('identity_payloads_uid').on(t.uid),
  ],
);

/** Secrets the server generates once and keeps across restarts (signing keys, cookie keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A teacher's lesson: the brief they gave, and the plan generated from it and edited since. */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    methodology: text('methodology').$type<Methodology>().notNull().default('inquiry'),
    enhancementEnabled: boolean('enhancement_enabled').notNull().default(false),
    yearLevel: text('year_level').notNull().default(''),
    subject: text('subject').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    outcomeCodes: jsonb('outcome_codes').$type<string[]>().notNull().default([]),
    plan: jsonb('plan').$type<LessonPlanJson>().notNull(),
    joinCode: text('join_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's keyset order (owner, most recently changed, id): one index range scan per page.
  (t) => [index('lessons_owner_updated_id').on(t.ownerId, t.updatedAt, t.id), uniqueIndex('lessons_join_code').on(t.joinCode)],
);

/**
 * Which state of each teacher's lessons a list was read from: every change to a teacher's lessons, by any statement
 * (the app's, an import's, a cascade from a deleted account, SQL typed by an administrator), gives their row a new
 * version in the same transaction, drawn from a sequence so that no version ever comes back. Triggers keep it
 * (migration 0019); a server process keeps a teacher's first page while this version stays the same.
 */
export const lessonListVersions = pgTable('lesson_list_versions', {
  ownerId: text('owner_id').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

// ---------------------------------------------------------------------------------------------------------------
// Curriculum (issue 4): frameworks and outcomes seeded from curriculum/*.json; teachers' own syllabi.

/** A full-text search vector; PGlite and PostgreSQL 15 both support tsvector with GIN indexes. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One curriculum framework (US CCSS Math, AU v9 Maths, National Curriculum in England, ...). */
export const curriculumFrameworks = pgTable('curriculum_frameworks', {
  id: text('id').primaryKey(),
  /** us | au | uk */
  market: text('market').notNull(),
  title: text('title').notNull(),
  licence: text('licence').notNull(),
  licenceUrl: text('licence_url').notNull(),
  /** Text the licence requires wherever the framework's statements are shown. */
  attribution: text('attribution').notNull(),
  source: text('source').notNull(),
  /** False when the outcome codes are Teachkit identifiers (England), true when they are the publisher's. */
  officialCodes: boolean('official_codes').notNull(),
  /** SHA-256 of the seed file last loaded; seeding skips a framework whose file is unchanged. */
  seedHash: text('seed_hash').notNull(),
  outcomeCount: integer('outcome_count').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One outcome (standard, content description, content descriptor) with its real statement text. */
export const curriculumOutcomes = pgTable(
  'curriculum_outcomes',
  {
    code: text('code').primaryKey(),
    shortCode: text('short_code').notNull(),
    frameworkId: text('framework_id')
      .notNull()
      .references(() => curriculumFrameworks.id, { onDelete: 'cascade' }),
    learningArea: text('learning_area').notNull(),
    subject: text('subject').notNull(),
    strand: text('strand').notNull(),
    substrand: text('substrand').notNull(),
    levels: text('levels').array().notNull(),
    levelLabel: text('level_label').notNull(),
    statement: text('statement').notNull(),
    parentCode: text('parent_code'),
    sourceId: text('source_id').notNull(),
    /** The publisher's elaborations and examples: teaching content only, so not part of `search`. */
    elaborations: text('elaborations').array().notNull().default(sql`'{}'::text[]`),
    /** Order within the framework, as the publisher lists it. */
    position: integer('position').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "statement"), 'A') || setweight(to_tsvector('english'::regconfig, "subject" || ' ' || "strand" || ' ' || "substrand"), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('curriculum_outcomes_short_code').on(t.shortCode),
    index('curriculum_outcomes_framework_position').on(t.frameworkId, t.position),
    index('curriculum_outcomes_search').using('gin', t.search),
    // Outcome search matches a typed code in any case; without these the OR with the text search scans every row.
    index('curriculum_outcomes_lower_code').on(sql`lower(${t.code})`),
    index('curriculum_outcomes_lower_short_code').on(sql`lower(${t.shortCode})`),
  ],
);

/** Who owns a planning item (assessment, comment set, unit) and its title; the item goes with its owner's account. */
const ownedItem = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
});

/** The class a planning item is for and the real outcome codes it is written against. */
const briefOfItem = () => ({
  yearLevel: text('year_level').notNull().default(''),
  subject: text('subject').notNull().default(''),
  outcomeCodes: text('outcome_codes').array().notNull().default(sql`'{}'::text[]`),
});

const changeTimes = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A teacher's assessment: items and a rubric on real outcomes, a class list, and (in assessment_marks) its marking. */
export const assessments = pgTable(
  'assessments',
  {
    ...ownedItem(),
    description: text('description').notNull().default(''),
    ...briefOfItem(),
    items: jsonb('items').$type<AssessmentItemJson[]>().notNull(),
    rubric: jsonb('rubric').$type<RubricJson>().notNull(),
    gradeBands: jsonb('grade_bands').$type<GradeBandJson[]>().notNull(),
    /** The class: each student's id (stable across edits of the list) and name, in the teacher's order. */
    students: jsonb('students').$type<{ id: string; name: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the teacher must add where the engine had no content. */
    supply: jsonb('supply').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The code students answer online with (like a lesson's); drawn when the teacher first opens answering. */
    joinCode: text('join_code'),
    /** Whether students may answer and hand in now; the teacher opens and closes it. */
    answeringOpen: boolean('answering_open').notNull().default(false),
    ...changeTimes(),
  },
  (t) => [index('assessments_owner_updated_id').on(t.ownerId, t.updatedAt, t.id), uniqueIndex('assessments_join_code').on(t.joinCode)],
);

/** One student's marking of an assessment: their response and the level chosen for each rubric criterion. */
export const assessmentMarks = pgTable(
  'assessment_marks',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: text('student_id').notNull(),
    response: text('response').notNull().default(''),
    /** The student's answer to each item (item id → what they wrote or chose), as answered online or transcribed. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** When the student handed the work in; null while they are still answering (or the teacher reopened it). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The SHA-256 of the secret given to the device that picked this student's name when answering online: only that
     * device may save or hand in their answers. Null until a device picks the name, and again when the teacher frees it.
     */
    claimHash: text('claim_hash'),
    /** Item id → the marks the teacher gave that item, over what the key or the rubric levels would give it. */
    itemMarks: jsonb('item_marks').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** Criterion id → index of the chosen level (0 = lowest). */
    levels: jsonb('levels').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** The teacher's own comment, when they changed the drafted one. */
    feedback: text('feedback'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessment_marks_student').on(t.assessmentId, t.studentId)],
);

/** A teacher's feedback comments for a class on a set of outcomes: each student's achievement, evidence and comment. */
export const commentSets = pgTable(
  'comment_sets',
  {
    ...ownedItem(),
    ...briefOfItem(),
    students: jsonb('students').$type<CommentStudentJson[]>().notNull().default(sql`'[]'::jsonb`),
    /** The marked assessment the set started from, if any (kept as a reference only). */
    assessmentId: uuid('assessment_id'),
    ...changeTimes(),
  },
  (t) => [index('comment_sets_owner_updated_id').on(t.ownerId, t.updatedAt, t.id)],
);

/** Comments a teacher saved to reuse, optionally tagged with the outcome they speak to. */
export const commentBank = pgTable(
  'comment_bank',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    outcomeCode: text('outcome_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comment_bank_owner_created').on(t.ownerId, t.createdAt)],
);

/** A unit of work: outcomes taught over weeks, as an ordered sequence of lesson outlines (each may become a lesson). */
export const units = pgTable(
  'units',
  {
    ...ownedItem(),
    description: text('description').notNull().default(''),
    ...briefOfItem(),
    weeks: integer('weeks').notNull(),
    lessonsPerWeek: integer('lessons_per_week').notNull(),
    lessonMinutes: integer('lesson_minutes').notNull().default(60),
    methodology: text('methodology').$type<Methodology>().notNull().default('direct'),
    lessons: jsonb('lessons').$type<LessonOutlineJson[]>().notNull().default(sql`'[]'::jsonb`),
    notes: jsonb('notes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...changeTimes(),
  },
  (t) => [index('units_owner_updated_id').on(t.ownerId, t.updatedAt, t.id)],
);

/** Each run of a Studio tool (rewrite, questions, glossary, exit ticket): what the teacher gave and what came back. */
export const studioRuns = pgTable(
  'studio_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tool: text('tool').$type<HistoryTool>().notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    output: jsonb('output').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('studio_runs_owner_created_id').on(t.ownerId, t.createdAt, t.id)],
);

/** A teacher's own syllabus: a named selection of outcomes. */
export const syllabi = pgTable(
  'syllabi',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    market: text('market').notNull().default(''),
    /** A curriculum framework id; not a foreign key so re-seeding never touches teachers' data. */
    framework: text('framework').notNull().default(''),
    subject: text('subject').notNull().default(''),
    yearLevel: text('year_level').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('syllabi_owner_updated_id').on(t.ownerId, t.updatedAt, t.id)],
);

/** The outcomes a syllabus holds, in the teacher's order. The code is kept even if a later seed drops it. */
export const syllabusOutcomes = pgTable(
  'syllabus_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    syllabusId: uuid('syllabus_id')
      .notNull()
      .references(() => syllabi.id, { onDelete: 'cascade' }),
    outcomeCode: text('outcome_code').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('syllabus_outcomes_syllabus_code').on(t.syllabusId, t.outcomeCode)],
);

/** How an owner shares one item: privately, with named people, or with anyone who has the link's access key. */
export const shares = pgTable(
  'shares',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<ShareableType>().notNull(),
    itemId: text('item_id').notNull(),
    mode: text('mode').$type<ShareMode>().notNull().default('private'),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    accessKey: text('access_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shares_item').on(t.ownerId, t.itemType, t.itemId), index('shares_emails').using('gin', t.emails)],
);

// ---------------------------------------------------------------------------------------------------------------
// Uploads: a teacher's own files, and the slices they are split into.

// Spec §4 upload tasks and states are shared with the browser.
import { UPLOAD_STATES, UPLOAD_TASKS, type UploadState, type UploadTask } from '../../src/contracts/upload.ts';

export { UPLOAD_STATES, UPLOAD_TASKS, type UploadState, type UploadTask };

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** One file a teacher uploaded: what it is, where its bytes are stored, and how far processing has come. */
/** A line about one file of an archive read in rounds: its number in the archive, and what could not be read. */
export interface RoundNote {
  file: number;
  note: string;
}

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The name the file had on the teacher's computer, for downloads. */
    fileName: text('file_name').notNull(),
    /** Lower case, without the dot; agrees with the type found in the bytes. */
    fileExtension: text('file_extension').notNull(),
    /** The type found in the file's bytes, never the one the browser claimed. */
    mimeType: text('mime_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text('sha256').notNull(),
    /** Where the original lies in the storage port. */
    storageKey: text('storage_key').notNull(),
    /** What the teacher gave as the source: an ISBN, a DOI or a citation in words. */
    reference: text('reference').notNull().default(''),
    /** The ISBN-13 or ISBN-10, digits only, checksum verified. */
    isbn: text('isbn'),
    doi: text('doi'),
    language: text('language').notNull().default('en'),
    task: text('task').$type<UploadTask>().notNull().default('upload'),
    state: text('state').$type<UploadState>().notNull().default('ready'),
    message: text('message').notNull().default(''),
    progressPercent: integer('progress_percent').notNull().default(0),
    /** Runs of processing cut off by their process's end (found in progress at start): after two it is not resumed. */
    interruptions: integer('interruptions').notNull().default(0),
    /**
     * How far a file read in rounds (a long PDF, see createUploadStep) has come: its pages read and the slices
     * written from them. A run that resumes (next round, a retry, a restart) starts after these pages.
     */
    extractedPages: integer('extracted_pages').notNull().default(0),
    extractedSlices: integer('extracted_slices').notNull().default(0),
    /**
     * What earlier rounds could not read, a line each with the number of the archive's file it is about (a kind
     * Teachkit does not read, a damaged file): shown to the teacher once the last round is read. A round taken up again
     * replaces the lines of its own files.
     */
    extractedNotes: jsonb('extracted_notes').$type<RoundNote[]>().notNull().default([]),
    /**
     * Runs that failed for a reason not the file's, across all its rounds: the file's retry budget (UPLOAD_RETRY_LIMIT)
     * is its own, not each round's, so a long file that fails on every round is given up, not retried on and on.
     */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    durationSeconds: doublePrecision('duration_seconds'),
    /** Where the upload's thumbnail lies in the storage port, once processing made one. */
    thumbnailKey: text('thumbnail_key'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's keyset order (owner, most recently changed, id): one index range scan per page.
    index('uploads_owner_updated_id').on(t.ownerId, t.updatedAt, t.id),
    // The same order among the uploads in one state (the pickers list only complete ones).
    index('uploads_owner_state_updated_id').on(t.ownerId, t.state, t.updatedAt, t.id),
    uniqueIndex('uploads_storage_key').on(t.storageKey),
    check('uploads_task_known', oneOf('task', UPLOAD_TASKS)),
    check('uploads_state_known', oneOf('state', UPLOAD_STATES)),
    check('uploads_progress_percent_range', sql`${t.progressPercent} between 0 and 100`),
    check('uploads_byte_size_not_negative', sql`${t.byteSize} >= 0`),
  ],
);

/** One searchable piece of an upload: a page, a slide, a section, or a timed stretch of a recording. */
export const uploadSlices = pgTable(
  'upload_slices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    page: integer('page'),
    /** How far the printed page numbers are from the file's page indexes (a book's page 1 is often its 13th page). */
    pageIndexOffset: integer('page_index_offset'),
    contentType: text('content_type').notNull().default('text'),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    /** Where the slice's picture lies in the storage port, if it has one. */
    imageKey: text('image_key'),
    /** Seconds from the start of a recording. */
    start: doublePrecision('start_seconds'),
    end: doublePrecision('end_seconds'),
    speakerName: text('speaker_name'),
    /**
     * Where the slice sits in its upload, from 0. Extraction writes (upload, ordinal) at most once, so processing that
     * resumes after a crash rewrites the same slices instead of adding copies. Slices a teacher adds get the next one.
     */
    ordinal: integer('ordinal').notNull(),
    /**
     * True for a slice read from the file, false for one the teacher added. Processing the file again rewrites the
     * first kind and keeps the second, after the file's slices.
     */
    fromFile: boolean('from_file').notNull().default(true),
    /** A disabled slice stays in the editor but is never offered to lessons or enhancement search. */
    enabled: boolean('enabled').notNull().default(true),
    /** What was read from the slice's picture: a description, its alt text and any text in it (OCR). */
    imageAnalysis: jsonb('image_analysis').$type<SliceImageAnalysis>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "text"), 'B')`,
      ),
  },
  (t) => [
    // The slice list's keyset order (upload, oldest first, id): new slices land after every page already read.
    index('upload_slices_upload_created_id').on(t.uploadId, t.createdAt, t.id),
    uniqueIndex('upload_slices_upload_ordinal').on(t.uploadId, t.ordinal),
    index('upload_slices_search').using('gin', t.search),
    check('upload_slices_time_order', sql`${t.start} is null or ${t.end} is null or ${t.end} >= ${t.start}`),
    check('upload_slices_ordinal_not_negative', sql`${t.ordinal} >= 0`),
  ],
);

export interface SliceImageAnalysis {
  /** A sentence saying what the picture shows, when one could be worked out; '' otherwise. */
  description: string;
  /** The text a screen reader announces for the picture; '' when the teacher has not given one. */
  altText: string;
  /** Text read from the picture by OCR. */
  text: string;
}

/** A spelling or grammar problem found in a slice, with what could replace it. */
export const sliceSpellingIssues = pgTable(
  'slice_spelling_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sliceId: uuid('slice_id')
      .notNull()
      .references(() => uploadSlices.id, { onDelete: 'cascade' }),
    /** spelling | grammar */
    kind: text('kind').notNull(),
    /** Where in the slice's text the problem starts, in UTF-16 code units, and how long it is. */
    offset: integer('offset').notNull(),
    length: integer('length').notNull(),
    word: text('word').notNull(),
    message: text('message').notNull(),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default([]),
  },
  (t) => [index('slice_spelling_issues_slice').on(t.sliceId), check('slice_spelling_issues_kind_known', oneOf('kind', ['spelling', 'grammar']))],
);

/** A curriculum outcome a slice teaches or assesses, with how well it matches (0 to 1). */
export const sliceAlignments = pgTable(
  'slice_alignments',
  {
    sliceId: uuid('slice_id')
      .notNull()
      .references(() => uploadSlices.id, { onDelete: 'cascade' }),
    outcomeCode: text('outcome_code')
      .notNull()
      .references(() => curriculumOutcomes.code, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
  },
  (t) => [
    uniqueIndex('slice_alignments_slice_outcome').on(t.sliceId, t.outcomeCode),
    index('slice_alignments_outcome').on(t.outcomeCode),
    check('slice_alignments_score_range', sql`${t.score} between 0 and 1`),
  ],
);

/** The outcomes an upload as a whole covers best (spec §5: six of them), ranked from 1. */
export const uploadOutcomes = pgTable(
  'upload_outcomes',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    outcomeCode: text('outcome_code')
      .notNull()
      .references(() => curriculumOutcomes.code, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    score: doublePrecision('score').notNull(),
  },
  (t) => [uniqueIndex('upload_outcomes_upload_outcome').on(t.uploadId, t.outcomeCode), check('upload_outcomes_score_range', sql`${t.score} between 0 and 1`)],
);

/** One enhancement search a teacher (or their API key) made: what was asked and how many slices came back. */
export const enhancementRequests = pgTable(
  'enhancement_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    input: text('input').notNull(),
    size: integer('size').notNull(),
    resultCount: integer('result_count').notNull(),
    isQuestion: boolean('is_question').notNull().default(false),
    strictMatch: boolean('strict_match').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    consumeOnResult: boolean('consume_on_result').notNull().default(false),
    sessionHash: text('session_hash'),
    userHash: text('user_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enhancement_requests_owner_created_id').on(t.ownerId, t.createdAt, t.id)],
);

/**
 * Something that happened to one of a teacher's uploads because of someone's work: a slice returned by an
 * enhancement search, or cited by a lesson. The upload's owner reads these as "interactions".
 */
export const uploadInteractions = pgTable(
  'upload_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    sliceId: uuid('slice_id').references(() => uploadSlices.id, { onDelete: 'set null' }),
    /** search-result | lesson-citation */
    kind: text('kind').notNull(),
    /** Who caused it (the upload's owner or someone it is shared with). */
    actorId: text('actor_id').notNull(),
    requestId: uuid('request_id').references(() => enhancementRequests.id, { onDelete: 'set null' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('upload_interactions_upload_created_id').on(t.uploadId, t.createdAt, t.id),
    check('upload_interactions_kind_known', oneOf('kind', ['search-result', 'lesson-citation'])),
  ],
);
