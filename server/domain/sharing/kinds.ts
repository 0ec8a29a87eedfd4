import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assessments, commentSets, units } from '../../db/schema.ts';
import type { OutcomeRef } from '../../generation/types.ts';
import { coverageOf } from '../../routes/api/unit.ts';
import { isUuid } from '../../validation.ts';
import type { ShareableType, ShareAudience } from '../access.ts';
import { toLessonJson, toStudentLesson } from '../lessons.ts';
import { toUploadJson } from '../uploads/json.ts';
import { sharedAssessmentView, sharedCommentSetView, sharedUnitView, type SharedView } from './shapes.ts';

/** What a share shows of an item: its title and description for lists and mails, and the view each audience reads. */
export interface SharedContent {
  title: string;
  /** For the owner's lists and the notice mailed to the people named; a link never shows it (viewFor decides). */
  description: string;
  /** The item as an audience reads it: allow-lists in ./shapes.ts, never the class's marks or notes about students. */
  viewFor(audience: ShareAudience): SharedView;
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
        const outcomes = await app.outcomes.findByCodes(row.outcomeCodes);
        return {
          title: row.title,
          description: row.description,
          // A colleague plans with the whole lesson, but the join code lets its holder in as the owner's class.
          viewFor: (audience) =>
            audience === 'people' ? { description: row.description, content: { ...toLessonJson(row, outcomes), joinCode: null } } : { content: toStudentLesson(row) },
        };
      },
    },
    upload: {
      type: 'upload',
      article: 'an upload',
      notFound: 'Upload not found',
      async find(ownerId, id) {
        const row = await app.uploads.find(ownerId, id);
        return row && { title: row.title, description: row.description, viewFor: () => ({ description: row.description, content: toUploadJson(row) }) };
      },
    },
    assessment: {
      type: 'assessment',
      article: 'an assessment',
      notFound: 'Assessment not found',
      async find(ownerId, id) {
        const [row] = await db.select().from(assessments).where(and(eq(assessments.ownerId, ownerId), eq(assessments.id, id)));
        if (!row) return undefined;
        const brief = await briefOf(row);
        return { title: row.title, description: row.description, viewFor: (audience) => sharedAssessmentView(audience, brief, row) };
      },
    },
    comment: {
      type: 'comment',
      article: 'a comment set',
      notFound: 'Comment set not found',
      async find(ownerId, id) {
        const [row] = await db.select().from(commentSets).where(and(eq(commentSets.ownerId, ownerId), eq(commentSets.id, id)));
        if (!row) return undefined;
        const brief = await briefOf(row);
        const description = [row.yearLevel, row.subject].filter(Boolean).join(' · ');
        return { title: row.title, description, viewFor: (audience) => sharedCommentSetView(audience, brief, row) };
      },
    },
    unit: {
      type: 'unit',
      article: 'a unit of work',
      notFound: 'Unit not found',
      async find(ownerId, id) {
        const [row] = await db.select().from(units).where(and(eq(units.ownerId, ownerId), eq(units.id, id)));
        if (!row) return undefined;
        const brief = await briefOf(row);
        // The owner's lessons made from the outlines are theirs: a viewer gets the outlines, not links into them.
        return { title: row.title, description: row.description, viewFor: (audience) => sharedUnitView(audience, brief, row, coverageOf(row)) };
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
