import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { lessons } from '../server/db/schema.ts';
import { analyzeChangedTables } from '../server/db/statistics.ts';
import { loggerOptions } from '../server/logging.ts';
import { createTestApp } from '../tests/api/helpers/app.ts';
import { fmt } from './stats.ts';
import { kb, load, type LoadResult } from './http-load.ts';

/**
 * GET /api/lesson over loopback HTTP for a teacher with 10,000 lessons (beside another teacher's 2,000): throughput,
 * latency percentiles and bytes of the real route (production logger, token verification, owner-scoped query,
 * serialisation) against a bare Fastify route returning the same JSON, in the same run. The first page is what the
 * lessons screen asks for: the server keeps it between changes to the teacher's lessons, so after the first request
 * it costs a check of the list's version and no page query. A page deep in the list (followed by its continuation
 * token) is read from the database every time, and shows what scrolling far costs. Runs on the embedded database on its worker thread (as the server runs it) and on the server's own thread
 * (what the worker saves the event loop), and also on the PostgreSQL server named by DATABASE_URL (a fresh database
 * of its own, dropped afterwards) when it is set. Each line also gives the CPU the process's main thread spent per
 * request: the load generator's share is the bare route's figure, the rest is what the route costs the event loop.
 */
const LESSONS = 10_000;
const OTHER_TEACHER_LESSONS = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 16;

const line = (label: string, r: LoadResult) =>
  `${label}: ${r.rps.toFixed(0)} req/s, p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}, ${kb(r.bytes)} per answer, event-loop CPU ${fmt(r.threadCpuPerRequest)} per request${r.failures ? `, ${r.failures} failed (${r.firstFailure})` : ''}`;
const ratio = (real: LoadResult, peer: LoadResult) =>
  `ratio real/bare: throughput ${(real.rps / peer.rps).toFixed(3)}x, p50 ${(real.p50 / peer.p50).toFixed(1)}x, p99 ${(real.p99 / peer.p99).toFixed(1)}x`;

async function lane(name: string, databaseUrl: string | undefined, pgliteThread?: 'worker' | 'main') {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const logs = fs.createWriteStream('/dev/null');
  const t = await createTestApp({ env: { LIMIT_FREE: '1000', RATE_LIMIT_PER_MINUTE: '1000000' }, logger: loggerOptions('info', logs), ...(pgliteThread ? { pgliteThread } : {}) });
  const token = await t.token({ sub: 'bench-teacher', email: 'bench@school.example', name: 'Bench' }, { expiresIn: '2h' });
  const other = await t.token({ sub: 'bench-other', email: 'other@school.example', name: 'Other' });
  const headers = { authorization: `Bearer ${token}` };

  // One real planned lesson per teacher, then copies of its row: planning 12,000 lessons would time the generator.
  async function seed(as: string, ownerId: string, count: number) {
    const res = await t.app.inject({ method: 'POST', url: '/api/lesson', headers: { authorization: `Bearer ${as}` }, payload: { title: 'Lesson 0', outcomes: ['CCSS.Math.Content.3.NF.A.3a'] } });
    if (res.statusCode !== 201) throw new Error(`seeding failed: ${res.statusCode} ${res.body}`);
    const [template] = await t.database.db.select().from(lessons).where(eq(lessons.ownerId, ownerId));
    const { id: _id, joinCode: _code, ...row } = template!;
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 1; i < count; i += 500) {
      const batch = Array.from({ length: Math.min(500, count - i) }, (_, j) => {
        const at = new Date(start + (i + j) * 60_000);
        return { ...row, title: `Lesson ${i + j}`, createdAt: at, updatedAt: at };
      });
      await t.database.db.insert(lessons).values(batch);
    }
  }
  await seed(token, 'bench-teacher', LESSONS);
  await seed(other, 'bench-other', OTHER_TEACHER_LESSONS);
  // What the server's statistics upkeep (PGlite) or autovacuum (a PostgreSQL server) does within a minute of such a
  // change; the bench does not wait for it.
  if (t.database.kind === 'pglite') await analyzeChangedTables(t.database.db);
  else await t.database.db.execute(sql`analyze lessons`);

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const firstPage = (await t.app.inject({ method: 'GET', url: '/api/lesson', headers })).json() as { continuationToken: string | null };

  // Follow the continuation tokens 200 pages in (5,000 lessons down at the default page size).
  let deepUrl = '/api/lesson';
  let deepBody: unknown = firstPage;
  let cursor = firstPage.continuationToken;
  for (let page = 1; page < 200 && cursor; page += 1) {
    deepUrl = `/api/lesson?continuationToken=${encodeURIComponent(cursor)}`;
    deepBody = (await t.app.inject({ method: 'GET', url: deepUrl, headers })).json();
    cursor = (deepBody as { continuationToken: string | null }).continuationToken;
  }

  const bare = Fastify();
  bare.get('/api/lesson', async () => firstPage);
  bare.get('/api/lesson/deep', async () => deepBody);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareOrigin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  const run = (url: string) => load(url, { requests: REQUESTS, concurrency: CONCURRENCY, headers });
  await run(`${origin}/api/health`);
  await run(`${bareOrigin}/api/lesson`);
  const real = await run(`${origin}/api/lesson`);
  const peer = await run(`${bareOrigin}/api/lesson`);
  console.log(`[${name}] GET /api/lesson, first page (${LESSONS} lessons of the teacher, ${REQUESTS} requests, ${CONCURRENCY} concurrent)`);
  console.log(`  ${line('real route', real)}`);
  console.log(`  ${line('bare Fastify route, same JSON', peer)}`);
  console.log(`  ${ratio(real, peer)}`);
  const deep = await run(`${origin}${deepUrl}`);
  const deepPeer = await run(`${bareOrigin}/api/lesson/deep`);
  console.log(`[${name}] GET /api/lesson, page 200 by continuation token`);
  console.log(`  ${line('real route', deep)}`);
  console.log(`  ${line('bare Fastify route, same JSON', deepPeer)}`);
  console.log(`  ${ratio(deep, deepPeer)}`);
  await bare.close();
  await t.close();
  logs.end();
}

const serverUrl = process.env.DATABASE_URL;
await lane('pglite, worker thread', undefined, 'worker');
await lane('pglite, main thread', undefined, 'main');
if (serverUrl) await lane('postgres', serverUrl);
else console.log('[postgres] skipped: set DATABASE_URL to measure on a PostgreSQL server too');
