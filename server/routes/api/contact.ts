import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkEmail, normaliseEmail } from '../../domain/email-address.ts';
import { contactMessages } from '../../db/schema.ts';
import type { Mailer } from '../../identity/mailer.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { replies } from '../../schema/errors.ts';
import { CONTACT_TOPICS } from '../../../src/contracts/contact.ts';
import { contactReceiptSchema } from '../../../src/contracts/schemas/contact.ts';

export { CONTACT_TOPICS };
/** Messages one address may send per hour: enough for a person, too few for a flood. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

const contactBody = withUnknownFieldMessage(
  z.object({
    name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(120, 'Your name can have at most 120 characters'),
    email: z
      .string({ error: 'Enter the email address we should answer' })
      .trim()
      .superRefine((value, ctx) => {
        const checked = checkEmail(value);
        if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.reason === 'shape' ? 'Enter the email address we should answer' : checked.message });
      }),
    topic: z.enum(CONTACT_TOPICS, { error: `Choose what your message is about: ${CONTACT_TOPICS.join(', ')}` }).default('help'),
    message: z
      .string({ error: 'Write your message' })
      .trim()
      .min(10, 'Write a little more: at least 10 characters, so we know how to help')
      .max(5000, 'Keep the message to 5,000 characters'),
  }).strict(),
  'These fields are not part of a message',
);

export interface ContactOptions {
  mailer: Mailer;
  /** Where messages are mailed (CONTACT_EMAIL); without it (or without a mail server) they are only stored. */
  contactEmail: string | undefined;
}

/**
 * POST /contact: anyone may write to the administrators of this Teachkit. Every message is stored first, so none is
 * lost when mail fails, and mailed to CONTACT_EMAIL when a mail server is configured, with Reply-To set to the
 * sender.
 */
export function contactRoutes({ mailer, contactEmail }: ContactOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        // Who is writing is known before the body is checked, so a bad token is a 401 whatever the body holds.
        preValidation: app.identifyCaller,
        config: { rateLimit: { max: CONTACT_MESSAGES_PER_HOUR, timeWindow: '1 hour' } },
        schema: {
          summary: 'Write to the administrators of this Teachkit',
          body: contactBody,
          response: replies({ 201: contactReceiptSchema }, 400, 401),
        },
      },
      async (request, reply) => {
        const body = request.body;
        const email = normaliseEmail(body.email);
        const [row] = await app.database.db
          .insert(contactMessages)
          .values({ name: body.name, email, topic: body.topic, message: body.message, profileId: request.caller?.id ?? null, createdAt: app.clock() })
          .returning({ id: contactMessages.id });
        let sent = false;
        if (contactEmail) {
          try {
            sent = await mailer.send({
              to: contactEmail,
              replyTo: email,
              subject: `Teachkit contact (${body.topic}): ${body.name}`,
              text: `${body.message}\n\n— ${body.name} <${email}>${request.caller ? `, signed in as ${request.caller.id}` : ''}`,
            });
          } catch (error) {
            request.log.error({ err: error, contactMessage: row!.id }, 'a contact message could not be mailed; it is stored');
          }
          if (sent) await app.database.db.update(contactMessages).set({ sentAt: app.clock() }).where(eq(contactMessages.id, row!.id));
        }
        if (!sent) request.log.info({ contactMessage: row!.id }, 'a contact message is waiting in the contact_messages table');
        return reply.code(201).send({ id: row!.id, received: true as const });
      },
    );
  };
}
