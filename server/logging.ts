import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/** Tokens, API keys, cookies and passwords never reach the logs (request-log.ts redacts them in addresses). */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'res.headers["set-cookie"]', 'body.password'];

/** How log lines are written: JSON for machines (files, collectors), one readable line each for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/** `LOG_FORMAT` as set, or (unset or `auto`) by where the output goes: a terminal reads pretty lines, anything else JSON. */
export function logFormatFrom(setting: string | undefined, isTerminal: boolean): LogFormat {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === 'json' || value === 'pretty') return value;
  if (value && value !== 'auto') throw new Error(`LOG_FORMAT must be auto, pretty or json, got "${setting}"`);
  return isTerminal ? 'pretty' : 'json';
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields a pretty line already shows, or that only machines need. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'method', 'url', 'statusCode', 'responseTime', 'err']);

/**
 * One JSON log line as a person reads it: "12:04:05 INFO  GET /api/lesson 200 12.5 ms [req-3]" for a request,
 * "12:04:05 WARN  the message key=value" otherwise, and an error's stack on the lines after it.
 */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '--:--:--';
  const level = (LEVEL_NAMES[entry.level as number] ?? String(entry.level)).padEnd(5);
  const id = entry.reqId ? ` [${String(entry.reqId)}]` : '';
  const text =
    entry.msg === 'request' && entry.method
      ? `${String(entry.method)} ${String(entry.url)} ${String(entry.statusCode)} ${String(entry.responseTime)} ms`
      : String(entry.msg ?? '');
  const extra = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const error = entry.err as { stack?: string; message?: string } | undefined;
  const stack = error ? `\n${error.stack ?? error.message ?? ''}` : '';
  return `${time} ${level} ${[text, ...extra].join(' ')}${id}${stack}`;
}

/** A stream that turns each JSON line it is given into a pretty line on the target. */
export function prettyStream(target: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = chunk.toString('utf8').split('\n').filter(Boolean);
      target.write(lines.map((line) => `${prettyLine(line)}\n`).join(''));
      done();
    },
  });
}

/** The production logger at the given level, secrets redacted: JSON lines, or pretty ones for a person. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream, format: LogFormat = 'json'): FastifyServerOptions['logger'] {
  const target = format === 'pretty' ? prettyStream(stream ?? process.stdout) : stream;
  return { level, redact: REDACTED_PATHS, ...(target ? { stream: target } : {}) };
}
