import { z } from 'zod';
import { isUuid } from '../validation.ts';

/**
 * An item's id as an address carries it: a UUID in any case names the same item, so it is read in the one spelling the
 * database stores (lower case); anything else stays as typed and names no row.
 */
export const itemIdParam = () => z.string().transform((id) => (isUuid(id) ? id.toLowerCase() : id));

/**
 * Path parameters as routes declare them. They stay plain text here: an id that is not a UUID names no row, so the
 * route answers 404 (like another teacher's item), never a 400 about the address's form.
 */
export const idParams = z.object({ id: itemIdParam() });

/**
 * The body of a route that creates an item when sent no `id` and saves changes to one when sent its `id`. Each branch
 * checks its own fields (with its own words), so the route only declares that the body is one object.
 */
export const createOrSaveBody = z.record(z.string(), z.unknown()).describe('Without an id: the item to create. With its id: the changes to save.');

/** A schema as the OpenAPI document shows it: what a client sends, without the dialect line. */
function requestDocument(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...document } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return document;
}

/**
 * `createOrSaveBody` for one kind of item, its two shapes shown in the OpenAPI document (oneOf: the item to create,
 * or its id and the changes to save). The handler checks the branch the body takes, as before.
 */
export function createOrSaveBodyOf(create: z.ZodType, save: z.ZodType) {
  const saved = requestDocument(save) as { properties?: Record<string, unknown>; required?: string[] };
  const withId = { ...saved, properties: { id: { type: 'string' }, ...saved.properties }, required: [...new Set(['id', ...(saved.required ?? [])])] };
  return createOrSaveBody.meta({ oneOf: [requestDocument(create), withId] });
}
