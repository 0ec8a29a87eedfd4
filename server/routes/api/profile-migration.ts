import type { FastifyPluginAsync } from 'fastify';
import { checkEmail } from '../../domain/email-address.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import type { EmbeddedIdentity } from '../../identity/index.ts';
import { tooManyLinks } from './email-verification.ts';
import { replies } from '../../schema/errors.ts';
import { emailMoveSchema } from '../../../src/contracts/schemas/profile.ts';

const TO_EMAIL_MISSING = 'Give the email address to move your account to in toEmail';

/**
 * GET /profile/migrate?toEmail=…: mails a one-time link to the new address; opening it moves the account there
 * (sign-in and profile). Only the embedded provider keeps addresses; with Azure AD B2C the address is changed there.
 */
export function profileMigrationRoutes(requestEmailMove: EmbeddedIdentity['requestEmailMove'] | undefined): FastifyPluginAsync {
  return async (app) => {
    // Enough for a teacher correcting a typo; few enough that probing which addresses have accounts is slow.
    const limited = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
    const schema = { response: replies({ 202: emailMoveSchema }, 400, 401, 403, 404, 409) };
    app.get('/profile/migrate', { ...limited, schema, preHandler: app.requireCaller }, async (request, reply) => {
      const caller = request.caller!;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(query).filter((key) => key !== 'toEmail');
      if (unknown.length > 0) throw new ValidationError(unknown.map((field) => ({ field, message: 'Only toEmail is accepted here' })));
      const raw = typeof query.toEmail === 'string' ? query.toEmail : '';
      if (!raw.trim()) throw new ValidationError([{ field: 'toEmail', message: TO_EMAIL_MISSING }]);
      const checked = checkEmail(raw);
      if (!checked.ok) throw new ValidationError([{ field: 'toEmail', message: checked.message }]);
      if (!requestEmailMove) throw new HttpError(409, 'Your sign-in provider keeps your email address: change it there, not in Teachkit');
      const result = await requestEmailMove(caller.id, checked.email);
      switch (result.outcome) {
        case 'unknown':
          throw new HttpError(404, 'This sign-in has no Teachkit account to move');
        case 'same':
          throw new ValidationError([{ field: 'toEmail', message: 'Your account already uses this address: give a different one' }]);
        case 'taken':
          throw new HttpError(409, 'Another Teachkit account uses that address: give a different one, or remove that account first');
        case 'too-many':
          throw tooManyLinks(result.retryAfterSeconds);
        case 'sent':
          return reply.code(202).send({
            email: checked.email,
            message: `We sent a link to ${checked.email}. Open it within 24 hours to move your account; until then you sign in with ${caller.email}.`,
          });
      }
    });
  };
}
