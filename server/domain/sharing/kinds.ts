import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assessments, commentSets, units } from '../../db/schema.ts';
import type { OutcomeRef } from '../../generation/types.ts';
import { coverageOf } from '../../routes/api/unit.ts';
import { isUuid } from '../../validation.ts';
import type { ShareableType } from '../access.ts';
import { toLessonJson } from '../lessons.ts';
import { toUploadJson } from '../uploads/json.ts';

/** What a share shows of an item: its title and description for lists and mails, and the content a viewer reads. */
export interface SharedContent {
  title: string;
  description: string;
  /** The item as a viewer sees it: what the owner made, never their class's marks or private notes. */
  content: object;
}

export interface ShareableKind {
  type: ShareableType;
  /** "a lesson", "an assessment": how a mail names the item. */
  article: string;
  /** The answer when the owner has no such item. */
  notFound: string;
  /** The owner's item, or undefined when they have none with this id. */
  find(ownerId: string, id: string): Promise<SharedContent | undefined>;
}

const outcomeJson = (outcomes: OutcomeRef[]) =>
  outcomes.map((o) => ({ code: o.code, shortCode: o.shortCode ?? o.code, statement: o.statement, framework: o.framework }));

/**
 * Every kind of item a teacher can share, each found by its owner only. Sharing, the shared item fetch and the
 * sharing overview all go through this one table, so a new kind is shared by adding it here.
 */
export function createShareableKinds(app: FastifyInstance): Record<ShareableType, ShareableKind> {
  const db = app.database.db;
  /** What every planned item shows first: its title, year level, subject and outcomes. */
  const briefOf = async (row: { id: string; title: string; yearLevel: string; subject: string; outcomeCodes: string[] }) => ({
    id: row.id,
    title: row.title,
    yearLevel: row.yearLevel,
    subject: row.subject,
    outcomes: outcomeJson(await app.outcomes.findByCodes(row.outcomeCodes)),
  });

  return {
    lesson: {
      type: 'lesson',
      article: 'a lesson',
      notFound: 'Lesson not found',
      async find(ownerId, id) {
        const row = await app.lessons.find(ownerId, id);
        if (!row) return undefined;
        return { title: row.title, description: row.description, content: toLessonJson(row, await app.outcomes.findByCodes(row.outcomeCodes)) };
      },
    },
    upload: {
      type: 'upload',
      article: 'an upload',
      notFound: 'Upload not found',
      async find(ownerId, id) {
        const row = await app.uploads.find(ownerId, id);
        return row && { title: row.title, description: row.description, content: toUploadJson(row) };
      },
    },
    assessment: {
      type: 'assessment',
      article: 'an assessment',
      notFound: 'Assessment not found',
      async find(ownerId, id) {
        const [row] = await db.select().from(assessments).where(and(eq(assessments.ownerId, ownerId), eq(assessments.id, id)));
        if (!row) return undefined;
        // The questions, answers and rubric; the class list and its marks stay with the owner.
        const content = {
          ...(await briefOf(row)),
          description: row.description,
          items: row.items,
          totalMarks: row.items.reduce((sum, item) => sum + item.marks, 0),
          rubric: row.rubric,
          gradeBands: row.gradeBands,
        };
        return { title: row.title, description: row.description, content };
      },
    },
    comment: {
      type: 'comment',
      article: 'a comment set',
      notFound: 'Comment set not found',
      async find(ownerId, id) {
        const [row] = await db.select().from(commentSets).where(and(eq(commentSets.ownerId, ownerId), eq(commentSets.id, id)));
        if (!row) return undefined;
        // Each student's comment and achievement; the teacher's evidence notes are their own working.
        const students = row.students.map((s) => ({ id: s.id, name: s.name, achievements: s.achievements, comment: s.comment }));
        const description = [row.yearLevel, row.subject].filter(Boolean).join(' · ');
        const content = { ...(await briefOf(row)), students };
        return { title: row.title, description, content };
      },
    },
    unit: {
      type: 'unit',
      article: 'a unit of work',
      notFound: 'Unit not found',
      async find(ownerId, id) {
        const [row] = await db.select().from(units).where(and(eq(units.ownerId, ownerId), eq(units.id, id)));
        if (!row) return undefined;
        // The owner's lessons made from the outlines are theirs: a viewer gets the outlines, not links into them.
        const content = {
          ...(await briefOf(row)),
          description: row.description,
          weeks: row.weeks,
          lessonsPerWeek: row.lessonsPerWeek,
          lessonMinutes: row.lessonMinutes,
          methodology: row.methodology,
          lessons: row.lessons.map(({ lessonId: _own, ...outline }) => outline),
          coverage: coverageOf(row),
        };
        return { title: row.title, description: row.description, content };
      },
    },
  };
}

/** The item behind a shared address, whatever its kind; ids that are not UUIDs name nothing. */
export async function findAnyKind(kinds: Record<ShareableType, ShareableKind>, ownerId: string, id: string) {
  if (!isUuid(id)) return undefined;
  for (const kind of Object.values(kinds)) {
    const found = await kind.find(ownerId, id);
    if (found) return { kind, ...found };
  }
  return undefined;
}
