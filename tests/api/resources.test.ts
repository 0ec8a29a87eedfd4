import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** What the fake provider was asked: path, query and the headers that carry credentials. */
interface Seen {
  method: string;
  path: string;
  params: Record<string, string>;
  key: string | undefined;
  authorization: string | undefined;
  body: string;
}

let fake: http.Server;
let base: string;
const seen: Seen[] = [];
let failNext = false;

/** A local stand-in for MediaWiki's api.php, Bing Web Search v7 and the Boclips API. */
function answer(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
  const url = new URL(request.url!, 'http://fake');
  seen.push({
    method: request.method!,
    path: url.pathname,
    params: Object.fromEntries(url.searchParams),
    key: request.headers['ocp-apim-subscription-key'] as string | undefined,
    authorization: request.headers.authorization,
    body,
  });
  const json = (status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  if (failNext) {
    failNext = false;
    return json(500, { error: 'down' });
  }
  if (url.pathname === '/w/api.php') {
    return json(200, {
      query: {
        search: [
          { pageid: 1, title: 'Water cycle', snippet: 'The <span class="searchmatch">water</span> cycle &quot;describes&quot; how water moves' },
          { pageid: 2, title: 'Evaporation', snippet: 'Liquid &amp; gas' },
        ],
      },
    });
  }
  if (url.pathname === '/bing/v7.0/search') {
    return json(200, { webPages: { value: [{ name: 'Water cycle for kids', url: 'https://kids.example/water', snippet: 'Rain, rivers &amp; the sea.' }] } });
  }
  if (url.pathname === '/boclips/v1/token') return json(200, { access_token: 'boclips-token-1', expires_in: 3600 });
  if (url.pathname === '/boclips/v1/videos') {
    return json(200, {
      _embedded: {
        videos: [
          {
            id: 'v1',
            title: 'How clouds form',
            description: 'Condensation explained.',
            playback: { thumbnailUrl: 'https://cdn.example/v1.jpg' },
            _links: { self: { href: 'https://api.boclips.example/v1/videos/v1' } },
          },
        ],
      },
    });
  }
  return json(404, { error: 'unknown path' });
}

let configured: TestApp;
let bare: TestApp;
let token: string;
let bareToken: string;

beforeAll(async () => {
  fake = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => answer(request, body, response));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  configured = await createTestApp({
    env: {
      WIKIPEDIA_API_URL: `${base}/w/api.php`,
      BING_SEARCH_KEY: 'bing-secret-key',
      BING_SEARCH_URL: `${base}/bing/v7.0/search`,
      BOCLIPS_CLIENT_ID: 'teachkit-client',
      BOCLIPS_CLIENT_SECRET: 'boclips-secret',
      BOCLIPS_API_URL: `${base}/boclips`,
    },
  });
  bare = await createTestApp();
  token = await configured.token({ sub: 'teacher-1', email: 'ada@school.example', name: 'Ada' });
  bareToken = await bare.token({ sub: 'teacher-1', email: 'ada@school.example', name: 'Ada' });
});
afterAll(async () => {
  await configured.close();
  await bare.close();
  await new Promise((resolve) => fake.close(resolve));
});

describe('resources: Wikipedia, Boclips and Bing searches', () => {
  it('searches Wikipedia and answers each article with its address and a plain-text snippet', async () => {
    seen.length = 0;
    const res = await configured.call('GET', '/api/resources/wikipedia?query=water%20cycle', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'wikipedia',
      query: 'water cycle',
      results: [
        { title: 'Water cycle', url: `${base}/wiki/Water_cycle`, snippet: 'The water cycle "describes" how water moves' },
        { title: 'Evaporation', url: `${base}/wiki/Evaporation`, snippet: 'Liquid & gas' },
      ],
    });
    expect(seen).toEqual([
      expect.objectContaining({ method: 'GET', path: '/w/api.php', params: { action: 'query', list: 'search', format: 'json', srsearch: 'water cycle', srlimit: '10' } }),
    ]);
  });

  it('searches Bing with the subscription key in its header, safe search strict', async () => {
    seen.length = 0;
    const res = await configured.call('GET', '/api/resources/bing?query=rain', token);
    expect(res.json()).toEqual({ provider: 'bing', query: 'rain', results: [{ title: 'Water cycle for kids', url: 'https://kids.example/water', snippet: 'Rain, rivers & the sea.' }] });
    expect(seen).toEqual([expect.objectContaining({ path: '/bing/v7.0/search', params: { q: 'rain', count: '10', safeSearch: 'Strict' }, key: 'bing-secret-key' })]);
  });

  it('searches Boclips with a client-credentials token, asked for once and kept', async () => {
    seen.length = 0;
    const first = await configured.call('GET', '/api/resources/boclips?query=clouds', token);
    expect(first.json()).toEqual({
      provider: 'boclips',
      query: 'clouds',
      results: [{ title: 'How clouds form', url: 'https://api.boclips.example/v1/videos/v1', snippet: 'Condensation explained.', thumbnailUrl: 'https://cdn.example/v1.jpg' }],
    });
    await configured.call('GET', '/api/resources/boclips?query=rain', token);
    expect(seen.map((s) => s.path)).toEqual(['/boclips/v1/token', '/boclips/v1/videos', '/boclips/v1/videos']);
    expect(new URLSearchParams(seen[0]!.body).toString()).toBe('grant_type=client_credentials&client_id=teachkit-client&client_secret=boclips-secret');
    expect(seen[1]).toMatchObject({ params: { query: 'clouds', size: '10' }, authorization: 'Bearer boclips-token-1' });
    expect(seen[2]).toMatchObject({ params: { query: 'rain', size: '10' }, authorization: 'Bearer boclips-token-1' });
  });

  it('answers 502 with what to do when the provider fails, without its details', async () => {
    failNext = true;
    const res = await configured.call('GET', '/api/resources/wikipedia?query=rain', token);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ statusCode: 502, message: 'Wikipedia did not answer just now; try again in a moment' });
  });

  it('lists which providers are set up', async () => {
    expect((await configured.call('GET', '/api/resources', token)).json()).toEqual([
      { provider: 'wikipedia', name: 'Wikipedia', configured: true },
      { provider: 'boclips', name: 'Boclips', configured: true },
      { provider: 'bing', name: 'Bing', configured: true },
    ]);
    expect((await bare.call('GET', '/api/resources', bareToken)).json()).toEqual([
      { provider: 'wikipedia', name: 'Wikipedia', configured: false },
      { provider: 'boclips', name: 'Boclips', configured: false },
      { provider: 'bing', name: 'Bing', configured: false },
    ]);
  });

  it('says a provider is not set up, and which settings turn it on, when it is not configured', async () => {
    const cases = [
      ['wikipedia', 'Wikipedia search is not set up on this Teachkit: the administrator turns it on with WIKIPEDIA_API_URL'],
      ['boclips', 'Boclips search is not set up on this Teachkit: the administrator turns it on with BOCLIPS_CLIENT_ID and BOCLIPS_CLIENT_SECRET'],
      ['bing', 'Bing search is not set up on this Teachkit: the administrator turns it on with BING_SEARCH_KEY'],
    ];
    for (const [provider, message] of cases) {
      const res = await bare.call('GET', `/api/resources/${provider}?query=rain`, bareToken);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, message });
    }
  });

  it('says what to fix in the query, refuses an unknown provider and needs a signed-in caller', async () => {
    const missing = await configured.call('GET', '/api/resources/wikipedia', token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual([{ field: 'query', message: 'Type what to look for in query' }]);
    const long = await configured.call('GET', `/api/resources/wikipedia?query=${'a'.repeat(201)}`, token);
    expect(long.json()).toEqual([{ field: 'query', message: 'Keep the search under 200 characters' }]);
    const extra = await configured.call('GET', '/api/resources/bing?query=rain&count=50', token);
    expect(extra.json()).toEqual([{ field: 'count', message: 'Only query is accepted here' }]);
    const unknown = await configured.call('GET', '/api/resources/google?query=rain', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: 'No resource provider "google": use wikipedia, boclips, bing' });
    expect((await configured.call('GET', '/api/resources/wikipedia?query=rain')).statusCode).toBe(401);
  });
});
