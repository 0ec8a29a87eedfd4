import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePdf } from './helpers/files.ts';

/**
 * Time and size limits as a real client meets them, over a socket: a body that stalls or crawls is answered 408 and
 * closed within the configured limit (shortened here to 1 s), an upload that keeps moving is not cut off however long
 * it takes, and a body over its limit gets the 413 that says the limit rather than a reset connection.
 */

const ONE_MB = 1024 * 1024;
let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_BODY_TIMEOUT_SECONDS: '1', REQUEST_IDLE_TIMEOUT_SECONDS: '1', UPLOAD_MAX_BYTES: String(ONE_MB) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  token = await t.token({ sub: 'limits-teacher', email: 'limits@school.example' });
});
afterAll(() => t.close());

interface Exchange {
  /** Everything the server sent before it closed the connection. */
  answer: string;
  /** Milliseconds from the last byte sent to the connection's close. */
  closedAfterMs: number;
}

/** Opens a raw connection, sends `chunks` (waiting `gapMs` between them), then waits for the server to close it. */
function exchange(chunks: (string | Buffer)[], gapMs = 0): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let lastSent = Date.now();
    socket.on('data', (data) => received.push(data));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer: Buffer.concat(received).toString('utf8'), closedAfterMs: Date.now() - lastSent }));
    const send = (index: number) => {
      if (index >= chunks.length || socket.destroyed) return;
      socket.write(chunks[index]!);
      lastSent = Date.now();
      setTimeout(() => send(index + 1), gapMs);
    };
    socket.on('connect', () => send(0));
    // A server that never closes the connection fails the test instead of hanging it.
    setTimeout(() => socket.destroy(new Error('the server kept the connection open')), 8000).unref();
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

const BOUNDARY = 'teachkit-limits';
function multipart(fileName: string, file: Buffer): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="File"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}
const uploadHead = (length: number) =>
  `PUT /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`;

describe('request time limits', () => {
  it('answers 408 and closes a JSON body that stalls, without sign-in, within the body limit', async () => {
    const { answer, closedAfterMs } = await exchange(['POST /api/lesson HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":']);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toEqual({ statusCode: 408, message: expect.stringContaining('did not arrive within 1 seconds') });
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('answers 408 to a JSON body that trickles in, byte after byte, past the body limit', async () => {
    const head = 'POST /api/lesson HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const started = Date.now();
    const { answer } = await exchange([head, ...'{"title":"slow'.split('')], 300);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('closes an upload that stops sending for longer than the idle limit', async () => {
    const body = multipart('stalled.pdf', makePdf('Stalled', 200 * 1024));
    const { answer, closedAfterMs } = await exchange([uploadHead(body.length), body.subarray(0, 64 * 1024)]);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toEqual({ statusCode: 408, message: 'No part of the request arrived for 1 seconds; send it again' });
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('lets an upload that keeps moving take longer than the body limit', async () => {
    const body = multipart('steady.pdf', makePdf('Steady', 100 * 1024));
    const pieces = Array.from({ length: 6 }, (_, i) => body.subarray((i * body.length) / 6, ((i + 1) * body.length) / 6));
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (data) => received.push(data));
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write(uploadHead(body.length));
    for (const piece of pieces) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      socket.write(piece);
    }
    const answer = await new Promise<string>((resolve) => {
      const check = () => (/\r\n\r\n\{.*\}$/s.test(Buffer.concat(received).toString()) ? resolve(Buffer.concat(received).toString()) : setTimeout(check, 50));
      check();
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  });
});

describe('bodies over the limit', () => {
  it('answers a JSON body over 1 MB with a 413 that says the limit, which the client reads', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/lesson`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'x', description: 'y'.repeat(3 * ONE_MB) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ statusCode: 413, message: 'The body is larger than 1 MB, the most this address accepts; send a smaller one' });
  });

  it('answers an upload over the limit with a 413 that says the limit, which the client reads', async () => {
    const form = new FormData();
    form.append('File', new Blob([new Uint8Array(makePdf('Too big', 3 * ONE_MB))], { type: 'application/pdf' }), 'big.pdf');
    const response = await fetch(`http://127.0.0.1:${port}/api/upload`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ statusCode: 413, message: 'The file is larger than 1 MB, the most Teachkit accepts; upload a smaller file or split it' });
  });
});
