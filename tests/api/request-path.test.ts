import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../../server/logging.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

const lines: Record<string, unknown>[] = [];
const logs = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let ada: string;
beforeAll(async () => {
  t = await createTestApp({ logger: loggerOptions('info', logs) });
  ada = await t.token({ sub: 'request-path-ada', email: 'ada@school.example', name: 'Ada' });
});
afterAll(() => t.close());

describe('request logging', () => {
  it('writes one line per request with method, address, status, duration and request id, and no secrets', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/lesson?code=one-time-code&state=xyz&subject=maths',
      headers: { authorization: `Bearer ${ada}`, cookie: 'session=cookie-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/lesson?code=[redacted]&state=[redacted]&subject=maths', statusCode: 200 });
    expect(typeof line!.reqId).toBe('string');
    expect(typeof line!.responseTime).toBe('number');
    const written = JSON.stringify(lines);
    for (const secret of [ada, 'one-time-code', 'xyz', 'cookie-secret']) expect(written).not.toContain(secret);
  });

  it('never writes an API key, whether sent in the address, in X-Api-Key or as a bearer token', async () => {
    lines.length = 0;
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/lesson?api_key=tk_query-secret-1&API-KEY=tk_query-secret-2&other=tk_query-secret-3&subject=maths' });
    expect(inQuery.statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: '/api/lesson', headers: { 'x-api-key': 'tk_header-secret-4' } });
    await t.app.inject({ method: 'GET', url: '/api/lesson', headers: { authorization: 'Bearer tk_bearer-secret-5' } });
    expect(lines.map((line) => [line.url, line.statusCode])).toEqual([
      ['/api/lesson?api_key=[redacted]&API-KEY=[redacted]&other=[redacted]&subject=maths', 401],
      ['/api/lesson', 401],
      ['/api/lesson', 401],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-\d/);
  });

  it('never writes the access key of a shared link', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/sharing/shared/someone/6f1c2a55-0000-4000-8000-000000000000?accessKey=link-secret-123' });
    expect(res.statusCode).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ url: '/api/sharing/shared/someone/6f1c2a55-0000-4000-8000-000000000000?accessKey=[redacted]' });
    expect(JSON.stringify(lines)).not.toContain('link-secret-123');
  });

  it('writes one line for a refused request too', async () => {
    lines.length = 0;
    const res = await t.call('GET', '/api/lesson');
    expect(res.statusCode).toBe(401);
    expect(lines.map((line) => [line.msg, line.statusCode])).toEqual([['request', 401]]);
  });
});

describe('access-token verification', () => {
  it('checks a token’s signature once and trusts it until it expires', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    try {
      const grace = await t.token({ sub: 'request-path-grace', email: 'grace@school.example', name: 'Grace' });
      for (let i = 0; i < 3; i += 1) expect((await t.call('GET', '/api/profile', grace)).statusCode).toBe(200);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('checks a refused token again on every request', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    try {
      const otherAudience = await t.token({ sub: 'request-path-mallory' }, { audience: 'https://elsewhere.example/api' });
      for (let i = 0; i < 2; i += 1) expect((await t.call('GET', '/api/profile', otherAudience)).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses an expired token even after it was accepted', async () => {
    const shortLived = await t.token({ sub: 'request-path-lin' }, { expiresIn: '1s' });
    expect((await t.call('GET', '/api/profile', shortLived)).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 2_000, toFake: ['Date'] });
    try {
      const res = await t.call('GET', '/api/profile', shortLived);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: 'The access token has expired' });
    } finally {
      vi.useRealTimers();
    }
  });
});
