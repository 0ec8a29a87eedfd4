import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { assessments, commentSets, lessons, studioRuns, units } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid, parseInput } from '../../validation.ts';
import { replies } from '../../schema/errors.ts';
import { START_SOURCES, STARTED_KINDS, startRunSchema } from '../../../src/contracts/schemas/studio.ts';

export { STARTED_KINDS, START_SOURCES };
const tables = { lesson: lessons, assessment: assessments, unit: units, comment: commentSets };

const body = z
  .object({
    kind: z.enum(STARTED_KINDS, { error: `What was started is ${STARTED_KINDS.join(', ')}` }),
    id: z.string({ error: 'Give the id of the item that was started' }),
    source: z.enum(START_SOURCES, { error: `A start is from ${START_SOURCES.join(', ')}` }),
    /** What it was started from, as the history shows it: the topic, the start of the text, the upload's title, the codes. */
    from: z.string({ error: 'Say what the item was started from' }).trim().min(1, 'Say what the item was started from').max(500, 'Keep what it was started from under 500 characters'),
  })
  .strict();

/**
 * The Studio's start: the teacher starts a lesson, an assessment, a unit or a comment set through its own API (which
 * counts the robot action), then records the start here so it appears in the Studio history beside the quick tools'
 * runs. Recording is free, and only the caller's own item can be recorded.
 */
const studioStartRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireCaller);
  const db = app.database.db;

  app.post('/studio/started', { schema: { response: replies({ 201: startRunSchema }, 400, 401, 404) } }, async (request, reply) => {
    const input = parseInput(body, request.body, 'These fields are not part of a Studio start');
    const ownerId = request.caller!.id;
    const table = tables[input.kind];
    const [item] = isUuid(input.id) ? await db.select({ id: table.id, title: table.title }).from(table).where(and(eq(table.ownerId, ownerId), eq(table.id, input.id))) : [];
    if (!item) throw notFound(`No ${input.kind} of yours has this id`);
    const profile = await app.profiles.ensure(request.caller!);
    const [row] = await db
      .insert(studioRuns)
      .values({ ownerId: profile.id, tool: 'start', input: { text: input.from, source: input.source }, output: { kind: input.kind, id: item.id, title: item.title }, createdAt: app.clock() })
      .returning();
    return reply.code(201).send({ id: row!.id, tool: 'start' as const, input: { text: input.from, source: input.source }, output: { kind: input.kind, id: item.id, title: item.title }, createdAt: row!.createdAt.toISOString() });
  });
};

export default studioStartRoutes;
