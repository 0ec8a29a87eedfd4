import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** Where a response schema removed fields a handler sent, by path ("phases.0.texts"). */
export type DroppedFields = (route: string, paths: string[]) => void;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** The paths of fields in `sent` that `encoded` no longer has (undefined fields are not sent anyway). */
export function droppedFields(sent: unknown, encoded: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(encoded)) return sent.flatMap((item, i) => droppedFields(item, encoded[i], `${path}${i}.`));
  if (!isPlainObject(sent) || !isPlainObject(encoded)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in encoded)) return [`${path}${key}`];
    return droppedFields(value, encoded[key], `${path}${key}.`);
  });
}

/**
 * Serialises a reply through its route's zod response schema: the schema shapes what is sent (a field it lacks is
 * not sent) and a reply that does not fit it fails. Fields the schema removed are reported, so a schema that lags
 * behind its handler is noticed rather than silently shortening what the browser gets.
 */
export function responseSerializerCompiler(onDropped: DroppedFields): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      const result = z.safeEncode(schema, data);
      if (!result.success) throw new Error(`The reply of ${method} ${url} does not fit its response schema: ${z.prettifyError(result.error)}`);
      const dropped = droppedFields(data, result.data);
      if (dropped.length) onDropped(`${method} ${url}`, dropped);
      return JSON.stringify(result.data);
    };
}

/**
 * Sends a JSON text written elsewhere (by the database) as it is: Fastify serialises only replies that are not text.
 * The route's tests check that the text fits its response schema, since the serialiser no longer sees it.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
