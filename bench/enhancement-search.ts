import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/index.ts';
import { searchEnhancements } from '../server/repositories/enhancement-search.ts';
import { profiles, shares, uploads, uploadSlices } from '../server/db/schema.ts';
import { analyzeChangedTables } from '../server/db/statistics.ts';
import { fmt, summarise } from './stats.ts';
import type { LoadResult } from './http-load.ts';
import { random, statements } from './curriculum-text.ts';
import { alternate, benchDatabase, loadAverage, loadFromProcess, median, startBareRoute, startTeachkit } from './processes/index.ts';

/**
 * GET /api/v1/enhancements over 100,000 slices: 60,000 in the teacher's own uploads, 20,000 in a colleague's uploads
 * shared with them by name, 20,000 in a stranger's (never searched). Slice texts are real curriculum statements, two
 * or three to a slice, so the words are spread as a teacher's material spreads them. The slices are written to the
 * bench's database (a data folder on disk; a PostgreSQL database of its own when DATABASE_URL is set) before
 * Teachkit starts as `npm start` runs it; one client in a process of its own then asks each query in turn, through the
 * whole endpoint (token check, validation, the search, alignments and suggestion counts, the request and interaction
 * records, the robot action), alternating with a bare Fastify route in a third process answering the same JSON.
 * Goals: p95 ≤ 25 ms on PostgreSQL, ≤ 50 ms on the embedded database.
 */
const OWN = 60_000;
const SHARED = 20_000;
const STRANGER = 20_000;
const SLICES_PER_UPLOAD = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const QUERIES = [
  'adding fractions with unlike denominators',
  'equivalent fractions',
  'photosynthesis',
  'persuasive writing',
  'area of a circle',
  'place value',
  'algorithms and data',
  'multiply whole numbers',
  'read and write numbers to 1000',
  'the water cycle',
  'probability of an event',
  'ratio and proportion',
  'how do plants grow?',
  'poetry',
  'measure length in metres',
];

async function seed(db: Database, ownerId: string, count: number, pool: string[], next: () => number): Promise<string[]> {
  await db.insert(profiles).values({ id: ownerId, name: ownerId, email: `${ownerId}@school.example` }).onConflictDoNothing();
  const uploadIds: string[] = [];
  for (let u = 0; u * SLICES_PER_UPLOAD < count; u += 1) {
    const [upload] = await db
      .insert(uploads)
      .values({ ownerId, title: `${ownerId} workbook ${u}`, fileName: 'w.pdf', fileExtension: 'pdf', mimeType: 'application/pdf', byteSize: 1, sha256: '0', storageKey: `${ownerId}-${u}/original`, state: 'complete' })
      .returning({ id: uploads.id });
    uploadIds.push(upload!.id);
    for (let start = 0; start < SLICES_PER_UPLOAD; start += 250) {
      const rows = Array.from({ length: 250 }, (_, i) => {
        const ordinal = start + i;
        const parts = 2 + Math.floor(next() * 2);
        const text = Array.from({ length: parts }, () => pool[Math.floor(next() * pool.length)]!).join(' ');
        return { uploadId: upload!.id, ordinal, page: ordinal + 1, title: pool[Math.floor(next() * pool.length)]!.split(' ').slice(0, 6).join(' '), text, enabled: next() > 0.05 };
      });
      await db.insert(uploadSlices).values(rows);
    }
  }
  return uploadIds;
}

async function seedLibrary(db: Database, kind: 'pglite' | 'postgres') {
  const pool = statements();
  const next = random(42);
  await seed(db, 'bench-teacher', OWN, pool, next);
  const sharedUploads = await seed(db, 'bench-colleague', SHARED, pool, next);
  await seed(db, 'bench-stranger', STRANGER, pool, next);
  await db
    .insert(shares)
    .values(sharedUploads.map((itemId) => ({ ownerId: 'bench-colleague', itemType: 'upload' as const, itemId, mode: 'people' as const, emails: ['bench@school.example'] })));
  // What the server's statistics upkeep (PGlite) or autovacuum (PostgreSQL: 100,000 inserted rows pass its insert
  // threshold, so it vacuums, merging the search index's pending list, and analyses) does within a minute of such a change.
  if (kind === 'pglite') await analyzeChangedTables(db);
  else await db.execute(sql`vacuum analyze`);
}

async function lane(name: string, serverUrl: string | undefined) {
  const database = await benchDatabase(serverUrl, 'bench_enhancement_search');
  const began = performance.now();
  const teachkit = await startTeachkit(database, { sub: 'bench-teacher', email: 'bench@school.example', name: 'Bench' }, seedLibrary);
  console.log(`[${name}] seeded ${OWN + SHARED + STRANGER} slices and started Teachkit in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  const headers = { authorization: `Bearer ${teachkit.token}` };
  try {
    const paths = QUERIES.map((q) => `/api/v1/enhancements?input=${encodeURIComponent(q)}`);
    const answers: Record<string, unknown> = {};
    for (const path of paths) {
      const res = await fetch(`${teachkit.origin}${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      answers[path] = await res.json();
    }
    const bare = await startBareRoute(answers);
    const run = (origin: string) => loadFromProcess(paths.map((p) => `${origin}${p}`), { requests: QUERIES.length * ROUNDS, concurrency: 1, headers });
    const describe = (side: 0 | 1, r: LoadResult) => `${side === 0 ? 'bare' : 'real'}: p50 ${fmt(r.p50)}, p95 ${fmt(r.p95)}, p99 ${fmt(r.p99)}, max ${fmt(r.max)}${r.failures ? `, ${r.failures} failed (${r.firstFailure})` : ''}`;
    console.log(`[${name}] GET /api/v1/enhancements, ${QUERIES.length} queries × ${ROUNDS} rounds per run, one client, size 20`);
    const [b, r] = await alternate(RUNS, () => run(bare.origin), () => run(teachkit.origin), describe);
    const p95 = median(r.map((x) => x.p95));
    // On PostgreSQL the search's own statements can be timed beside the server, through connections of this process:
    // what the endpoint adds (the records, the robot action, the alignments) is the difference.
    let statementsAlone = '';
    if (database.databaseUrl) {
      const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const input of QUERIES) {
          const start = performance.now();
          await searchEnhancements(handle.db, { callerId: 'bench-teacher', verifiedEmail: 'bench@school.example', input, size: 20, ownerIds: undefined, strictMatch: false });
          samples.push(performance.now() - start);
        }
      }
      await handle.close();
      const alone = summarise(samples);
      statementsAlone = `; the search statements alone p50 ${fmt(alone.p50)}, p95 ${fmt(alone.p95)} (load average ${loadAverage()})`;
    }
    console.log(`[${name}] medians of ${RUNS} alternating runs (load average now ${loadAverage()}):`);
    console.log(`  endpoint p50 ${fmt(median(r.map((x) => x.p50)))}, p95 ${fmt(p95)}; bare route p50 ${fmt(median(b.map((x) => x.p50)))}, p95 ${fmt(median(b.map((x) => x.p95)))}${statementsAlone}`);
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
