import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assessments, commentSets, units } from '../../db/schema.ts';
import type { ShareableType } from '../access.ts';
import type { MeteredAction } from '../metering.ts';
import { assessmentItemSchema, gradeBandSchema, rubricSchema } from '../../../src/contracts/schemas/assessment.ts';
import { publicUnitLesson } from './shapes.ts';

/** The kinds a teacher can copy into their own account: planned items; an upload is a file, downloaded instead. */
export const COPYABLE_TYPES = ['lesson', 'assessment', 'unit', 'comment'] as const satisfies readonly ShareableType[];
export type CopyableType = (typeof COPYABLE_TYPES)[number];
export const isCopyableType = (type: ShareableType): type is CopyableType => (COPYABLE_TYPES as readonly string[]).includes(type);

/** A copy costs what making one costs: one robot action of the kind's own (spec §9). */
export const COPY_ACTIONS: Record<CopyableType, MeteredAction> = {
  lesson: 'lesson.create',
  assessment: 'assessment.create',
  unit: 'unit.create',
  comment: 'comment.create',
};

export interface MadeCopy {
  type: CopyableType;
  id: string;
  title: string;
}

/*
 * What a copy takes, per kind: what the colleague it is shared with by name reads of it (server/domain/sharing/shapes.ts)
 * and nothing more, parsed field by field so a field added to an item is not copied until it is added here on purpose.
 * Never what the owner wrote about their students, nor links into the owner's own items:
 *
 * - lesson: the whole plan a colleague plans with; not the join code (it lets its holder in as the owner's class).
 * - assessment: the items with their answers and marking points, the rubric and grade bands; not the class list, marks,
 *   responses or feedback, nor the owner's "what to supply" notes.
 * - unit: its shape and lesson outlines; not the owner's lessons and assessment made from them, nor the owner's notes.
 * - comment set: its title, class (year level, subject) and outcomes; never its students, achievements, evidence or
 *   comments, which are about the owner's class.
 */
const assessmentContent = z.object({ items: z.array(assessmentItemSchema), rubric: rubricSchema, gradeBands: z.array(gradeBandSchema) });

export function createItemCopies(app: FastifyInstance) {
  const db = app.database.db;

  const copiers: Record<CopyableType, (ownerId: string, id: string, to: string) => Promise<MadeCopy | undefined>> = {
    async lesson(ownerId, id, to) {
      const row = await app.lessons.find(ownerId, id);
      if (!row) return undefined;
      const copy = await app.lessons.insert({
        ownerId: to,
        title: row.title,
        description: row.description,
        methodology: row.methodology,
        enhancementEnabled: row.enhancementEnabled,
        yearLevel: row.yearLevel,
        subject: row.subject,
        durationMinutes: row.durationMinutes,
        outcomeCodes: row.outcomeCodes,
        plan: row.plan,
      });
      return { type: 'lesson', id: copy.id, title: copy.title };
    },
    async assessment(ownerId, id, to) {
      const [row] = await db.select().from(assessments).where(and(eq(assessments.ownerId, ownerId), eq(assessments.id, id)));
      if (!row) return undefined;
      const content = assessmentContent.parse(row);
      const [copy] = await db
        .insert(assessments)
        .values({ ownerId: to, title: row.title, description: row.description, yearLevel: row.yearLevel, subject: row.subject, outcomeCodes: row.outcomeCodes, ...content })
        .returning({ id: assessments.id, title: assessments.title });
      return { type: 'assessment', ...copy! };
    },
    async unit(ownerId, id, to) {
      const [row] = await db.select().from(units).where(and(eq(units.ownerId, ownerId), eq(units.id, id)));
      if (!row) return undefined;
      // The outline a colleague may see, without its links into the owner's lessons and assessment.
      const lessons = row.lessons.map((outline) => ({
        ...publicUnitLesson(outline),
        lessonId: null,
        ...(outline.assessmentId !== undefined ? { assessmentId: null } : {}),
      }));
      const [copy] = await db
        .insert(units)
        .values({
          ownerId: to,
          title: row.title,
          description: row.description,
          yearLevel: row.yearLevel,
          subject: row.subject,
          outcomeCodes: row.outcomeCodes,
          weeks: row.weeks,
          lessonsPerWeek: row.lessonsPerWeek,
          lessonMinutes: row.lessonMinutes,
          methodology: row.methodology,
          lessons,
        })
        .returning({ id: units.id, title: units.title });
      return { type: 'unit', ...copy! };
    },
    async comment(ownerId, id, to) {
      const [row] = await db.select().from(commentSets).where(and(eq(commentSets.ownerId, ownerId), eq(commentSets.id, id)));
      if (!row) return undefined;
      const [copy] = await db
        .insert(commentSets)
        .values({ ownerId: to, title: row.title, yearLevel: row.yearLevel, subject: row.subject, outcomeCodes: row.outcomeCodes })
        .returning({ id: commentSets.id, title: commentSets.title });
      return { type: 'comment', ...copy! };
    },
  };

  return {
    /** Copies the owner's item into `to`'s account; undefined when the owner has no such item (any more). */
    copy: (type: CopyableType, ownerId: string, id: string, to: string) => copiers[type](ownerId, id, to),
  };
}
