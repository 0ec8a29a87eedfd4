import fp from 'fastify-plugin';

/**
 * Query parameters whose values are credentials or one-time secrets (OAuth codes, tokens, PKCE verifiers, the access
 * key of a link share).
 */
const SECRET_PARAMS = /^(code|code_verifier|state|nonce|token|access_token|id_token|refresh_token|client_secret|password|key|accessKey|id_token_hint|login_hint)$/i;

/** The request's address with the values of secret query parameters replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return SECRET_PARAMS.test(decodeURIComponent(name.replace(/\+/g, ' '))) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/**
 * One log line per request, written when the response is sent: method, address (secrets redacted), status, duration
 * and the request id that ties it to any error logged on the way. Fastify's own pair of lines per request is off
 * (`disableRequestLogging`): it costs twice the logging for the same facts.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        { method: request.method, url: loggableUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
