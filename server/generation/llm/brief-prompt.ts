import { placementOf } from '../brief/placement.ts';
import { readBrief, type BriefReading } from '../brief/read.ts';
import { targetGrade } from '../level.ts';
import { PHASE_TEMPLATES } from '../methodology.ts';
import { lessonMinutes } from '../plan/structure.ts';
import { disciplineOf } from '../plan/discipline.ts';
import { shapeOfPhases } from '../shapes/index.ts';
import { SHAPES, type ShapeName } from '../shapes/schema.ts';
import type { CheckItem, LessonBrief, LessonPhase, LessonPlan, WorkedExample } from '../types.ts';

/**
 * What the model is told of the brief beyond its title and outcomes, read the way the offline engine reads it: the
 * items the description names, the schedule, the lesson shape (or the methodology), the scoped success criteria and
 * the answers that were computed. The same reading is what the model's plan is checked against (checks.ts).
 */
export interface BriefContext {
  reading: BriefReading;
  /** Each lesson's minutes: one entry, or one per lesson of the schedule ("three 50-minute lessons"). */
  lessons: number[];
  /** The shape the offline plan's phases are in; undefined when they are the methodology's. */
  shape?: ShapeName;
  /** The US grade the student-facing text is written for. */
  targetGrade: number;
  /** Worked examples computed for the lesson: the offline plan's and the brief's own calculations worked out. */
  workedExamples: WorkedExample[];
}

export function briefContext(brief: LessonBrief, offline: LessonPlan): BriefContext {
  const reading = readBrief(brief.title, brief.description, { discipline: disciplineOf(brief.subject, brief.outcomes.map((o) => o.code)) });
  const shape = shapeOfPhases(offline.phases.map((p) => p.key));
  const own = offline.phases.flatMap((p) => (p.workedExample ? [p.workedExample] : []));
  const fromBrief = placementOf(reading).workedExamples.filter((w) => !own.some((o) => o.problem === w.problem));
  return {
    reading,
    lessons: lessonMinutes(brief.durationMinutes, reading.schedule),
    ...(shape ? { shape } : {}),
    targetGrade: offline.readingLevel?.targetGrade ?? targetGrade(brief.yearLevel, brief.outcomes),
    workedExamples: [...own, ...fromBrief],
  };
}

/** The phases of each lesson of a plan, in order: "lesson-2-…" phases belong to lesson 2, a plan of one lesson is one group. */
export function phasesByLesson<T extends Pick<LessonPhase, 'key'>>(phases: T[], lessons: number): T[][] {
  const numbered = phases.map((p) => Number(/^lesson-(\d+)-/.exec(p.key)?.[1] ?? 0));
  if (lessons < 2 || numbered.some((n) => n < 1 || n > lessons)) return [phases];
  return Array.from({ length: lessons }, (_, i) => phases.filter((_, k) => numbered[k] === i + 1));
}

/** A plan's answered items: its phases' checks and practice, then its starter and exit checks. */
const answeredItems = (plan: Pick<LessonPlan, 'phases' | 'starterCheck' | 'exitCheck'>): CheckItem[] => [
  ...plan.phases.flatMap((p) => [...(p.check ?? []), ...(p.practice ?? [])]),
  ...(plan.starterCheck ?? []),
  ...(plan.exitCheck ?? []),
];

/** An answer that is a result ("378", "x = 5", "3/4 of the class"), not marking points that happen to cite a code. */
const isResult = (answer: string) => /\d/.test(answer) && answer.trim().split(/\s+/).length <= 8;

/** The offline plan's items whose answers are results: what the model must answer the same way. */
export const computedAnswers = (offline: LessonPlan): CheckItem[] => [...new Map(answeredItems(offline).filter((c) => isResult(c.answer)).map((c) => [c.prompt, c])).values()];

/** The sections of the model's request that carry the brief, and the rules that say how to use each. */
export function briefPrompt(brief: LessonBrief, offline: LessonPlan, context: BriefContext): { rules: string[]; sections: Record<string, unknown> } {
  const groups = phasesByLesson(offline.phases, context.lessons.length);
  const schedule = {
    lessons: groups.length,
    lessonsInOrder: groups.map((phases, i) => ({
      lesson: i + 1,
      minutes: groups.length === context.lessons.length ? context.lessons[i]! : phases.reduce((sum, p) => sum + p.minutes, 0),
      phases: phases.map((p) => p.title),
    })),
  };
  const shape = context.shape ? SHAPES[context.shape] : undefined;
  const lessonShape = shape
    ? { shape: context.shape, label: shape.label, rules: shape.rules, phases: shape.phases.map((p) => p.title) }
    : { methodology: brief.methodology, phases: PHASE_TEMPLATES[brief.methodology].map((p) => p.title) };
  const computed = computedAnswers(offline);
  const sections = {
    namedInBrief: context.reading.items.map((i) => ({
      kind: i.kind,
      text: i.text,
      ...(i.parts.length > 1 ? { parts: i.parts } : {}),
      ...(i.heading ? { heading: i.heading } : {}),
      ...(i.glosses ? { glosses: i.glosses } : {}),
    })),
    schedule,
    lessonShape,
    successCriteria: offline.successCriteria.map((c) => ({ text: c.text, outcomeCode: c.outcomeCode })),
    computedMaths: {
      workedExamples: context.workedExamples,
      answers: computed.map((c) => ({ prompt: c.prompt, answer: c.answer })),
    },
  };
  const rules = [
    'The teacher\'s description names the items under "namedInBrief", each by kind: use each of these where it belongs (a text or case study is what the class studies, words are what students say and practise, an activity is a task with its steps, equipment is used where students work, an example is worked or discussed).',
    `Plan each lesson under "schedule" with its own phases; each lesson's phases add up to its minutes (${schedule.lessonsInOrder.map((l) => `lesson ${l.lesson}: ${l.minutes} min`).join(', ')}).`,
    shape ? `This is a ${shape.label.toLowerCase()}: follow the rules under "lessonShape".` : `Follow the ${brief.methodology} methodology's phases under "lessonShape".`,
    'Use the success criteria under "successCriteria" as they are written, with their outcome codes.',
    'The answers under "computedMaths" are computed: use them exactly, and work any calculation of your own correctly.',
    `Write what students read at a US reading grade of ${context.targetGrade} or easier.`,
  ];
  return { rules, sections };
}
