import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { verifiedEmailOf } from '../../domain/access.ts';
import { removeAccount } from '../../domain/account-removal.ts';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { toApiKeyJson } from '../../repositories/api-keys.ts';
import type { ProfileRow } from '../../repositories/profiles.ts';
import { isUuid, parseInput } from '../../validation.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams } from '../../schema/params.ts';
import { noContent, replies } from '../../schema/errors.ts';
import {
  apiKeySchema,
  consumptionSchema,
  newApiKeySchema,
  platformLimitSchema,
  profileSchema,
  publicProfileSchema,
  subscriptionPortalSchema,
} from '../../../src/contracts/schemas/profile.ts';

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

/** The most API keys one teacher may hold at once. */
export const MAX_API_KEYS = 10;
const apiKeyQuery = z.object({ name: z.string().trim().min(1, 'Give the key a name').max(80, 'A key name has at most 80 characters').default('API key') }).strict();

/** The longest span the consumption chart asks for at once. */
export const MAX_CONSUMPTION_DAYS = 366;
const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date written YYYY-MM-DD`, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${field} is not a calendar date`);
const consumptionQuery = z
  .object({ startDate: isoDate('startDate').optional(), endDate: isoDate('endDate').optional() })
  .strict()
  .transform((q, ctx) => {
    const end = q.endDate ?? new Date().toISOString().slice(0, 10);
    const start = q.startDate ?? new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must be on or after startDate' });
    else if (days > MAX_CONSUMPTION_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `Ask for at most ${MAX_CONSUMPTION_DAYS} days at a time` });
    return { start, end };
  });

const removalQuery = z.object({ confirm: z.string({ error: 'Type your email address in confirm: removing your account cannot be undone' }) }).strict();

export const SUBSCRIPTION_MANAGED_MESSAGE = "Your plan is managed by your school's Teachkit administrator: ask them to change it.";

export type ProfileJson = z.infer<typeof profileSchema>;

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

const NOT_CHANGEABLE = 'These fields cannot be changed here';
const parse = <T>(schema: z.ZodType<T>, value: unknown): T => parseInput(schema, value, NOT_CHANGEABLE);
/** A schema a route declares, refusing unknown fields in the profile's words. */
const worded = <T extends z.ZodType>(schema: T): T => withUnknownFieldMessage(schema, NOT_CHANGEABLE);

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds. Keys and the account itself
  // are managed by the teacher in person: the same hook refuses an API key there (apiKeyRefusal).
  app.addHook('preValidation', app.requireCaller);

  app.get('/profile', { schema: { response: replies({ 200: profileSchema }, 401) } }, async (request) => toProfileJson(await app.profiles.ensure(request.caller!)));

  app.post('/profile', { schema: { body: worded(profileChanges), response: replies({ 200: profileSchema }, 400, 401) } }, async (request) => {
    const changes = request.body;
    await app.profiles.ensure(request.caller!);
    const row = await app.profiles.update(request.caller!.id, changes);
    return toProfileJson(row!);
  });

  app.get('/profile/limits', { schema: { querystring: worded(limitsQuery), response: replies({ 200: z.array(platformLimitSchema) }, 400, 401) } }, async (request) => {
    const profile = await app.profiles.ensure(request.caller!);
    return [await app.metering.platformLimit(profile)];
  });

  app.get('/profile/consumption', { schema: { querystring: worded(consumptionQuery), response: replies({ 200: consumptionSchema }, 400, 401) } }, async (request) => {
    const { start, end } = request.query;
    const profile = await app.profiles.ensure(request.caller!);
    const days = await app.metering.consumption(profile, start, end);
    return { startDate: start, endDate: end, total: days.reduce((sum, d) => sum + d.actions, 0), days };
  });

  app.get('/profile/api-keys', { schema: { response: replies({ 200: z.array(apiKeySchema) }, 401, 403) } }, async (request) => {
    const profile = await app.profiles.ensure(request.caller!);
    return (await app.apiKeys.list(profile.id)).map(toApiKeyJson);
  });

  // The spec names GET for making a key; POST does the same for clients that expect it.
  const createApiKey = async (request: FastifyRequest) => {
    // GET names the key in the query; POST in the query or a JSON body, and nothing else.
    const { name } = parse(apiKeyQuery, request.method === 'POST' && request.body !== undefined && request.body !== null ? request.body : request.query);
    const profile = await app.profiles.ensure(request.caller!);
    if ((await app.apiKeys.count(profile.id)) >= MAX_API_KEYS) {
      throw new HttpError(409, `You already have ${MAX_API_KEYS} API keys, the most one teacher may hold: revoke one you no longer use, then make a new one.`);
    }
    const { key, row } = await app.apiKeys.create(profile.id, name, app.clock());
    // The only time the key is shown: Teachkit keeps its hash alone.
    return { ...toApiKeyJson(row), key };
  };
  const newKey = { schema: { response: replies({ 200: newApiKeySchema }, 400, 401, 403, 409) } };
  app.get('/profile/api-key', newKey, createApiKey);
  app.post('/profile/api-key', newKey, createApiKey);

  app.delete('/profile/api-key/:id', { schema: { params: idParams, response: replies({ 204: noContent }, 401, 403, 404) } }, async (request, reply) => {
    if (!isUuid(request.params.id) || !(await app.apiKeys.remove(request.caller!.id, request.params.id))) throw notFound('API key not found');
    return reply.code(204).send();
  });

  app.delete('/profile', { schema: { response: replies({ 204: noContent }, 400, 401, 403) } }, async (request, reply) => {
    const { confirm } = parse(removalQuery, request.query);
    const profile = await app.profiles.ensure(request.caller!);
    if (confirm.trim().toLowerCase() !== profile.email.toLowerCase()) {
      throw new ValidationError([{ field: 'confirm', message: `Type your email address (${profile.email}) in confirm: removing your account cannot be undone` }]);
    }
    const { uploadIds } = await removeAccount(app.database.db, profile.id);
    for (const id of uploadIds) {
      await app.storage.deleteFolder(id).catch((error: unknown) => request.log.warn({ err: error, storageFolder: id }, 'could not remove an upload’s files'));
    }
    request.log.info({ profileId: profile.id, uploads: uploadIds.length }, 'account removed');
    return reply.code(204).send();
  });

  app.get('/profile/subscription-portal-url', { schema: { response: replies({ 200: subscriptionPortalSchema }, 401) } }, async () => {
    const url = app.config.billingPortalUrl;
    return url ? { url, managed: false } : { url: null, managed: true, message: SUBSCRIPTION_MANAGED_MESSAGE };
  });

  // Another teacher's public face (id and name), only for someone who shares with the caller; the caller's own too.
  app.get('/profile/:id', { schema: { params: idParams, response: replies({ 200: z.union([profileSchema, publicProfileSchema]) }, 401, 404) } }, async (request) => {
    const caller = request.caller!;
    if (request.params.id === caller.id) return toProfileJson(await app.profiles.ensure(caller));
    const email = verifiedEmailOf(caller);
    const shared = email ? await app.shares.sharedWith(email) : [];
    const owner = shared.find((s) => s.share.ownerId === request.params.id);
    if (!owner) throw notFound('Profile not found');
    return { id: owner.share.ownerId, name: owner.ownerName };
  });
};

export default profileRoutes;
