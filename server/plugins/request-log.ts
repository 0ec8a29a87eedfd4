import fp from 'fastify-plugin';

/**
 * Query parameters whose values are credentials or one-time secrets (OAuth codes, tokens, PKCE verifiers, the access
 * key of a link share, API keys however a client names them).
 */
const SECRET_PARAMS =
  /^(code|code_verifier|state|nonce|token|access_token|id_token|refresh_token|client_secret|client_assertion|password|secret|key|accessKey|access_key|api[_-]?key|x-api-key|id_token_hint|login_hint|signature|sig)$/i;
/** A Teachkit API key (API_KEY_PREFIX), under whatever name it was sent, percent-encoded or not. */
const API_KEY_VALUE = /^tk(_|%5f)/i;

/** A query name as the application reads it; one that is not valid percent-encoding is judged as sent. */
function safelyDecoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The request's address with the values of secret query parameters replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      const value = pair.slice(name.length + 1);
      return SECRET_PARAMS.test(safelyDecoded(name)) || API_KEY_VALUE.test(value) ? `${name}=[redacted]` : pair;
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
