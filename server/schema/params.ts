import { z } from 'zod';

/**
 * Path parameters as routes declare them. They stay plain text here: an id that is not a UUID names no row, so the
 * route answers 404 (like another teacher's item), never a 400 about the address's form.
 */
export const idParams = z.object({ id: z.string() });
