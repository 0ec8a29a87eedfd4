import fs from 'node:fs';
import path from 'node:path';
import type { SeedOutcome } from '../../server/curriculum/types.ts';
import type { OutcomeRef } from '../../server/generation/types.ts';

/** The curriculum seed as the quality gate reads it: every outcome of every framework file, in file order. */

const folder = path.resolve(import.meta.dirname, '../../curriculum');

/** Every outcome of the seed, frameworks in file-name order so a seeded sample draws the same outcomes everywhere. */
export function loadSeedOutcomes(): SeedOutcome[] {
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => (JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as { outcomes: SeedOutcome[] }).outcomes)
    .map((o) => ({ ...o, elaborations: o.elaborations ?? [] }));
}

/** The outcome as a brief carries it to the engine. */
export function outcomeRef(o: SeedOutcome): OutcomeRef {
  return {
    code: o.code,
    shortCode: o.shortCode,
    statement: o.statement,
    framework: o.framework,
    subject: o.subject,
    strand: o.strand,
    levels: o.levels,
    elaborations: o.elaborations,
  };
}

/** Outcomes by full code and by short code, as a teacher may type either. */
export function outcomesByCode(outcomes: SeedOutcome[]): Map<string, OutcomeRef> {
  const byCode = new Map<string, OutcomeRef>();
  for (const o of outcomes) {
    const ref = outcomeRef(o);
    byCode.set(o.code, ref);
    byCode.set(o.shortCode, ref);
  }
  return byCode;
}
