import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { commentBank, commentSets } from '../../db/schema.ts';
import { resolveOutcomes } from '../../domain/lessons.ts';
import { outcomeWork } from '../../domain/assessments/feedback.ts';
import { markStudent, NO_WORK, storedWork } from '../../domain/assessments/marking.ts';
import { titleText } from '../../domain/titles.ts';
import { notFound, ValidationError } from '../../errors.ts';
import type { CommentStudent } from '../../generation/comments/types.ts';
import { outcomeWorkSchema } from '../../../src/contracts/schemas/comment.ts';
import { ACHIEVEMENT_LEVELS, noteOfWork, PERSPECTIVES, PRONOUNS, SaidSentences, leastSummary, summarise, writeComment, type Achievement } from '../../generation/comments/write.ts';
import type { CommentWriter } from '../../generation/llm/comments.ts';
import type { OutcomeRef } from '../../generation/types.ts';
import { keyset, mapPage, parsePageRequest } from '../../pagination.ts';
import { createAssessmentRepository } from '../../repositories/assessments.ts';
import { removeWithShare } from '../../repositories/shared-items.ts';
import { isUuid, parseInput } from '../../validation.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { createOrSaveBodyOf, idParams } from '../../schema/params.ts';
import { noContent, replies } from '../../schema/errors.ts';
import { pageOf } from '../../../src/contracts/schemas/page.ts';
import {
  commentSetSchema,
  commentSetSummarySchema,
  commentSummarySchema,
  perspectiveCommentSchema,
  savedCommentSchema,
  writtenCommentSetSchema,
} from '../../../src/contracts/schemas/comment.ts';

declare module 'fastify' {
  interface FastifyInstance {
    commentWriter: CommentWriter;
  }
}

const NOT_FOUND = 'Comment set not found';
const code = z.string().trim().min(1).max(80);
const NOT_PART = 'These fields are not part of a comment set';
const parse = <T>(schema: z.ZodType<T>, value: unknown): T => parseInput(schema, value, NOT_PART);
/** A schema a route declares, refusing unknown fields in the comment set's words. */
const worded = <T extends z.ZodType>(schema: T): T => withUnknownFieldMessage(schema, NOT_PART);

const student = z.object({
  id: z.string().trim().max(60).optional(),
  name: z.string({ error: 'Every student needs a name' }).trim().min(1, 'Every student needs a name').max(120, 'A name has at most 120 characters'),
  pronouns: z.enum(PRONOUNS, { error: `Pronouns are ${PRONOUNS.join(', ')}` }).default('they'),
  achievements: z.record(code, z.enum(ACHIEVEMENT_LEVELS, { error: `An achievement is ${ACHIEVEMENT_LEVELS.join(', ')}` })).default({}),
  evidence: z.record(code, z.string().trim().max(1000, 'Evidence notes have at most 1,000 characters')).default({}),
  /** What the marked work shows, kept from the assessment the set was made from; the browser sends it back as it got it. */
  work: z.record(code, outcomeWorkSchema).optional(),
  comment: z.string().trim().max(5000, 'A comment has at most 5,000 characters').default(''),
});

const createBody = z
  .object({
    title: titleText({ error: 'Give the comment set a title' }).min(1, 'Give the comment set a title').max(200),
    yearLevel: z.string().trim().max(40).default(''),
    subject: z.string().trim().max(80).default(''),
    outcomes: z.array(code).max(12, 'Choose at most 12 outcomes').default([]),
    students: z.array(student).max(200, 'A class has at most 200 students').default([]),
    /** Start from a marked assessment: its class, its outcomes and each student's achievement from their marks. */
    fromAssessment: z.string().optional(),
  })
  .strict();

const updateBody = z
  .object({
    id: z.string(),
    title: titleText().min(1, 'Give the comment set a title').max(200).optional(),
    yearLevel: z.string().trim().max(40).optional(),
    subject: z.string().trim().max(80).optional(),
    outcomes: z.array(code).max(12).optional(),
    students: z.array(student).max(200).optional(),
  })
  .strict();

const perspectiveBody = z.object({ studentId: z.string(), perspective: z.enum(PERSPECTIVES, { error: `A perspective is ${PERSPECTIVES.join(', ')}` }) }).strict();
const summaryBody = z
  .object({
    studentId: z.string(),
    maxCharacters: z.int('maxCharacters is a whole number').min(60, 'A summary has at least 60 characters').max(2000, 'A summary has at most 2,000 characters'),
  })
  .strict();
const generateQuery = z.object({ studentId: z.string().optional() }).strict();
const bankBody = z.object({ text: z.string().trim().min(1, 'A saved comment cannot be empty').max(5000), outcomeCode: code.optional() }).strict();

type CommentSetRow = typeof commentSets.$inferSelect;
const byUpdated = keyset('comments', commentSets.updatedAt, commentSets.id, 'desc');

function toJson(row: CommentSetRow, outcomes: OutcomeRef[]) {
  return {
    id: row.id,
    title: row.title,
    yearLevel: row.yearLevel,
    subject: row.subject,
    outcomeCodes: row.outcomeCodes,
    outcomes: outcomes.map((o) => ({ code: o.code, shortCode: o.shortCode ?? o.code, statement: o.statement, framework: o.framework })),
    students: row.students,
    assessmentId: row.assessmentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Achievements and evidence may only name the set's outcomes; ids stay stable (new students get one). */
function checkedStudents(students: z.infer<typeof student>[], outcomes: OutcomeRef[]): CommentStudent[] {
  const byAnyCode = new Map(outcomes.flatMap((o) => [[o.code, o.code] as const, [o.shortCode ?? o.code, o.code] as const]));
  const problems: { field: string; message: string }[] = [];
  const result = students.map((s, i) => {
    const normalise = <V>(record: Record<string, V>, what: string): Record<string, V> =>
      Object.fromEntries(
        Object.entries(record).flatMap(([c, value]) => {
          const full = byAnyCode.get(c);
          if (!full) {
            problems.push({ field: `students.${i}.${what}.${c}`, message: `"${c}" is not one of this comment set's outcomes` });
            return [];
          }
          return [[full, value]];
        }),
      );
    return {
      id: s.id || randomUUID(),
      name: s.name,
      pronouns: s.pronouns,
      achievements: normalise(s.achievements, 'achievements'),
      evidence: normalise(s.evidence, 'evidence'),
      ...(s.work ? { work: normalise(s.work, 'work') } : {}),
      comment: s.comment,
    };
  });
  if (problems.length) throw new ValidationError(problems);
  return result;
}

/** The achievement an assessment's marks show for an outcome: the mean level of its criteria, rounded. */
function achievementFromLevels(criteria: { id: string; outcomeCode: string }[], levels: Record<string, number>, outcome: string, levelCount: number): Achievement | undefined {
  const chosen = criteria.filter((c) => c.outcomeCode === outcome && levels[c.id] !== undefined).map((c) => levels[c.id]!);
  if (!chosen.length) return undefined;
  const mean = chosen.reduce((a, b) => a + b, 0) / chosen.length;
  // Spread the rubric's levels over the four achievement levels.
  const index = Math.round((mean / Math.max(1, levelCount - 1)) * (ACHIEVEMENT_LEVELS.length - 1));
  return ACHIEVEMENT_LEVELS[index];
}

/**
 * Feedback comments (spec §7): comment sets for a class on a set of outcomes, comments written from each student's
 * achievement and evidence, rewritten for the student, the family or the next teacher, shortened to a length; a
 * comment bank; and a set started from a marked assessment.
 */
const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const db = app.database.db;
  const assessments = createAssessmentRepository(db);

  const find = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    const [row] = await db.select().from(commentSets).where(and(eq(commentSets.ownerId, request.caller!.id), eq(commentSets.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };
  const studentOf = (row: CommentSetRow, id: string) => {
    const found = row.students.find((s) => s.id === id);
    if (!found) throw notFound('Student not found in this comment set');
    return found;
  };

  app.get('/comment', { schema: { response: replies({ 200: pageOf(commentSetSummarySchema) }, 400, 401) } }, async (request) => {
    const req = parsePageRequest('comments', request.query);
    const rows = await db
      .select({ id: commentSets.id, title: commentSets.title, yearLevel: commentSets.yearLevel, subject: commentSets.subject, outcomeCodes: commentSets.outcomeCodes, students: commentSets.students, updatedAt: commentSets.updatedAt, cursorKey: byUpdated.key })
      .from(commentSets)
      .where(and(eq(commentSets.ownerId, request.caller!.id), byUpdated.after(req.after)))
      .orderBy(...byUpdated.orderBy)
      .limit(byUpdated.limit(req));
    const page = byUpdated.page(rows, req, ({ cursorKey: _key, ...row }) => row);
    return mapPage(page, (r) => ({ id: r.id, title: r.title, yearLevel: r.yearLevel, subject: r.subject, outcomeCodes: r.outcomeCodes, students: r.students.length, updatedAt: r.updatedAt.toISOString() }));
  });

  app.get('/comment/bank', { schema: { response: replies({ 200: z.array(savedCommentSchema) }, 401) } }, async (request) => {
    const rows = await db.select().from(commentBank).where(eq(commentBank.ownerId, request.caller!.id)).orderBy(desc(commentBank.createdAt));
    return rows.map((r) => ({ id: r.id, text: r.text, outcomeCode: r.outcomeCode, createdAt: r.createdAt.toISOString() }));
  });

  app.post('/comment/bank', { schema: { body: worded(bankBody), response: replies({ 201: savedCommentSchema }, 400, 401) } }, async (request, reply) => {
    const body = request.body;
    await app.profiles.ensure(request.caller!);
    const [row] = await db.insert(commentBank).values({ ownerId: request.caller!.id, text: body.text, outcomeCode: body.outcomeCode ?? null }).returning();
    return reply.code(201).send({ id: row!.id, text: row!.text, outcomeCode: row!.outcomeCode, createdAt: row!.createdAt.toISOString() });
  });

  app.delete('/comment/bank/:bankId', { schema: { params: z.object({ bankId: z.string() }), response: replies({ 204: noContent }, 401, 404) } }, async (request, reply) => {
    const { bankId } = request.params;
    const removed = isUuid(bankId) ? await db.delete(commentBank).where(and(eq(commentBank.ownerId, request.caller!.id), eq(commentBank.id, bankId))).returning({ id: commentBank.id }) : [];
    if (!removed.length) throw notFound('Saved comment not found');
    return reply.code(204).send();
  });

  app.get('/comment/:id', { schema: { params: idParams, response: replies({ 200: commentSetSchema }, 401, 404) } }, async (request) => {
    const row = await find(request);
    return toJson(row, await app.outcomes.findByCodes(row.outcomeCodes));
  });

  app.post('/comment', { schema: { body: createOrSaveBodyOf(createBody, updateBody), response: replies({ 200: commentSetSchema, 201: commentSetSchema }, 400, 401, 404) } }, async (request, reply) => {
    const caller = request.caller!;
    const body = request.body;
    if (body.id === undefined || body.id === null || body.id === '') {
      const { id: _ignored, ...rest } = body;
      const input = parse(createBody, rest);
      let outcomeCodes = input.outcomes;
      let students = input.students;
      let assessmentId: string | null = null;
      if (input.fromAssessment) {
        const assessment = isUuid(input.fromAssessment) ? await assessments.find(caller.id, input.fromAssessment) : undefined;
        if (!assessment) throw new ValidationError([{ field: 'fromAssessment', message: 'No assessment of yours has this id' }]);
        const marks = new Map((await assessments.marks(assessment.id)).map((m) => [m.studentId, m]));
        assessmentId = assessment.id;
        outcomeCodes = assessment.outcomeCodes;
        students = assessment.students.map((s) => {
          const mark = marks.get(s.id);
          const stored = mark ? storedWork(mark) : NO_WORK;
          const levels = stored.levels;
          const marked = markStudent(assessment, s.name, stored, assessment.gradeBands);
          const result = marked.result;
          const achievements = Object.fromEntries(
            assessment.outcomeCodes.flatMap((c) => {
              const a = achievementFromLevels(assessment.rubric.criteria, levels, c, assessment.rubric.levels.length);
              return a ? [[c, a]] : [];
            }),
          );
          // What the work shows for each rated outcome, kept with the set: the comments are written from it, and the
          // evidence note starts as the student's own words and their marks, for the teacher to add to.
          const paper = { title: assessment.title, score: result.score, max: result.max };
          const work = Object.fromEntries(Object.keys(achievements).map((c) => [c, outcomeWork(paper, assessment, marked.reading, levels, marked.texts, c)]));
          const evidence = Object.fromEntries(Object.entries(work).map(([c, w]) => [c, noteOfWork(w)]));
          return { id: s.id, name: s.name, pronouns: 'they' as const, achievements, evidence, work, comment: '' };
        });
      }
      if (!outcomeCodes.length) throw new ValidationError([{ field: 'outcomes', message: 'Choose at least one outcome: comments are written against outcomes' }]);
      const outcomes = await resolveOutcomes(app.outcomes, outcomeCodes);
      const checked = checkedStudents(students, outcomes);
      const profile = await app.profiles.ensure(caller);
      const row = await app.metering.charge(profile, 'comment.create', async () => {
        const [inserted] = await db
          .insert(commentSets)
          .values({ ownerId: caller.id, title: input.title, yearLevel: input.yearLevel, subject: input.subject, outcomeCodes: outcomes.map((o) => o.code), students: checked, assessmentId })
          .returning();
        return inserted!;
      });
      return reply.code(201).send(toJson(row, outcomes));
    }

    const edits = parse(updateBody, body);
    if (!isUuid(edits.id)) throw notFound(NOT_FOUND);
    const [existing] = await db.select().from(commentSets).where(and(eq(commentSets.ownerId, caller.id), eq(commentSets.id, edits.id)));
    if (!existing) throw notFound(NOT_FOUND);
    const outcomes = await resolveOutcomes(app.outcomes, edits.outcomes ?? existing.outcomeCodes);
    const students = checkedStudents(edits.students ?? existing.students, outcomes);
    const [row] = await db
      .update(commentSets)
      .set({
        ...(edits.title !== undefined ? { title: edits.title } : {}),
        ...(edits.yearLevel !== undefined ? { yearLevel: edits.yearLevel } : {}),
        ...(edits.subject !== undefined ? { subject: edits.subject } : {}),
        outcomeCodes: outcomes.map((o) => o.code),
        students,
        updatedAt: sql`now()`,
      })
      .where(and(eq(commentSets.ownerId, caller.id), eq(commentSets.id, existing.id)))
      .returning();
    return toJson(row!, outcomes);
  });

  /** Writes the comment of every student (or of ?studentId=) from their achievements and evidence; one robot action. */
  app.get('/comment/:id/generate', { schema: { params: idParams, querystring: worded(generateQuery), response: replies({ 200: writtenCommentSetSchema }, 400, 401, 404) } }, async (request) => {
    const { studentId } = request.query;
    const row = await find(request);
    if (studentId) studentOf(row, studentId);
    const outcomes = await app.outcomes.findByCodes(row.outcomeCodes);
    const profile = await app.profiles.ensure(request.caller!);
    const notes: string[] = [];
    let engine: 'offline' | 'llm' = 'offline';
    const updated = await app.metering.charge(profile, 'comment.create', async () => {
      const students: CommentStudent[] = [];
      // No two students share a sentence: the comments kept (when one is rewritten) count as said.
      const said = new SaidSentences();
      for (const s of row.students) if (studentId && s.id !== studentId) said.addComment(s.comment, s.name);
      // One student at a time: a model service is asked once per comment, and each comment is checked on its own.
      for (const s of row.students) {
        if (studentId && s.id !== studentId) {
          students.push(s);
          continue;
        }
        const written = await app.commentWriter.write(s, outcomes, 'report', { said });
        if (written.engine === 'llm') engine = 'llm';
        if (written.note) notes.push(written.note);
        students.push({ ...s, comment: written.value });
      }
      const [saved] = await db.update(commentSets).set({ students, updatedAt: sql`now()` }).where(eq(commentSets.id, row.id)).returning();
      return saved!;
    });
    // Which engine wrote the comments, and why the offline engine stood in for the model where it did.
    return { ...toJson(updated, outcomes), engine, ...(notes.length ? { notes } : {}) };
  });

  /** Writes one student's comment for another reader (the family, the student, the next teacher); one robot action. */
  app.post('/comment/:id/generate/perspective', { schema: { params: idParams, body: worded(perspectiveBody), response: replies({ 200: perspectiveCommentSchema }, 400, 401, 404) } }, async (request) => {
    const body = request.body;
    const row = await find(request);
    const s = studentOf(row, body.studentId);
    const outcomes = await app.outcomes.findByCodes(row.outcomeCodes);
    const profile = await app.profiles.ensure(request.caller!);
    const written = await app.metering.charge(profile, 'comment.create', () => app.commentWriter.write(s, outcomes, body.perspective));
    return { studentId: s.id, perspective: body.perspective, text: written.value, engine: written.engine, ...(written.note ? { note: written.note } : {}) };
  });

  app.post('/comment/:id/generate/summary', { schema: { params: idParams, body: worded(summaryBody), response: replies({ 200: commentSummarySchema }, 400, 401, 404) } }, async (request) => {
    const body = request.body;
    const row = await find(request);
    const s = studentOf(row, body.studentId);
    const source = s.comment || writeComment(s, await app.outcomes.findByCodes(row.outcomeCodes));
    const text = summarise(source, body.maxCharacters);
    if (text === null) {
      throw new ValidationError([{ field: 'maxCharacters', message: `A summary of ${s.name}'s comment needs at least ${leastSummary(source)} characters to say what they can do` }]);
    }
    return { studentId: s.id, maxCharacters: body.maxCharacters, text };
  });

  app.delete('/comment/:id', { schema: { params: idParams, response: replies({ 204: noContent }, 401, 404) } }, async (request, reply) => {
    const { ownerId, id } = await find(request);
    await removeWithShare(db, { ownerId, type: 'comment', id }, (tx) =>
      tx.delete(commentSets).where(and(eq(commentSets.ownerId, ownerId), eq(commentSets.id, id))).returning({ id: commentSets.id }),
    );
    return reply.code(204).send();
  });
};

export default commentRoutes;
