import type { FastifyServerOptions } from 'fastify';

/** Tokens, cookies and passwords never reach the logs. */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'body.password'];

/** The production logger: JSON lines at the given level, secrets redacted. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return { level, redact: REDACTED_PATHS, ...(stream ? { stream } : {}) };
}
