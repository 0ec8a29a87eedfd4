import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { curriculumFrameworks, curriculumOutcomes } from '../db/schema.ts';
import type { SeedFile } from './types.ts';

export const CURRICULUM_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../curriculum');

/** Rows per INSERT: 13 parameters a row stays far below PostgreSQL's 65,535-parameter limit. */
const BATCH = 1000;

export interface SeedReport {
  /** Frameworks (re)loaded because their file changed. */
  loaded: { id: string; outcomes: number }[];
  /** Frameworks whose file matched the stored hash. */
  unchanged: string[];
  milliseconds: number;
}

/** Reads curriculum/*.json in name order. */
export function readSeedFiles(dir = CURRICULUM_DIR): { file: SeedFile; hash: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      return { file: JSON.parse(text) as SeedFile, hash: createHash('sha256').update(text).digest('hex') };
    });
}

/**
 * Loads the committed curriculum into the database. Idempotent and quick on a warm database: a framework is only
 * rewritten when its seed file's hash differs from the stored one. Runs under an advisory lock so two servers
 * starting together against one PostgreSQL do not both load.
 */
export async function seedCurriculum(db: Database, dir = CURRICULUM_DIR): Promise<SeedReport> {
  const started = performance.now();
  const files = readSeedFiles(dir);
  const stored = new Map((await db.select({ id: curriculumFrameworks.id, seedHash: curriculumFrameworks.seedHash }).from(curriculumFrameworks)).map((r) => [r.id, r.seedHash]));
  const report: SeedReport = { loaded: [], unchanged: [], milliseconds: 0 };
  const changed = files.filter(({ file, hash }) => {
    if (stored.get(file.framework.id) === hash) {
      report.unchanged.push(file.framework.id);
      return false;
    }
    return true;
  });
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
        for (let start = 0; start < outcomes.length; start += BATCH) {
          await tx.insert(curriculumOutcomes).values(
            outcomes.slice(start, start + BATCH).map((o, i) => ({
              code: o.code,
              shortCode: o.shortCode,
              frameworkId: framework.id,
              learningArea: o.learningArea,
              subject: o.subject,
              strand: o.strand,
              substrand: o.substrand,
              levels: o.levels,
              levelLabel: o.levelLabel,
              statement: o.statement,
              parentCode: o.parentCode,
              sourceId: o.sourceId,
              position: start + i,
            })),
          );
        }
        report.loaded.push({ id: framework.id, outcomes: outcomes.length });
      }
    });
  }
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}
