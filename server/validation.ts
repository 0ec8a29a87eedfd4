import type { z } from 'zod';
import { ValidationError, type FieldError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a request is a UUID (the form of every row id): one that is not names no row. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const DEFAULT_UNKNOWN_FIELDS = 'These fields are not accepted here';

/** The spec's 400 body for what a schema found: each field to fix, unknown fields worded with `unknownFields`. */
export function fieldErrorsOf(error: z.ZodError, unknownFields = DEFAULT_UNKNOWN_FIELDS): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(body)'),
    message: issue.code === 'unrecognized_keys' ? `${unknownFields}: ${issue.keys.join(', ')}` : issue.message,
  }));
}

/**
 * Parses input with a schema, or throws the spec's 400 array body naming each field to fix. `unknownFields` words
 * the message for fields the shape does not have ("These fields are not part of a lesson: …").
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, unknownFields = DEFAULT_UNKNOWN_FIELDS): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ValidationError(fieldErrorsOf(result.error, unknownFields));
}
