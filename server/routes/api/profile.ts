import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ProfileRow } from '../../repositories/profiles.ts';
import { parseInput } from '../../validation.ts';

/** Markets with curriculum data: United States, Australia, United Kingdom (England). */
export const MARKETS = ['', 'us', 'au', 'uk'] as const;

const profileChanges = z
  .object({
    name: z.string().trim().max(120, 'Name must be at most 120 characters').optional(),
    onboarded: z.boolean({ error: 'onboarded must be true or false' }).optional(),
    market: z.enum(MARKETS, { error: `market must be one of: ${MARKETS.filter(Boolean).join(', ')}, or empty` }).optional(),
  })
  .strict();

const limitsQuery = z.object({ key: z.enum(['platform'], { error: 'key must be "platform"' }).default('platform') });

export interface ProfileJson {
  id: string;
  name: string;
  email: string;
  onboarded: boolean;
  subscription: string;
  subscriptionEnd: string | null;
  market: string;
}

export function toProfileJson(row: ProfileRow): ProfileJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    onboarded: row.onboarded,
    subscription: row.subscription,
    subscriptionEnd: row.subscriptionEnd ? row.subscriptionEnd.toISOString() : null,
    market: row.market,
  };
}

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => parseInput(schema, value, 'These fields cannot be changed here');

const profileRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireCaller);

  app.get('/profile', async (request) => toProfileJson(await app.profiles.ensure(request.caller!)));

  app.post('/profile', async (request) => {
    const changes = parse(profileChanges, request.body);
    await app.profiles.ensure(request.caller!);
    const row = await app.profiles.update(request.caller!.id, changes);
    return toProfileJson(row!);
  });

  app.get('/profile/limits', async (request) => {
    parse(limitsQuery, request.query);
    const profile = await app.profiles.ensure(request.caller!);
    return [await app.metering.platformLimit(profile)];
  });
};

export default profileRoutes;
