import type { FastifyPluginAsync } from 'fastify';
import type { EmailVerification } from './email-verification.ts';
import { sendIdentityPage } from './html-reply.ts';
import { renderEmailConfirmationPage } from './pages.ts';

/** The page a confirmation link opens: using the link confirms the address, and the page says so. */
export function verificationRoutes(options: { emailVerification: EmailVerification; appOrigins: string[]; home: string }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { token?: string } }>('/verify-email', async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const confirmed = await options.emailVerification.confirm(token);
      const html = renderEmailConfirmationPage(confirmed, options.home);
      // The token is in this page's address: no Referer carries it to the next page.
      return sendIdentityPage(reply, confirmed ? 200 : 400, html, options.appOrigins, 'no-referrer');
    });
  };
}
