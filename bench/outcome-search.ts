import { fmt } from './stats.ts';
import { kb, type LoadResult } from './http-load.ts';
import { oneWordQueries, paragraphs, statements, twoWordQueries } from './curriculum-text.ts';
import { alternate, benchDatabase, printRatios, loadFromProcess, median, startBareRoute, startTeachkit, throughputRatio } from './processes/index.ts';

/**
 * GET /api/syllabus/recommended/outcomes (the outcome picker's search) on Teachkit as `npm start` runs it (its own
 * process, a data folder on disk; then a PostgreSQL database of its own when DATABASE_URL is set), loaded from a
 * separate process, against a bare Fastify route in a third process answering the same JSON:
 *  - the typical queries teachers type, over and over, under 16 and 64 connections;
 *  - queries the server has never been asked (each request a new two-word query), under 16 connections;
 *  - what a query's length costs: one client asking one-word queries, then 64-word pasted paragraphs (every one new).
 * Each comparison alternates its sides BENCH_RUNS times (default 3) and reports medians, every run with the load
 * average. Only ratios within one run of this bench say anything: the machine may be shared.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const LENGTH_REQUESTS = Number(process.env.BENCH_LENGTH_REQUESTS ?? 40);
const TIMEOUT_MS = 30_000;
const PATH = '/api/syllabus/recommended/outcomes';
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
const pool = statements();
const urlOf = (input: string) => `${PATH}?input=${encodeURIComponent(input)}`;

const line = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s, p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}, ${kb(r.bytes)} per answer` + (r.failures ? `, ${r.failures} failed (${r.firstFailure})` : '');

async function lane(name: string, serverUrl: string | undefined) {
  const database = await benchDatabase(serverUrl, 'bench_outcome_search');
  const teachkit = await startTeachkit(database, { sub: 'bench-teacher', email: 'bench@school.example', name: 'Bench' });
  const headers = { authorization: `Bearer ${teachkit.token}` };
  try {
    const answers: Record<string, unknown> = {};
    for (const query of QUERIES) {
      const res = await fetch(`${teachkit.origin}${PATH}?${query}`, { headers });
      if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
      answers[`${PATH}?${query}`] = await res.json();
    }
    const bare = await startBareRoute(answers, Object.values(answers));
    const run = (origin: string, urls: string[], concurrency: number, requests = REQUESTS) =>
      loadFromProcess(
        urls.map((u) => `${origin}${u}`),
        { requests, concurrency, headers, timeoutMs: TIMEOUT_MS },
      );
    const describe = (side: 0 | 1, r: LoadResult) => `${side === 0 ? 'bare' : 'real'}: ${line(r)}`;
    const typical = QUERIES.map((q) => `${PATH}?${q}`);
    await run(bare.origin, typical, 16, 200);
    await run(teachkit.origin, typical, 16, 200);
    console.log(`[${name}] outcome search, Teachkit started as npm start runs it; load generator and bare route in processes of their own`);

    const ratios: string[] = [];
    for (const concurrency of [16, 64]) {
      console.log(`  typical queries (${QUERIES.length}, repeated), ${REQUESTS} requests, ${concurrency} connections`);
      const [b, r] = await alternate(RUNS, () => run(bare.origin, typical, concurrency), () => run(teachkit.origin, typical, concurrency), describe);
      ratios.push(throughputRatio(`typical queries, ${concurrency} connections`, b, r));
    }

    // Every request a query the server has not seen: RUNS sets of distinct two-word queries, one set per run.
    const fresh = twoWordQueries(pool, REQUESTS * RUNS, 7).map(urlOf);
    let freshRun = 0;
    console.log(`  new two-word queries (each asked once), ${REQUESTS} requests, 16 connections`);
    const [fb, fr] = await alternate(
      RUNS,
      () => run(bare.origin, typical, 16),
      () => run(teachkit.origin, fresh.slice(REQUESTS * freshRun, REQUESTS * ++freshRun), 16),
      describe,
    );
    ratios.push(throughputRatio('new queries, 16 connections', fb, fr));

    // What a query's length costs, one client, every query new.
    const short = oneWordQueries(pool, LENGTH_REQUESTS * RUNS, 11).map(urlOf);
    const long = paragraphs(pool, LENGTH_REQUESTS * RUNS, 64, 500, 13).map(urlOf);
    const lengthRun = [0, 0];
    console.log(`  one client: one-word queries vs 64-word pasted paragraphs (≤ 500 characters), ${LENGTH_REQUESTS} of each per run, every one new`);
    const [s, l] = await alternate(
      RUNS,
      () => run(teachkit.origin, short.slice(LENGTH_REQUESTS * lengthRun[0]!, LENGTH_REQUESTS * ++lengthRun[0]!), 1, LENGTH_REQUESTS),
      () => run(teachkit.origin, long.slice(LENGTH_REQUESTS * lengthRun[1]!, LENGTH_REQUESTS * ++lengthRun[1]!), 1, LENGTH_REQUESTS),
      (side, r) => `${side === 0 ? 'one word' : '64 words'}: p50 ${fmt(r.p50)}, p95 ${fmt(r.p95)}, max ${fmt(r.max)}${r.failures ? `, ${r.failures} failed (${r.firstFailure})` : ''}`,
    );
    const [sp50, lp50] = [median(s.map((x) => x.p50)), median(l.map((x) => x.p50))];
    ratios.push(`64 words / one word: p50 ${fmt(lp50)} / ${fmt(sp50)} = ${(lp50 / sp50).toFixed(1)}x, p95 ${(median(l.map((x) => x.p95)) / median(s.map((x) => x.p95))).toFixed(1)}x`);
    printRatios(name, RUNS, ratios);
    await bare.stop();
  } finally {
    await teachkit.stop();
    await database.remove();
  }
}

const postgres = process.env.DATABASE_URL;
await lane('PGlite, data folder', undefined);
if (postgres) await lane('PostgreSQL', postgres);
else console.log('[PostgreSQL] skipped: set DATABASE_URL to measure on a PostgreSQL server too');
