import type { WorkedExample } from '../types.ts';
import { workedCalculation } from './arithmetic.ts';
import type { BriefReading, NamedItem } from './read.ts';

/**
 * Where a desk lesson puts what the brief names: a text or a case study opens the lesson and is what students study,
 * a named activity is a phase's task, named words are taught and used, a named calculation is the worked example,
 * named equipment is handed out where students work. Each activity is placed once.
 */
export interface BriefPlacement {
  texts: string[];
  caseStudies: string[];
  references: string[];
  words: NamedItem[];
  examples: NamedItem[];
  activities: string[];
  equipment: string[];
  workedExamples: WorkedExample[];
  /** Activities already given to a phase. */
  placed: Set<string>;
}

const of = (reading: BriefReading, kind: NamedItem['kind']) => reading.items.filter((i) => i.kind === kind);

export function placementOf(reading: BriefReading): BriefPlacement {
  const examples = of(reading, 'examples');
  return {
    texts: of(reading, 'text').map((i) => i.text),
    caseStudies: of(reading, 'case-study').map((i) => i.text),
    references: of(reading, 'reference').map((i) => i.text),
    words: of(reading, 'words'),
    examples,
    // "Read The Lion and the Mouse together" is the named text's own reading, placed with the text.
    activities: of(reading, 'activity')
      .map((i) => i.text)
      .filter((a) => !(/^read\b/i.test(a) && of(reading, 'text').some((t) => a.includes(t.text)))),
    equipment: of(reading, 'equipment').map((i) => i.text),
    workedExamples: examples.flatMap((e) => e.parts.map(workedCalculation)).filter((w): w is WorkedExample => Boolean(w)),
    placed: new Set(),
  };
}

/** The next named activity no phase has yet, as a task ("clapping the syllables in classmates' names"). */
export function takeActivity(placement: BriefPlacement): string | undefined {
  const next = placement.activities.find((a) => !placement.placed.has(a));
  if (next) placement.placed.add(next);
  const task = next?.replace(/^(?:students|pupils|children|the class|we)\s+(?:will\s+)?/i, '');
  return task ? task.charAt(0).toLowerCase() + task.slice(1) : undefined;
}

/** What students do with a case study, in the discipline's terms. */
export function caseStudyTask(caseStudy: string, discipline: string): string {
  if (discipline === 'history') return `examine ${caseStudy}: what happened and in what order, why it happened, and what the sources say about it`;
  if (discipline === 'science') return `study ${caseStudy}: what was observed, what explains it, and what evidence supports the explanation`;
  return `study ${caseStudy} as the case study: where and when it happened, what caused it, its effects on people and places, and how people responded`;
}

/** The named activities no phase has placed yet, each then marked placed: the close of the lesson takes them. */
export function takeRemainingActivities(placement: BriefPlacement): string[] {
  const rest: string[] = [];
  for (let next = takeActivity(placement); next; next = takeActivity(placement)) rest.push(next);
  return rest;
}
