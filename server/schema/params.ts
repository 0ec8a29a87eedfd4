import { z } from 'zod';

/**
 * Path parameters as routes declare them. They stay plain text here: an id that is not a UUID names no row, so the
 * route answers 404 (like another teacher's item), never a 400 about the address's form.
 */
export const idParams = z.object({ id: z.string() });

/**
 * The body of a route that creates an item when sent no `id` and saves changes to one when sent its `id`. Each branch
 * checks its own fields (with its own words), so the route only declares that the body is one object.
 */
export const createOrSaveBody = z.record(z.string(), z.unknown()).describe('Without an id: the item to create. With its id: the changes to save.');
