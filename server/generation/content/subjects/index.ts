import type { OutcomeContent, OutcomeRef } from '../../types.ts';
import { definitionAt } from '../../level.ts';
import type { ContentContext, ContentSource } from '../index.ts';
import { curriculumContent } from './curriculum.ts';
import { SUBJECT_SETS } from './sets/index.ts';
import type { SubjectSet } from './types.ts';

/** The set written for the whole of each outcome: a code has one at most. */
const setByCode = new Map<string, SubjectSet>(SUBJECT_SETS.filter((set) => !set.topicWords).flatMap((set) => set.codes.map((code) => [code, set] as const)));

/** The sets written for one topic within an outcome, by code. */
const topicSetsByCode = new Map<string, SubjectSet[]>();
for (const set of SUBJECT_SETS.filter((s) => s.topicWords)) for (const code of set.codes) topicSetsByCode.set(code, [...(topicSetsByCode.get(code) ?? []), set]);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the lesson's title or description names one of the set's topic words, as a whole word. */
export function namesTopicOf(set: SubjectSet, lesson: Pick<ContentContext, 'topic' | 'description'>): boolean {
  const words = new RegExp(`\\b(?:${(set.topicWords ?? []).map(escape).join('|')})\\b`, 'i');
  return words.test(lesson.topic) || words.test(lesson.description);
}

/** Mathematics outcomes get their content from the mathematics generators, not from here. */
const isMathematics = (outcome: OutcomeRef) =>
  outcome.framework === 'us-ccss-math' || outcome.framework === 'au-v9-math' || /^mathematics$/i.test(outcome.subject ?? '');

/**
 * The reviewed set written for the outcome, if there is one: a set written for the lesson's topic within the outcome
 * first (a lesson on rivers within physical geography), else the set written for the whole outcome.
 */
export function subjectSetFor(outcome: OutcomeRef, lesson: Pick<ContentContext, 'topic' | 'description'>): SubjectSet | undefined {
  const codes = outcome.shortCode ? [outcome.code, outcome.shortCode] : [outcome.code];
  const topical = codes.flatMap((code) => topicSetsByCode.get(code) ?? []).find((set) => namesTopicOf(set, lesson));
  return topical ?? codes.map((code) => setByCode.get(code)).find(Boolean);
}

function fromSet(set: SubjectSet, outcome: OutcomeRef, grade: number): OutcomeContent {
  const subjectRef = `Teachkit reviewed subject set: ${set.title}`;
  return {
    outcomeCode: outcome.code,
    ...(set.focus ? { focus: set.focus } : {}),
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
    ...(set.quotedSources?.length ? { quotedSources: set.quotedSources.map((q) => ({ ...q })) } : {}),
  };
}

/**
 * Content for outcomes outside mathematics: a reviewed subject set where one is written for the outcome, with the
 * curriculum's own elaborations added as further activities; otherwise what the elaborations and the statement's
 * examples give; otherwise nothing, and the plan asks the teacher to supply it.
 */
export const subjectContent: ContentSource = (outcome, context) => {
  if (isMathematics(outcome)) return undefined;
  const set = subjectSetFor(outcome, context);
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
