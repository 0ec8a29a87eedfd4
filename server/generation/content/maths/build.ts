import type { CheckItem, Keyword, OutcomeContent, OutcomeRef, WorkedExample } from '../../types.ts';
import { definitionAt } from '../../level.ts';
import { subjectTerm } from '../../vocabulary/glossary/index.ts';
import { MATHEMATICS_FULLER } from '../../vocabulary/glossary/mathematics.ts';
import { headwordKey } from '../../vocabulary/phrases.ts';
import { MATHS_GLOSSARY, MATHS_GLOSSARY_FULLER, type MathsTerm } from './keywords.ts';
import { topicMisconceptions } from './misconceptions.ts';
import { placeFor, type Place } from './place.ts';
import { seededRandom, type Random } from './random.ts';
import type { KeywordTerm, Problem, Topic } from './topic.ts';

export const GLOSSARY_REF = 'Teachkit mathematics glossary';
const PRACTICE_LEVELS = [1, 2, 3, 4, 5, 6];
/** Fresh draws allowed per item before a level is skipped; generators have far more variety than this needs. */
const ATTEMPTS = 25;

/** Draws a problem whose prompt has not been used yet in this lesson, or undefined when none turns up. */
function freshProblem(topic: Topic, random: Random, level: number, grade: number, place: Place, used: Set<string>): Problem | undefined {
  for (let i = 0; i < ATTEMPTS; i++) {
    const problem = topic.problem(random, level, grade, place);
    if (!used.has(problem.prompt)) {
      used.add(problem.prompt);
      return problem;
    }
  }
  return undefined;
}

const toExample = (p: Problem): WorkedExample => ({ problem: p.prompt, steps: p.steps, answer: p.answer });

const isMathsTerm = (term: string): term is MathsTerm => Object.hasOwn(MATHS_GLOSSARY, term);

/** The term's definition pitched to the grade: from the generators' glossary, else the mathematics glossary. */
export function keywordDefinition(term: KeywordTerm, grade: number): string | undefined {
  if (isMathsTerm(term)) return definitionAt({ definition: MATHS_GLOSSARY[term], fuller: MATHS_GLOSSARY_FULLER[term] ?? MATHEMATICS_FULLER[term] }, grade);
  const entry = subjectTerm(headwordKey(term), ['mathematics']);
  return entry ? definitionAt(entry, grade) : undefined;
}

/** Teaching content for one outcome from its topic's generators, pitched to the grade and fixed by the seed. */
export function buildContent(outcome: OutcomeRef, topic: Topic, grade: number, seed: string): OutcomeContent {
  const random = seededRandom(`${seed}|${outcome.code}`);
  const place = placeFor(outcome);
  const used = new Set<string>();
  const outcomeCode = outcome.code;
  // I do and we do are the same kind of problem with different numbers, so the class meets the method twice before
  // the practice climbs from that kind to harder ones.
  const start = topic.exampleLevel?.(grade) ?? 1;
  const examples = [start, start].flatMap((level) => freshProblem(topic, random, level, grade, place, used) ?? freshProblem(topic, random, level + 1, grade, place, used) ?? []);
  const practiceProblems = PRACTICE_LEVELS.flatMap((level) => freshProblem(topic, random, level, grade, place, used) ?? []);
  const practice: CheckItem[] = practiceProblems.map((p) => ({ prompt: p.prompt, answer: p.answer, outcomeCode }));
  let hinge = topic.hinge(random, grade, place);
  // The hinge must be a question the class has not just practised.
  for (let i = 0; i < ATTEMPTS && used.has(hinge.prompt); i++) hinge = topic.hinge(random, grade, place);
  used.add(hinge.prompt);
  const distractors = [...new Set(hinge.distractors)].filter((d) => d !== hinge.answer);
  const hingeMistakes = distractors.flatMap((option) => {
    const id = hinge.mistakes?.[option];
    return id ? [{ option, misconception: topicMisconceptions([id])[0]!.misconception }] : [];
  });
  const quick = freshProblem(topic, random, topic.checkLevel?.(grade) ?? 3, grade, place, used);
  const checks: CheckItem[] = [
    { prompt: hinge.prompt, answer: hinge.answer, options: random.shuffle([hinge.answer, ...distractors]), outcomeCode },
    // Before the quick check: the exit check takes the last open one, a phase's check the others.
    ...(topic.whyChecks?.(grade) ?? []).map((item) => ({ ...item, outcomeCode })),
    ...(quick ? [{ prompt: quick.prompt, answer: quick.answer, outcomeCode }] : []),
  ];
  const keywords: Keyword[] = (typeof topic.keywords === 'function' ? topic.keywords(grade) : topic.keywords).flatMap((term) => {
    const definition = keywordDefinition(term, grade);
    return definition ? [{ term, definition, source: { kind: 'subject' as const, ref: GLOSSARY_REF } }] : [];
  });
  return {
    outcomeCode,
    source: `Teachkit mathematics generator (${topic.name})`,
    keyPoints: topic.keyPoints(grade),
    priorKnowledge: topic.priorKnowledge,
    misconceptions: topicMisconceptions(topic.misconceptions),
    keywords,
    workedExamples: examples.map(toExample),
    practice,
    checks,
    retrieval: topic.retrieval(random, grade, place).map((item) => ({ ...item, outcomeCode })),
    texts: [],
    activities: topic.activities,
    materials: topic.materials,
    safety: [],
    solutions: practiceProblems.map(toExample),
    ...(hingeMistakes.length ? { hingeMistakes } : {}),
  };
}
