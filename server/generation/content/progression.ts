import fs from 'node:fs';
import path from 'node:path';
import type { SeedOutcome } from '../../curriculum/types.ts';
import { PROJECT_ROOT } from '../../paths.ts';
import type { OutcomeRef } from '../types.ts';
import { emptyContent } from './empty.ts';
import type { ContentSource } from './index.ts';

/**
 * What students already know before an outcome, from the curriculum's own sequence: the outcome of the same
 * framework, subject and strand (and substrand, where the curriculum has one) at the nearest earlier year level that
 * shares the most words with it. The curriculum says what comes before; the plan says so rather than asking the
 * teacher to supply it.
 */

interface Indexed {
  outcome: SeedOutcome;
  level: number;
  /** Its content words, worked out the first time it is compared (most outcomes never are). */
  words?: Set<string>;
}

const levelNumber = (level: string) => (/^(?:F|K|R|P)$/i.test(level) ? 0 : Number.parseInt(level, 10));
const lowestLevel = (levels: readonly string[]) => Math.min(...levels.map(levelNumber).filter((n) => Number.isFinite(n)));
/** Words that say nothing about the content: every outcome has them. */
const COMMON = new Set(['understand', 'know', 'develop', 'identify', 'describe', 'explain', 'includ', 'range', 'different', 'example', 'simple', 'student', 'their', 'with', 'from', 'that', 'this', 'they', 'them', 'such', 'some', 'other', 'each', 'into', 'about', 'through']);
/** A word's stem, near enough to match "fractions" with "fraction" and "reacting" with "reactions". */
const stem = (word: string) => word.replace(/(?:ing|ed|es|s)$/, '');
const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? [])
      .filter((w) => w.length > 3)
      .map(stem)
      .filter((w) => !COMMON.has(w)),
  );

let byCode: Map<string, Indexed> | undefined;
let byStrand: Map<string, Indexed[]> | undefined;

const strandKey = (o: Pick<SeedOutcome, 'framework' | 'subject' | 'strand' | 'substrand'>) => [o.framework, o.subject, o.strand ?? '', o.substrand ?? ''].join('|');

function load() {
  if (byCode && byStrand) return { byCode, byStrand };
  byCode = new Map();
  byStrand = new Map();
  // The seed files themselves (the database's loader is not needed to read them, and the plan engine runs without it).
  const folder = path.join(PROJECT_ROOT, 'curriculum');
  for (const name of fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
    const file = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as { outcomes: SeedOutcome[] };
    for (const outcome of file.outcomes) {
      const level = lowestLevel(outcome.levels);
      if (!Number.isFinite(level)) continue;
      const indexed: Indexed = { outcome, level };
      byCode.set(outcome.code, indexed);
      const key = strandKey(outcome);
      byStrand.set(key, [...(byStrand.get(key) ?? []), indexed]);
    }
  }
  return { byCode, byStrand };
}

/** The outcome just before this one in its strand, when the curriculum has one that is about the same content. */
export function earlierOutcome(outcome: Pick<OutcomeRef, 'code' | 'statement'>): SeedOutcome | undefined {
  const index = load();
  const self = index.byCode.get(outcome.code);
  if (!self) return undefined;
  const words = contentWords(outcome.statement);
  const earlier = (index.byStrand.get(strandKey(self.outcome)) ?? []).filter((o) => o.level < self.level);
  const scored = earlier
    .map((o) => ({ o, shared: [...(o.words ??= contentWords(o.outcome.statement))].filter((w) => words.has(w)).length }))
    .filter((s) => s.shared > 0)
    // The nearest earlier year first; among those, the one sharing the most words.
    .sort((a, b) => b.o.level - a.o.level || b.shared - a.shared);
  return scored[0]?.o.outcome;
}

export const progressionContent: ContentSource = (outcome) => {
  const before = earlierOutcome(outcome);
  if (!before) return undefined;
  const label = before.levelLabel || `Year ${before.levels.join('–')}`;
  return {
    ...emptyContent(outcome.code, `Curriculum sequence: ${before.shortCode || before.code} (${label}) comes before ${outcome.shortCode || outcome.code}`),
    priorKnowledge: [`From ${label} (${before.shortCode || before.code}): ${before.statement.replace(/\s*\[[^\]]*\]\s*/g, ' ').trim()}`],
  };
};
