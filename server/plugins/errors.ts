import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ZodError } from 'zod';
import { HttpError, ValidationError, type ErrorBody, type FieldError } from '../errors.ts';

function fromZod(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
}

/** The one error handler: maps typed errors to the spec's bodies and never leaks internals on a 5xx. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof ValidationError) return reply.code(400).send(error.errors);
      if (error instanceof ZodError) return reply.code(400).send(fromZod(error));
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply.code(error.statusCode).send({ statusCode: error.statusCode, message: error.message } satisfies ErrorBody);
      }
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
        return reply.code(status).send({ statusCode: status, message: 'An unexpected error occurred' } satisfies ErrorBody);
      }
      return reply.code(status).send({ statusCode: status, message: error.message } satisfies ErrorBody);
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ statusCode: 404, message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'errors' },
);
