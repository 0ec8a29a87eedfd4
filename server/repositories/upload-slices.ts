import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { curriculumOutcomes, sliceAlignments, sliceSpellingIssues, uploadOutcomes, uploads, uploadSlices, type SliceImageAnalysis } from '../db/schema.ts';
import type { SliceExtras, SliceRow } from '../domain/uploads/slice-json.ts';
import { encodeSliceCursor, type SliceFilters, type SliceListRequest } from '../domain/uploads/slice-filters.ts';
import type { Page } from '../pagination.ts';

export interface SliceWithExtras {
  row: SliceRow;
  extras: SliceExtras;
}

export interface SliceEdit {
  title?: string | undefined;
  text?: string | undefined;
  enabled?: boolean | undefined;
  altText?: string | undefined;
}

export interface NewTeacherSlice {
  uploadId: string;
  title: string;
  text: string;
  contentType: string;
  page: number | null;
}

/** PostgreSQL's unique_violation: two slices added at once both took the next ordinal. */
const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
};

/** A spelling or grammar issue as the editor shows it. */
const issueColumns = {
  id: sliceSpellingIssues.id,
  kind: sliceSpellingIssues.kind,
  offset: sliceSpellingIssues.offset,
  length: sliceSpellingIssues.length,
  word: sliceSpellingIssues.word,
  message: sliceSpellingIssues.message,
  suggestions: sliceSpellingIssues.suggestions,
};

const hasAlignment = sql`exists (select 1 from ${sliceAlignments} where ${sliceAlignments.sliceId} = ${uploadSlices.id})`;
const hasSuggestion = sql`exists (select 1 from ${sliceSpellingIssues} where ${sliceSpellingIssues.sliceId} = ${uploadSlices.id})`;

/** The SQL conditions of the editor's filters (spec §3 Slice list filters). */
function filterConditions(filters: SliceFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.searchText) where.push(sql`${uploadSlices.search} @@ websearch_to_tsquery('english', ${filters.searchText})`);
  if (filters.image === 'with') where.push(sql`${uploadSlices.imageKey} is not null`);
  if (filters.image === 'without') where.push(sql`${uploadSlices.imageKey} is null`);
  if (filters.accessibility === 'missingAltText') {
    where.push(sql`${uploadSlices.imageKey} is not null and coalesce(${uploadSlices.imageAnalysis}->>'altText', '') = ''`);
  }
  if (filters.outcome) {
    where.push(sql`exists (select 1 from ${sliceAlignments} where ${sliceAlignments.sliceId} = ${uploadSlices.id} and ${sliceAlignments.outcomeCode} = ${filters.outcome})`);
  }
  if (filters.alignment === 'aligned') where.push(hasAlignment);
  if (filters.alignment === 'unaligned') where.push(sql`not ${hasAlignment}`);
  if (filters.suggestion === 'with') where.push(hasSuggestion);
  if (filters.suggestion === 'without') where.push(sql`not ${hasSuggestion}`);
  if (filters.contentType) where.push(eq(uploadSlices.contentType, filters.contentType));
  if (filters.enabled === 'enabled') where.push(eq(uploadSlices.enabled, true));
  if (filters.enabled === 'disabled') where.push(eq(uploadSlices.enabled, false));
  return where;
}

/**
 * Slices of one upload. Callers pass an upload id they have already found under its owner (the routes look the
 * upload up by owner first), and every query here also names that upload, so a slice id from another upload is
 * simply not found.
 */
export function createUploadSliceRepository(db: Database) {
  /** Alignments and suggestion counts of a set of slices, in two queries whatever the number of slices. */
  async function extrasOf(rows: SliceRow[]): Promise<SliceWithExtras[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [alignments, counts] = await Promise.all([
      db
        .select({
          sliceId: sliceAlignments.sliceId,
          outcomeCode: sliceAlignments.outcomeCode,
          shortCode: curriculumOutcomes.shortCode,
          statement: curriculumOutcomes.statement,
          score: sliceAlignments.score,
        })
        .from(sliceAlignments)
        .innerJoin(curriculumOutcomes, eq(curriculumOutcomes.code, sliceAlignments.outcomeCode))
        .where(inArray(sliceAlignments.sliceId, ids))
        .orderBy(sql`${sliceAlignments.score} desc`, asc(sliceAlignments.outcomeCode)),
      db
        .select({ sliceId: sliceSpellingIssues.sliceId, count: sql<number>`count(*)::int` })
        .from(sliceSpellingIssues)
        .where(inArray(sliceSpellingIssues.sliceId, ids))
        .groupBy(sliceSpellingIssues.sliceId),
    ]);
    const countOf = new Map(counts.map((c) => [c.sliceId, Number(c.count)]));
    return rows.map((row) => ({
      row,
      extras: {
        alignments: alignments.filter((a) => a.sliceId === row.id).map(({ sliceId: _slice, ...alignment }) => alignment),
        suggestionCount: countOf.get(row.id) ?? 0,
      },
    }));
  }

  return {
    extrasOf,

    /**
     * One page in ordinal order, keyset on (ordinal, id): a slice added while the teacher scrolls lands after the
     * pages already read (or in a page still to come), never shifting one. Served by upload_slices_upload_ordinal.
     */
    async list(uploadId: string, request: SliceListRequest): Promise<Page<SliceWithExtras>> {
      const after = request.after ? sql`(${uploadSlices.ordinal}, ${uploadSlices.id}) > (${request.after.ordinal}, ${request.after.id}::uuid)` : undefined;
      const rows = await db
        .select()
        .from(uploadSlices)
        .where(and(eq(uploadSlices.uploadId, uploadId), after, ...filterConditions(request.filters)))
        .orderBy(asc(uploadSlices.ordinal), asc(uploadSlices.id))
        .limit(request.pageSize + 1);
      const more = rows.length > request.pageSize;
      const shown = more ? rows.slice(0, request.pageSize) : rows;
      const last = shown[shown.length - 1];
      return {
        items: await extrasOf(shown),
        continuationToken: more && last ? encodeSliceCursor(uploadId, { ordinal: last.ordinal, id: last.id }) : null,
      };
    },

    async find(uploadId: string, sliceId: string): Promise<SliceRow | undefined> {
      const [row] = await db.select().from(uploadSlices).where(and(eq(uploadSlices.uploadId, uploadId), eq(uploadSlices.id, sliceId)));
      return row;
    },

    async findWithExtras(uploadId: string, sliceId: string): Promise<SliceWithExtras | undefined> {
      const row = await this.find(uploadId, sliceId);
      return row ? (await extrasOf([row]))[0] : undefined;
    },

    /** Applies the teacher's edit; alt text lives with the picture's analysis, so only a slice with a picture takes it. */
    async update(uploadId: string, sliceId: string, edit: SliceEdit, analysis: SliceImageAnalysis | null): Promise<SliceRow | undefined> {
      const [row] = await db
        .update(uploadSlices)
        .set({
          ...(edit.title !== undefined ? { title: edit.title } : {}),
          ...(edit.text !== undefined ? { text: edit.text } : {}),
          ...(edit.enabled !== undefined ? { enabled: edit.enabled } : {}),
          ...(edit.altText !== undefined ? { imageAnalysis: { description: '', text: '', ...analysis, altText: edit.altText } } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(uploadSlices.uploadId, uploadId), eq(uploadSlices.id, sliceId)))
        .returning();
      return row;
    },

    /** A slice the teacher writes, after every slice the upload has (the next ordinal). */
    async insert(slice: NewTeacherSlice): Promise<SliceRow> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const [row] = await db
            .insert(uploadSlices)
            .values({
              ...slice,
              fromFile: false,
              ordinal: sql`(select coalesce(max(${uploadSlices.ordinal}) + 1, 0) from ${uploadSlices} where ${uploadSlices.uploadId} = ${slice.uploadId})`,
            })
            .returning();
          return row!;
        } catch (error) {
          if (attempt >= 5 || !isUniqueViolation(error)) throw error;
        }
      }
    },

    async remove(uploadId: string, sliceId: string): Promise<{ imageKey: string | null } | undefined> {
      const [row] = await db
        .delete(uploadSlices)
        .where(and(eq(uploadSlices.uploadId, uploadId), eq(uploadSlices.id, sliceId)))
        .returning({ imageKey: uploadSlices.imageKey });
      return row;
    },

    /** Every spelling and grammar issue of the upload, in slice order then text order. */
    async spelling(uploadId: string) {
      return db
        .select({ sliceId: uploadSlices.id, sliceTitle: uploadSlices.title, ...issueColumns })
        .from(sliceSpellingIssues)
        .innerJoin(uploadSlices, eq(uploadSlices.id, sliceSpellingIssues.sliceId))
        .where(eq(uploadSlices.uploadId, uploadId))
        .orderBy(asc(uploadSlices.ordinal), asc(sliceSpellingIssues.offset), asc(sliceSpellingIssues.id));
    },

    /** The spelling and grammar issues of one slice, in text order. */
    async spellingOf(sliceId: string) {
      return db
        .select(issueColumns)
        .from(sliceSpellingIssues)
        .where(eq(sliceSpellingIssues.sliceId, sliceId))
        .orderBy(asc(sliceSpellingIssues.offset), asc(sliceSpellingIssues.id));
    },

    /** The upload's best outcomes (spec §5: six), best first. */
    async outcomes(uploadId: string) {
      return db
        .select({
          outcomeCode: uploadOutcomes.outcomeCode,
          shortCode: curriculumOutcomes.shortCode,
          statement: curriculumOutcomes.statement,
          score: uploadOutcomes.score,
          rank: uploadOutcomes.rank,
        })
        .from(uploadOutcomes)
        .innerJoin(curriculumOutcomes, eq(curriculumOutcomes.code, uploadOutcomes.outcomeCode))
        .where(eq(uploadOutcomes.uploadId, uploadId))
        .orderBy(asc(uploadOutcomes.rank), asc(uploadOutcomes.outcomeCode));
    },

    /** A changed slice marks its upload changed too, so the upload list's "last updated" tells the truth. */
    async touchUpload(uploadId: string): Promise<void> {
      await db.update(uploads).set({ updatedAt: sql`now()` }).where(eq(uploads.id, uploadId));
    },
  };
}

export type UploadSliceRepository = ReturnType<typeof createUploadSliceRepository>;
