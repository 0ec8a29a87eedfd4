import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createTestApp } from '../tests/api/helpers/app.ts';
import { fmt } from './stats.ts';
import { kb, load, type LoadResult } from './http-load.ts';

/**
 * GET /api/syllabus/recommended/outcomes (the outcome picker's search) over loopback HTTP, 16 and 64 concurrent
 * clients, against a bare Fastify route answering the same JSON for the same queries, in the same run. Runs on the
 * embedded database, and on PostgreSQL too when DATABASE_URL is set.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = [16, 64];
const TIMEOUT_MS = 10_000;
/** What teachers type: words, a phrase, a code in the wrong case, with and without a market. */
const QUERIES = [
  'input=equivalent%20fractions',
  'input=fractions&market=us',
  'input=ac9m7m03',
  'input=3.nf.a.3',
  'input=persuasive%20writing&market=au',
  'input=area%20of%20a%20circle',
  'input=place%20value&length=6',
  'input=algorithms%20and%20data&framework=au-v9-tech',
];

async function lane(name: string, databaseUrl: string | undefined) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  const token = await t.token({ sub: 'bench-teacher', email: 'bench@school.example', name: 'Bench' }, { expiresIn: '2h' });
  const headers = { authorization: `Bearer ${token}` };
  const answers = new Map<string, unknown>();
  for (const query of QUERIES) {
    const res = await t.app.inject({ method: 'GET', url: `/api/syllabus/recommended/outcomes?${query}`, headers });
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    answers.set(query, res.json());
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const real = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/syllabus/recommended/outcomes`;
  const bare = Fastify();
  bare.get('/api/syllabus/recommended/outcomes', async (request, reply) => {
    const answer = answers.get(request.url.slice(request.url.indexOf('?') + 1));
    return answer === undefined ? reply.code(404).send({ statusCode: 404, message: 'not a benchmark query' }) : answer;
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const peer = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/syllabus/recommended/outcomes`;

  const urls = (base: string) => QUERIES.map((q) => `${base}?${q}`);
  const line = (label: string, r: LoadResult) =>
    `${label}: ${r.rps.toFixed(0)} req/s, p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}, ${kb(r.bytes)} per answer` +
    (r.failures ? `, ${r.failures} of ${REQUESTS} failed (${r.firstFailure})` : '');
  await load(urls(real), { requests: 200, concurrency: 16, headers });
  await load(urls(peer), { requests: 200, concurrency: 16, headers });
  for (const concurrency of CONCURRENCY) {
    const options = { requests: REQUESTS, concurrency, headers, timeoutMs: TIMEOUT_MS };
    const r = await load(urls(real), options);
    const p = await load(urls(peer), options);
    console.log(`outcome search on ${name} (${QUERIES.length} queries, ${REQUESTS} requests, ${concurrency} concurrent)`);
    console.log(`  ${line('real route', r)}`);
    console.log(`  ${line('bare Fastify route, same JSON', p)}`);
    console.log(`  ratio real/bare: throughput ${(r.rps / p.rps).toFixed(3)}x, p50 ${(r.p50 / p.p50).toFixed(1)}x, p99 ${(r.p99 / p.p99).toFixed(1)}x`);
  }
  await bare.close();
  await t.close();
}

const postgres = process.env.DATABASE_URL;
await lane('PGlite', undefined);
if (postgres) await lane('PostgreSQL', postgres);
