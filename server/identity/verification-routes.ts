import type { FastifyPluginAsync } from 'fastify';
import type { EmailVerification } from './email-verification.ts';
import { sendIdentityPage } from './html-reply.ts';
import type { EmailMove } from './email-move.ts';
import { renderAccountMovePage, renderEmailConfirmationPage } from './pages.ts';

/** The pages a confirmation or move link opens: using the link confirms the address (or moves the account), and the page says so. */
export function verificationRoutes(options: { emailVerification: EmailVerification; emailMove: EmailMove; appOrigins: string[]; home: string }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { token?: string } }>('/verify-email', async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const confirmed = await options.emailVerification.confirm(token);
      const html = renderEmailConfirmationPage(confirmed, options.home);
      // The token is in this page's address: no Referer carries it to the next page.
      return sendIdentityPage(reply, confirmed ? 200 : 400, html, options.appOrigins, 'no-referrer');
    });

    // A move link: opening it moves the account to the address the link was mailed to.
    app.get<{ Querystring: { token?: string } }>('/move-email', async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const result = await options.emailMove.complete(token);
      const status = result.outcome === 'moved' ? 200 : result.outcome === 'taken' ? 409 : 400;
      return sendIdentityPage(reply, status, renderAccountMovePage(result, options.home), options.appOrigins, 'no-referrer');
    });
  };
}
