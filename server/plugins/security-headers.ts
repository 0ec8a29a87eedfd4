import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (Content-Security-Policy, HSTS, X-Frame-Options…) on every response. Helmet's middleware
 * is built once: @fastify/helmet built it again for every request, parsing the whole Content-Security-Policy each
 * time, which cost a busy list route about 4% of its CPU. Headers go on the raw response, where helmet puts them and
 * where the identity pages read the policy back to extend it (server/identity/html-reply.ts).
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    const setSecurityHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
