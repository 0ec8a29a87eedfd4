import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { HttpError } from '../../errors.ts';
import type { EmbeddedIdentity } from '../../identity/index.ts';
import { describeWait } from '../../identity/sign-in-backoff.ts';
import { replies } from '../../schema/errors.ts';
import { emailConfirmationSchema } from '../../../src/contracts/schemas/profile.ts';

/** An account's emailed links (confirmation and move) are limited per hour: the answer says when to ask again. */
export function tooManyLinks(retryAfterSeconds: number): HttpError {
  return new HttpError(429, `You asked for several links in the last hour. Open the newest email, or ask again in ${describeWait(retryAfterSeconds)}.`, {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * POST /profile/email-verification: a new confirmation link for the caller's address. Only the embedded provider
 * sends links; Azure AD B2C confirms addresses in its own sign-up flow.
 */
export function emailVerificationRoutes(sendConfirmationLink: EmbeddedIdentity['sendConfirmationLink'] | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } };
    const schema = { summary: 'Send a new confirmation link for your email address', response: replies({ 202: z.object({ message: z.string() }) }, 401, 403, 404, 409) };
    // GET /profile/email-verification: whether the caller's address is confirmed, read now, so "Shared with me" can
    // say why it is empty and offer the link.
    const statusSchema = { summary: 'Whether your email address is confirmed', response: replies({ 200: emailConfirmationSchema }, 401, 403) };
    app.get('/profile/email-verification', { schema: statusSchema, preHandler: app.requireCaller }, async (request) => ({
      email: request.caller!.email,
      confirmed: request.caller!.emailVerified,
      canSendLink: Boolean(sendConfirmationLink),
    }));

    app.post('/profile/email-verification', { ...limited, schema, preHandler: app.requireCaller }, async (request, reply) => {
      if (!sendConfirmationLink) throw new HttpError(409, 'Your sign-in provider confirms your email address; Teachkit has no link to send');
      const result = await sendConfirmationLink(request.caller!.id);
      switch (result.outcome) {
        case 'unknown':
          throw new HttpError(404, 'This sign-in has no Teachkit account to confirm');
        case 'already-verified':
          throw new HttpError(409, 'Your email address is already confirmed');
        case 'too-many':
          throw tooManyLinks(result.retryAfterSeconds);
        case 'sent':
          return reply.code(202).send({ message: `We sent a confirmation link to ${request.caller!.email}. It works once, for 24 hours.` });
      }
    });
  };
}
