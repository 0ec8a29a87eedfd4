import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/index.ts';
import { lessons } from '../server/db/schema.ts';
import { analyzeChangedTables } from '../server/db/statistics.ts';
import { fmt } from './stats.ts';
import { kb, type LoadResult } from './http-load.ts';
import { alternate, benchDatabase, printRatios, loadFromProcess, startBareRoute, startTeachkit, throughputRatio } from './processes/index.ts';

/**
 * GET /api/lesson for a teacher with 10,000 lessons (beside another teacher's 2,000), on Teachkit as `npm start` runs
 * it (its own process, a data folder on disk; then a PostgreSQL database of its own when DATABASE_URL is set), loaded
 * from a separate process, against a bare Fastify route in a third process answering the same JSON. The first page is
 * what the lessons screen asks for: the server keeps it between changes to the teacher's lessons, so after the first
 * request it costs a check of the list's version and no page query. A page deep in the list (followed by its
 * continuation token) is read from the database every time, and shows what scrolling far costs. Each comparison
 * alternates its sides BENCH_RUNS times (default 3) and reports medians, every run with the load average.
 */
const LESSONS = 10_000;
const OTHER_TEACHER_LESSONS = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = 16;
const teacher = { sub: 'bench-teacher', email: 'bench@school.example', name: 'Bench' };
const other = { sub: 'bench-other', email: 'other@school.example', name: 'Other' };

const line = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s, p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}, ${kb(r.bytes)} per answer${r.failures ? `, ${r.failures} failed (${r.firstFailure})` : ''}`;

/** Copies of each teacher's one planned lesson, a minute apart: planning 12,000 lessons would time the generator. */
async function copyLessons(db: Database, kind: 'pglite' | 'postgres') {
  for (const [ownerId, count] of [
    [teacher.sub, LESSONS],
    [other.sub, OTHER_TEACHER_LESSONS],
  ] as const) {
    const [template] = await db.select().from(lessons).where(eq(lessons.ownerId, ownerId));
    const { id: _id, joinCode: _code, ...row } = template!;
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 1; i < count; i += 500) {
      const batch = Array.from({ length: Math.min(500, count - i) }, (_, j) => {
        const at = new Date(start + (i + j) * 60_000);
        return { ...row, title: `Lesson ${i + j}`, createdAt: at, updatedAt: at };
      });
      await db.insert(lessons).values(batch);
    }
  }
  // What the server's statistics upkeep (PGlite) or autovacuum (PostgreSQL) does within a minute of such a change.
  if (kind === 'pglite') await analyzeChangedTables(db);
  else await db.execute(sql`vacuum analyze lessons`);
}

async function lane(name: string, serverUrl: string | undefined) {
  const database = await benchDatabase(serverUrl, 'bench_lesson_list');
  // The first lesson of each teacher is planned through the API, then the server stops while it is copied.
  const planning = await startTeachkit(database, teacher);
  try {
    for (const who of [teacher, other]) {
      const res = await fetch(`${planning.origin}/api/lesson`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await planning.tokenFor(who)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Lesson 0', outcomes: ['CCSS.Math.Content.3.NF.A.3a'] }),
      });
      if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    }
  } finally {
    await planning.stop();
  }
  const teachkit = await startTeachkit(database, teacher, copyLessons);
  const headers = { authorization: `Bearer ${teachkit.token}` };
  try {
    const get = async (url: string) => {
      const res = await fetch(`${teachkit.origin}${url}`, { headers });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ continuationToken: string | null }>;
    };
    const firstPage = await get('/api/lesson');
    // Follow the continuation tokens 200 pages in (5,000 lessons down at the default page size).
    let deepUrl = '/api/lesson';
    let deepBody: { continuationToken: string | null } = firstPage;
    for (let page = 1; page < 200 && deepBody.continuationToken; page += 1) {
      deepUrl = `/api/lesson?continuationToken=${encodeURIComponent(deepBody.continuationToken)}`;
      deepBody = await get(deepUrl);
    }
    const bare = await startBareRoute({ '/api/lesson': firstPage, [deepUrl]: deepBody });
    const run = (origin: string, url: string) => loadFromProcess([`${origin}${url}`], { requests: REQUESTS, concurrency: CONCURRENCY, headers });
    await run(bare.origin, '/api/lesson');
    await run(teachkit.origin, '/api/lesson');
    const describe = (side: 0 | 1, r: LoadResult) => `${side === 0 ? 'bare' : 'real'}: ${line(r)}`;
    const ratios: string[] = [];
    for (const [label, url] of [
      ['first page', '/api/lesson'],
      ['page 200 by continuation token', deepUrl],
    ] as const) {
      console.log(`[${name}] GET /api/lesson, ${label} (${LESSONS} lessons of the teacher, ${REQUESTS} requests, ${CONCURRENCY} connections)`);
      const [b, r] = await alternate(RUNS, () => run(bare.origin, url), () => run(teachkit.origin, url), describe);
      ratios.push(throughputRatio(label, b, r));
    }
    printRatios(name, RUNS, ratios);
    await bare.stop();
  } finally {
    await teachkit.stop();
    await database.remove();
  }
}

const serverUrl = process.env.DATABASE_URL;
await lane('PGlite, data folder', undefined);
if (serverUrl) await lane('PostgreSQL', serverUrl);
else console.log('[PostgreSQL] skipped: set DATABASE_URL to measure on a PostgreSQL server too');
