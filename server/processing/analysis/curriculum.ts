import type { Database } from '../../db/index.ts';
import { curriculumOutcomeTexts, curriculumVersion } from '../../repositories/upload-analysis.ts';
import { buildOutcomeIndex, type OutcomeIndex } from './alignment.ts';
import { parseTsvector } from './lexemes.ts';
import { wordsOf } from './words.ts';

/** What analysis derives from the seeded curriculum: the outcomes' term index and their vocabulary. */
export interface CurriculumKnowledge {
  index: OutcomeIndex;
  /**
   * Per framework, every word its outcomes' statements and headings use, in lower case ("interquartile",
   * "decodable"). Kept apart so a US teacher's text is not let off "colour" because an Australian statement uses it.
   */
  vocabulary: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The vocabulary of the given frameworks (all of them when none is given). */
export function vocabularyOf(knowledge: CurriculumKnowledge, frameworks: string[]): ReadonlySet<string> {
  const chosen = frameworks.length ? frameworks : [...knowledge.vocabulary.keys()];
  if (chosen.length === 1) return knowledge.vocabulary.get(chosen[0]!) ?? new Set();
  return new Set(chosen.flatMap((framework) => [...(knowledge.vocabulary.get(framework) ?? [])]));
}

const cache = new WeakMap<Database, { version: string; knowledge: Promise<CurriculumKnowledge> }>();

/**
 * Built once per database and curriculum version (about 7,000 outcomes: a second or less) and shared by every
 * step; a re-seed from changed files builds it again.
 */
export async function curriculumKnowledge(db: Database): Promise<CurriculumKnowledge> {
  const version = await curriculumVersion(db);
  const cached = cache.get(db);
  if (cached?.version === version) return cached.knowledge;
  const knowledge = build(db);
  cache.set(db, { version, knowledge });
  knowledge.catch(() => {
    if (cache.get(db)?.knowledge === knowledge) cache.delete(db);
  });
  return knowledge;
}

async function build(db: Database): Promise<CurriculumKnowledge> {
  const outcomes = await curriculumOutcomeTexts(db);
  const vocabulary = new Map<string, Set<string>>();
  for (const outcome of outcomes) {
    let words = vocabulary.get(outcome.framework);
    if (!words) vocabulary.set(outcome.framework, (words = new Set()));
    for (const token of wordsOf(`${outcome.statement} ${outcome.headings}`)) words.add(token.word.replace(/’/g, "'").toLowerCase());
  }
  const index = buildOutcomeIndex(outcomes.map((outcome) => ({ code: outcome.code, framework: outcome.framework, levels: outcome.levels, lexemes: parseTsvector(outcome.vector) })));
  return { index, vocabulary };
}
