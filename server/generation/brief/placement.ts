import type { WorkedExample } from '../types.ts';
import { workedCalculation } from './arithmetic.ts';
import { isMeasuredTask, workedTask } from './tasks.ts';
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

/** "Scale a smoothie recipe: convert 1.5 L of milk to millilitres." — the task inside what the teacher set it in. */
const inHeading = (w: WorkedExample, heading?: string): WorkedExample =>
  heading ? { ...w, problem: `${heading.charAt(0).toUpperCase()}${heading.slice(1)}: ${w.problem.charAt(0).toLowerCase()}${w.problem.slice(1)}` } : w;

/**
 * The named examples worked out: a task in the teacher's words, else a calculation. Tasks worked from numbers come
 * first, so they are what the teacher models; one the class measures for itself is practised.
 */
function workedExamplesOf(examples: NamedItem[], equipment: string[]): { item: NamedItem; worked: WorkedExample }[] {
  const tools = { placeValueChart: equipment.some((e) => /\bplace[- ]value charts?\b/i.test(e)) };
  const worked = examples.flatMap((item) =>
    item.parts.flatMap((part) => {
      const task = workedTask(part, tools);
      const w = task ? inHeading(task, item.heading) : workedCalculation(part);
      return w ? [{ item, worked: w }] : [];
    }),
  );
  return [...worked.filter((w) => !isMeasuredTask(w.worked)), ...worked.filter((w) => isMeasuredTask(w.worked))];
}

export function placementOf(reading: BriefReading): BriefPlacement {
  const equipment = of(reading, 'equipment').map((i) => i.text);
  const worked = workedExamplesOf(of(reading, 'examples'), equipment);
  // An example that is worked out is modelled or practised; the rest are shown as the teacher named them.
  const examples = of(reading, 'examples').filter((e) => !worked.some((w) => w.item === e));
  // An activity made of named tasks is taught through them, not set again as a task of its own.
  const taught = (activity: string) => worked.some((w) => w.item.parts.some((p) => activity.includes(p)));
  return {
    texts: of(reading, 'text').map((i) => i.text),
    caseStudies: of(reading, 'case-study').map((i) => i.text),
    references: of(reading, 'reference').map((i) => i.text),
    words: of(reading, 'words'),
    examples,
    // "Read The Lion and the Mouse together" is the named text's own reading, placed with the text.
    activities: of(reading, 'activity')
      .map((i) => i.text)
      .filter((a) => !(/^read\b/i.test(a) && of(reading, 'text').some((t) => a.includes(t.text))) && !taught(a)),
    equipment,
    workedExamples: worked.map((w) => w.worked),
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
