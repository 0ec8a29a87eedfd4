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

type StudioRun = z.output<typeof studioRunSchema>;
/** A tool's name with its output, one pair per tool, so each output keeps its own tool's shape. */
type ToolOutput<R extends StudioRun = StudioRun> = R extends StudioRun ? Pick<R, 'tool' | 'output'> : never;

function run(tool: StudioTool, input: StudioInput): ToolOutput {
  switch (tool) {
    case 'rewrite':
      return { tool, output: rewriteAtLevel(input.text, input.grade) };
    case 'questions':
      return {
        tool,
        output: { readingLevel: readability(input.text).gradeLevel, questions: questionsFromText(input.text, 8, glossaryFromText(input.text, input.subject, input.grade).map((k) => k.term)) },
      };
    case 'glossary':
      return { tool, output: { entries: glossaryFromText(input.text, input.subject, input.grade) } };
    case 'exit-ticket':
      return { tool, output: { questions: exitTicketFromText(input.text, input.subject, input.grade) } };
  }
}

/** Runs a quick tool for the caller as one robot action and keeps the run in their history. */
export async function runStudioTool(app: FastifyInstance, caller: Caller, tool: StudioTool, input: StudioInput): Promise<StudioRun> {
  const profile = await app.profiles.ensure(caller);
  const { ran, row } = await app.metering.charge(profile, 'studio.generate', async () => {
    const ran = run(tool, input);
    const [saved] = await app.database.db.insert(studioRuns).values({ ownerId: profile.id, tool, input, output: ran.output, createdAt: app.clock() }).returning();
    return { ran, row: saved! };
  });
  return { id: row.id, ...ran, input, createdAt: row.createdAt.toISOString() };
}

/**
 * A kept run as the API answers it. The row's JSON columns are typed loosely (a tool's output is whatever shape that
 * tool gives), so the run is read back through the history's schema; a row that no longer fits is a server fault.
 */
function keptRun(row: typeof studioRuns.$inferSelect): z.output<typeof historyRunSchema> {
  const kept = historyRunSchema.safeParse({ id: row.id, tool: row.tool, input: row.input, output: row.output, createdAt: row.createdAt.toISOString() });
  if (!kept.success) throw new Error(`Studio run ${row.id} is not stored in the shape of a ${row.tool} run: ${kept.error.message}`);
  return kept.data;
}

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
      return { id: r.id, tool: r.tool, preview: text.length > 120 ? `${text.slice(0, 119)}…` : text, createdAt: r.createdAt.toISOString() };
    });
  });

  app.get('/studio/history/:id', { schema: { params: idParams, response: replies({ 200: historyRunSchema }, 401, 404) } }, async (request) => {
    const { id } = request.params;
    const [row] = isUuid(id) ? await db.select().from(studioRuns).where(and(eq(studioRuns.ownerId, request.caller!.id), eq(studioRuns.id, id))) : [];
    if (!row) throw notFound('Studio run not found');
    return keptRun(row);
  });
};

export default studioRoutes;
