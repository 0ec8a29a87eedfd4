import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../plugins/authenticate.ts';
import { z } from 'zod';
import { studioRuns } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { exitTicketFromText, glossaryFromText, questionsFromText } from '../../generation/studio/from-text.ts';
import { rewriteAtLevel } from '../../generation/studio/rewrite.ts';
import { readability } from '../../generation/text.ts';
import { keyset, mapPage, parsePageRequest } from '../../pagination.ts';
import { isUuid } from '../../validation.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams } from '../../schema/params.ts';
import { replies } from '../../schema/errors.ts';
import { pageOf } from '../../../src/contracts/schemas/page.ts';
import { historyRunSchema, STUDIO_TOOLS, studioRunSchema, studioRunSummarySchema } from '../../../src/contracts/schemas/studio.ts';

export { STUDIO_TOOLS };
type StudioTool = (typeof STUDIO_TOOLS)[number];
/** The longest text a quick tool takes: a few pages. */
export const MAX_STUDIO_TEXT = 20_000;

/** The text a quick tool works from, with the messages that say what to fix. */
export const studioText = z
  .string({ error: 'Paste the text to work from' })
  .trim()
  .min(40, 'Paste a longer text: at least a sentence or two (40 characters)')
  .max(MAX_STUDIO_TEXT, `A text has at most ${MAX_STUDIO_TEXT.toLocaleString('en')} characters; paste a shorter part`);
export const studioGrade = z.int('grade is a whole US grade from 0 to 12').min(0, 'grade is a whole US grade from 0 to 12').max(12, 'grade is a whole US grade from 0 to 12').default(5);
export const studioSubject = z.string().trim().max(80, 'A subject is at most 80 characters').default('');

const body = withUnknownFieldMessage(
  z.object({ text: studioText, grade: studioGrade, subject: studioSubject }).strict(),
  'These fields are not part of a Studio request',
);
export type StudioInput = z.infer<typeof body>;
export const studioToolName = z.enum(STUDIO_TOOLS, { error: `A Studio tool is ${STUDIO_TOOLS.join(', ')}` });
const toolParams = z.object({ tool: studioToolName });

function run(tool: StudioTool, input: StudioInput): unknown {
  switch (tool) {
    case 'rewrite':
      return rewriteAtLevel(input.text, input.grade);
    case 'questions':
      return { readingLevel: readability(input.text).gradeLevel, questions: questionsFromText(input.text) };
    case 'glossary':
      return { entries: glossaryFromText(input.text, input.subject, input.grade) };
    case 'exit-ticket':
      return { questions: exitTicketFromText(input.text, input.subject, input.grade) };
  }
}

/** Runs a quick tool for the caller as one robot action and keeps the run in their history. */
export async function runStudioTool(app: FastifyInstance, caller: Caller, tool: StudioTool, input: StudioInput) {
  const profile = await app.profiles.ensure(caller);
  const row = await app.metering.charge(profile, 'studio.generate', async () => {
    const output = run(tool, input);
    const [saved] = await app.database.db.insert(studioRuns).values({ ownerId: profile.id, tool, input, output, createdAt: app.clock() }).returning();
    return saved!;
  });
  return keptRun(row) as StudioRun;
}

/**
 * A kept run as the API answers it. The row's JSON columns are typed loosely; the tools wrote them in the shapes of
 * the history's schema, which checks each answer as it is sent.
 */
const keptRun = (row: typeof studioRuns.$inferSelect) => ({ id: row.id, tool: row.tool, input: row.input, output: row.output, createdAt: row.createdAt.toISOString() });
type StudioRun = z.output<typeof studioRunSchema>;
/** The tool column holds the tools' names and 'start' (the history's schema checks each as it is sent). */
type HistoryTool = z.output<typeof studioRunSummarySchema>['tool'];

const byCreated = keyset('studio', studioRuns.createdAt, studioRuns.id, 'desc');

/**
 * The Studio's quick tools on a pasted text (rewrite at a reading level, questions, a glossary, an exit ticket): each
 * run is one robot action and lands in the teacher's history, which they can reopen.
 */
const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const db = app.database.db;

  app.post('/studio/:tool', { schema: { params: toolParams, body, response: replies({ 201: studioRunSchema }, 400, 401) } }, async (request, reply) =>
    reply.code(201).send(await runStudioTool(app, request.caller!, request.params.tool, request.body)),
  );

  /** The teacher's runs, newest first, a page at a time (without their outputs, which a reopened run fetches). */
  app.get('/studio/history', { schema: { response: replies({ 200: pageOf(studioRunSummarySchema) }, 400, 401) } }, async (request) => {
    const page = parsePageRequest('studio', request.query);
    const rows = await db
      .select({ id: studioRuns.id, tool: studioRuns.tool, input: studioRuns.input, createdAt: studioRuns.createdAt, cursorKey: byCreated.key })
      .from(studioRuns)
      .where(and(eq(studioRuns.ownerId, request.caller!.id), byCreated.after(page.after)))
      .orderBy(...byCreated.orderBy)
      .limit(byCreated.limit(page));
    return mapPage(byCreated.page(rows, page, ({ cursorKey: _key, ...row }) => row), (r) => {
      const text = String(r.input.text ?? '');
      return { id: r.id, tool: r.tool as HistoryTool, preview: text.length > 120 ? `${text.slice(0, 119)}…` : text, createdAt: r.createdAt.toISOString() };
    });
  });

  app.get('/studio/history/:id', { schema: { params: idParams, response: replies({ 200: historyRunSchema }, 401, 404) } }, async (request) => {
    const { id } = request.params;
    const [row] = isUuid(id) ? await db.select().from(studioRuns).where(and(eq(studioRuns.ownerId, request.caller!.id), eq(studioRuns.id, id))) : [];
    if (!row) throw notFound('Studio run not found');
    return keptRun(row) as z.output<typeof historyRunSchema>;
  });
};

export default studioRoutes;
