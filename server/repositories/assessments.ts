import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { assessmentMarks, assessments } from '../db/schema.ts';
import { keyset, type Page, type PageRequest } from '../pagination.ts';
import { removeWithShare } from './shared-items.ts';

export type AssessmentRow = typeof assessments.$inferSelect;
export type MarkRow = typeof assessmentMarks.$inferSelect;
type NewAssessment = typeof assessments.$inferInsert;
export type AssessmentChanges = Partial<Omit<NewAssessment, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>>;

const summaryColumns = {
  id: assessments.id,
  title: assessments.title,
  description: assessments.description,
  yearLevel: assessments.yearLevel,
  subject: assessments.subject,
  outcomeCodes: assessments.outcomeCodes,
  students: assessments.students,
  createdAt: assessments.createdAt,
  updatedAt: assessments.updatedAt,
};
export type AssessmentSummaryRow = Pick<AssessmentRow, keyof typeof summaryColumns>;

const byUpdated = keyset('assessments', assessments.updatedAt, assessments.id, 'desc');

/** Assessments and their marks, always scoped to the owner: another teacher's assessment is simply not found. */
export function createAssessmentRepository(db: Database) {
  return {
    async list(ownerId: string, request: PageRequest): Promise<Page<AssessmentSummaryRow>> {
      const rows = await db
        .select({ ...summaryColumns, cursorKey: byUpdated.key })
        .from(assessments)
        .where(and(eq(assessments.ownerId, ownerId), byUpdated.after(request.after)))
        .orderBy(...byUpdated.orderBy)
        .limit(byUpdated.limit(request));
      return byUpdated.page(rows, request, ({ cursorKey: _key, ...row }) => row);
    },

    async find(ownerId: string, id: string): Promise<AssessmentRow | undefined> {
      const [row] = await db.select().from(assessments).where(and(eq(assessments.ownerId, ownerId), eq(assessments.id, id)));
      return row;
    },

    async insert(row: NewAssessment): Promise<AssessmentRow> {
      const [inserted] = await db.insert(assessments).values(row).returning();
      return inserted!;
    },

    async update(ownerId: string, id: string, changes: AssessmentChanges): Promise<AssessmentRow | undefined> {
      const [row] = await db
        .update(assessments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(assessments.ownerId, ownerId), eq(assessments.id, id)))
        .returning();
      return row;
    },

    /** Removes the assessment (its marks by cascade) and the owner's share of it. */
    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await removeWithShare(db, { ownerId, type: 'assessment', id }, (tx) =>
        tx.delete(assessments).where(and(eq(assessments.ownerId, ownerId), eq(assessments.id, id))).returning({ id: assessments.id }),
      );
      return rows.length > 0;
    },

    /** The class list and the marks of students no longer on it, replaced in one step. */
    async replaceStudents(ownerId: string, id: string, students: { id: string; name: string }[]): Promise<AssessmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(assessments)
          .set({ students, updatedAt: sql`now()` })
          .where(and(eq(assessments.ownerId, ownerId), eq(assessments.id, id)))
          .returning();
        if (!row) return undefined;
        const keep = students.map((s) => s.id);
        await tx
          .delete(assessmentMarks)
          .where(and(eq(assessmentMarks.assessmentId, id), keep.length ? sql`${assessmentMarks.studentId} <> all(${sql.param(keep)}::text[])` : sql`true`));
        return row;
      });
    },

    async marks(assessmentId: string): Promise<MarkRow[]> {
      return db.select().from(assessmentMarks).where(eq(assessmentMarks.assessmentId, assessmentId));
    },

    async countMarks(assessmentId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(assessmentMarks).where(eq(assessmentMarks.assessmentId, assessmentId));
      return row?.n ?? 0;
    },

    async saveMark(mark: {
      assessmentId: string;
      studentId: string;
      response?: string | undefined;
      answers?: Record<string, string> | undefined;
      levels?: Record<string, number> | undefined;
      itemMarks?: Record<string, number> | undefined;
      feedback?: string | null | undefined;
    }): Promise<MarkRow> {
      const changes = { response: mark.response, answers: mark.answers, levels: mark.levels, itemMarks: mark.itemMarks, feedback: mark.feedback };
      const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const [row] = await db
        .insert(assessmentMarks)
        .values({ assessmentId: mark.assessmentId, studentId: mark.studentId, ...values })
        .onConflictDoUpdate({ target: [assessmentMarks.assessmentId, assessmentMarks.studentId], set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    /** The assessment students answer with this code; the code is the only key, so no owner scopes it. */
    async findByJoinCode(joinCode: string): Promise<AssessmentRow | undefined> {
      const [row] = await db.select().from(assessments).where(eq(assessments.joinCode, joinCode));
      return row;
    },

    /**
     * The class-list student a typed name means, added to the list (with a fresh id) when no name matches, in one
     * step so two devices typing the same new name add it once. Undefined when the list is already full.
     */
    async studentForTypedName(id: string, name: string, matches: (row: AssessmentRow) => { id: string; name: string } | undefined, maxStudents: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(assessments).where(eq(assessments.id, id)).for('update');
        if (!row) return undefined;
        const known = matches(row);
        if (known) return known;
        if (row.students.length >= maxStudents) return undefined;
        const student = { id: randomUUID(), name: name.trim().replace(/\s+/g, ' ') };
        await tx.update(assessments).set({ students: [...row.students, student], updatedAt: sql`now()` }).where(eq(assessments.id, id));
        return student;
      });
    },

    async markOf(assessmentId: string, studentId: string): Promise<MarkRow | undefined> {
      const [row] = await db.select().from(assessmentMarks).where(and(eq(assessmentMarks.assessmentId, assessmentId), eq(assessmentMarks.studentId, studentId)));
      return row;
    },

    /** The marking row of the student whose name the device with this secret's hash holds. */
    async markHeldBy(assessmentId: string, claimHash: string): Promise<MarkRow | undefined> {
      const [row] = await db.select().from(assessmentMarks).where(and(eq(assessmentMarks.assessmentId, assessmentId), eq(assessmentMarks.claimHash, claimHash)));
      return row;
    },

    /** Gives the student's name to the device holding `claimHash`, unless another device holds it: then undefined. */
    async claim(assessmentId: string, studentId: string, claimHash: string): Promise<MarkRow | undefined> {
      const [row] = await db
        .insert(assessmentMarks)
        .values({ assessmentId, studentId, claimHash })
        .onConflictDoUpdate({ target: [assessmentMarks.assessmentId, assessmentMarks.studentId], set: { claimHash, updatedAt: sql`now()` }, setWhere: isNull(assessmentMarks.claimHash) })
        .returning();
      return row;
    },

    /**
     * Merges answers into the student's (and hands them in, with `submit`) when the device holds the name and the
     * work is not handed in yet; undefined otherwise.
     */
    async saveAnswers(assessmentId: string, studentId: string, claimHash: string, answers: Record<string, string>, submit: boolean): Promise<MarkRow | undefined> {
      const [row] = await db
        .update(assessmentMarks)
        .set({
          answers: sql`${assessmentMarks.answers} || ${JSON.stringify(answers)}::jsonb`,
          ...(submit ? { submittedAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(assessmentMarks.assessmentId, assessmentId), eq(assessmentMarks.studentId, studentId), eq(assessmentMarks.claimHash, claimHash), isNull(assessmentMarks.submittedAt)))
        .returning();
      return row;
    },

    /** Lets a student who handed in answer again; undefined when they had not handed in. */
    async reopen(assessmentId: string, studentId: string): Promise<MarkRow | undefined> {
      const [row] = await db
        .update(assessmentMarks)
        .set({ submittedAt: null, updatedAt: sql`now()` })
        .where(and(eq(assessmentMarks.assessmentId, assessmentId), eq(assessmentMarks.studentId, studentId), isNotNull(assessmentMarks.submittedAt)))
        .returning();
      return row;
    },

    /**
     * Gives the assessment a new code and frees every name the old one's devices hold, in one step: the old code then
     * names nothing, and a device that joined with it must pick its name again with the new one. Answers and hand-ins
     * stay. Undefined when the owner has no such assessment.
     */
    async renewJoinCode(ownerId: string, id: string, joinCode: string): Promise<AssessmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(assessments)
          .set({ joinCode, updatedAt: sql`now()` })
          .where(and(eq(assessments.ownerId, ownerId), eq(assessments.id, id)))
          .returning();
        if (row) await tx.update(assessmentMarks).set({ claimHash: null, updatedAt: sql`now()` }).where(and(eq(assessmentMarks.assessmentId, id), isNotNull(assessmentMarks.claimHash)));
        return row;
      });
    },

    /** Frees a student's name from the device that picked it, so they can pick it on another; their answers stay. */
    async free(assessmentId: string, studentId: string): Promise<void> {
      await db
        .update(assessmentMarks)
        .set({ claimHash: null, updatedAt: sql`now()` })
        .where(and(eq(assessmentMarks.assessmentId, assessmentId), eq(assessmentMarks.studentId, studentId)));
    },
  };
}

export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
