import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { profiles, shares, uploads, uploadSlices } from '../server/db/schema.ts';
import { analyzeChangedTables } from '../server/db/statistics.ts';
import { searchEnhancements } from '../server/repositories/enhancement-search.ts';
import { createTestApp, type TestApp } from '../tests/api/helpers/app.ts';
import { fmt, summarise } from './stats.ts';

/**
 * GET /api/v1/enhancements over 100,000 slices: 60,000 in the teacher's own uploads, 20,000 in a colleague's uploads
 * shared with them by name, 20,000 in a stranger's (never searched). Slice texts are real curriculum statements, two
 * or three to a slice, so the words are spread as a teacher's material spreads them. Each query is timed through the
 * whole endpoint (app.inject: token check, validation, the search, alignments and suggestion counts, the request and
 * interaction records, the robot action) and as the search statements alone (through Drizzle, nothing else), one
 * request at a time. Runs on the embedded database (worker thread, as the server runs it) and on the PostgreSQL
 * server named by DATABASE_URL (a fresh database, dropped afterwards) when it is set. Goal: p95 ≤ 25 ms on PostgreSQL.
 */
const OWN = 60_000;
const SHARED = 20_000;
const STRANGER = 20_000;
const SLICES_PER_UPLOAD = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
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

/** Every outcome statement of the bundled curricula: real English on school subjects. */
function statements(): string[] {
  const folder = path.join(import.meta.dirname, '..', 'curriculum');
  const found: string[] = [];
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    for (const match of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/"statement":("(?:[^"\\]|\\.)*")/g)) found.push(JSON.parse(match[1]!) as string);
  }
  return found;
}

/** A fixed sequence of pseudo-random numbers, so every run searches the same slices. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seed(t: TestApp, ownerId: string, count: number, pool: string[], next: () => number): Promise<string[]> {
  const db = t.database.db;
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

async function lane(name: string, databaseUrl: string | undefined) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await createTestApp({ env: { LIMIT_FREE: '100000000', RATE_LIMIT_PER_MINUTE: '100000000' } });
  const began = performance.now();
  const pool = statements();
  const next = random(42);
  await seed(t, 'bench-teacher', OWN, pool, next);
  const sharedUploads = await seed(t, 'bench-colleague', SHARED, pool, next);
  await seed(t, 'bench-stranger', STRANGER, pool, next);
  await t.database.db
    .insert(shares)
    .values(sharedUploads.map((itemId) => ({ ownerId: 'bench-colleague', itemType: 'upload' as const, itemId, mode: 'people' as const, emails: ['bench@school.example'] })));
  // What the server's statistics upkeep (PGlite) or autovacuum (PostgreSQL) does within a minute of such a change.
  if (t.database.kind === 'pglite') await analyzeChangedTables(t.database.db);
  else await t.database.db.execute(sql`analyze`);
  console.log(`[${name}] seeded ${OWN + SHARED + STRANGER} slices in ${((performance.now() - began) / 1000).toFixed(1)} s`);

  const token = await t.token({ sub: 'bench-teacher', email: 'bench@school.example', name: 'Bench' }, { expiresIn: '2h' });
  const headers = { authorization: `Bearer ${token}` };
  const endpoint = async (input: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/enhancements?input=${encodeURIComponent(input)}`, headers });
    if (res.statusCode !== 200) throw new Error(`${input}: ${res.statusCode} ${res.body}`);
    return (res.json() as { items: unknown[] }).items.length;
  };
  // The search's own statements (the lexemes of the input, then one query per tier until the page is full), without
  // Fastify, the alignments and suggestion counts, the records or the robot action.
  const bare = async (input: string) =>
    (await searchEnhancements(t.database.db, { callerId: 'bench-teacher', verifiedEmail: 'bench@school.example', input, size: 20, ownerIds: undefined, strictMatch: false })).length;

  for (const input of QUERIES) {
    const [viaEndpoint, viaSql] = [await endpoint(input), await bare(input)];
    if (viaEndpoint !== viaSql) throw new Error(`${input}: the endpoint found ${viaEndpoint}, the SQL ${viaSql}`);
  }
  const timed = async (run: (input: string) => Promise<number>) => {
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const input of QUERIES) {
        const start = performance.now();
        await run(input);
        samples.push(performance.now() - start);
      }
    }
    return summarise(samples);
  };
  const real = await timed(endpoint);
  const peer = await timed(bare);
  console.log(`[${name}] GET /api/v1/enhancements, ${QUERIES.length} queries × ${ROUNDS} rounds, one at a time, size 20`);
  console.log(`  endpoint: p50 ${fmt(real.p50)}, p95 ${fmt(real.p95)}, p99 ${fmt(real.p99)}, max ${fmt(real.max)}`);
  console.log(`  bare SQL: p50 ${fmt(peer.p50)}, p95 ${fmt(peer.p95)}, p99 ${fmt(peer.p99)}, max ${fmt(peer.max)}`);
  console.log(`  ratio endpoint/SQL: p50 ${(real.p50 / peer.p50).toFixed(2)}x, p95 ${(real.p95 / peer.p95).toFixed(2)}x`);
  await t.close();
}

const serverUrl = process.env.DATABASE_URL;
await lane('pglite, worker thread', undefined);
if (serverUrl) await lane('postgres', serverUrl);
else console.log('[postgres] skipped: set DATABASE_URL to measure on a PostgreSQL server too');
