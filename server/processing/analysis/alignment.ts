import type { WeightedLexemes } from './lexemes.ts';

/** An outcome as alignment sees it: its code, framework and the stemmed words of its statement and headings. */
export interface OutcomeDocument {
  code: string;
  framework: string;
  /** School years the outcome is for ("K", "F", "1".."12"). */
  levels: string[];
  lexemes: WeightedLexemes;
}

interface IndexedOutcome {
  code: string;
  framework: string;
  levels: string[];
  /** Term weights (idf, headings at less than the statement), and the vector's length. */
  weights: Map<string, number>;
  norm: number;
}

/** Every outcome's term vector and each word's rarity across all outcomes, built once per curriculum seed. */
export interface OutcomeIndex {
  outcomes: IndexedOutcome[];
  idf: Map<string, number>;
  /** For each word, the outcomes holding it: scoring visits only outcomes that share a word with the slice. */
  postings: Map<string, number[]>;
}

/** Headings (subject, strand, substrand) describe a whole group of outcomes, so they count for less than a statement. */
const HEADING_WEIGHT = 0.4;
/** A slice's title says what it is about more surely than any one word of its body. */
const TITLE_WEIGHT = 2;

export function buildOutcomeIndex(documents: OutcomeDocument[]): OutcomeIndex {
  const documentFrequency = new Map<string, number>();
  for (const document of documents) {
    for (const lexeme of document.lexemes.keys()) documentFrequency.set(lexeme, (documentFrequency.get(lexeme) ?? 0) + 1);
  }
  const idf = new Map<string, number>();
  for (const [lexeme, frequency] of documentFrequency) idf.set(lexeme, Math.log(1 + documents.length / frequency));
  const postings = new Map<string, number[]>();
  const outcomes = documents.map((document, position) => {
    const weights = new Map<string, number>();
    let squares = 0;
    for (const [lexeme, counts] of document.lexemes) {
      const statement = counts.a + counts.b;
      const weight = (statement > 0 ? 1 + Math.log(statement) : HEADING_WEIGHT) * idf.get(lexeme)!;
      weights.set(lexeme, weight);
      squares += weight * weight;
      const list = postings.get(lexeme);
      if (list) list.push(position);
      else postings.set(lexeme, [position]);
    }
    return { code: document.code, framework: document.framework, levels: document.levels, weights, norm: Math.sqrt(squares) };
  });
  return { outcomes, idf, postings };
}

export interface AlignOptions {
  /** Only outcomes of these frameworks are candidates; all when absent. */
  frameworks?: ReadonlySet<string> | undefined;
  /** Alignments weaker than this are not kept. */
  threshold: number;
  /** At most this many alignments per slice, strongest first. */
  limit: number;
  /**
   * The school years the upload is for, when its title or the teacher's syllabi say: outcomes for those years score
   * a little higher and the others a little lower, so a Grade 5 workbook's page on adding fractions aligns to the
   * Grade 5 outcome before the Grade 4 one that uses the same words.
   */
  levels?: ReadonlySet<string> | undefined;
}

const LEVEL_MATCH = 1.15;
const LEVEL_MISMATCH = 0.85;

export interface Alignment {
  outcomeCode: string;
  score: number;
}

/** Slice term weights: words the outcomes never use cannot match, so they are left out of the vector's length too. */
function sliceWeights(index: OutcomeIndex, slice: WeightedLexemes): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [lexeme, counts] of slice) {
    const idf = index.idf.get(lexeme);
    if (idf === undefined) continue;
    const occurrences = counts.a * TITLE_WEIGHT + counts.b + counts.c;
    weights.set(lexeme, (1 + Math.log(occurrences)) * idf);
  }
  return weights;
}

/**
 * The outcomes a slice teaches, strongest first, each with a score from 0 to 1. The score blends two views of the
 * shared words and phrases: how similar slice and outcome are as a whole (cosine of TF-IDF vectors, rare words
 * weighing most), and how much of the outcome's meaning the slice covers. A long outcome full of examples is hurt
 * by coverage alone; a short outcome whose one rare word a page mentions in passing is flattered by it.
 */
export function alignSlice(index: OutcomeIndex, slice: WeightedLexemes, options: AlignOptions): Alignment[] {
  const weights = sliceWeights(index, slice);
  let sliceSquares = 0;
  for (const weight of weights.values()) sliceSquares += weight * weight;
  if (sliceSquares === 0) return [];
  const sliceNorm = Math.sqrt(sliceSquares);
  const dots = new Map<number, { dot: number; covered: number; shared: number }>();
  for (const position of candidates(index, weights, options.frameworks)) {
    const outcome = index.outcomes[position]!;
    const entry = { dot: 0, covered: 0, shared: 0 };
    for (const [lexeme, outcomeWeight] of outcome.weights) {
      const weight = weights.get(lexeme);
      if (weight === undefined) continue;
      entry.dot += weight * outcomeWeight;
      entry.covered += outcomeWeight * outcomeWeight;
      if (!lexeme.includes(' ')) entry.shared++;
    }
    dots.set(position, entry);
  }
  const alignments: Alignment[] = [];
  for (const [position, { dot, covered, shared }] of dots) {
    // One shared word is a coincidence, not an alignment.
    if (shared < 2) continue;
    const outcome = index.outcomes[position]!;
    const cosine = dot / (sliceNorm * outcome.norm);
    const coverage = covered / (outcome.norm * outcome.norm);
    const score = atLevel(scoreFrom(cosine, coverage), outcome.levels, options.levels);
    if (score >= options.threshold) alignments.push({ outcomeCode: outcome.code, score });
  }
  alignments.sort((a, b) => b.score - a.score || (a.outcomeCode < b.outcomeCode ? -1 : 1));
  return alignments.slice(0, options.limit);
}

function atLevel(score: number, outcomeLevels: string[], levels: ReadonlySet<string> | undefined): number {
  if (!levels?.size || outcomeLevels.length === 0) return score;
  const factor = outcomeLevels.some((level) => levels.has(level)) ? LEVEL_MATCH : LEVEL_MISMATCH;
  return Math.round(Math.min(1, score * factor) * 1000) / 1000;
}

/** Words in more than this share of outcomes ("use", "understand") are too common to make an outcome a candidate. */
const COMMON_WORD_SHARE = 0.05;

/**
 * The outcomes sharing at least one less common word or phrase with the slice. An outcome sharing only common words
 * could never reach a useful score, so their long lists of outcomes are not walked.
 */
function candidates(index: OutcomeIndex, weights: Map<string, number>, frameworks: ReadonlySet<string> | undefined): Set<number> {
  // A small curriculum has no common words to speak of.
  const common = Math.max(50, index.outcomes.length * COMMON_WORD_SHARE);
  const found = new Set<number>();
  for (const lexeme of weights.keys()) {
    const outcomes = index.postings.get(lexeme)!;
    if (outcomes.length > common) continue;
    for (const position of outcomes) {
      if (!frameworks || frameworks.has(index.outcomes[position]!.framework)) found.add(position);
    }
  }
  return found;
}

/**
 * Mostly the cosine of the two term vectors, tempered by coverage; mapped onto 0..1 so that a slice written about an
 * outcome scores about 0.6 to 0.9, a slice merely on the same subject below 0.35, and unrelated text near 0.
 */
function scoreFrom(cosine: number, coverage: number): number {
  const similarity = cosine ** 0.8 * coverage ** 0.2;
  return Math.round((1 - Math.exp(-3 * similarity)) * 1000) / 1000;
}
