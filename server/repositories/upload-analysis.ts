import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import {
  curriculumFrameworks,
  curriculumOutcomes,
  profiles,
  sliceAlignments,
  sliceSpellingIssues,
  syllabi,
  syllabusOutcomes,
  uploadOutcomes,
  uploads,
  uploadSlices,
} from '../db/schema.ts';
import type { IssueDraft } from '../processing/analysis/issues.ts';

export type SpellingIssueRow = IssueDraft & { sliceId: string };

export interface AlignmentRow {
  sliceId: string;
  outcomeCode: string;
  score: number;
}

export interface UploadOutcomeRow {
  outcomeCode: string;
  rank: number;
  score: number;
}

/** Rows per INSERT: a long book can have thousands of issues or alignments. */
const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * What the analysis steps read and write for one upload. Each replace runs in one transaction (delete the upload's
 * earlier results, insert the new ones), so a step run twice, or after a crash, leaves exactly one set of results.
 */
export function createUploadAnalysisRepository(db: Database) {
  const slicesOf = (uploadId: string) => db.select({ id: uploadSlices.id }).from(uploadSlices).where(eq(uploadSlices.uploadId, uploadId));

  return {
    /** The upload's language and its owner's market (which English, which curricula); undefined when it is gone. */
    async upload(uploadId: string) {
      const [row] = await db
        .select({ id: uploads.id, ownerId: uploads.ownerId, title: uploads.title, description: uploads.description, language: uploads.language, market: profiles.market })
        .from(uploads)
        .innerJoin(profiles, eq(profiles.id, uploads.ownerId))
        .where(eq(uploads.id, uploadId));
      return row;
    },

    /** One slice with what spelling needs of its upload. */
    async slice(sliceId: string) {
      const [row] = await db
        .select({ id: uploadSlices.id, text: uploadSlices.text, ownerId: uploads.ownerId, language: uploads.language, market: profiles.market })
        .from(uploadSlices)
        .innerJoin(uploads, eq(uploads.id, uploadSlices.uploadId))
        .innerJoin(profiles, eq(profiles.id, uploads.ownerId))
        .where(eq(uploadSlices.id, sliceId));
      return row;
    },

    sliceTexts(uploadId: string) {
      return db
        .select({ id: uploadSlices.id, text: uploadSlices.text })
        .from(uploadSlices)
        .where(eq(uploadSlices.uploadId, uploadId))
        .orderBy(asc(uploadSlices.ordinal));
    },

    /**
     * Each slice's stemmed words (title, text and any text read from its picture) as tsvector text; only the slice
     * `onlySliceId` when given.
     */
    sliceVectors(uploadId: string, onlySliceId?: string) {
      return db
        .select({
          id: uploadSlices.id,
          enabled: uploadSlices.enabled,
          vector: sql<string>`(${uploadSlices.search} || setweight(to_tsvector('english'::regconfig, coalesce(${uploadSlices.imageAnalysis} ->> 'text', '')), 'B'))::text`,
        })
        .from(uploadSlices)
        .where(and(eq(uploadSlices.uploadId, uploadId), onlySliceId ? eq(uploadSlices.id, onlySliceId) : undefined))
        .orderBy(asc(uploadSlices.ordinal));
    },

    /**
     * Replaces the issues of the slices whose text is still the one checked. A slice a teacher edited meanwhile is
     * left to the check its edit runs (its offsets would be wrong); the slices stay locked against edits until the
     * new issues are in, so an edit's own check never interleaves with these.
     */
    async replaceSpellingIssues(uploadId: string, checkedTexts: ReadonlyMap<string, string>, rows: SpellingIssueRow[]) {
      await db.transaction(async (tx) => {
        const current = await tx.select({ id: uploadSlices.id, text: uploadSlices.text }).from(uploadSlices).where(eq(uploadSlices.uploadId, uploadId)).for('share');
        const unchanged = current.filter((slice) => checkedTexts.get(slice.id) === slice.text).map((slice) => slice.id);
        if (unchanged.length === 0) return;
        await tx.delete(sliceSpellingIssues).where(inArray(sliceSpellingIssues.sliceId, unchanged));
        const kept = new Set(unchanged);
        await insertInBatches(
          rows.filter((row) => kept.has(row.sliceId)),
          (batch) => tx.insert(sliceSpellingIssues).values(batch),
        );
      });
    },

    /** Checks one slice's current text and replaces its issues, with the slice locked against edits meanwhile. */
    async replaceSliceSpellingIssues(sliceId: string, issuesOf: (text: string) => SpellingIssueRow[]) {
      await db.transaction(async (tx) => {
        const [slice] = await tx.select({ text: uploadSlices.text }).from(uploadSlices).where(eq(uploadSlices.id, sliceId)).for('update');
        if (!slice) return;
        await tx.delete(sliceSpellingIssues).where(eq(sliceSpellingIssues.sliceId, sliceId));
        await insertInBatches(issuesOf(slice.text), (batch) => tx.insert(sliceSpellingIssues).values(batch));
      });
    },

    /** Replaces the alignments of the upload's slices, or of the one slice `onlySliceId` when given. */
    async replaceAlignments(uploadId: string, rows: AlignmentRow[], onlySliceId?: string) {
      await db.transaction(async (tx) => {
        const replaced = onlySliceId ? eq(sliceAlignments.sliceId, onlySliceId) : inArray(sliceAlignments.sliceId, slicesOf(uploadId));
        await tx.delete(sliceAlignments).where(replaced);
        await insertInBatches(rows, (batch) => tx.insert(sliceAlignments).values(batch));
      });
    },

    /** The alignments of the upload's enabled slices: a disabled slice is not offered, so it speaks for nothing. */
    enabledAlignments(uploadId: string) {
      return db
        .select({ sliceId: sliceAlignments.sliceId, outcomeCode: sliceAlignments.outcomeCode, score: sliceAlignments.score })
        .from(sliceAlignments)
        .innerJoin(uploadSlices, eq(uploadSlices.id, sliceAlignments.sliceId))
        .where(and(eq(uploadSlices.uploadId, uploadId), eq(uploadSlices.enabled, true)));
    },

    async replaceUploadOutcomes(uploadId: string, rows: UploadOutcomeRow[]) {
      await db.transaction(async (tx) => {
        await tx.delete(uploadOutcomes).where(eq(uploadOutcomes.uploadId, uploadId));
        if (rows.length) await tx.insert(uploadOutcomes).values(rows.map((row) => ({ ...row, uploadId })));
      });
    },

    /** The year levels the teacher's syllabi name, as written ("Year 3", "5", "K"). */
    async syllabusYearLevels(ownerId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ yearLevel: syllabi.yearLevel })
        .from(syllabi)
        .where(and(eq(syllabi.ownerId, ownerId), ne(syllabi.yearLevel, '')));
      return rows.map((row) => row.yearLevel);
    },

    /**
     * The frameworks a teacher works in: those of their market, of their syllabi, and of the outcomes their syllabi
     * hold. Empty when nothing says (no market, no syllabi).
     */
    async teacherFrameworks(ownerId: string, market: string): Promise<string[]> {
      const [byMarket, bySyllabus, byOutcome] = await Promise.all([
        market ? db.select({ id: curriculumFrameworks.id }).from(curriculumFrameworks).where(eq(curriculumFrameworks.market, market)) : [],
        db
          .selectDistinct({ id: syllabi.framework })
          .from(syllabi)
          .where(and(eq(syllabi.ownerId, ownerId), ne(syllabi.framework, ''))),
        db
          .selectDistinct({ id: curriculumOutcomes.frameworkId })
          .from(syllabusOutcomes)
          .innerJoin(syllabi, eq(syllabi.id, syllabusOutcomes.syllabusId))
          .innerJoin(curriculumOutcomes, eq(curriculumOutcomes.code, syllabusOutcomes.outcomeCode))
          .where(eq(syllabi.ownerId, ownerId)),
      ]);
      return [...new Set([...byMarket, ...bySyllabus, ...byOutcome].map((row) => row.id))].sort();
    },
  };
}

export type UploadAnalysisRepository = ReturnType<typeof createUploadAnalysisRepository>;

/** Changes whenever the curriculum is re-seeded from changed files: the key of anything derived from it. */
export async function curriculumVersion(db: Database): Promise<string> {
  const rows = await db.select({ id: curriculumFrameworks.id, hash: curriculumFrameworks.seedHash }).from(curriculumFrameworks).orderBy(asc(curriculumFrameworks.id));
  return rows.map((row) => `${row.id}:${row.hash}`).join(',');
}

/** Every outcome with its statement and headings, as text and as its stemmed search vector. */
export function curriculumOutcomeTexts(db: Database) {
  return db
    .select({
      code: curriculumOutcomes.code,
      framework: curriculumOutcomes.frameworkId,
      levels: curriculumOutcomes.levels,
      statement: curriculumOutcomes.statement,
      headings: sql<string>`${curriculumOutcomes.subject} || ' ' || ${curriculumOutcomes.strand} || ' ' || ${curriculumOutcomes.substrand}`,
      vector: sql<string>`${curriculumOutcomes.search}::text`,
    })
    .from(curriculumOutcomes);
}
