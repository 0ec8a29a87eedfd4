import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { resolveOutcomes } from '../../domain/lessons.ts';
import { createAssessmentBody, marksBody, studentsBody, toAssessmentJson, toAssessmentSummary, updateAssessmentBody } from '../../domain/assessments/body.ts';
import { checkedNames, namesFromCsv } from '../../domain/assessments/class-list.ts';
import { assessmentDocx } from '../../domain/assessments/docx.ts';
import { DEFAULT_GRADE_BANDS, markStudent, NO_WORK, spreadOf, storedWork, workOf, type MarkedWork } from '../../domain/assessments/marking.ts';
import { qtiPackage } from '../../domain/assessments/qti.ts';
import type { AssessmentWriter } from '../../generation/llm/assessment.ts';
import type { MarkingReader } from '../../generation/llm/marking.ts';
import type { AssessmentRow, MarkRow } from '../../repositories/assessments.ts';
import { createAssessmentRepository } from '../../repositories/assessments.ts';
import { mapPage, parsePageRequest } from '../../pagination.ts';
import { isUuid, parseInput } from '../../validation.ts';
import { fileStemOf } from '../../../src/contracts/file-types.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { createOrSaveBodyOf, idParams } from '../../schema/params.ts';
import { noContent, replies } from '../../schema/errors.ts';
import { pageOf } from '../../../src/contracts/schemas/page.ts';
import { assessmentSchema, assessmentSummarySchema, classListSchema, proposalsSchema, resultsSchema, studentResultSchema, writtenAssessmentSchema } from '../../../src/contracts/schemas/assessment.ts';

declare module 'fastify' {
  interface FastifyInstance {
    assessmentWriter: AssessmentWriter;
    markingReader: MarkingReader;
  }
}

const NOT_FOUND = 'Assessment not found';
const NOT_PART = 'These fields are not part of an assessment';
const noFields = withUnknownFieldMessage(z.object({}).strict(), NOT_PART);
const parse = <T>(schema: z.ZodType<T>, value: unknown): T => parseInput(schema, value, NOT_PART);
const studentParams = z.object({ id: z.string(), studentId: z.string() });

function assessmentId(request: FastifyRequest<{ Params: { id: string } }>): string {
  const { id } = request.params;
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return id;
}

/** A student's stored marking, or none yet. */
const markedWork = (mark: MarkRow | undefined): MarkedWork => (mark ? storedWork(mark) : NO_WORK);

/** One student's marking as the marking grid and the results show it. */
function studentResult(row: AssessmentRow, student: { id: string; name: string }, mark: MarkRow | undefined) {
  const work = markedWork(mark);
  const marked = markStudent(row, student.name, work, row.gradeBands);
  return {
    studentId: student.id,
    name: student.name,
    response: work.response,
    answers: work.answers,
    submittedAt: work.submittedAt?.toISOString() ?? null,
    levels: work.levels,
    itemMarks: work.itemMarks,
    ...marked.result,
    draftFeedback: marked.draftFeedback,
    feedback: mark?.feedback ?? null,
  };
}

/** What a marks body asks that the assessment cannot take: unknown criteria or items, levels or marks out of range. */
function markProblems(row: AssessmentRow, body: z.infer<typeof marksBody>) {
  const levels = Object.entries(body.levels ?? {}).flatMap(([criterionId, level]) => {
    if (!row.rubric.criteria.some((c) => c.id === criterionId)) return [{ field: `levels.${criterionId}`, message: `The rubric has no criterion "${criterionId}"` }];
    if (level < 0 || level >= row.rubric.levels.length) {
      return [{ field: `levels.${criterionId}`, message: `Choose a level from 0 (${row.rubric.levels[0]!.name}) to ${row.rubric.levels.length - 1} (${row.rubric.levels.at(-1)!.name})` }];
    }
    return [];
  });
  const question = (itemId: string) => row.items.findIndex((i) => i.id === itemId) + 1;
  const answers = Object.keys(body.answers ?? {}).flatMap((itemId) => (question(itemId) ? [] : [{ field: `answers.${itemId}`, message: `The paper has no item "${itemId}"` }]));
  const itemMarks = Object.entries(body.itemMarks ?? {}).flatMap(([itemId, marks]) => {
    const item = row.items.find((i) => i.id === itemId);
    if (!item) return [{ field: `itemMarks.${itemId}`, message: `The paper has no item "${itemId}"` }];
    if (marks !== null && (marks < 0 || marks > item.marks || Math.round(marks * 2) !== marks * 2)) {
      return [{ field: `itemMarks.${itemId}`, message: `Question ${question(itemId)} takes a mark from 0 to ${item.marks}, in whole or half marks` }];
    }
    return [];
  });
  return [...levels, ...answers, ...itemMarks];
}

/** A record with changes merged in: a blank or null value takes the key out. */
function merged<T>(current: Record<string, T>, changes: Record<string, T | null> | undefined, blank: (value: T | null) => boolean): Record<string, T> | undefined {
  if (!changes) return undefined;
  const next = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (blank(value)) delete next[key];
    else next[key] = value as T;
  }
  return next;
}

/** A CSV field, quoted when it must be, with formula-starting text defused for spreadsheets. */
const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Assessments (spec §7): list, read, create (items and a rubric generated from real outcomes; one robot action),
 * save edits, generate again, delete; and their marking: the class list (typed, pasted or a CSV), the level chosen
 * per rubric criterion for each student, results with totals, grade bands, drafted feedback and the spread per
 * criterion, exported as CSV.
 */
const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const repo = createAssessmentRepository(app.database.db);
  // A class list may come as the CSV file itself.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  const find = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const row = await repo.find(request.caller!.id, assessmentId(request));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  app.get('/assessment', { schema: { response: replies({ 200: pageOf(assessmentSummarySchema) }, 400, 401) } }, async (request) => mapPage(await repo.list(request.caller!.id, parsePageRequest('assessments', request.query)), toAssessmentSummary));

  app.get('/assessment/:id', { schema: { params: idParams, response: replies({ 200: assessmentSchema }, 401, 404) } }, async (request) => {
    const row = await find(request);
    return toAssessmentJson(row, await app.outcomes.findByCodes(row.outcomeCodes));
  });

  app.post('/assessment', { schema: { body: createOrSaveBodyOf(createAssessmentBody, updateAssessmentBody), response: replies({ 200: assessmentSchema, 201: writtenAssessmentSchema }, 400, 401, 404) } }, async (request, reply) => {
    const caller = request.caller!;
    const body = request.body;
    if (body.id === undefined || body.id === null || body.id === '') {
      const { id: _ignored, ...rest } = body;
      const brief = parse(createAssessmentBody, rest);
      const outcomes = await resolveOutcomes(app.outcomes, brief.outcomes);
      const profile = await app.profiles.ensure(caller);
      let written: { engine: 'offline' | 'llm'; note?: string } = { engine: 'offline' };
      const row = await app.metering.charge(profile, 'assessment.create', async () => {
        const id = randomUUID();
        const answer = await app.assessmentWriter.write({ ...brief, outcomes, seed: id });
        const generated = answer.value;
        written = { engine: answer.engine, ...(answer.note ? { note: answer.note } : {}) };
        return repo.insert({
          id,
          ownerId: caller.id,
          title: brief.title,
          description: brief.description,
          yearLevel: brief.yearLevel,
          subject: brief.subject,
          outcomeCodes: outcomes.map((o) => o.code),
          items: generated.items,
          rubric: generated.rubric,
          gradeBands: DEFAULT_GRADE_BANDS,
          supply: generated.supply,
        });
      });
      return reply.code(201).send({ ...toAssessmentJson(row, outcomes), ...written });
    }

    const edits = parse(updateAssessmentBody, body);
    if (!isUuid(edits.id)) throw notFound(NOT_FOUND);
    const existing = await repo.find(caller.id, edits.id);
    if (!existing) throw notFound(NOT_FOUND);
    const outcomes = await resolveOutcomes(app.outcomes, edits.outcomes ?? existing.outcomeCodes);
    const codes = new Set(outcomes.flatMap((o) => [o.code, o.shortCode ?? o.code]));
    const items = edits.items ?? existing.items;
    const rubric = edits.rubric ?? existing.rubric;
    const strays = [
      ...items.flatMap((item, i) => (codes.has(item.outcomeCode) ? [] : [{ field: `items.${i}.outcomeCode`, message: `"${item.outcomeCode}" is not one of this assessment's outcomes` }])),
      ...rubric.criteria.flatMap((c, i) => (codes.has(c.outcomeCode) ? [] : [{ field: `rubric.criteria.${i}.outcomeCode`, message: `"${c.outcomeCode}" is not one of this assessment's outcomes` }])),
    ];
    if (strays.length) throw new ValidationError(strays);
    const row = await repo.update(caller.id, existing.id, {
      ...(edits.title !== undefined ? { title: edits.title } : {}),
      ...(edits.description !== undefined ? { description: edits.description } : {}),
      ...(edits.yearLevel !== undefined ? { yearLevel: edits.yearLevel } : {}),
      ...(edits.subject !== undefined ? { subject: edits.subject } : {}),
      outcomeCodes: outcomes.map((o) => o.code),
      items,
      rubric,
      ...(edits.gradeBands ? { gradeBands: edits.gradeBands } : {}),
    });
    return toAssessmentJson(row!, outcomes);
  });

  /** Writes the items and rubric again from the outcomes (one robot action); refused once marking has begun. */
  app.get('/assessment/:id/generate', { schema: { params: idParams, querystring: noFields, response: replies({ 200: writtenAssessmentSchema }, 400, 401, 404, 409) } }, async (request) => {
    const existing = await find(request);
    if (await repo.countMarks(existing.id)) {
      throw new HttpError(409, 'This assessment has marks, and a new rubric would not match them. Clear the class list or make a new assessment to generate again.');
    }
    const outcomes = await resolveOutcomes(app.outcomes, existing.outcomeCodes);
    const profile = await app.profiles.ensure(request.caller!);
    let written: { engine: 'offline' | 'llm'; note?: string } = { engine: 'offline' };
    const row = await app.metering.charge(profile, 'assessment.create', async () => {
      const answer = await app.assessmentWriter.write({ ...existing, outcomes, seed: `${existing.id}:${Date.now()}` });
      written = { engine: answer.engine, ...(answer.note ? { note: answer.note } : {}) };
      return repo.update(request.caller!.id, existing.id, { items: answer.value.items, rubric: answer.value.rubric, supply: answer.value.supply });
    });
    return { ...toAssessmentJson(row!, outcomes), ...written };
  });

  app.delete('/assessment/:id', { schema: { params: idParams, response: replies({ 204: noContent }, 401, 404) } }, async (request, reply) => {
    if (!(await repo.remove(request.caller!.id, assessmentId(request)))) throw notFound(NOT_FOUND);
    return reply.code(204).send();
  });

  /** The class list: JSON `{ names }` (typed or pasted) or a CSV file; students keep their ids (and marks) by name. */
  app.put('/assessment/:id/students', { schema: { params: idParams, response: replies({ 200: classListSchema }, 400, 401, 404) } }, async (request) => {
    const existing = await find(request);
    const names = checkedNames(Buffer.isBuffer(request.body) ? namesFromCsv(request.body) : parse(studentsBody, request.body).names);
    const byName = new Map(existing.students.map((s) => [s.name.toLowerCase(), s.id]));
    const seen = new Set<string>();
    const students = names.map((name) => {
      const known = byName.get(name.toLowerCase());
      const id = known && !seen.has(known) ? known : randomUUID();
      seen.add(id);
      return { id, name };
    });
    const row = await repo.replaceStudents(request.caller!.id, existing.id, students);
    if (!row) throw notFound(NOT_FOUND);
    return { students: row.students };
  });

  app.put('/assessment/:id/marks/:studentId', { schema: { params: studentParams, response: replies({ 200: studentResultSchema }, 400, 401, 404) } }, async (request) => {
    const row = await find(request);
    const { studentId } = request.params;
    const student = row.students.find((s) => s.id === studentId);
    if (!student) throw notFound('Student not found on this class list');
    const body = parse(marksBody, request.body);
    const problems = markProblems(row, body);
    if (problems.length) throw new ValidationError(problems);
    const existing = (await repo.marks(row.id)).find((m) => m.studentId === studentId);
    const mark = await repo.saveMark({
      assessmentId: row.id,
      studentId,
      response: body.response,
      answers: merged(existing?.answers ?? {}, body.answers, (v) => !v?.trim()),
      levels: body.levels ? { ...(existing?.levels ?? {}), ...body.levels } : undefined,
      itemMarks: merged(existing?.itemMarks ?? {}, body.itemMarks, (v) => v === null),
      // Blank feedback is none, so the results fall back to the draft written from the work and the levels.
      feedback: body.feedback === '' ? null : body.feedback,
    });
    return studentResult(row, student, mark);
  });

  /** What the engine reads in one student's work: marks from the key, marking points found, a level proposed per criterion. */
  app.get('/assessment/:id/marks/:studentId/proposals', { schema: { params: studentParams, response: replies({ 200: proposalsSchema }, 401, 404) } }, async (request) => {
    const row = await find(request);
    const { studentId } = request.params;
    if (!row.students.some((s) => s.id === studentId)) throw notFound('Student not found on this class list');
    const mark = (await repo.marks(row.id)).find((m) => m.studentId === studentId);
    const answer = await app.markingReader.propose(row, workOf(markedWork(mark)), request.signal);
    return { studentId, engine: answer.engine, ...(answer.note ? { note: answer.note } : {}), ...answer.value };
  });

  app.get('/assessment/:id/results', { schema: { params: idParams, response: replies({ 200: resultsSchema }, 401, 404) } }, async (request) => {
    const row = await find(request);
    const marks = new Map((await repo.marks(row.id)).map((m) => [m.studentId, m]));
    const students = row.students.map((s) => studentResult(row, s, marks.get(s.id)));
    return {
      students,
      marked: students.filter((s) => s.complete).length,
      spread: spreadOf(row.rubric, [...marks.values()].map((m) => m.levels)),
    };
  });

  const fileName = (title: string) => fileStemOf(title, 'assessment');

  /** The paper, its marking guide and the rubric, as a Word document. */
  app.get('/assessment/:id/export.docx', { schema: { params: idParams } }, async (request, reply) => {
    const row = await find(request);
    const file = await assessmentDocx({ ...row, outcomes: await app.outcomes.findByCodes(row.outcomeCodes) });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header('content-disposition', `attachment; filename="${fileName(row.title)}.docx"`)
      .send(file);
  });

  /** A QTI 3.0 package for an LMS: items with their correct responses and marks. */
  app.get('/assessment/:id/export.qti.zip', { schema: { params: idParams } }, async (request, reply) => {
    const row = await find(request);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName(row.title)}-qti.zip"`)
      .send(await qtiPackage(row));
  });

  app.get('/assessment/:id/results.csv', { schema: { params: idParams } }, async (request, reply) => {
    const row = await find(request);
    const marks = new Map((await repo.marks(row.id)).map((m) => [m.studentId, m]));
    // A column per question (its marks in the heading), so the score adds up from the row as the paper's total does.
    const questions = row.items.map((item, i) => `Q${i + 1} (${item.marks} ${item.marks === 1 ? 'mark' : 'marks'})`);
    const header = ['Student', ...questions, ...row.rubric.criteria.map((c) => c.title), 'Score', 'Out of', 'Percent', 'Grade', 'Feedback'];
    const lines = row.students.map((s) => {
      const result = studentResult(row, s, marks.get(s.id));
      const levels = row.rubric.criteria.map((c) => (result.levels[c.id] === undefined ? '' : row.rubric.levels[result.levels[c.id]!]!.name));
      return [s.name, ...result.items.map((i) => i.marks), ...levels, result.score, result.max, result.percent, result.band, result.feedback ?? result.draftFeedback];
    });
    const csv = [header, ...lines].map((l) => l.map(csvField).join(',')).join('\r\n');
    const name = fileName(row.title);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-results.csv"`)
      .send(`\uFEFF${csv}\r\n`);
  });
};

export default assessmentRoutes;
