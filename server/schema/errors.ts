import { z } from 'zod';

/** The spec's 400 body: each field to fix, with what to do about it. */
export const fieldErrorsSchema = z
  .array(z.object({ field: z.string(), message: z.string() }))
  .meta({ id: 'FieldErrors', description: 'Each field to fix and what to do about it' });

/** The body of every other error answer. */
export const errorBodySchema = z.object({ statusCode: z.int(), message: z.string() }).meta({ id: 'ErrorBody', description: 'What went wrong, in words for the teacher' });

/** The error answers a route may give; 400 has the array body, every other status `{ statusCode, message }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 415 | 422 | 429 | 502 | 503;

type ErrorReplies<C extends ErrorStatus> = { [K in C]: K extends 400 ? typeof fieldErrorsSchema : typeof errorBodySchema };

/**
 * A route's `response` map: its success answers and the error answers it can give. Every API route is rate limited,
 * so 429 is always among them.
 */
export function replies<S extends Record<number, z.ZodType>, C extends ErrorStatus>(success: S, ...errors: C[]): S & ErrorReplies<C | 429> {
  const codes: (C | 429)[] = [...errors, 429];
  const errorMap = Object.fromEntries(codes.map((code) => [code, code === 400 ? fieldErrorsSchema : errorBodySchema])) as ErrorReplies<C | 429>;
  return { ...success, ...errorMap };
}

/** An answer without a body (204). */
export const noContent = z.undefined().describe('No content');
