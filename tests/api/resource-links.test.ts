import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * A provider is another party's server: the links it answers reach a teacher's browser, and its redirects steer
 * Teachkit's own requests. Two local servers stand in: the provider, and another host it tries to send us to.
 */
let provider: http.Server;
let elsewhere: http.Server;
let providerBase: string;
let elsewhereBase: string;
const elsewhereSeen: string[] = [];

function json(response: http.ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

function redirect(response: http.ServerResponse, location: string) {
  response.writeHead(302, { location });
  response.end();
}

let app: TestApp;
let token: string;

beforeAll(async () => {
  elsewhere = http.createServer((request, response) => {
    elsewhereSeen.push(request.url!);
    json(response, 200, { query: { search: [{ title: 'Planted', snippet: 'from elsewhere' }] }, webPages: { value: [{ name: 'Planted', url: 'https://planted.example', snippet: '' }] } });
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereBase = `http://localhost:${(elsewhere.address() as AddressInfo).port}`;

  provider = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://fake');
    // Wikipedia's api.php moved to another host: Teachkit must not follow it there.
    if (url.pathname === '/w/api.php') return redirect(response, `${elsewhereBase}/w/api.php${url.search}`);
    // Bing's search moved within the same host: that redirect is followed.
    if (url.pathname === '/bing/old') return redirect(response, `/bing/v7.0/search${url.search}`);
    if (url.pathname === '/bing/v7.0/search') {
      return json(response, 200, {
        webPages: {
          value: [
            { name: 'Runs a script', url: 'javascript:alert(document.cookie)', snippet: 'bad' },
            { name: 'Hides a page', url: ' JaVaScRiPt:alert(1)', snippet: 'bad' },
            { name: 'Carries a page', url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', snippet: 'bad' },
            { name: 'No address', url: 'not a link', snippet: 'bad' },
            { name: 'Water cycle for kids', url: 'https://kids.example/water', snippet: 'good' },
            { name: 'Plain http', url: 'http://old.example/rain', snippet: 'good' },
          ],
        },
      });
    }
    if (url.pathname === '/boclips/v1/token') return json(response, 200, { access_token: 'token', expires_in: 3600 });
    if (url.pathname === '/boclips/v1/videos') {
      return json(response, 200, {
        _embedded: {
          videos: [
            { id: 'v1', title: 'Scripted thumbnail', description: '', playback: { thumbnailUrl: 'javascript:alert(1)' }, _links: { self: { href: 'https://videos.example/v1' } } },
            { id: 'v2', title: 'Data link', description: '', playback: { thumbnailUrl: 'https://cdn.example/v2.jpg' }, _links: { self: { href: 'data:text/html,hi' } } },
          ],
        },
      });
    }
    return json(response, 404, { error: 'unknown path' });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerBase = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

  app = await createTestApp({
    env: {
      WIKIPEDIA_API_URL: `${providerBase}/w/api.php`,
      BING_SEARCH_KEY: 'bing-secret-key',
      BING_SEARCH_URL: `${providerBase}/bing/old`,
      BOCLIPS_CLIENT_ID: 'teachkit-client',
      BOCLIPS_CLIENT_SECRET: 'boclips-secret',
      BOCLIPS_API_URL: `${providerBase}/boclips`,
    },
  });
  token = await app.token({ sub: 'teacher-1', email: 'ada@school.example', name: 'Ada' });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => provider.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
});

describe('resources: what a provider answers is not trusted', () => {
  it('passes on only http(s) links: a javascript: or data: link, or no link at all, is dropped', async () => {
    const res = await app.call('GET', '/api/resources/bing?query=rain', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { title: 'Water cycle for kids', url: 'https://kids.example/water', snippet: 'good' },
      { title: 'Plain http', url: 'http://old.example/rain', snippet: 'good' },
    ]);
  });

  it('drops a video whose link is not http(s), and a thumbnail that is not', async () => {
    const res = await app.call('GET', '/api/resources/boclips?query=clouds', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([{ title: 'Scripted thumbnail', url: 'https://videos.example/v1', snippet: '' }]);
  });

  it('does not follow a provider redirect to another host: the search answers 502 and the other host is never asked', async () => {
    elsewhereSeen.length = 0;
    const res = await app.call('GET', '/api/resources/wikipedia?query=water', token);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Wikipedia did not answer just now; try again in a moment');
    expect(elsewhereSeen).toEqual([]);
  });
});
