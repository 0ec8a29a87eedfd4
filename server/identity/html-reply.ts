import type { FastifyReply } from 'fastify';
import { withFormActions } from './csp.ts';

/**
 * Sends one of the provider's own pages: helmet's CSP with the app's origins allowed as form targets (sign-in
 * ends with a redirect to the app), never cached.
 */
export function sendIdentityPage(reply: FastifyReply, status: number, html: string, appOrigins: string[], referrerPolicy = 'same-origin') {
  const csp = reply.raw.getHeader('content-security-policy');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // Keep the Origin header on our own form posts (helmet's no-referrer would make browsers send "null").
    .header('referrer-policy', referrerPolicy)
    .header('content-security-policy', withFormActions(typeof csp === 'string' ? csp : undefined, appOrigins))
    .send(html);
}
