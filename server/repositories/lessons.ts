import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { lessons } from '../db/schema.ts';
import { keyset, type Page, type PageRequest } from '../pagination.ts';
import { removeWithShare } from './shared-items.ts';

export type LessonRow = typeof lessons.$inferSelect;

/** What a list shows: the brief without the plan (reading the plan's jsonb would double the cost of a list). */
const summaryColumns = {
  id: lessons.id,
  title: lessons.title,
  description: lessons.description,
  methodology: lessons.methodology,
  enhancementEnabled: lessons.enhancementEnabled,
  yearLevel: lessons.yearLevel,
  subject: lessons.subject,
  durationMinutes: lessons.durationMinutes,
  outcomeCodes: lessons.outcomeCodes,
  joinCode: lessons.joinCode,
  createdAt: lessons.createdAt,
  updatedAt: lessons.updatedAt,
};
export type LessonSummaryRow = Pick<LessonRow, keyof typeof summaryColumns>;
export type NewLesson = typeof lessons.$inferInsert;
export type LessonChanges = Partial<Omit<NewLesson, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>>;

/** Most recently changed first; served by the index lessons_owner_updated_id. */
const byUpdated = keyset('lessons', lessons.updatedAt, lessons.id, 'desc');

/** Lessons, always scoped to their owner: another teacher's lesson is simply not found. */
export function createLessonRepository(db: Database) {
  const page = (after?: SQL) =>
    db
      .select({ ...summaryColumns, cursorKey: byUpdated.key })
      .from(lessons)
      .where(and(eq(lessons.ownerId, sql.placeholder('ownerId')), after))
      .orderBy(...byUpdated.orderBy)
      .limit(sql.placeholder('limit'));
  const pages = { first: page().prepare('lessons_first_page'), after: page(byUpdated.afterPlaceholders()).prepare('lessons_next_page') };
  return {
    /**
     * The query of one page, the owner and the limit as placeholders $1 and $2 (and the cursor after them): the
     * statement `list` runs, unprepared, so its plan can be checked to read the index, not sort every lesson.
     */
    pageQuery: page,

    /** One page of the owner's lessons, most recently changed first (the list query, prepared once per database). */
    async list(ownerId: string, request: PageRequest): Promise<Page<LessonSummaryRow>> {
      const limit = byUpdated.limit(request);
      const rows = request.after
        ? await pages.after.execute({ ownerId, limit, afterAt: request.after.at, afterId: request.after.id })
        : await pages.first.execute({ ownerId, limit });
      return byUpdated.page(rows, request, ({ cursorKey: _key, ...row }) => row);
    },

    async find(ownerId: string, id: string): Promise<LessonRow | undefined> {
      const [row] = await db.select().from(lessons).where(and(eq(lessons.ownerId, ownerId), eq(lessons.id, id)));
      return row;
    },

    async insert(lesson: NewLesson): Promise<LessonRow> {
      const [row] = await db.insert(lessons).values(lesson).returning();
      return row!;
    },

    async update(ownerId: string, id: string, changes: LessonChanges): Promise<LessonRow | undefined> {
      const [row] = await db
        .update(lessons)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(lessons.ownerId, ownerId), eq(lessons.id, id)))
        .returning();
      return row;
    },

    /** Removes the lesson and the owner's share of it. */
    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await removeWithShare(db, { ownerId, type: 'lesson', id }, (tx) =>
        tx.delete(lessons).where(and(eq(lessons.ownerId, ownerId), eq(lessons.id, id))).returning({ id: lessons.id }),
      );
      return rows.length > 0;
    },

    /** Public look-up for students: by join code only, never by owner. */
    async findByJoinCode(code: string): Promise<LessonRow | undefined> {
      const [row] = await db.select().from(lessons).where(eq(lessons.joinCode, code));
      return row;
    },
  };
}

export type LessonRepository = ReturnType<typeof createLessonRepository>;
