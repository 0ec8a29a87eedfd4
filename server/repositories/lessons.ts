import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { lessons } from '../db/schema.ts';

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

/** Lessons, always scoped to their owner: another teacher's lesson is simply not found. */
export function createLessonRepository(db: Database) {
  return {
    async list(ownerId: string): Promise<LessonSummaryRow[]> {
      return db.select(summaryColumns).from(lessons).where(eq(lessons.ownerId, ownerId)).orderBy(desc(lessons.updatedAt), desc(lessons.createdAt));
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

    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await db.delete(lessons).where(and(eq(lessons.ownerId, ownerId), eq(lessons.id, id))).returning({ id: lessons.id });
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
