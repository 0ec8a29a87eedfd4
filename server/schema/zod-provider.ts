import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../errors.ts';
import { fieldErrorsOf } from '../validation.ts';

export type { ZodTypeProvider, FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** How a route's schema words fields it does not have, kept beside the schema rather than in the OpenAPI document. */
const unknownFieldWording = new WeakMap<z.ZodType, string>();

/** A route's body or query schema whose unknown fields are refused with `unknownFields` ("These fields are not part of a lesson"). */
export function withUnknownFieldMessage<T extends z.ZodType>(schema: T, unknownFields: string): T {
  unknownFieldWording.set(schema, unknownFields);
  return schema;
}

/**
 * Validates a route's params, query string and body with its zod schemas and answers the spec's 400 array body, the
 * same as `parseInput` in a handler would: a missing body is an empty object, and the parsed value (defaults filled
 * in, text trimmed) replaces what came in.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: new ValidationError(fieldErrorsOf(result.error, unknownFieldWording.get(schema))) };
  };
