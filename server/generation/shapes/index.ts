import type { BriefReading } from '../brief/read.ts';
import type { Band } from '../plan/band.ts';
import type { Discipline } from '../plan/discipline.ts';
import { successCriteria } from '../text.ts';
import type { Differentiation, LessonBrief, LessonPhase, LessonSequence, Misconception, OutcomeContent, OutcomeRef } from '../types.ts';
import { shapedPhases, type ShapedLesson } from './build.ts';
import { chooseShape } from './choose.ts';
import { shapeLesson } from './lesson.ts';
import { SHAPE_NAMES, SHAPES, type ShapeName } from './schema.ts';
import { settingData, type SettingData } from './setting-data.ts';

/** A lesson in a shape of its own (movement, language, practical, early years, writing, reading, history, geography), ready for the plan. */
export interface LessonInShape {
  lesson: ShapedLesson;
  /** The phases of each lesson, worded for the band (a secondary class reads the older wording where a phase has it). */
  phases(lessons: number[], outcomeCodes: string[], band?: Band): LessonPhase[];
  /** Teaching points a shape knows (a skill's cues), first among the plan's key points. */
  keyPoints: string[];
  misconceptions: Misconception[];
  /** The shape's own support and extension, with the language support the brief's needs call for. */
  differentiation(general: Differentiation): Differentiation;
  sequence(lessons: number[]): LessonSequence | undefined;
}

export interface LessonShapeInput {
  brief: LessonBrief;
  grade: number;
  discipline: Discipline;
  /** The outcomes as the plan words them. */
  outcomes: OutcomeRef[];
  reading: BriefReading;
  content: OutcomeContent[];
  topic: string;
  /** The plan's own criteria when it words them otherwise than the outcomes do (a Foundation to Year 2 class's). */
  criteria?: string[] | undefined;
  /** The setting data the plan has already read for this brief. */
  setting?: SettingData | undefined;
}

const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** What the reviewed setting data knows of the brief: its movement skills or its language items. */
export const lessonSettingData = (brief: LessonBrief, outcomes: OutcomeRef[], reading: BriefReading, grade: number): SettingData =>
  settingData(brief.subject, `${brief.title}. ${brief.description}`, outcomes.map((o) => o.statement).join(' '), reading, grade);

/** The lesson in its own shape, or undefined when the methodology's shape fits it (a desk lesson, a project). */
export function lessonShapeFor(input: LessonShapeInput): LessonInShape | undefined {
  const { brief, reading } = input;
  const data = input.setting ?? lessonSettingData(brief, input.outcomes, reading, input.grade);
  const choice = chooseShape({
    subject: brief.subject,
    methodology: brief.methodology,
    grade: input.grade,
    discipline: input.discipline,
    title: brief.title,
    description: brief.description,
    outcomes: input.outcomes,
    reading,
    moves: data.moves,
    enhanced: Boolean(brief.enhancementEnabled),
    ...(data.language ? { language: data.language.language } : {}),
  });
  if (!choice) return undefined;
  // A history or geography lesson on a procedure (grid references and scale) models and practises it.
  if ((choice.shape === 'history' || choice.shape === 'geography') && input.content.some((c) => c.procedure)) return undefined;
  const criteria = input.criteria ?? input.outcomes.flatMap((o) => successCriteria(o.statement, { grade: input.grade, focus: { title: brief.title, description: brief.description } }));
  const lesson = shapeLesson({
    shape: choice.shape,
    topic: input.topic,
    briefText: `${brief.title}. ${brief.description}`,
    title: brief.title,
    grade: input.grade,
    statements: input.outcomes.map((o) => o.statement).join(' '),
    criteria,
    reading,
    content: input.content,
    ...(choice.shape === 'movement' ? { skills: data.skills, safety: data.safety, ...(data.warmUp ? { warmUp: data.warmUp } : {}), ...(data.coolDown ? { coolDown: data.coolDown } : {}) } : {}),
    ...(choice.shape === 'language' && data.language ? { language: data.language } : {}),
    ...(choice.practical ? { practical: choice.practical } : {}),
  });
  const skill = choice.shape === 'movement' ? data.skills[0] : undefined;
  const own = SHAPES.differentiation[choice.shape];
  return {
    lesson,
    phases: (lessons, outcomeCodes, band) => lessons.flatMap((minutes, index) => shapedPhases(lesson, { minutes, outcomeCodes, lesson: { index, count: lessons.length }, ...(band ? { band } : {}) })),
    keyPoints: skill
      ? skill.teachingPoints.map((p) => `${skill.name}: ${p}`)
      : [...(lesson.values.lists.techniqueNotes ?? []), ...(lesson.values.lists.items ?? []), ...(lesson.values.lists.keyPoints ?? []), ...(lesson.values.lists.features ?? [])],
    misconceptions: skill ? skill.commonErrors.flatMap((e) => {
      const [misconception, response] = e.split(/\s+[—–-]\s+|:\s+/);
      return misconception && response ? [{ misconception, response, source: 'Teachkit movement data' }] : [];
    }) : [],
    differentiation: (general) => ({ support: own.support, extension: own.extension, languageSupport: general.languageSupport }),
    sequence: (lessons) =>
      lessons.length > 1
        ? {
            lessons: lessons.length,
            outline: lessons.map((minutes, index) => `Lesson ${index + 1} (${minutes} min): ${listOf(shapedPhases(lesson, { minutes, outcomeCodes: [] }).map((p) => p.title.toLowerCase()))}`),
          }
        : undefined,
  };
}

/**
 * The shape a plan's phases were built in, read from their keys ("warm-up", "lesson-2-greeting"); undefined for the
 * methodology's phases. The phases are the shape's own, so they say which shape the engine chose.
 */
export function shapeOfPhases(keys: string[]): ShapeName | undefined {
  const own = keys.map((key) => key.replace(/^lesson-\d+-/, ''));
  return SHAPE_NAMES.find((name) => own.length > 0 && own.every((key) => SHAPES[name].phases.some((p) => p.key === key)));
}
