import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { describeSize, HttpError, ValidationError, type ErrorBody, type FieldError } from '../errors.ts';

function fromZod(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
}

/** Fastify's own client errors, worded to say what to fix. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON; send one JSON object',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty but Content-Type says JSON; send a JSON object, or no Content-Type',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON, with Content-Type: application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The body is not as long as Content-Length says',
  FST_ERR_BAD_URL: 'The address holds a character that is not valid UTF-8 percent-encoding; encode it again',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is longer than 100 characters',
};

/** Where in the request a Fastify client error lies, for the 400 body's `field`. */
function fieldOf(error: FastifyError): string {
  if (error.code === 'FST_ERR_BAD_URL') return '(path)';
  return error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError ? '(body)' : '(request)';
}

/**
 * Sends the spec's body for an error: a 400 is always an array of `{ field, message }`, anything else
 * `{ statusCode, message }`; a 5xx says no more than that something went wrong, unless it is an HttpError.
 */
function answer(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ValidationError) return reply.code(400).send(error.errors);
  if (error instanceof ZodError) return reply.code(400).send(fromZod(error));
  if (error instanceof HttpError) reply.headers(error.headers);
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const errors = fastifyError.validation.map((v) => ({
      field: (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || String(v.params?.missingProperty ?? '(body)'),
      message: v.message ?? 'is invalid',
    }));
    return reply.code(400).send(errors);
  }
  const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    // An HttpError's message was written for the client (an outside service that is down or not set up); any other
    // failure may carry a stack or SQL, so it says no more than that something went wrong.
    const message = error instanceof HttpError ? error.message : 'An unexpected error occurred';
    return reply.code(status).send({ statusCode: status, message } satisfies ErrorBody);
  }
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The limit is the route's own (a generic call takes a photo, a sign-in form a few fields), said in words.
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
    const message = `The body is larger than ${describeSize(limit)}, the most this address accepts; send a smaller one`;
    return reply.code(413).send({ statusCode: 413, message } satisfies ErrorBody);
  }
  const message = (fastifyError.code && FRAMEWORK_MESSAGES[fastifyError.code]) || error.message;
  if (status === 400) return reply.code(400).send([{ field: fieldOf(fastifyError), message }] satisfies FieldError[]);
  return reply.code(status).send({ statusCode: status, message } satisfies ErrorBody);
}

/**
 * Fastify's `frameworkErrors` option: a broken address or an over-long path part is answered before any route or
 * hook runs, so it would otherwise bypass the error handler and its bodies.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return answer(error, request, reply);
}

/** The one error handler: maps typed errors to the spec's bodies and never leaks internals on a 5xx. */
export default fp(
  async (app) => {
    app.setErrorHandler(answer);
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ statusCode: 404, message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'errors' },
);
