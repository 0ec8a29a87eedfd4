import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logFormatFrom, loggerOptions, prettyLine } from '../../server/logging.ts';

describe('log lines for people and for machines', () => {
  it('chooses pretty lines for a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logFormatFrom(undefined, true)).toBe('pretty');
    expect(logFormatFrom(undefined, false)).toBe('json');
    expect(logFormatFrom('auto', false)).toBe('json');
    expect(logFormatFrom('JSON', true)).toBe('json');
    expect(logFormatFrom('pretty', false)).toBe('pretty');
    expect(() => logFormatFrom('xml', true)).toThrow('LOG_FORMAT must be auto, pretty or json, got "xml"');
  });

  it('writes a request as one readable line', () => {
    const line = JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 23, 12, 4, 5), pid: 7, hostname: 'h', reqId: 'req-3', method: 'GET', url: '/api/lesson?key=[redacted]', statusCode: 200, responseTime: 12.5, msg: 'request' });
    expect(prettyLine(line)).toBe('12:04:05 INFO  GET /api/lesson?key=[redacted] 200 12.5 ms [req-3]');
  });

  it('keeps other fields as key=value and puts an error stack on the lines below', () => {
    const line = JSON.stringify({ level: 50, time: Date.UTC(2026, 10, 23, 0, 0, 1), msg: 'upload failed', uploadId: 'u1', err: { message: 'boom', stack: 'Error: boom\n    at x (y.ts:1:1)' } });
    expect(prettyLine(line)).toBe('00:00:01 ERROR upload failed uploadId=u1\nError: boom\n    at x (y.ts:1:1)');
    expect(prettyLine('not json')).toBe('not json');
  });

  it('sends a real logger through the pretty stream, one line per entry, secrets still redacted', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    const app = Fastify({ logger: loggerOptions('info', out, 'pretty') });
    app.log.info({ body: { email: 'maria@example.org', password: 'secret-password' } }, 'signed in');
    await app.close();
    const text = chunks.join('');
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}signed in body=\{"email":"maria@example.org","password":"\[Redacted\]"\}\n$/);
    expect(text).not.toContain('secret-password');
  });
});
