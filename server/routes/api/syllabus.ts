import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, ValidationError } from '../../errors.ts';
import { seedCurriculum } from '../../curriculum/seed.ts';
import { titleText } from '../../domain/titles.ts';
import { curriculumOptions, findOutcomesByCodes, listOutcomes, normaliseLevel, searchOutcomes, type Outcome } from '../../curriculum/outcomes.ts';
import { createSyllabusRepository, type SyllabusOutcomeRow, type SyllabusRepository, type SyllabusRow, type SyllabusSummaryRow } from '../../repositories/syllabi.ts';
import { parseInput, isUuid } from '../../validation.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { createOrSaveBodyOf, idParams } from '../../schema/params.ts';
import type { SyllabusJson, SyllabusOutcomeJson } from '../../../src/contracts/syllabus.ts';
import { mapPage, parsePageRequest } from '../../pagination.ts';
import { noContent, replies } from '../../schema/errors.ts';
import { pageOf } from '../../../src/contracts/schemas/page.ts';
import { curriculumOptionsSchema, listedOutcomeSchema, outcomeSchema } from '../../../src/contracts/schemas/curriculum.ts';
import { syllabusSummarySchema, syllabusWithOutcomesSchema } from '../../../src/contracts/schemas/syllabus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    syllabi: SyllabusRepository;
  }
}

/** Markets with curriculum data: United States, Australia, United Kingdom (England). */
const CURRICULUM_MARKETS = ['us', 'au', 'uk'] as const;
const MARKET_MESSAGE = `market must be one of: ${CURRICULUM_MARKETS.join(', ')}, or empty`;
const market = z.union([z.enum(CURRICULUM_MARKETS), z.literal('')], { error: MARKET_MESSAGE });


const optionsQuery = z.object({
  preferencesOnly: z.enum(['true', 'false', ''], { error: 'preferencesOnly must be true or false' }).optional(),
  market: market.optional(),
});

const recommendedQuery = z.object({
  input: z.string({ error: 'Enter some words to search for' }).trim().min(1, 'Enter some words to search for').max(500, 'Keep the search under 500 characters'),
  market: market.optional(),
  framework: z.string().trim().max(40).optional(),
  level: z.string().trim().max(40, 'A year level is at most 40 characters').refine((l) => !l || normaliseLevel(l) !== '', 'Give a year level such as 4, Year 4, Grade 4, K or F').optional(),
  /** How many to return; the spec's outcome generation asks for 6. */
  length: z.coerce.number({ error: 'length must be a number from 1 to 50' }).int('length must be a whole number').min(1, 'length must be at least 1').max(50, 'length must be at most 50').optional(),
});

const text = (field: string, max: number) => z.string({ error: `${field} must be text` }).trim().max(max, `${field} must be at most ${max} characters`);

const syllabusFields = {
  title: titleText({ error: 'Title must be text' }).max(200, 'Title must be at most 200 characters').min(1, 'Enter a title for the syllabus'),
  market: market,
  framework: text('Framework', 40),
  subject: text('Subject', 200),
  yearLevel: text('Year level', 40),
};

const createSyllabus = z
  .object({
    title: syllabusFields.title,
    market: syllabusFields.market.default(''),
    framework: syllabusFields.framework.default(''),
    subject: syllabusFields.subject.default(''),
    yearLevel: syllabusFields.yearLevel.default(''),
  })
  .strict();

const updateSyllabus = z
  .object({
    id: z.string({ error: 'id must be text' }),
    title: syllabusFields.title.optional(),
    market: syllabusFields.market.optional(),
    framework: syllabusFields.framework.optional(),
    subject: syllabusFields.subject.optional(),
    yearLevel: syllabusFields.yearLevel.optional(),
    // Accepted and ignored so a client can post back what it fetched.
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
    outcomes: z.unknown().optional(),
    outcomeCount: z.unknown().optional(),
  })
  .strict();

const addOutcome = z.object({
  code: z.string({ error: 'Enter an outcome code' }).trim().min(1, 'Enter an outcome code').max(120, 'An outcome code is at most 120 characters'),
});

const NOT_PART = 'These fields are not part of a syllabus';
const parse = <T>(schema: z.ZodType<T>, value: unknown): T => parseInput(schema, value, NOT_PART);
/** A schema a route declares, refusing unknown fields in the syllabus's words. */
const worded = <T extends z.ZodType>(schema: T): T => withUnknownFieldMessage(schema, NOT_PART);
const outcomeParams = z.object({ id: z.string(), outcomeId: z.string() });

export type { SyllabusJson, SyllabusOutcomeJson };

function toSyllabusJson(row: SyllabusRow): SyllabusJson {
  return {
    id: row.id,
    title: row.title,
    market: row.market,
    framework: row.framework,
    subject: row.subject,
    yearLevel: row.yearLevel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSyllabusOutcomeJson(row: SyllabusOutcomeRow): SyllabusOutcomeJson {
  return {
    id: row.id,
    code: row.code,
    shortCode: row.shortCode ?? row.code,
    framework: row.framework ?? '',
    market: row.market ?? '',
    subject: row.subject ?? '',
    strand: row.strand ?? '',
    levels: row.levels ?? [],
    levelLabel: row.levelLabel ?? '',
    statement: row.statement ?? '',
    missing: row.statement === null,
    position: row.position,
  };
}

const toSummaryJson = (row: SyllabusSummaryRow) => ({ ...toSyllabusJson(row), outcomeCount: row.outcomeCount });

/** A path segment the client filled from nothing ("", "undefined", "null") names nothing. */
const missingSegment = (value: string | undefined) => !value || value === 'undefined' || value === 'null';

function syllabusId(id: string): string {
  if (!isUuid(id)) throw notFound('Syllabus not found');
  return id;
}

async function syllabusWithOutcomes(app: FastifyInstance, ownerId: string, id: string) {
  const row = await app.syllabi.find(ownerId, id);
  if (!row) throw notFound('Syllabus not found');
  const outcomes = await app.syllabi.outcomes(ownerId, id);
  return { ...toSyllabusJson(row), outcomes: outcomes.map(toSyllabusOutcomeJson) };
}

/** The market a syllabus ends up in: a framework must exist and fixes the market; 400s say which field is wrong. */
async function resolveMarket(app: FastifyInstance, market: string, framework: string): Promise<string> {
  if (!framework) return market;
  const frameworks = await curriculumOptions(app.database.db);
  const known = frameworks.find((f) => f.id === framework);
  if (!known) {
    throw new ValidationError([{ field: 'framework', message: `Unknown framework "${framework}"; choose one of: ${frameworks.map((f) => f.id).join(', ')}` }]);
  }
  if (market && market !== known.market) {
    throw new ValidationError([{ field: 'market', message: `The framework "${known.id}" belongs to market "${known.market}"` }]);
  }
  return known.market;
}

const outcomeJson = ({ market: _market, ...outcome }: Outcome) => outcome;

/**
 * Syllabus calls (spec §7): curriculum options, outcome search and listing over the real statements, and teachers'
 * own syllabi. Loads the committed curriculum into the database when the plugin loads (a no-op when unchanged).
 */
const syllabusRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const report = await seedCurriculum(db);
  if (report.loaded.length) app.log.info({ curriculum: report }, 'curriculum seeded');

  app.decorate('syllabi', createSyllabusRepository(db));
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);

  /** ?market= filters; ?preferencesOnly=true without a market uses the market in the teacher's profile. */
  app.get('/syllabus/options', { schema: { querystring: worded(optionsQuery), response: replies({ 200: curriculumOptionsSchema }, 400, 401) } }, async (request) => {
    const query = request.query;
    let wanted: string = query.market ?? '';
    if (!wanted && query.preferencesOnly === 'true') {
      wanted = (await app.profiles.ensure(request.caller!)).market;
    }
    const frameworks = await curriculumOptions(db, wanted || undefined);
    return { markets: [...CURRICULUM_MARKETS], market: wanted, frameworks };
  });

  app.get('/syllabus/recommended/outcomes', { schema: { querystring: worded(recommendedQuery), response: replies({ 200: z.array(outcomeSchema) }, 400, 401) } }, async (request) => {
    const query = request.query;
    const outcomes = await searchOutcomes(db, query.input, { market: query.market || undefined, framework: query.framework || undefined, level: query.level || undefined, limit: query.length ?? 20 });
    return outcomes.map(({ rank: _rank, ...outcome }) => outcome);
  });

  /**
   * {a} is a framework id (us-ccss-math, au-v9-math, en-nc, ...); {b} is one of its subjects (name or slug) or a year
   * level ("3", "Year 3", "K"/"F"); ?level= narrows a subject to a level. Anything missing or unknown: [].
   */
  const listParams = {
    params: z.object({ a: z.string(), b: z.string() }),
    querystring: z.object({ level: z.unknown().optional() }),
    response: replies({ 200: z.array(listedOutcomeSchema) }, 401),
  };
  app.get('/syllabus/:a/:b/outcomes', { schema: listParams }, async (request) => {
    const { a, b } = request.params;
    const { level } = request.query;
    if (missingSegment(a) || missingSegment(b)) return [];
    return (await listOutcomes(db, a, b, typeof level === 'string' ? level : undefined)).map(outcomeJson);
  });

  // "/syllabus//x/outcomes" and "/syllabus/x//outcomes": a missing segment is an empty list, as the spec asks.
  app.get('/syllabus/*', { schema: { params: z.object({ '*': z.string() }), response: replies({ 200: z.array(listedOutcomeSchema) }, 401, 404) } }, async (request) => {
    const rest = request.params['*'];
    if (/^[^/]*\/[^/]*\/outcomes\/?$/.test(rest)) return [];
    throw notFound(`No route for GET ${request.url.split('?')[0]}`);
  });

  /** One page of the teacher's syllabi (?pageSize=, ?continuationToken=), most recently changed first. */
  app.get('/syllabus', { schema: { response: replies({ 200: pageOf(syllabusSummarySchema) }, 400, 401) } }, async (request) => mapPage(await app.syllabi.list(request.caller!.id, parsePageRequest('syllabi', request.query)), toSummaryJson));

  app.get('/syllabus/:id', { schema: { params: idParams, response: replies({ 200: syllabusWithOutcomesSchema }, 401, 404) } }, async (request) => syllabusWithOutcomes(app, request.caller!.id, syllabusId(request.params.id)));

  /** Without an id: create. With an id: update the fields given. */
  app.post('/syllabus', { schema: { body: createOrSaveBodyOf(createSyllabus, updateSyllabus), response: replies({ 200: syllabusWithOutcomesSchema, 201: syllabusWithOutcomesSchema }, 400, 401, 404) } }, async (request, reply) => {
    const caller = request.caller!;
    const body = request.body;
    if (body.id === undefined || body.id === null || body.id === '') {
      const { id: _id, ...rest } = body;
      const values = parse(createSyllabus, rest);
      const resolvedMarket = await resolveMarket(app, values.market, values.framework);
      await app.profiles.ensure(caller);
      const row = await app.syllabi.insert(caller.id, { ...values, market: resolvedMarket });
      return reply.code(201).send({ ...toSyllabusJson(row), outcomes: [] });
    }
    const { id, createdAt: _c, updatedAt: _u, outcomes: _o, outcomeCount: _n, ...changes } = parse(updateSyllabus, body);
    if (!isUuid(id)) throw notFound('Syllabus not found');
    const existing = await app.syllabi.find(caller.id, id);
    if (!existing) throw notFound('Syllabus not found');
    const framework = changes.framework ?? existing.framework;
    // Changing the framework moves the syllabus to its market unless a market is given too.
    const wantedMarket = changes.market ?? (changes.framework !== undefined ? '' : existing.market);
    const resolvedMarket = await resolveMarket(app, wantedMarket, framework);
    const values = Object.fromEntries(Object.entries({ ...changes, market: resolvedMarket }).filter(([, v]) => v !== undefined));
    const row = await app.syllabi.update(caller.id, id, values);
    if (!row) throw notFound('Syllabus not found');
    return syllabusWithOutcomes(app, caller.id, id);
  });

  app.post('/syllabus/:id/outcome', { schema: { params: idParams, response: replies({ 200: syllabusWithOutcomesSchema }, 400, 401, 404) } }, async (request) => {
    const id = syllabusId(request.params.id);
    const { code } = parse(addOutcome, request.body);
    const [outcome] = await findOutcomesByCodes(db, [code]);
    if (!outcome) throw new ValidationError([{ field: 'code', message: `Unknown outcome code "${code}"` }]);
    if (!(await app.syllabi.addOutcome(request.caller!.id, id, outcome.code))) throw notFound('Syllabus not found');
    return syllabusWithOutcomes(app, request.caller!.id, id);
  });

  app.delete('/syllabus/:id/outcome/:outcomeId', { schema: { params: outcomeParams, response: replies({ 200: syllabusWithOutcomesSchema }, 401, 404) } }, async (request) => {
    const id = syllabusId(request.params.id);
    const { outcomeId } = request.params;
    let target: { rowId?: string; code?: string } = isUuid(outcomeId) ? { rowId: outcomeId } : { code: outcomeId };
    if (target.code) {
      // Accept the short form too ("3.OA.A.1"): the syllabus stores canonical codes.
      const [outcome] = await findOutcomesByCodes(db, [target.code]);
      if (outcome) target = { code: outcome.code };
    }
    if (!(await app.syllabi.removeOutcome(request.caller!.id, id, target))) {
      if (!(await app.syllabi.find(request.caller!.id, id))) throw notFound('Syllabus not found');
      throw notFound('That outcome is not in this syllabus');
    }
    return syllabusWithOutcomes(app, request.caller!.id, id);
  });

  app.delete('/syllabus/:id', { schema: { params: idParams, response: replies({ 204: noContent }, 401, 404) } }, async (request, reply) => {
    const removed = await app.syllabi.remove(request.caller!.id, syllabusId(request.params.id));
    if (!removed) throw notFound('Syllabus not found');
    return reply.code(204).send();
  });
};

export default syllabusRoutes;
