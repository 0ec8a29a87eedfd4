import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { profiles, uploads, uploadSlices } from '../server/db/schema.ts';
import { readSeedFiles } from '../server/curriculum/seed.ts';
import { alignStep, extractOutcomesStep, findGrammarIssues, findSpellingIssues, loadSpeller, spellingStep } from '../server/processing/analysis/index.ts';
import { curriculumKnowledge, vocabularyOf } from '../server/processing/analysis/curriculum.ts';
import { createStorage } from '../server/storage/index.ts';
import { createTestApp } from '../tests/api/helpers/app.ts';
import { fmt, summarise } from './stats.ts';

/**
 * The analysis steps of upload processing on a 300-slice upload (about 200 words a slice, built from real outcome
 * statements with a typo every 50 words): the first load of each Hunspell dictionary and of the curriculum index,
 * spelling and grammar per slice (p50/p95 of the check alone), and each step end to end including its database
 * writes. Runs on the embedded database, and on PostgreSQL too when DATABASE_URL is set.
 */
const SLICES = Number(process.env.BENCH_SLICES ?? 300);
const WORDS_PER_SLICE = 200;

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

/** Swaps two inner letters: the commonest typing slip. */
const typo = (word: string) => (word.length < 5 ? word : word.slice(0, 2) + word[3] + word[2] + word.slice(4));

function sliceTexts(): string[] {
  const statements = readSeedFiles()
    .filter(({ file }) => file.framework.market === 'us')
    .flatMap(({ file }) => file.outcomes.map((outcome) => outcome.statement));
  const words = statements.join(' ').split(/\s+/);
  return Array.from({ length: SLICES }, (_, slice) => {
    const start = (slice * WORDS_PER_SLICE) % Math.max(1, words.length - WORDS_PER_SLICE);
    return words
      .slice(start, start + WORDS_PER_SLICE)
      .map((word, i) => (i % 50 === 25 ? typo(word) : word))
      .join(' ');
  });
}

async function lane(name: string, databaseUrl: string | undefined) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await createTestApp();
  const db = t.database.db;
  const [, knowledgeMs] = await time(() => curriculumKnowledge(db));
  console.log(`${name}: curriculum index and vocabulary built in ${fmt(knowledgeMs)} (first use; cached afterwards)`);

  const ownerId = `bench-${randomUUID()}`;
  await db.insert(profiles).values({ id: ownerId, market: 'us' });
  const uploadId = randomUUID();
  await db.insert(uploads).values({ id: uploadId, ownerId, title: 'Bench', fileName: 'bench.pdf', fileExtension: 'pdf', mimeType: 'application/pdf', byteSize: 1, sha256: '0'.repeat(64), storageKey: `${uploadId}/original` });
  const texts = sliceTexts();
  await db.insert(uploadSlices).values(texts.map((text, ordinal) => ({ uploadId, ordinal, title: `Page ${ordinal + 1}`, text })));

  const speller = await loadSpeller('us');
  const context = { speller, vocabulary: vocabularyOf(await curriculumKnowledge(db), ['us-ccss-ela', 'us-ccss-math']), suggestions: new Map<string, string[]>() };
  const perSlice = texts.map((text) => {
    const start = performance.now();
    findSpellingIssues(text, context);
    findGrammarIssues(text);
    return performance.now() - start;
  });
  const check = summarise(perSlice);
  console.log(`${name}: spelling and grammar of one ${WORDS_PER_SLICE}-word slice: p50 ${fmt(check.p50)}, p95 ${fmt(check.p95)}, max ${fmt(check.max)}`);

  const step = { db, storage: createStorage(t.config), log: t.app.log, progress: async () => {}, signal: new AbortController().signal };
  for (const [label, run] of [
    ['spelling', spellingStep],
    ['align', alignStep],
    ['extract-outcomes', extractOutcomesStep],
  ] as const) {
    const [, ms] = await time(() => run(step, uploadId));
    console.log(`${name}: ${label} step, ${SLICES} slices: ${fmt(ms)} (${fmt(ms / SLICES)} per slice)`);
  }
  const counts = (
    await db.execute<{ issues: number; alignments: number; outcomes: number }>(sql`select
      (select count(*)::int from slice_spelling_issues i join upload_slices s on s.id = i.slice_id where s.upload_id = ${uploadId}) as issues,
      (select count(*)::int from slice_alignments a join upload_slices s on s.id = a.slice_id where s.upload_id = ${uploadId}) as alignments,
      (select count(*)::int from upload_outcomes where upload_id = ${uploadId}) as outcomes`)
  ).rows[0]!;
  console.log(`${name}: wrote ${counts.issues} issues, ${counts.alignments} alignments, ${counts.outcomes} upload outcomes`);
  await t.close();
}

const postgres = process.env.DATABASE_URL;
for (const variant of ['us', 'gb', 'au'] as const) {
  const [, ms] = await time(() => loadSpeller(variant));
  console.log(`dictionary ${variant}: loaded from node_modules and built in ${fmt(ms)}`);
}
console.log(`process RSS with three dictionaries: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
await lane('PGlite', undefined);
if (postgres) await lane('PostgreSQL', postgres);
