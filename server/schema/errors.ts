import { z } from 'zod';

/** The spec's 400 body: each field to fix, with what to do about it. */
export const fieldErrorsSchema = z
  .array(z.object({ field: z.string(), message: z.string() }))
  .meta({ id: 'FieldErrors', description: 'Each field to fix and what to do about it' });

/** The body of every other error answer. */
export const errorBodySchema = z.object({ statusCode: z.int(), message: z.string() }).meta({ id: 'ErrorBody', description: 'What went wrong, in words for the teacher' });

/** The error answers a route may give; 400 has the array body, every other status `{ statusCode, message }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

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

/** What each error answer means, as the OpenAPI document describes it beside the shared body. */
export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Bad input: each field to fix and what to do about it',
  401: 'Sign in first: no valid access token or API key came with the request',
  403: 'Not allowed with an API key: sign in to Teachkit',
  404: 'Not found, or not yours to see',
  409: 'Not possible in the item’s present state; the message says what to do instead',
  410: 'The stored file is no longer there',
  413: 'The file is larger than this Teachkit accepts, or the form holds more than one upload',
  415: 'Not a kind of file Teachkit accepts',
  422: 'The file could not be read',
  429: 'Too many requests, or this shift’s robot actions are used up; Retry-After says when to try again',
  502: 'The outside service did not answer',
  503: 'The outside service is not set up on this Teachkit',
};
