import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createTestApp } from '../tests/api/helpers/app.ts';
import { fmt, summarise } from './stats.ts';

/**
 * GET /api/lesson over loopback HTTP: throughput and latency percentiles of the real route (token verification,
 * owner-scoped query, serialisation) against a bare Fastify route returning the same JSON, in the same run.
 */
const LESSONS = 25;
const REQUESTS = 4000;
const CONCURRENCY = 16;

const t = await createTestApp({ env: { LIMIT_FREE: '1000', RATE_LIMIT_PER_MINUTE: '1000000' } });
const token = await t.token({ sub: 'bench-teacher', email: 'bench@school.example', name: 'Bench' });
for (let i = 0; i < LESSONS; i += 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lesson',
    headers: { authorization: `Bearer ${token}` },
    payload: { title: `Lesson ${i}`, outcomes: ['CCSS.Math.Content.3.NF.A.3a'] },
  });
  if (res.statusCode !== 201) throw new Error(`seeding lesson ${i} failed: ${res.statusCode} ${res.body}`);
}
await t.app.listen({ port: 0, host: '127.0.0.1' });
const realUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/lesson`;
const sameJson = (await t.app.inject({ method: 'GET', url: '/api/lesson', headers: { authorization: `Bearer ${token}` } })).json();

const bare = Fastify();
bare.get('/api/lesson', async () => sameJson);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/lesson`;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`status ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

async function load(url: string) {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        samples.push(await get(url));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summarise(samples), rps: samples.length / seconds };
}

await load(realUrl.replace(/lesson$/, 'health'));
await load(bareUrl);
const real = await load(realUrl);
const peer = await load(bareUrl);
console.log(`GET /api/lesson (${LESSONS} lessons, ${REQUESTS} requests, ${CONCURRENCY} concurrent): ${real.rps.toFixed(0)} req/s, p50 ${fmt(real.p50)}, p99 ${fmt(real.p99)}`);
console.log(`bare Fastify route, same JSON: ${peer.rps.toFixed(0)} req/s, p50 ${fmt(peer.p50)}, p99 ${fmt(peer.p99)}`);
console.log(`ratio real/bare: throughput ${(real.rps / peer.rps).toFixed(2)}x, p99 ${(real.p99 / peer.p99).toFixed(1)}x`);
agent.destroy();
await bare.close();
await t.close();
