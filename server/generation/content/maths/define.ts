import type { CheckItem } from '../../types.ts';
import type { Place } from './place.ts';
import type { Random } from './random.ts';
import type { Hinge, KeywordTerm, Problem, Topic, TopicStrand } from './topic.ts';

/** One kind of question: fresh numbers on every call, pitched to the grade. */
export type Generator = (random: Random, grade: number, place: Place) => Problem;

/** What a topic is made of when each practice level is one kind of question. */
export interface TopicSpec {
  strand: TopicStrand;
  name: string;
  grades: readonly [number, number];
  keyPoints: string[] | ((grade: number) => string[]);
  priorKnowledge: string[];
  keywords: KeywordTerm[] | ((grade: number) => KeywordTerm[]);
  misconceptions?: string[];
  materials: string[];
  activities: string[];
  /**
   * The practice climb, easiest first: level n asks levels[n − 1], and levels past the end ask the last kinds again
   * with other numbers. A function gives the climb for the grade.
   */
  levels: readonly Generator[] | ((grade: number) => readonly Generator[]);
  exampleLevel?: (grade: number) => number;
  checkLevel?: (grade: number) => number;
  whyChecks?: (grade: number) => CheckItem[];
  /** The hinge question; by default a question of the climb whose known mistakes give at least two wrong options. */
  hinge?: (random: Random, grade: number, place: Place) => Hinge;
  /** What the topic builds on: three quick questions, one from each generator (from level 1 of the climb when absent). */
  recall?: readonly Generator[] | ((grade: number) => readonly Generator[]);
}

const ATTEMPTS = 40;

const levelsOf = (spec: TopicSpec, grade: number) => (typeof spec.levels === 'function' ? spec.levels(grade) : spec.levels);

/** A level's generator: past the end of the climb, the last two kinds take turns. */
function generatorAt(levels: readonly Generator[], level: number): Generator {
  if (level <= levels.length) return levels[Math.max(0, level - 1)]!;
  const beyond = level - levels.length;
  return levels.length >= 2 && beyond % 2 === 1 ? levels[levels.length - 2]! : levels[levels.length - 1]!;
}

/**
 * The default hinge: a question from the climb whose known mistakes give at least two different wrong options,
 * so a student's choice tells the teacher which mistake they made.
 */
function hingeFromLevels(spec: TopicSpec, random: Random, grade: number, place: Place): Hinge {
  const levels = levelsOf(spec, grade);
  let fallback: Hinge | undefined;
  for (let i = 0; i < ATTEMPTS; i++) {
    const problem = levels[i % levels.length]!(random, grade, place);
    const distractors = [...new Set(problem.distractors ?? [])].filter((d) => d !== problem.answer);
    const hinge = { prompt: problem.prompt, answer: problem.answer, distractors, ...(problem.mistakes ? { mistakes: problem.mistakes } : {}) };
    if (distractors.length >= 2) return hinge;
    if (!fallback || distractors.length > fallback.distractors.length) fallback = hinge;
  }
  return fallback!;
}

/** A topic from its spec: the shared plumbing of levels, hinge and retrieval written once. */
export function defineTopic(spec: TopicSpec): Topic {
  return {
    strand: spec.strand,
    name: spec.name,
    grades: spec.grades,
    keyPoints: (grade) => (typeof spec.keyPoints === 'function' ? spec.keyPoints(grade) : spec.keyPoints),
    priorKnowledge: spec.priorKnowledge,
    keywords: spec.keywords,
    misconceptions: spec.misconceptions ?? [],
    materials: spec.materials,
    activities: spec.activities,
    problem: (random, level, grade, place) => generatorAt(levelsOf(spec, grade), level)(random, grade, place),
    ...(spec.exampleLevel ? { exampleLevel: spec.exampleLevel } : {}),
    ...(spec.checkLevel ? { checkLevel: spec.checkLevel } : {}),
    ...(spec.whyChecks ? { whyChecks: spec.whyChecks } : {}),
    hinge: (random, grade, place) => (spec.hinge ? spec.hinge(random, grade, place) : hingeFromLevels(spec, random, grade, place)),
    retrieval: (random, grade, place) => {
      const recall = spec.recall ? (typeof spec.recall === 'function' ? spec.recall(grade) : spec.recall) : [levelsOf(spec, grade)[0]!];
      const items: CheckItem[] = [];
      const seen = new Set<string>();
      for (let i = 0; items.length < 3 && i < ATTEMPTS; i++) {
        const p = recall[items.length % recall.length]!(random, grade, place);
        if (seen.has(p.prompt)) continue;
        seen.add(p.prompt);
        items.push({ prompt: p.prompt, answer: p.answer });
      }
      return items;
    },
  };
}

/**
 * A problem whose wrong options are the given mistakes, leaving out any that happen to equal the answer and any a
 * student would not write (a mistake that divides wrongly is not written to ten decimal places).
 */
export function withDistractors(problem: Problem, distractors: readonly string[], mistakes?: Record<string, string>): Problem {
  const kept = [...new Set(distractors)].filter((d) => d !== problem.answer && !/\d\.\d*[1-9]\d{6,}/.test(d));
  const named = mistakes ? Object.fromEntries(Object.entries(mistakes).filter(([d]) => kept.includes(d))) : {};
  return { ...problem, distractors: kept, ...(Object.keys(named).length ? { mistakes: named } : {}) };
}
