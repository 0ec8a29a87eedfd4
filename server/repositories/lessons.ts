import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { lessonListVersions, lessons } from '../db/schema.ts';
import { DEFAULT_PAGE_SIZE, keyset, pageJson, type Page, type PageRequest } from '../pagination.ts';
import { createFirstPageCache } from './first-page-cache.ts';
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

/** A time as the API sends times (Date.toISOString: UTC, milliseconds, the microseconds cut off). */
const isoMillis = (column: AnyColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A lesson of the list as the JSON text the list answers with (lessonSummarySchema: the summary's fields under their
 * names, in their order, times as toLessonSummary writes them), written by the database: mapping the rows, parsing
 * their dates and serialising them again took about a third of the list's CPU on the server's event loop.
 */
const summaryJson = sql<string>`(select row_to_json(summary) from (select ${sql.join(
  Object.entries(summaryColumns).map(([name, column]) => sql`${column.columnType === 'PgTimestamp' ? isoMillis(column) : column} as ${sql.identifier(name)}`),
  sql`, `,
)}) summary)::text`;
export type NewLesson = typeof lessons.$inferInsert;
export type LessonChanges = Partial<Omit<NewLesson, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>>;

/** Most recently changed first; served by the index lessons_owner_updated_id. */
const byUpdated = keyset('lessons', lessons.updatedAt, lessons.id, 'desc');

/** First pages kept per repository (per server process): 1,000 teachers' pages of about 8 kB each. */
const KEPT_FIRST_PAGES = 1000;

/** Lessons, always scoped to their owner: another teacher's lesson is simply not found. */
export function createLessonRepository(db: Database) {
  const page = (after?: SQL) =>
    db
      .select({ json: summaryJson, id: lessons.id, cursorKey: byUpdated.key })
      .from(lessons)
      .where(and(eq(lessons.ownerId, sql.placeholder('ownerId')), after))
      .orderBy(...byUpdated.orderBy)
      .limit(sql.placeholder('limit'));
  const pages = { first: page().prepare('lessons_first_page'), after: page(byUpdated.afterPlaceholders()).prepare('lessons_next_page') };
  const listVersion = db
    .select({ version: sql<string>`${lessonListVersions.version}::text` })
    .from(lessonListVersions)
    .where(eq(lessonListVersions.ownerId, sql.placeholder('ownerId')))
    .prepare('lesson_list_version');
  async function listPage(ownerId: string, request: PageRequest): Promise<Page<string>> {
    const limit = byUpdated.limit(request);
    const rows = request.after
      ? await pages.after.execute({ ownerId, limit, afterAt: request.after.at, afterId: request.after.id })
      : await pages.first.execute({ ownerId, limit });
    return byUpdated.page(rows, request, (row) => row.json);
  }
  // The page the lessons screen opens on, asked for far more often than a teacher changes a lesson.
  const firstPages = createFirstPageCache(
    {
      readVersion: async (ownerId) => (await listVersion.execute({ ownerId }))[0]?.version ?? null,
      readPage: async (ownerId) => pageJson(await listPage(ownerId, { pageSize: DEFAULT_PAGE_SIZE, after: null })),
    },
    KEPT_FIRST_PAGES,
  );
  return {
    /**
     * The query of one page, the owner and the limit as placeholders $1 and $2 (and the cursor after them): the
     * statement `listJson` runs, unprepared, so its plan can be checked to read the index, not sort every lesson.
     */
    pageQuery: page,

    /**
     * One page of the owner's lessons, most recently changed first, as the JSON text answered (the list query,
     * prepared once per database). The first page at the default size is kept until the owner's lessons change.
     */
    async listJson(ownerId: string, request: PageRequest): Promise<string> {
      if (!request.after && request.pageSize === DEFAULT_PAGE_SIZE) return firstPages.firstPage(ownerId);
      return pageJson(await listPage(ownerId, request));
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
