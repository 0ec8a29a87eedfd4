import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createTestApp } from '../tests/api/helpers/app.ts';
import { loggerOptions } from '../server/logging.ts';
import { fmt, summarise } from './stats.ts';

/**
 * GET /api/lesson over loopback HTTP: throughput and latency percentiles of the real route (production logger,
 * token verification, owner-scoped query, serialisation) against a bare Fastify route returning the same JSON,
 * measured side by side (alternating slices) in the same run. Runs on the embedded database, and also on the PostgreSQL server named by
 * DATABASE_URL (a fresh database of its own, dropped afterwards) when it is set.
 */
const LESSONS = 25;
const REQUESTS = 4000;
const CONCURRENCY = 16;
const ROUNDS = 8;

interface Result {
  rps: number;
  p50: number;
  p99: number;
}

function get(url: string, agent: http.Agent, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`status ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

/** Sends `requests` GETs, CONCURRENCY at a time; returns the latencies and the seconds it took. */
async function load(url: string, token: string, requests: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests) {
        next += 1;
        samples.push(await get(url, agent, token));
      }
    }),
  );
  agent.destroy();
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/** Alternates the two servers in ROUNDS slices so that load from elsewhere on the machine hits both alike. */
async function sideBySide(realUrl: string, bareUrl: string, token: string): Promise<[Result, Result]> {
  const runs = [
    { url: realUrl, samples: [] as number[], seconds: 0 },
    { url: bareUrl, samples: [] as number[], seconds: 0 },
  ];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const run of runs) {
      const slice = await load(run.url, token, REQUESTS / ROUNDS);
      run.samples.push(...slice.samples);
      run.seconds += slice.seconds;
    }
  }
  const [real, bare] = runs.map((run) => ({ ...summarise(run.samples), rps: run.samples.length / run.seconds }));
  return [real!, bare!];
}

/** One database: the real route and a bare peer serving the same JSON, alternated so drift hits both alike. */
async function lane(name: string, databaseUrl: string | undefined) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const logs = fs.createWriteStream('/dev/null');
  const t = await createTestApp({ env: { LIMIT_FREE: '1000', RATE_LIMIT_PER_MINUTE: '1000000' }, logger: loggerOptions('info', logs) });
  const token = await t.token({ sub: 'bench-teacher', email: 'bench@school.example', name: 'Bench' });
  for (let i = 0; i < LESSONS; i += 1) {
    const res = await t.call('POST', '/api/lesson', token, { title: `Lesson ${i}`, outcomes: ['CCSS.Math.Content.3.NF.A.3a'] });
    if (res.statusCode !== 201) throw new Error(`seeding lesson ${i} failed: ${res.statusCode} ${res.body}`);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const realUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/lesson`;
  const sameJson = (await t.call('GET', '/api/lesson', token)).json();

  const bare = Fastify();
  bare.get('/api/lesson', async () => sameJson);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/lesson`;

  await load(realUrl, token, 500);
  await load(bareUrl, token, 500);
  const [real, peer] = await sideBySide(realUrl, bareUrl, token);
  console.log(`[${name}] GET /api/lesson (${LESSONS} lessons, ${REQUESTS} requests, ${CONCURRENCY} concurrent): ${real.rps.toFixed(0)} req/s, p50 ${fmt(real.p50)}, p99 ${fmt(real.p99)}`);
  console.log(`[${name}] bare Fastify route, same JSON: ${peer.rps.toFixed(0)} req/s, p50 ${fmt(peer.p50)}, p99 ${fmt(peer.p99)}`);
  console.log(`[${name}] ratio real/bare: throughput ${(real.rps / peer.rps).toFixed(3)}x, p99 ${(real.p99 / peer.p99).toFixed(1)}x`);
  await bare.close();
  await t.close();
  logs.end();
}

const serverUrl = process.env.DATABASE_URL;
await lane('pglite', undefined);
if (serverUrl) await lane('postgres', serverUrl);
else console.log('[postgres] skipped: set DATABASE_URL to measure on a PostgreSQL server too');
