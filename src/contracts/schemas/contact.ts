import { z } from 'zod';

/** POST /api/contact's answer: the stored message's id. */
export const contactReceiptSchema = z.object({ id: z.string(), received: z.literal(true) });
