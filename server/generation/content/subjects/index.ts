import type { OutcomeContent, OutcomeRef } from '../../types.ts';
import { definitionAt } from '../../level.ts';
import type { ContentSource } from '../index.ts';
import { curriculumContent } from './curriculum.ts';
import { SUBJECT_SETS } from './sets/index.ts';
import type { SubjectSet } from './types.ts';

const setByCode = new Map<string, SubjectSet>(SUBJECT_SETS.flatMap((set) => set.codes.map((code) => [code, set] as const)));

/** Mathematics outcomes get their content from the mathematics generators, not from here. */
const isMathematics = (outcome: OutcomeRef) =>
  outcome.framework === 'us-ccss-math' || outcome.framework === 'au-v9-math' || /^mathematics$/i.test(outcome.subject ?? '');

/** The reviewed set written for the outcome, if there is one. */
export function subjectSetFor(outcome: OutcomeRef): SubjectSet | undefined {
  return setByCode.get(outcome.code) ?? (outcome.shortCode ? setByCode.get(outcome.shortCode) : undefined);
}

function fromSet(set: SubjectSet, outcome: OutcomeRef, grade: number): OutcomeContent {
  const subjectRef = `Teachkit reviewed subject set: ${set.title}`;
  return {
    outcomeCode: outcome.code,
    source: `${subjectRef}. Sources: ${Object.values(set.sources).join(' ')}`,
    keyPoints: set.keyPoints.map((fact) => fact.text),
    priorKnowledge: [...set.priorKnowledge],
    misconceptions: set.misconceptions.map((m) => ({ ...m })),
    keywords: set.keywords.map((k) => ({ term: k.term, definition: definitionAt(k, grade), source: { kind: 'subject' as const, ref: set.title } })),
    workedExamples: set.workedExamples.map((w) => ({ ...w, steps: [...w.steps] })),
    practice: set.practice.map((item) => ({ ...item, outcomeCode: outcome.code })),
    checks: set.checks.map((item) => ({ ...item, outcomeCode: outcome.code })),
    retrieval: set.retrieval.map((item) => ({ ...item, outcomeCode: outcome.code })),
    texts: set.texts.map((t) => ({ ...t })),
    activities: [...set.activities],
    materials: [...set.materials],
    safety: [...set.safety],
  };
}

/**
 * Content for outcomes outside mathematics: a reviewed subject set where one is written for the outcome, with the
 * curriculum's own elaborations added as further activities; otherwise what the elaborations and the statement's
 * examples give; otherwise nothing, and the plan asks the teacher to supply it.
 */
export const subjectContent: ContentSource = (outcome, context) => {
  if (isMathematics(outcome)) return undefined;
  const set = subjectSetFor(outcome);
  const curriculum = curriculumContent(outcome);
  if (!set) return curriculum;
  const content = fromSet(set, outcome, context.grade);
  if (curriculum) {
    content.keyPoints.push(...curriculum.keyPoints);
    content.activities.push(...curriculum.activities);
    content.source = `${content.source} Also: ${curriculum.source}.`;
  }
  return content;
};
