import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import {
  PROVIDER_NAMES,
  PROVIDER_SETTINGS,
  ProviderFailure,
  RESOURCE_PROVIDERS,
  type ResourceProviderId,
  type Search,
} from '../../resources/providers.ts';
import { replies } from '../../schema/errors.ts';
import { resourceProviderSchema, resourceSearchSchema } from '../../../src/contracts/schemas/resources.ts';
import { z } from 'zod';

/** The longest search text passed on to a provider. */
const MAX_QUERY_LENGTH = 200;

const isProvider = (value: string): value is ResourceProviderId => (RESOURCE_PROVIDERS as readonly string[]).includes(value);

function queryOf(raw: unknown): string {
  const query = (raw ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(query).filter((key) => key !== 'query');
  if (unknown.length > 0) throw new ValidationError(unknown.map((field) => ({ field, message: 'Only query is accepted here' })));
  const text = typeof query.query === 'string' ? query.query.trim() : '';
  if (!text) throw new ValidationError([{ field: 'query', message: 'Type what to look for in query' }]);
  if (text.length > MAX_QUERY_LENGTH) throw new ValidationError([{ field: 'query', message: `Keep the search under ${MAX_QUERY_LENGTH} characters` }]);
  return text;
}

/**
 * GET /resources lists the providers and whether each is set up; GET /resources/{wikipedia|boclips|bing}?query=
 * searches one. A provider the administrator has not configured answers 503 naming the settings that turn it on.
 */
export function resourceRoutes(searches: Partial<Record<ResourceProviderId, Search>>): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preHandler', app.requireCaller);

    app.get('/resources', { schema: { response: replies({ 200: z.array(resourceProviderSchema) }, 401) } }, async () => RESOURCE_PROVIDERS.map((provider) => ({ provider, name: PROVIDER_NAMES[provider], configured: Boolean(searches[provider]) })));

    const searchSchema = { response: replies({ 200: resourceSearchSchema }, 400, 401, 404, 502, 503) };
    app.get<{ Params: { provider: string } }>('/resources/:provider', { schema: searchSchema }, async (request) => {
      const { provider } = request.params;
      if (!isProvider(provider)) throw notFound(`No resource provider "${provider}": use ${RESOURCE_PROVIDERS.join(', ')}`);
      const query = queryOf(request.query);
      const search = searches[provider];
      const name = PROVIDER_NAMES[provider];
      if (!search) throw new HttpError(503, `${name} search is not set up on this Teachkit: the administrator turns it on with ${PROVIDER_SETTINGS[provider]}`);
      try {
        return { provider, query, results: await search(query) };
      } catch (error) {
        if (!(error instanceof ProviderFailure)) throw error;
        request.log.warn({ provider, reason: error.message }, 'resource search failed');
        throw new HttpError(502, `${name} did not answer just now; try again in a moment`);
      }
    });
  };
}
