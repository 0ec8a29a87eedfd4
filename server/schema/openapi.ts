import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };
import { zodValidatorCompiler } from './zod-provider.ts';
import { responseSerializerCompiler, type DroppedFields } from './serializer.ts';
import { ERROR_DESCRIPTIONS, replies } from './errors.ts';
import { z } from 'zod';

/** Where the reference page lives inside the API's prefix (`/api/docs`). */
export const DOCS_PATH = '/docs';

/**
 * Gives the API scope its one schema layer: routes declare zod schemas for params, query, body and responses, which
 * validate the request (the spec's 400 body), shape the reply, and describe the route in the OpenAPI 3.1 document at
 * `/api/openapi.json`. Every route registered after this is listed there, with or without a schema yet. The reference
 * page at `/api/docs` is served from the installed Swagger UI package, scripts in their own files, so the site's
 * Content-Security-Policy (scripts from 'self' only) holds for it too. Shared shapes with an id (the error bodies)
 * are written once under `components.schemas` and referred to from each route.
 */
export async function registerApiSchemas(api: FastifyInstance, options: { onDroppedResponseFields: DroppedFields }) {
  api.setValidatorCompiler(zodValidatorCompiler);
  api.setSerializerCompiler(responseSerializerCompiler(options.onDroppedResponseFields));
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Teachkit API',
        version: packageJson.version,
        description: 'Lessons, uploads, assessments, comments, units and sharing. Send an access token (Authorization: Bearer) or an API key (X-Api-Key).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: (route) => describeErrors(jsonSchemaTransform(route)),
    transformObject: jsonSchemaTransformObject,
  });
  await api.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { deepLinking: true },
  });
  const openApiDocument = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });
  api.get('/openapi.json', { schema: { summary: 'This document: every route of the API, OpenAPI 3.1', response: replies({ 200: openApiDocument }) } }, async () => api.swagger());
}

/** Names what each error status of a route means; the body itself is the shared schema it refers to. */
function describeErrors<T extends { schema: unknown }>(transformed: T): T {
  const response = (transformed.schema as { response?: Record<string, object> } | undefined)?.response;
  for (const [status, description] of Object.entries(ERROR_DESCRIPTIONS)) {
    // @fastify/swagger takes the response's description from the schema's own, before it resolves the reference.
    if (response?.[status]) response[status] = { ...response[status], description };
  }
  return transformed;
}
