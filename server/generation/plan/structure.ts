import { allocateMinutes, PHASE_TEMPLATES, type PhaseTemplate } from '../methodology.ts';
import type { LessonSequence, Methodology, OutcomeRef } from '../types.ts';

/**
 * The lesson's shape in time: an opening, one or more learning cycles (I do / we do / you do, or explore / explain /
 * elaborate) each carrying its outcomes from model to independent practice, and a close. Long lessons get more
 * cycles instead of longer phases; a project that cannot fit one lesson is planned across lessons.
 */

interface Shape {
  open: string[];
  cycle: string[];
  close: string[];
  /** The fewest minutes a cycle can teach an outcome in. */
  minCycle: number;
  /** Past this, a cycle is split into two. */
  maxCycle: number;
}

const SHAPES: Record<Methodology, Shape> = {
  inquiry: { open: ['engage'], cycle: ['explore', 'explain', 'elaborate'], close: ['evaluate'], minCycle: 36, maxCycle: 90 },
  direct: { open: ['review'], cycle: ['model', 'guided', 'independent'], close: ['check'], minCycle: 30, maxCycle: 80 },
  project: { open: ['driving-question', 'launch'], cycle: ['research', 'build'], close: ['present', 'reflect'], minCycle: 60, maxCycle: 100 },
};

/** Minutes an opening or closing phase keeps whatever the lesson's length: a starter is 5–10 minutes, not 36. */
export const PHASE_BOUNDS: Record<string, readonly [number, number]> = {
  engage: [5, 10],
  review: [5, 10],
  evaluate: [5, 10],
  check: [5, 10],
  'driving-question': [5, 10],
  launch: [5, 15],
  present: [10, 30],
  reflect: [5, 10],
};
/** No phase is shorter, once the lesson is long enough for every phase to have it. */
export const MIN_PHASE_MINUTES = 3;
/** One lesson of the plan holds at most this many phases; a sequence of lessons holds each lesson's own. */
const MAX_PHASES = 12;

/** Minutes a whole project cycle needs: driving question, launch, research, build with a critique, present, reflect. */
export const PROJECT_WORK: readonly { key: string; what: string; minutes: number }[] = [
  { key: 'driving-question', what: 'driving question', minutes: 10 },
  { key: 'launch', what: 'launch and team roles', minutes: 15 },
  { key: 'research', what: 'research', minutes: 45 },
  { key: 'build', what: 'build the product and hold a mid-point critique', minutes: 60 },
  { key: 'present', what: 'present to the audience', minutes: 30 },
  { key: 'reflect', what: 'reflect against the success criteria', minutes: 10 },
];
export const PROJECT_MINUTES = 150;
const SPLITTABLE = new Set(['research', 'build']);
export interface PhaseSlot {
  template: PhaseTemplate;
  key: string;
  title: string;
  minutes: number;
  outcomes: OutcomeRef[];
  /** Which learning cycle the phase belongs to; absent for the opening and the close. */
  cycle?: { index: number; count: number; round: number; lesson?: number };
}

export interface LessonStructure {
  slots: PhaseSlot[];
  sequence?: LessonSequence;
}

const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const templateOf = (methodology: Methodology, key: string) => PHASE_TEMPLATES[methodology].find((t) => t.key === key)!;
const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

/** The outcomes of each cycle: one outcome per cycle when there is room, else groups that share a cycle's task. */
export function outcomeGroups(outcomes: OutcomeRef[], cycles: number): OutcomeRef[][] {
  if (!outcomes.length) return Array.from({ length: cycles }, () => []);
  if (cycles >= outcomes.length) return Array.from({ length: cycles }, (_, i) => [outcomes[i % outcomes.length]!]);
  const size = Math.ceil(outcomes.length / cycles);
  return Array.from({ length: cycles }, (_, i) => outcomes.slice(i * size, (i + 1) * size)).filter((g) => g.length);
}

/** How many learning cycles the minutes hold: enough for each outcome where time allows, never one over-long cycle. */
function cycleCount(minutes: number, outcomes: number, shape: Shape): number {
  const room = Math.floor((MAX_PHASES - shape.open.length - shape.close.length) / shape.cycle.length);
  const byOutcomes = Math.min(Math.max(1, outcomes), Math.max(1, Math.floor(minutes / shape.minCycle)));
  const byLength = Math.ceil(minutes / shape.maxCycle);
  return Math.max(1, Math.min(room, Math.max(byOutcomes, byLength)));
}

export function lessonStructure(methodology: Methodology, durationMinutes: number, outcomes: OutcomeRef[]): LessonStructure {
  if (methodology === 'project' && durationMinutes < PROJECT_MINUTES) return firstProjectLesson(durationMinutes, outcomes);
  const shape = SHAPES[methodology];
  const keys = [...shape.open, ...shape.cycle, ...shape.close];
  const weightOf = (key: string) => templateOf(methodology, key).weight;
  const baseline = allocateMinutes(durationMinutes, keys.map(weightOf));
  const bounded = durationMinutes >= MIN_PHASE_MINUTES * keys.length * 2;
  if (!bounded) return shortLesson(methodology, keys, [...shape.open, ...shape.close], durationMinutes, outcomes, false);
  const fixedKeys = [...shape.open, ...shape.close];
  const fixed = new Map(fixedKeys.map((key) => [key, clamp(baseline[keys.indexOf(key)]!, PHASE_BOUNDS[key]!)]));
  const cycleMinutes = durationMinutes - [...fixed.values()].reduce((a, b) => a + b, 0);
  const cycles = cycleCount(cycleMinutes, outcomes.length, shape);
  const groups = outcomeGroups(outcomes, cycles);
  const unchanged = cycles === 1 && fixedKeys.every((key) => fixed.get(key) === baseline[keys.indexOf(key)]);
  const perCycle = allocateMinutes(cycleMinutes, groups.map(() => 1));

  const slot = (key: string, minutes: number, focus: OutcomeRef[], cycle?: PhaseSlot['cycle']): PhaseSlot => {
    const template = templateOf(methodology, key);
    const several = cycle && cycle.count > 1;
    return {
      template,
      key: several && cycle.index > 0 ? `${key}-${cycle.index + 1}` : key,
      title: several ? `${template.title}, cycle ${cycle.index + 1}` : template.title,
      minutes,
      outcomes: focus,
      ...(cycle ? { cycle } : {}),
    };
  };
  const slots: PhaseSlot[] = shape.open.map((key) => slot(key, fixed.get(key)!, outcomes));
  groups.forEach((group, index) => {
    const split = unchanged ? shape.cycle.map((key) => baseline[keys.indexOf(key)]!) : allocateMinutes(perCycle[index]!, shape.cycle.map(weightOf));
    // A lesson with more cycles than outcomes takes each outcome round again, on its next examples and practice.
    const round = outcomes.length && groups.length > outcomes.length ? Math.floor(index / outcomes.length) : 0;
    shape.cycle.forEach((key, k) => slots.push(slot(key, split[k]!, group, { index, count: groups.length, round })));
  });
  slots.push(...shape.close.map((key) => slot(key, fixed.get(key)!, outcomes)));
  return { slots };
}

/** Minutes under which a project's first lesson keeps its phases at their least (3 each) rather than their bounds. */
const SHORT_PROJECT_LESSON = 25;

/** Every phase gets `floor` minutes, the rest goes by weight. */
function allocateWithFloor(total: number, weights: number[], floor: number): number[] {
  return allocateMinutes(total - floor * weights.length + weights.length, weights).map((m) => m - 1 + floor);
}

/**
 * A lesson too short for every phase to have its least minutes drops phases in the order given (the opening and the
 * close go before the cycle, so a short lesson still models, guides and practises one outcome) and gives each phase
 * left at least three minutes.
 */
function shortLesson(methodology: Methodology, keys: string[], dropOrder: string[], durationMinutes: number, outcomes: OutcomeRef[], continues: boolean): LessonStructure {
  const kept = [...keys];
  for (const key of dropOrder) if (kept.length * MIN_PHASE_MINUTES > durationMinutes) kept.splice(kept.indexOf(key), 1);
  const minutes = allocateWithFloor(durationMinutes, kept.map((key) => templateOf(methodology, key).weight), Math.min(MIN_PHASE_MINUTES, Math.floor(durationMinutes / kept.length)));
  const slots = kept.map((key, i) => {
    const template = templateOf(methodology, key);
    return { template, key, title: template.title, minutes: minutes[i]!, outcomes };
  });
  if (!continues) return { slots };
  const whole = PROJECT_WORK.reduce((sum, w) => sum + w.minutes, 0);
  const lessons = Math.ceil(whole / durationMinutes);
  const outline = [
    `Lesson 1 (this plan, ${durationMinutes} min): ${listOf(kept.map((key) => templateOf(methodology, key).title.toLowerCase()))}`,
    `A whole project needs about ${whole} minutes: ${lessons} lessons of ${durationMinutes} minutes. It does not fit lessons this short; plan lessons of at least 45 minutes, or a smaller product.`,
  ];
  return { slots, sequence: { lessons, outline } };
}

/**
 * A project shorter than a whole project cycle: this lesson asks the driving question, forms the teams and starts
 * the research; the sequence says what each following lesson of the same length covers.
 */
function firstProjectLesson(durationMinutes: number, outcomes: OutcomeRef[]): LessonStructure {
  if (durationMinutes < SHORT_PROJECT_LESSON) return shortLesson('project', ['driving-question', 'launch', 'research', 'reflect'], ['reflect', 'launch'], durationMinutes, outcomes, true);
  const share = (key: string, weight: number) => clamp(Math.round(durationMinutes * weight), PHASE_BOUNDS[key]!);
  const opening = { 'driving-question': share('driving-question', 0.15), launch: share('launch', 0.2), reflect: share('reflect', 0.15) };
  const work = durationMinutes - opening['driving-question'] - opening.launch - opening.reflect;
  const research = PROJECT_WORK.find((w) => w.key === 'research')!.minutes;
  // Time left after the research a project needs starts the building, when there is enough of it to be worth starting.
  const build = work - research >= 15 ? Math.min(work - research, PROJECT_WORK.find((w) => w.key === 'build')!.minutes) : 0;
  const plan: [string, number][] = [
    ['driving-question', opening['driving-question']],
    ['launch', opening.launch],
    ['research', work - build],
    ...(build ? ([['build', build]] as [string, number][]) : []),
    ['reflect', opening.reflect],
  ];
  const slots: PhaseSlot[] = plan.map(([key, minutes]) => {
    const template = templateOf('project', key);
    return { template, key, title: key === 'reflect' ? 'Reflect and plan the next lesson' : template.title, minutes, outcomes };
  });
  const done = new Map(slots.map((s) => [s.key, s.minutes]));
  const remaining = PROJECT_WORK.filter((w) => w.key !== 'driving-question' && w.key !== 'launch')
    .map((w) => ({ ...w, minutes: SPLITTABLE.has(w.key) ? Math.max(0, w.minutes - (done.get(w.key) ?? 0)) : w.minutes }))
    .filter((w) => w.minutes > 0);
  const outline = [`Lesson 1 (this plan, ${durationMinutes} min): driving question, launch and team roles, research${build ? ', building begins' : ' begins'}`];
  let lesson: string[] = [];
  let left = durationMinutes;
  const close = () => {
    outline.push(`Lesson ${outline.length + 1} (${durationMinutes} min): ${lesson.join(', ')}`);
    lesson = [];
    left = durationMinutes;
  };
  for (const work of remaining) {
    let need = work.minutes;
    // Research and building run on across lessons; a presentation or a reflection is never cut in two.
    if (!SPLITTABLE.has(work.key) && need > left && lesson.length) close();
    while (need > 0) {
      const take = Math.min(need, left);
      lesson.push(`${work.what} (${take} min)`);
      need -= take;
      left -= take;
      // A few minutes of research or building left over are absorbed by the lesson before, not a lesson of their own.
      if (need < 5) need = 0;
      if (left === 0) close();
    }
  }
  if (lesson.length) close();
  return { slots, sequence: { lessons: outline.length, outline } };
}

/**
 * The lesson's minutes as the teacher scheduled them: "three 50-minute lessons" over 150 minutes are three lessons of
 * 50, each with its own opening and close. A schedule that does not match the lesson's length (within a tenth) is
 * not what the teacher booked, so the minutes stay one lesson.
 */
export function lessonMinutes(total: number, schedule?: { lessons: number; minutesEach: number }): number[] {
  if (!schedule || schedule.lessons < 2) return [total];
  const booked = schedule.lessons * schedule.minutesEach;
  if (Math.abs(booked - total) > total / 10) return [total];
  return allocateMinutes(total, Array.from({ length: schedule.lessons }, () => 1));
}

/** Keys and titles of a phase in one lesson of a sequence: "lesson-2-model", "Lesson 2: Model". */
export const inLesson = (index: number, count: number, key: string, title: string) =>
  count > 1 ? { key: `lesson-${index + 1}-${key}`, title: `Lesson ${index + 1}: ${title}` } : { key, title };

/**
 * A sequence of lessons in the methodology's shape: each lesson opens, teaches its cycles and closes; a later lesson
 * takes each outcome round again on its next examples and practice.
 */
export function scheduledStructure(methodology: Methodology, lessons: number[], outcomes: OutcomeRef[]): LessonStructure {
  if (lessons.length < 2 || methodology === 'project') return lessonStructure(methodology, lessons.reduce((a, b) => a + b, 0), outcomes);
  const parts = lessons.map((minutes) => lessonStructure(methodology, minutes, outcomes));
  const slots = parts.flatMap((part, index) =>
    part.slots.map((slot) => {
      const round = (slot.cycle?.round ?? 0) + index * Math.max(1, slot.cycle?.count ?? 1);
      return { ...slot, ...inLesson(index, lessons.length, slot.key, slot.title), cycle: { index: slot.cycle?.index ?? 0, count: slot.cycle?.count ?? 1, round, lesson: index } };
    }),
  );
  const outline = parts.map((part, index) => `Lesson ${index + 1} (${lessons[index]} min): ${listOf(part.slots.map((s) => s.title.toLowerCase()))}`);
  return { slots, sequence: { lessons: lessons.length, outline } };
}
