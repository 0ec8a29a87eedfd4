import type { z } from 'zod';
import type * as schemas from './schemas/contact.ts';

/** What a message to the administrators is about, so they can sort them. */
export const CONTACT_TOPICS = ['help', 'account', 'plan', 'feedback', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

// Inferred from the schema the server answers with (types only: the browser bundle holds no zod).
export type ContactReceipt = z.infer<typeof schemas.contactReceiptSchema>;
