import { notFound, ValidationError } from '../../errors.ts';
import {
  createLessonBody,
  keepMaterialHonest,
  parseBody,
  planLesson,
  resolveOutcomes,
  toLessonJson,
  toStudentLesson,
  updateLessonBody,
  type OutcomeLookup,
} from '../../domain/lessons.ts';
import { editedPlanContent, keepKeywordsHonest } from '../../domain/lesson-content.ts';
import type { Generator } from '../../generation/types.ts';
import type { LessonChanges } from '../../repositories/lessons.ts';
import { createLessonMaterialRepository } from '../../repositories/lesson-material.ts';
import { parsePageRequest } from '../../pagination.ts';
import { withFreshJoinCode } from '../../domain/join-codes.ts';
import { z } from 'zod';
import { isUuid, parseInput } from '../../validation.ts';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { createOrSaveBodyOf, idParams } from '../../schema/params.ts';
import { noContent, replies } from '../../schema/errors.ts';
import { sendJsonText } from '../../schema/serializer.ts';
import { pageOf } from '../../../src/contracts/schemas/page.ts';
import { joinCodeSchema, lessonSchema, lessonSummarySchema, studentLessonSchema } from '../../../src/contracts/schemas/lesson.ts';

declare module 'fastify' {
  interface FastifyInstance {
    generator: Generator;
    outcomes: OutcomeLookup;
  }
}

const noFields = z.object({}).strict();

/** An id that is not a lesson id names no lesson: 404, like another teacher's lesson. */
function lessonId(id: string): string {
  if (!isUuid(id)) throw notFound('Lesson not found');
  return id;
}

const lessonRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Students join with the code their teacher gives them; no account needed, so wrong codes are counted per address. */
  app.get('/lesson/join/:code', { schema: { params: z.object({ code: z.string() }), response: replies({ 200: studentLessonSchema }, 404) } }, async (request) => {
    const attempt = app.lookupAttempts.begin(request.ip, 'Too many join codes were tried from this address.');
    const { code } = request.params;
    const normalised = code.trim().toUpperCase();
    const row = /^[A-Z0-9]{6}$/.test(normalised) ? await app.lessons.findByJoinCode(normalised) : undefined;
    if (!row) throw notFound('No lesson has this join code. Check the code with your teacher.');
    attempt.found();
    return toStudentLesson(row);
  });

  await app.register(ownedLessonRoutes);
};

const ownedLessonRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const material = createLessonMaterialRepository(app.database.db);

  /**
   * A new join code retires the old one. POST is the method to use, since it changes the lesson; GET stays because
   * the spec names it (no HEAD: a HEAD must not change anything).
   */
  app.route({
    method: ['GET', 'POST'],
    url: '/lesson/:id/join/regenerate',
    exposeHeadRoute: false,
    // Fastify validates no body on a GET, so the (empty) body is checked here, for both methods alike.
    schema: { params: idParams, response: replies({ 200: joinCodeSchema }, 400, 401, 404) },
    handler: async (request) => regenerateJoinCode(request.caller!.id, request.params.id, request.body),
  });
  async function regenerateJoinCode(callerId: string, lessonIdText: string, body: unknown) {
    const id = lessonId(lessonIdText);
    parseInput(noFields, body, 'A new join code takes no fields');
    return withFreshJoinCode(async (joinCode) => {
      if (!(await app.lessons.update(callerId, id, { joinCode }))) throw notFound('Lesson not found');
      return { joinCode };
    });
  }

  /** One page of the teacher's lessons (?pageSize=, ?continuationToken=), most recently changed first. */
  app.get('/lesson', { schema: { response: replies({ 200: pageOf(lessonSummarySchema) }, 400, 401) } }, async (request, reply) => {
    return sendJsonText(reply, await app.lessons.listJson(request.caller!.id, parsePageRequest('lessons', request.query)));
  });

  app.get('/lesson/:id', { schema: { params: idParams, response: replies({ 200: lessonSchema }, 401, 404) } }, async (request) => {
    const row = await app.lessons.find(request.caller!.id, lessonId(request.params.id));
    if (!row) throw notFound('Lesson not found');
    return toLessonJson(row, await app.outcomes.findByCodes(row.outcomeCodes));
  });

  /** Without an id: create the lesson and generate its plan (one robot action). With an id: save edits. */
  app.post('/lesson', { schema: { body: createOrSaveBodyOf(createLessonBody, updateLessonBody), response: replies({ 200: lessonSchema, 201: lessonSchema }, 400, 401, 404) } }, async (request, reply) => {
    const caller = request.caller!;
    const body = request.body;
    if (body.id === undefined || body.id === null || body.id === '') {
      const { id: _ignored, ...rest } = body;
      const brief = parseBody(createLessonBody, rest);
      const outcomes = await resolveOutcomes(app.outcomes, brief.outcomes);
      const profile = await app.profiles.ensure(caller);
      const controller = new AbortController();
      request.raw.once('close', () => controller.abort());
      const row = await app.metering.charge(profile, 'lesson.create', async () => {
        const slices = brief.enhancementEnabled ? await material.find({ viewer: caller, outcomeCodes: outcomes.map((o) => o.code), topic: brief.title }) : [];
        const plan = await planLesson(app.generator, brief, outcomes, slices, controller.signal);
        return material.insertLessonWithCitations(
          {
            ownerId: caller.id,
            title: brief.title,
            description: brief.description,
            methodology: brief.methodology,
            enhancementEnabled: brief.enhancementEnabled,
            yearLevel: brief.yearLevel,
            subject: brief.subject,
            durationMinutes: brief.durationMinutes,
            outcomeCodes: outcomes.map((o) => o.code),
            plan,
          },
          caller.id,
        );
      });
      return reply.code(201).send(toLessonJson(row, outcomes));
    }

    const edits = parseBody(updateLessonBody, body);
    if (!isUuid(edits.id)) throw notFound('Lesson not found');
    const existing = await app.lessons.find(caller.id, edits.id);
    if (!existing) throw notFound('Lesson not found');
    const codes = edits.outcomes ?? existing.outcomeCodes;
    const outcomes = await resolveOutcomes(app.outcomes, codes);
    const edited = edits.phases ? keepMaterialHonest(edits.phases, existing.plan.phases) : { phases: existing.plan.phases, unknown: [] };
    if (edited.unknown.length) {
      throw new ValidationError(
        edited.unknown.map(({ phase, sliceId }) => ({ field: `phases.${phase}.materials`, message: `Slice ${sliceId} is not material this lesson was planned with` })),
      );
    }
    const phases = edited.phases;
    const allowed = new Set(outcomes.map((o) => o.code));
    const stray = phases.flatMap((p, i) => p.outcomeCodes.filter((c) => !allowed.has(c)).map((c) => ({ i, c })));
    if (stray.length) {
      throw new ValidationError(
        stray.map(({ i, c }) => ({ field: `phases.${i}.outcomeCodes`, message: `Outcome ${c} is not one of this lesson's outcomes; add it to the lesson first` })),
      );
    }
    const content = editedPlanContent(edits);
    if (content.keywords) content.keywords = keepKeywordsHonest(content.keywords, existing.plan.keywords);
    const changes: LessonChanges = {
      ...(edits.title !== undefined ? { title: edits.title } : {}),
      ...(edits.description !== undefined ? { description: edits.description } : {}),
      ...(edits.methodology !== undefined ? { methodology: edits.methodology } : {}),
      ...(edits.enhancementEnabled !== undefined ? { enhancementEnabled: edits.enhancementEnabled } : {}),
      ...(edits.yearLevel !== undefined ? { yearLevel: edits.yearLevel } : {}),
      ...(edits.subject !== undefined ? { subject: edits.subject } : {}),
      ...(edits.durationMinutes !== undefined ? { durationMinutes: edits.durationMinutes } : {}),
      outcomeCodes: outcomes.map((o) => o.code),
      plan: {
        ...existing.plan,
        phases: phases.map((p) => ({ ...p, key: p.key || p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') })),
        successCriteria: edits.successCriteria ?? existing.plan.successCriteria,
        ...content,
        // The key vocabulary is the list of keyword terms; edited keywords carry it with them.
        keyVocabulary: edits.keyVocabulary ?? content.keywords?.map((k) => k.term) ?? existing.plan.keyVocabulary,
        differentiation: edits.differentiation ?? existing.plan.differentiation,
        // The provenance (spread above) keeps the outcomes the plan was made from: saved outcomes that differ from
        // them are what the outcomes tab offers a re-plan for.
      },
    };
    const row = await app.lessons.update(caller.id, edits.id, changes);
    if (!row) throw notFound('Lesson not found');
    return toLessonJson(row, outcomes);
  });

  app.delete('/lesson/:id', { schema: { params: idParams, response: replies({ 204: noContent }, 401, 404) } }, async (request, reply) => {
    const removed = await app.lessons.remove(request.caller!.id, lessonId(request.params.id));
    if (!removed) throw notFound('Lesson not found');
    return reply.code(204).send();
  });
};

export default lessonRoutes;
