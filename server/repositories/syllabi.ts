import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { curriculumFrameworks, curriculumOutcomes, syllabi, syllabusOutcomes } from '../db/schema.ts';
import { keyset, type Page, type PageRequest } from '../pagination.ts';

export type SyllabusRow = typeof syllabi.$inferSelect;
export type SyllabusChanges = Partial<Pick<SyllabusRow, 'title' | 'market' | 'framework' | 'subject' | 'yearLevel'>>;

/** One outcome in a syllabus, with its statement; `statement` is null if a later seed no longer has the code. */
export interface SyllabusOutcomeRow {
  id: string;
  code: string;
  position: number;
  shortCode: string | null;
  framework: string | null;
  market: string | null;
  subject: string | null;
  strand: string | null;
  levels: string[] | null;
  levelLabel: string | null;
  statement: string | null;
}

export interface SyllabusSummaryRow extends SyllabusRow {
  outcomeCount: number;
}

/** Most recently changed first; served by the index syllabi_owner_updated_id. */
const byUpdated = keyset('syllabi', syllabi.updatedAt, syllabi.id, 'desc');

/** Teachers' syllabi, always scoped to their owner: another teacher's syllabus is simply not found. */
export function createSyllabusRepository(db: Database) {
  const owned = (ownerId: string, id: string) => and(eq(syllabi.ownerId, ownerId), eq(syllabi.id, id));

  return {
    /** One page of the owner's syllabi, most recently changed first, each with its number of outcomes. */
    async list(ownerId: string, request: PageRequest): Promise<Page<SyllabusSummaryRow>> {
      // The count is taken per syllabus of the page (an index look-up each), not grouped over all of them.
      // Spelled out: drizzle leaves a column unqualified in a select list, which would bind to the inner table.
      const outcomeCount = sql<number>`(select count(*) from ${syllabusOutcomes} where ${syllabusOutcomes}."syllabus_id" = ${syllabi}."id")::int`;
      const rows = await db
        .select({ syllabus: syllabi, outcomeCount, cursorKey: byUpdated.key, id: syllabi.id })
        .from(syllabi)
        .where(and(eq(syllabi.ownerId, ownerId), byUpdated.after(request.after)))
        .orderBy(...byUpdated.orderBy)
        .limit(byUpdated.limit(request));
      return byUpdated.page(rows, request, (r) => ({ ...r.syllabus, outcomeCount: Number(r.outcomeCount) }));
    },

    async find(ownerId: string, id: string): Promise<SyllabusRow | undefined> {
      const [row] = await db.select().from(syllabi).where(owned(ownerId, id));
      return row;
    },

    async outcomes(ownerId: string, id: string): Promise<SyllabusOutcomeRow[]> {
      return db
        .select({
          id: syllabusOutcomes.id,
          code: syllabusOutcomes.outcomeCode,
          position: syllabusOutcomes.position,
          shortCode: curriculumOutcomes.shortCode,
          framework: curriculumOutcomes.frameworkId,
          market: curriculumFrameworks.market,
          subject: curriculumOutcomes.subject,
          strand: curriculumOutcomes.strand,
          levels: curriculumOutcomes.levels,
          levelLabel: curriculumOutcomes.levelLabel,
          statement: curriculumOutcomes.statement,
        })
        .from(syllabusOutcomes)
        .innerJoin(syllabi, eq(syllabi.id, syllabusOutcomes.syllabusId))
        .leftJoin(curriculumOutcomes, eq(curriculumOutcomes.code, syllabusOutcomes.outcomeCode))
        .leftJoin(curriculumFrameworks, eq(curriculumFrameworks.id, curriculumOutcomes.frameworkId))
        .where(owned(ownerId, id))
        .orderBy(asc(syllabusOutcomes.position), asc(syllabusOutcomes.createdAt));
    },

    async insert(ownerId: string, values: Required<SyllabusChanges>): Promise<SyllabusRow> {
      const [row] = await db
        .insert(syllabi)
        .values({ ownerId, ...values })
        .returning();
      return row!;
    },

    async update(ownerId: string, id: string, changes: SyllabusChanges): Promise<SyllabusRow | undefined> {
      const [row] = await db
        .update(syllabi)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(ownerId, id))
        .returning();
      return row;
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await db.delete(syllabi).where(owned(ownerId, id)).returning({ id: syllabi.id });
      return rows.length > 0;
    },

    /**
     * Appends an outcome (by its canonical code) at the end; adding one already there changes nothing.
     * Returns false when the syllabus is not the owner's.
     */
    async addOutcome(ownerId: string, id: string, code: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [syllabus] = await tx.select({ id: syllabi.id }).from(syllabi).where(owned(ownerId, id)).for('update');
        if (!syllabus) return false;
        await tx
          .insert(syllabusOutcomes)
          .values({
            syllabusId: id,
            outcomeCode: code,
            position: sql`(select coalesce(max(${syllabusOutcomes.position}) + 1, 0) from ${syllabusOutcomes} where ${syllabusOutcomes.syllabusId} = ${id})`,
          })
          .onConflictDoNothing({ target: [syllabusOutcomes.syllabusId, syllabusOutcomes.outcomeCode] });
        await tx.update(syllabi).set({ updatedAt: sql`now()` }).where(eq(syllabi.id, id));
        return true;
      });
    },

    /** Removes an outcome by its row id or its code. Returns false when neither the syllabus nor the outcome is found. */
    async removeOutcome(ownerId: string, id: string, outcome: { rowId?: string; code?: string }): Promise<boolean> {
      const syllabus = await this.find(ownerId, id);
      if (!syllabus) return false;
      const match = outcome.rowId ? eq(syllabusOutcomes.id, outcome.rowId) : eq(syllabusOutcomes.outcomeCode, outcome.code ?? '');
      const rows = await db
        .delete(syllabusOutcomes)
        .where(and(eq(syllabusOutcomes.syllabusId, id), match))
        .returning({ id: syllabusOutcomes.id });
      if (rows.length === 0) return false;
      await db.update(syllabi).set({ updatedAt: sql`now()` }).where(eq(syllabi.id, id));
      return true;
    },
  };
}

export type SyllabusRepository = ReturnType<typeof createSyllabusRepository>;
