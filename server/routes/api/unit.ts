import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { lessons, units } from '../../db/schema.ts';
import { planLesson, resolveOutcomes } from '../../domain/lessons.ts';
import { titleText } from '../../domain/titles.ts';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { targetGrade } from '../../generation/level.ts';
import { METHODOLOGIES, type OutcomeRef } from '../../generation/types.ts';
import { LESSON_ROLES, unitSequence, type LessonOutline } from '../../generation/unit/sequence.ts';
import { lessonKeywords } from '../../generation/vocabulary.ts';
import { keyset, mapPage, parsePageRequest } from '../../pagination.ts';
import { removeWithShare } from '../../repositories/shared-items.ts';
import { isUuid, parseInput } from '../../validation.ts';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { createOrSaveBodyOf, idParams } from '../../schema/params.ts';
import { noContent, replies } from '../../schema/errors.ts';
import { pageOf } from '../../../src/contracts/schemas/page.ts';
import { keywordSchema } from '../../../src/contracts/schemas/lesson-plan.ts';
import { coverageSchema, madeLessonsSchema, unitSchema, unitSummarySchema } from '../../../src/contracts/schemas/unit.ts';

const NOT_FOUND = 'Unit not found';
const code = z.string().trim().min(1).max(80);
const parse = <T>(schema: z.ZodType<T>, value: unknown): T => parseInput(schema, value, 'These fields are not part of a unit');

/** The longest unit: a school term and more. */
export const MAX_UNIT_LESSONS = 60;

const fields = {
  title: titleText({ error: 'Give the unit a title' }).min(1, 'Give the unit a title').max(200, 'A title is at most 200 characters'),
  description: z.string().trim().max(2000, 'A description is at most 2000 characters'),
  yearLevel: z.string().trim().max(40),
  subject: z.string().trim().max(80),
  outcomes: z.array(code).min(1, 'Choose at least one outcome: the sequence is planned from them').max(24, 'A unit has at most 24 outcomes'),
  weeks: z.int('Weeks are a whole number').min(1, 'A unit lasts at least 1 week').max(20, 'A unit lasts at most 20 weeks'),
  lessonsPerWeek: z.int('Lessons per week are a whole number').min(1, 'Plan at least 1 lesson a week').max(10, 'Plan at most 10 lessons a week'),
  lessonMinutes: z.int('Lesson length is a whole number of minutes').min(10, 'A lesson lasts at least 10 minutes').max(300, 'A lesson lasts at most 300 minutes'),
  methodology: z.enum(METHODOLOGIES, { error: 'Methodology must be project, direct or inquiry' }),
};

const createBody = z
  .object({
    title: fields.title,
    description: fields.description.default(''),
    yearLevel: fields.yearLevel.default(''),
    subject: fields.subject.default(''),
    outcomes: fields.outcomes,
    weeks: fields.weeks.default(4),
    lessonsPerWeek: fields.lessonsPerWeek.default(3),
    lessonMinutes: fields.lessonMinutes.default(60),
    methodology: fields.methodology.default('direct'),
  })
  .strict()
  .refine((u) => u.weeks * u.lessonsPerWeek <= MAX_UNIT_LESSONS, { path: ['lessonsPerWeek'], message: `A unit has at most ${MAX_UNIT_LESSONS} lessons` });

const outline = z.object({
  id: z.string().trim().min(1).max(40),
  title: titleText().min(1, 'Every lesson needs a title').max(200),
  role: z.enum(LESSON_ROLES, { error: `A lesson's role is ${LESSON_ROLES.join(', ')}` }),
  outcomeCodes: z.array(code).max(24).default([]),
  revisitCodes: z.array(code).max(24).default([]),
  summary: z.string().trim().max(2000).default(''),
  lessonId: z.string().nullable().default(null),
  assessmentId: z.string().nullable().optional(),
});

const updateBody = z
  .object({
    id: z.string(),
    title: fields.title.optional(),
    description: fields.description.optional(),
    yearLevel: fields.yearLevel.optional(),
    subject: fields.subject.optional(),
    outcomes: fields.outcomes.optional(),
    lessonMinutes: fields.lessonMinutes.optional(),
    methodology: fields.methodology.optional(),
    /** The sequence as the teacher ordered it: reordered, inserted, removed or retitled lessons. */
    lessons: z.array(outline).max(MAX_UNIT_LESSONS, `A unit has at most ${MAX_UNIT_LESSONS} lessons`).optional(),
  })
  .strict();

const MAX_MESSAGE = `max must be a whole number from 1 to ${MAX_UNIT_LESSONS}`;
/** `?max=`: make at most this many lessons in one call, so a screen can show each one arrive. */
const makeLessonsQuery = z.object({ max: z.coerce.number({ error: MAX_MESSAGE }).int(MAX_MESSAGE).min(1, MAX_MESSAGE).max(MAX_UNIT_LESSONS, MAX_MESSAGE).optional() });

type UnitRow = typeof units.$inferSelect;
const byUpdated = keyset('units', units.updatedAt, units.id, 'desc');

/** Outcomes × lessons: where each outcome is taught, practised, revisited and assessed, and which are missing. */
export function coverageOf(row: Pick<UnitRow, 'outcomeCodes' | 'lessons'>) {
  const outcomes = row.outcomeCodes.map((outcomeCode) => {
    const cells = row.lessons.map((l) => (l.outcomeCodes.includes(outcomeCode) ? l.role : l.revisitCodes.includes(outcomeCode) ? 'revisit' : null));
    const taught = cells.some((c) => c === 'introduce' || c === 'practise');
    return { outcomeCode, cells, taught, assessed: cells.includes('assess') };
  });
  return {
    lessons: row.lessons.map((l) => ({ id: l.id, title: l.title })),
    outcomes,
    missing: outcomes.filter((o) => !o.taught).map((o) => o.outcomeCode),
    unassessed: outcomes.filter((o) => !o.assessed).map((o) => o.outcomeCode),
  };
}

function toJson(row: UnitRow, outcomes: OutcomeRef[]) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    yearLevel: row.yearLevel,
    subject: row.subject,
    outcomeCodes: row.outcomeCodes,
    outcomes: outcomes.map((o) => ({ code: o.code, shortCode: o.shortCode ?? o.code, statement: o.statement, framework: o.framework })),
    weeks: row.weeks,
    lessonsPerWeek: row.lessonsPerWeek,
    lessonMinutes: row.lessonMinutes,
    methodology: row.methodology,
    lessons: row.lessons,
    notes: row.notes,
    coverage: coverageOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Units of work (spec §7): list, read, create (the sequence is planned from the outcomes; one robot action), save the
 * teacher's edits to the sequence, plan it again, delete; the unit's glossary; its outline lessons created as real
 * lessons (one robot action each), linked back by id; and its outcome coverage.
 */
const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const db = app.database.db;

  const find = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    const [row] = await db.select().from(units).where(and(eq(units.ownerId, request.caller!.id), eq(units.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };
  const save = async (row: UnitRow, changes: Partial<typeof units.$inferInsert>) => {
    const [saved] = await db.update(units).set({ ...changes, updatedAt: sql`now()` }).where(eq(units.id, row.id)).returning();
    return saved!;
  };

  app.get('/unit', { schema: { response: replies({ 200: pageOf(unitSummarySchema) }, 400, 401) } }, async (request) => {
    const req = parsePageRequest('units', request.query);
    const rows = await db
      .select({ id: units.id, title: units.title, yearLevel: units.yearLevel, subject: units.subject, outcomeCodes: units.outcomeCodes, weeks: units.weeks, lessonsPerWeek: units.lessonsPerWeek, updatedAt: units.updatedAt, cursorKey: byUpdated.key })
      .from(units)
      .where(and(eq(units.ownerId, request.caller!.id), byUpdated.after(req.after)))
      .orderBy(...byUpdated.orderBy)
      .limit(byUpdated.limit(req));
    return mapPage(byUpdated.page(rows, req, ({ cursorKey: _key, ...row }) => row), (r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
  });

  app.get('/unit/:id', { schema: { params: idParams, response: replies({ 200: unitSchema }, 401, 404) } }, async (request) => {
    const row = await find(request);
    return toJson(row, await app.outcomes.findByCodes(row.outcomeCodes));
  });

  app.post('/unit', { schema: { body: createOrSaveBodyOf(createBody, updateBody), response: replies({ 200: unitSchema, 201: unitSchema }, 400, 401, 404) } }, async (request, reply) => {
    const caller = request.caller!;
    const body = request.body;
    if (body.id === undefined || body.id === null || body.id === '') {
      const { id: _ignored, ...rest } = body;
      const input = parse(createBody, rest);
      const outcomes = await resolveOutcomes(app.outcomes, input.outcomes);
      const profile = await app.profiles.ensure(caller);
      const row = await app.metering.charge(profile, 'unit.create', async () => {
        const sequence = unitSequence(outcomes, input.weeks * input.lessonsPerWeek, { title: input.title, description: input.description });
        const [inserted] = await db
          .insert(units)
          .values({ ...input, ownerId: caller.id, outcomeCodes: outcomes.map((o) => o.code), lessons: sequence.lessons, notes: sequence.notes })
          .returning();
        return inserted!;
      });
      return reply.code(201).send(toJson(row, outcomes));
    }

    const edits = parse(updateBody, body);
    if (!isUuid(edits.id)) throw notFound(NOT_FOUND);
    const [existing] = await db.select().from(units).where(and(eq(units.ownerId, caller.id), eq(units.id, edits.id)));
    if (!existing) throw notFound(NOT_FOUND);
    const outcomes = await resolveOutcomes(app.outcomes, edits.outcomes ?? existing.outcomeCodes);
    const byAnyCode = new Map(outcomes.flatMap((o) => [[o.code, o.code] as const, [o.shortCode ?? o.code, o.code] as const]));
    const problems: { field: string; message: string }[] = [];
    const sequence: LessonOutline[] | undefined = edits.lessons?.map((lesson, i) => {
      const known = (codes: string[], what: string) =>
        codes.flatMap((c) => {
          const full = byAnyCode.get(c);
          if (!full) problems.push({ field: `lessons.${i}.${what}`, message: `"${c}" is not one of this unit's outcomes` });
          return full ? [full] : [];
        });
      // An assessment made from the unit stays linked when a sequence saved without the link (an older draft) comes back.
      const assessmentId = lesson.assessmentId === undefined ? (existing.lessons.find((l) => l.id === lesson.id)?.assessmentId ?? null) : lesson.assessmentId;
      return { ...lesson, assessmentId, outcomeCodes: known(lesson.outcomeCodes, 'outcomeCodes'), revisitCodes: known(lesson.revisitCodes, 'revisitCodes') };
    });
    const ids = (sequence ?? []).map((l) => l.id);
    if (new Set(ids).size !== ids.length) problems.push({ field: 'lessons', message: 'Two lessons have the same id' });
    if (problems.length) throw new ValidationError(problems);
    const row = await save(existing, {
      ...(edits.title !== undefined ? { title: edits.title } : {}),
      ...(edits.description !== undefined ? { description: edits.description } : {}),
      ...(edits.yearLevel !== undefined ? { yearLevel: edits.yearLevel } : {}),
      ...(edits.subject !== undefined ? { subject: edits.subject } : {}),
      ...(edits.lessonMinutes !== undefined ? { lessonMinutes: edits.lessonMinutes } : {}),
      ...(edits.methodology !== undefined ? { methodology: edits.methodology } : {}),
      outcomeCodes: outcomes.map((o) => o.code),
      ...(sequence ? { lessons: sequence, lessonsPerWeek: Math.max(1, Math.ceil(sequence.length / existing.weeks)) } : {}),
    });
    return toJson(row, outcomes);
  });

  /** Plans the sequence again from the outcomes (one robot action); refused once lessons were made from it. */
  app.get('/unit/:id/generate', { schema: { params: idParams, response: replies({ 200: unitSchema }, 401, 404, 409) } }, async (request) => {
    const row = await find(request);
    if (row.lessons.some((l) => l.lessonId)) {
      throw new HttpError(409, "Lessons were already made from this unit's sequence. Edit the sequence instead, so those lessons keep their place.");
    }
    const outcomes = await resolveOutcomes(app.outcomes, row.outcomeCodes);
    const profile = await app.profiles.ensure(request.caller!);
    const saved = await app.metering.charge(profile, 'unit.create', async () => {
      const sequence = unitSequence(outcomes, row.weeks * row.lessonsPerWeek, { title: row.title, description: row.description });
      return save(row, { lessons: sequence.lessons, notes: sequence.notes });
    });
    return toJson(saved, outcomes);
  });

  app.get('/unit/:id/glossary', { schema: { params: idParams, response: replies({ 200: z.array(keywordSchema) }, 401, 404) } }, async (request) => {
    const row = await find(request);
    const outcomes = await app.outcomes.findByCodes(row.outcomeCodes);
    return lessonKeywords(outcomes, { title: row.title, subject: row.subject, grade: targetGrade(row.yearLevel, outcomes) });
  });

  app.get('/unit/:id/coverage', { schema: { params: idParams, response: replies({ 200: coverageSchema }, 401, 404) } }, async (request) => coverageOf(await find(request)));

  /**
   * Makes real lessons from the outlines that have none yet (each a robot action, planned by the lesson engine) and
   * links them. At the limit, or after `?max=` lessons, it stops: the lessons made so far stay linked and the answer
   * says how many are left.
   */
  app.post('/unit/:id/lessons', { schema: { params: idParams, querystring: makeLessonsQuery, response: replies({ 200: madeLessonsSchema }, 400, 401, 404) } }, async (request) => {
    const caller = request.caller!;
    const { max } = request.query;
    const row = await find(request);
    const profile = await app.profiles.ensure(caller);
    const existing = new Set((await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.ownerId, caller.id))).map((l) => l.id));
    const outlines = [...row.lessons];
    let created = 0;
    let stopped: string | null = null;
    for (let i = 0; i < outlines.length && created < (max ?? MAX_UNIT_LESSONS); i += 1) {
      const outline = outlines[i]!;
      if (outline.lessonId && existing.has(outline.lessonId)) continue;
      const outcomes = await resolveOutcomes(app.outcomes, outline.outcomeCodes.length ? outline.outcomeCodes : row.outcomeCodes);
      try {
        const lesson = await app.metering.charge(profile, 'lesson.create', async () => {
          const brief = {
            title: outline.title,
            description: `${outline.summary} Part of the unit "${row.title}", lesson ${i + 1} of ${outlines.length}.`,
            methodology: row.methodology,
            enhancementEnabled: false,
            yearLevel: row.yearLevel,
            subject: row.subject,
            durationMinutes: row.lessonMinutes,
            outcomes: outcomes.map((o) => o.code),
          };
          // A lesson that reviews or assesses the whole unit has no topic of its own ("Review the unit", "Unit
          // assessment"): it is planned on the unit's title, and keeps its outline's title.
          const topic = outline.role === 'review' || outline.role === 'assess' ? row.title : outline.title;
          const plan = await planLesson(app.generator, { ...brief, title: topic }, outcomes, []);
          return app.lessons.insert({ ...brief, ownerId: caller.id, outcomeCodes: outcomes.map((o) => o.code), plan });
        });
        outlines[i] = { ...outline, lessonId: lesson.id };
        created += 1;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) {
          stopped = error.message;
          break;
        }
        throw error;
      }
    }
    const saved = await save(row, { lessons: outlines });
    const remaining = outlines.filter((l) => !l.lessonId).length;
    return { created, remaining, ...(stopped ? { stopped } : {}), unit: toJson(saved, await app.outcomes.findByCodes(saved.outcomeCodes)) };
  });

  app.delete('/unit/:id', { schema: { params: idParams, response: replies({ 204: noContent }, 401, 404) } }, async (request, reply) => {
    const { ownerId, id } = await find(request);
    await removeWithShare(db, { ownerId, type: 'unit', id }, (tx) =>
      tx.delete(units).where(and(eq(units.ownerId, ownerId), eq(units.id, id))).returning({ id: units.id }),
    );
    return reply.code(204).send();
  });
};

export default unitRoutes;
