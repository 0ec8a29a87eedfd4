import { allocateMinutes } from '../methodology.ts';
import type { Band } from '../plan/band.ts';
import type { CheckItem, LessonPhase, LessonText, WorkedExample } from '../types.ts';
import { SHAPES, type ShapeName, type ShapePhase, type ShapeRole } from './schema.ts';

/**
 * A lesson in one of the shapes of shapes.json (movement, language, practical, early years): its phases timed by
 * their weights within their bounds, each line filled from what the lesson has, and a supply line for each slot it
 * has nothing for.
 */

/** What a shaped lesson is filled from: single values ({skill}) and lists ({*teachingPoints}). */
export interface ShapeValues {
  scalars: Record<string, string | undefined>;
  lists: Record<string, string[] | undefined>;
}

export interface ShapedLesson {
  shape: ShapeName;
  values: ShapeValues;
  /** Checks with answers for the phases of each role. */
  checks: Partial<Record<ShapeRole, CheckItem[]>>;
  /** Practice items with answers, for the phase that practises. */
  practice: CheckItem[];
  safety: string[];
  equipment: string[];
  texts: LessonText[];
  /** The roles whose phases use the equipment; the first of them sets out the equipment and the safety lines. */
  equipped: ShapeRole[];
  /** Safety lines of the game itself, repeated in the game's phase. */
  gameSafety?: string[];
  /** Phase weights (by key) that replace the shape's own for this lesson: fieldwork takes most of a geography lesson. */
  weights?: Record<string, number>;
  /** The example the teaching phase models (with objects, for young children), when a source computed one. */
  workedExample?: WorkedExample;
}

const PLACEHOLDER = /\{(\*?)([a-zA-Z]+)\}/g;

/** The template's lines filled from the values; a line whose placeholders the lesson has no value for is left out. */
export function fillLine(template: string, values: ShapeValues): string[] {
  const names = [...template.matchAll(PLACEHOLDER)];
  const listName = names.find((m) => m[1] === '*')?.[2];
  const scalar = (name: string) => values.scalars[name]?.trim();
  if (names.some((m) => m[1] !== '*' && !scalar(m[2]!))) return [];
  // A value's own full stop gives way to the template's punctuation ("harder: smaller targets." + ".").
  const fill = (item?: string) => template.replace(PLACEHOLDER, (_, star: string, name: string) => (star ? item! : scalar(name)!.replace(/\.$/, ''))).replace(/\.\./g, '.');
  if (!listName) return [fill()];
  const items = values.lists[listName] ?? [];
  return items.map((item) => fill(item));
}

const fillAll = (templates: string[] | undefined, values: ShapeValues) => (templates ?? []).flatMap((t) => fillLine(t, values));

/** Is a value present (a non-empty scalar or list)? */
const has = (values: ShapeValues, name: string) => Boolean(values.scalars[name]?.trim() || values.lists[name]?.length);

/** Minutes per phase: the bounded phases (openings, closes) kept within their bounds, the rest shared by weight. */
export function shapeMinutes(phases: ShapePhase[], total: number): number[] {
  const baseline = allocateMinutes(total, phases.map((p) => p.weight));
  const fixed = phases.map((p, i) => (p.bounds ? Math.min(p.bounds[1], Math.max(p.bounds[0], baseline[i]!)) : undefined));
  const fixedTotal = fixed.reduce<number>((a, b) => a + (b ?? 0), 0);
  const freeIndexes = phases.flatMap((_, i) => (fixed[i] === undefined ? [i] : []));
  if (!freeIndexes.length || total - fixedTotal < freeIndexes.length * 3) return baseline;
  const shared = allocateMinutes(total - fixedTotal, freeIndexes.map((i) => phases[i]!.weight));
  return phases.map((_, i) => fixed[i] ?? shared[freeIndexes.indexOf(i)]!);
}

/** The shape's phases that fit the minutes: each keeps at least three, and the middle ones go first when they cannot. */
function phasesThatFit(phases: ShapePhase[], total: number): ShapePhase[] {
  const kept = [...phases];
  const dropOrder = ['game', 'practice', 'teach'] as const;
  for (const role of dropOrder) {
    if (kept.length * 3 <= total) break;
    const i = kept.findIndex((p) => p.role === role);
    if (i >= 0 && kept.length > 2) kept.splice(i, 1);
  }
  return kept;
}

export interface ShapedLessonOptions {
  minutes: number;
  outcomeCodes: string[];
  /** One lesson of a sequence: its phases are keyed and titled with the lesson's number. */
  lesson?: { index: number; count: number };
  /** The wording band: a secondary class reads a phase's studentsOlder lines, a Foundation to Year 2 class its studentsYoung lines, where it has them. */
  band?: Band;
}

export function shapedPhases(lesson: ShapedLesson, { minutes, outcomeCodes, lesson: part, band }: ShapedLessonOptions): LessonPhase[] {
  const older = band === 'secondary' || band === 'senior';
  const shape = SHAPES[lesson.shape];
  const phases = phasesThatFit(shape.phases.map((p) => ({ ...p, weight: lesson.weights?.[p.key] ?? p.weight })), minutes);
  const timing = shapeMinutes(phases, minutes);
  // Equipment and the safety briefing are set out once, in the first phase that needs them; a game adds its own rules.
  const firstEquipped = phases.findIndex((p) => lesson.equipped.includes(p.role));
  const values: ShapeValues = { ...lesson.values, scalars: { ...lesson.values.scalars, closeChecks: lesson.checks.close?.length ? 'yes' : undefined } };
  return phases.map((phase, i) => {
    const equipped = i === firstEquipped;
    const supply = (phase.supply ?? []).filter((s) => !has(values, s.unless)).flatMap((s) => fillLine(s.text, values));
    const practice = phase.role === 'practice' ? lesson.practice : [];
    const texts = phase.role === 'open' || (phase.role === 'teach' && !phases.some((p) => p.role === 'open')) ? lesson.texts : [];
    return {
      key: part && part.count > 1 ? `lesson-${part.index + 1}-${phase.key}` : phase.key,
      title: part && part.count > 1 ? `Lesson ${part.index + 1}: ${phase.title}` : phase.title,
      minutes: timing[i]!,
      teacherActions: fillAll(phase.teacher, values),
      studentActions: fillAll((older && phase.studentsOlder) || (band === 'early' && phase.studentsYoung) || phase.students, values),
      resources: [...(equipped ? lesson.equipment : []), ...texts.map((t) => `${t.title} (${t.source})`)],
      outcomeCodes,
      explanation: fillAll(phase.explanation, values),
      check: lesson.checks[phase.role] ?? [],
      practice,
      ...(phase.role === 'teach' && lesson.workedExample ? { workedExample: lesson.workedExample } : {}),
      texts,
      safety: equipped ? lesson.safety : phase.role === 'game' ? (lesson.gameSafety ?? []) : [],
      supply,
    };
  });
}
