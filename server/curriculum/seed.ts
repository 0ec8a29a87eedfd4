import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { curriculumFrameworks, curriculumOutcomes } from '../db/schema.ts';
import type { SeedFile } from './types.ts';
import { forgetOutcomeSearches } from './outcomes.ts';

export const CURRICULUM_DIR = path.join(PROJECT_ROOT, 'curriculum');

/** Outcomes per INSERT statement. */
const BATCH = 2000;

export interface SeedReport {
  /** Frameworks (re)loaded because their file changed. */
  loaded: { id: string; outcomes: number }[];
  /** Frameworks whose file matched the stored hash. */
  unchanged: string[];
  milliseconds: number;
}

/** The seed files' text and hash, curriculum/*.json in name order: enough to tell whether anything changed. */
export function readSeedTexts(dir = CURRICULUM_DIR): { text: string; hash: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return { text, hash: createHash('sha256').update(text).digest('hex') };
    });
}

/** A seed file's text as a SeedFile; an outcome without the `elaborations` key has none. */
export function parseSeedFile(text: string): SeedFile {
  const file = JSON.parse(text) as SeedFile;
  for (const outcome of file.outcomes) outcome.elaborations ??= [];
  return file;
}

/** Reads curriculum/*.json in name order. */
export function readSeedFiles(dir = CURRICULUM_DIR): { file: SeedFile; hash: string }[] {
  return readSeedTexts(dir).map(({ text, hash }) => ({ file: parseSeedFile(text), hash }));
}

/**
 * Loads the committed curriculum into the database. Idempotent and quick on a warm database: a framework is only
 * rewritten when its seed file's hash differs from the stored one. Every column the loader writes comes from the
 * file, so a new column needs nothing more: the files that gain values for it change hash and are rewritten, and the
 * rest keep the column's default (elaborations: a file without any omits the key and stays byte-identical). Runs under an advisory lock so two servers
 * starting together against one PostgreSQL do not both load.
 */
export async function seedCurriculum(db: Database, dir = CURRICULUM_DIR): Promise<SeedReport> {
  const started = performance.now();
  const stored = await db.select({ id: curriculumFrameworks.id, seedHash: curriculumFrameworks.seedHash }).from(curriculumFrameworks);
  const frameworkByHash = new Map(stored.map((row) => [row.seedHash, row.id]));
  const report: SeedReport = { loaded: [], unchanged: [], milliseconds: 0 };
  // A file whose hash is stored is not parsed: the curriculum is megabytes of JSON and almost never changes.
  const changed: { file: SeedFile; hash: string }[] = [];
  for (const { text, hash } of readSeedTexts(dir)) {
    const unchangedId = frameworkByHash.get(hash);
    if (unchangedId) report.unchanged.push(unchangedId);
    else changed.push({ file: parseSeedFile(text), hash });
  }
  if (changed.length > 0) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('teachkit.curriculum.seed'))`);
      for (const { file, hash } of changed) {
        const { framework, outcomes } = file;
        // Another server may have loaded this file while we waited for the lock.
        const [current] = await tx.select({ seedHash: curriculumFrameworks.seedHash }).from(curriculumFrameworks).where(eq(curriculumFrameworks.id, framework.id));
        if (current?.seedHash === hash) continue;
        const values = {
          market: framework.market,
          title: framework.title,
          licence: framework.licence,
          licenceUrl: framework.licenceUrl,
          attribution: framework.attribution,
          source: framework.source,
          officialCodes: framework.officialCodes,
          seedHash: hash,
          outcomeCount: outcomes.length,
          seededAt: new Date(),
        };
        await tx
          .insert(curriculumFrameworks)
          .values({ id: framework.id, ...values })
          .onConflictDoUpdate({ target: curriculumFrameworks.id, set: values });
        await tx.delete(curriculumOutcomes).where(eq(curriculumOutcomes.frameworkId, framework.id));
        // One statement per batch with the rows as a single JSON parameter: far less binding work than thousands of
        // parameters, which matters most on PGlite (WASM).
        for (let start = 0; start < outcomes.length; start += BATCH) {
          const rows = outcomes.slice(start, start + BATCH).map((o, i) => ({ ...o, framework: framework.id, position: start + i }));
          await tx.execute(sql`
            insert into ${curriculumOutcomes} (code, short_code, framework_id, learning_area, subject, strand, substrand,
              levels, level_label, statement, parent_code, source_id, elaborations, position)
            select code, "shortCode", framework, "learningArea", subject, strand, substrand,
              array(select json_array_elements_text(levels)), "levelLabel", statement, "parentCode", "sourceId",
              array(select json_array_elements_text(elaborations)), position
            from json_to_recordset(${JSON.stringify(rows)}::json) as x(code text, "shortCode" text, framework text,
              "learningArea" text, subject text, strand text, substrand text, levels json, "levelLabel" text,
              statement text, "parentCode" text, "sourceId" text, elaborations json, position int)`);
        }
        report.loaded.push({ id: framework.id, outcomes: outcomes.length });
      }
    });
  }
  if (report.loaded.length > 0) {
    // A bulk load leaves the search index's GIN pending list unmerged and the table without statistics, and PGlite
    // has no autovacuum to fix either: the planner would then scan every outcome on each search.
    await db.execute(sql`vacuum analyze ${curriculumOutcomes}`);
    forgetOutcomeSearches(db);
  }
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}
