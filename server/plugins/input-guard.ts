import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ValidationError, type FieldError } from '../errors.ts';

/** Deeper than this, a body is not a form a person filled in; refusing it also keeps every walk over it shallow. */
export const MAX_DEPTH = 32;
/** An answer names at most this many problems; the first ones are enough to fix the request. */
const MAX_ERRORS = 20;

const NUL_MESSAGE = 'Remove the NUL character (U+0000): text cannot contain it';
const SURROGATE_MESSAGE = 'Contains a broken character (an unpaired UTF-16 surrogate): send valid Unicode text';
const OBJECT_MESSAGE = 'Send the fields as one JSON object';

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** What is wrong with one piece of text, if anything. PostgreSQL cannot store NUL, and a lone surrogate is no character. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (text.search(LONE_SURROGATE) !== -1) return SURROGATE_MESSAGE;
  return undefined;
}

/** A field name safe to echo back: the characters being refused are shown as U+FFFD. */
export function printable(name: string): string {
  return name.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '\uFFFD');
}

/** Every string in a parsed value, keys included, checked without recursion (a hostile body may nest deeply). */
export function textErrors(value: unknown, root: string): FieldError[] {
  const errors: FieldError[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const fieldOf = (path: string[]) => (path.length ? path.map(printable).join('.') : root);
  while (pending.length && errors.length < MAX_ERRORS) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) errors.push({ field: fieldOf(path), message: problem });
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_DEPTH) {
      errors.push({ field: fieldOf(path), message: `Nesting deeper than ${MAX_DEPTH} levels is not accepted` });
      continue;
    }
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      const keyProblem = Array.isArray(current) ? undefined : textProblem(key);
      if (keyProblem) errors.push({ field: fieldOf([...path, key]), message: `This field's name is not valid. ${keyProblem}` });
      else pending.push({ value: child, path: [...path, key] });
    }
  }
  return errors;
}

function requestErrors(request: FastifyRequest): FieldError[] {
  const errors = [...textErrors(request.params ?? {}, '(path)'), ...textErrors(request.query ?? {}, '(query)')];
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)) && !Buffer.isBuffer(body)) {
    errors.push({ field: '(body)', message: OBJECT_MESSAGE });
  } else {
    errors.push(...textErrors(body, '(body)'));
  }
  return errors.slice(0, MAX_ERRORS);
}

export interface DeclaredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as declared, in order; the bad-input guard covers each of them. */
    routeTable: readonly DeclaredRoute[];
  }
}

/**
 * The edge check for text coming in: path parameters, query strings and bodies (JSON and form) are refused with the
 * spec's 400 body when any string in them, keys included, holds a NUL or a lone surrogate, and a body must be one
 * object. One hook for every route, so a route added later is covered without doing anything.
 */
export default fp(
  async (app) => {
    const routes: DeclaredRoute[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    app.addHook('preValidation', async (request) => {
      const errors = requestErrors(request);
      if (errors.length) throw new ValidationError(errors);
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
