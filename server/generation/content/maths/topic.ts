import type { CheckItem } from '../../types.ts';
import type { MathsStrand } from '../misconceptions/maths.ts';
import type { MathsTerm } from './keywords.ts';
import type { Place } from './place.ts';
import type { Random } from './random.ts';

/**
 * The strands a topic belongs to: the reviewed misconception strands, and the wider ones the curriculum also teaches.
 * Topics of one strand (or of one family of strands, strands.ts) may stand in for each other when a lesson title asks.
 */
export type TopicStrand = MathsStrand | 'number' | 'decimals' | 'geometry' | 'algebra' | 'time' | 'money';

/** One generated question with its worked solution; the answer is computed from the same numbers as the prompt. */
export interface Problem {
  prompt: string;
  steps: string[];
  answer: string;
  /** Wrong answers that known mistakes give, where the problem makes a good multiple-choice question. */
  distractors?: string[];
  /** The id of the misconception (misconceptions.ts) that gives each distractor, by distractor, where it is known. */
  mistakes?: Record<string, string>;
}

/** A multiple-choice question whose wrong options are the answers the topic's misconceptions give. */
export interface Hinge {
  prompt: string;
  answer: string;
  distractors: string[];
  /** The id of the misconception (misconceptions.ts) that gives each distractor, by distractor, where it is known. */
  mistakes?: Record<string, string>;
}

/** A teachable topic within a strand: its generators and the fixed knowledge a teacher plans around. */
export interface Topic {
  strand: TopicStrand;
  /** Shown in the content source line: "equivalent fractions". */
  name: string;
  keyPoints(grade: number): string[];
  priorKnowledge: string[];
  /**
   * Terms from the generators' glossary (keywords.ts) or the subject glossary of mathematics, so each has its
   * definition; by grade where the topic grows.
   */
  keywords: KeywordTerm[] | ((grade: number) => KeywordTerm[]);
  /**
   * The grades the generators' numbers are written for (3 to 8 when absent). A lesson's grade is brought into this
   * range, and a class more than a year younger than its first grade gets nothing from the topic.
   */
  grades?: readonly [number, number];
  /** Ids into the reviewed misconception sets (misconceptions/maths.ts and misconceptions.ts here). */
  misconceptions: string[];
  materials: string[];
  activities: string[];
  /** Level 1 is the easiest; the numbers also grow with the grade. */
  problem(random: Random, level: number, grade: number, place: Place): Problem;
  /**
   * The level the worked examples are drawn at (1 when absent): above 1 when the grade's method is a step up from the
   * first practice questions, which then warm up on the step before it.
   */
  exampleLevel?(grade: number): number;
  /**
   * The level of the open check the exit check asks (3 when absent): higher where the grade's practice climbs to a
   * question students answer in a sentence, so the exit check asks for the reasoning the practice built.
   */
  checkLevel?(grade: number): number;
  hinge(random: Random, grade: number, place: Place): Hinge;
  /** Questions on why the method works, answered in a sentence or two, from the grade that is expected to explain it. */
  whyChecks?(grade: number): CheckItem[];
  /** Three quick questions on what the topic builds on. */
  retrieval(random: Random, grade: number, place: Place): CheckItem[];
}

/** A term a topic teaches: one the generators' glossary defines, or a headword of the mathematics glossary. */
export type KeywordTerm = MathsTerm | (string & {});

/** Multiplication-fact retrieval questions, the prior knowledge most number topics lean on. */
export function timesFacts(random: Random, count: number, max: number): CheckItem[] {
  const items: CheckItem[] = [];
  const seen = new Set<string>();
  while (items.length < count) {
    const a = random.int(2, max);
    const b = random.int(2, max);
    const prompt = `What is ${a} × ${b}?`;
    if (seen.has(prompt)) continue;
    seen.add(prompt);
    items.push({ prompt, answer: String(a * b) });
  }
  return items;
}
