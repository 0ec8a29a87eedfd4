import { z } from 'zod';
import { BLOOM_LEVELS, MATERIAL_KINDS, METHODOLOGIES, type Generator, type LessonPhase, type LessonPlan, type OutcomeRef, type PhaseMaterial, type SliceRef } from '../generation/types.ts';
import { ValidationError } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { titleText } from './titles.ts';
import type { LessonRow, LessonSummaryRow } from '../repositories/lessons.ts';
import type { LessonJson, LessonSummaryJson } from '../../src/contracts/lesson.ts';
import { phaseContent, planContent, planContentOf, studentPhase, studentPlanContent } from './lesson-content.ts';

/** Finds outcomes by their codes; the curriculum module implements it over the database. */
export interface OutcomeLookup {
  findByCodes(codes: string[]): Promise<OutcomeRef[]>;
}

/** A sequence of lessons the teacher schedules ("three 50-minute lessons") holds each lesson's phases. */
export const MAX_PHASES = 60;
const code = z.string().trim().min(1, 'An outcome code cannot be empty').max(80, 'An outcome code is at most 80 characters');
const line = (max: number) => z.string().trim().max(max, `Keep each line under ${max} characters`);

/** Material a phase quotes; only its place and its (trimmed) text are the teacher's to change, never its source. */
const material = z.object({
  sliceId: z.string().trim().min(1, 'Material needs the id of the slice it comes from'),
  kind: z.enum(MATERIAL_KINDS, { error: 'Material is an example, a problem or a text' }).optional(),
  text: z.string().trim().min(1, 'Material cannot be empty; remove it instead').max(4000, 'Material is at most 4000 characters'),
  citation: z.string().optional(),
  uploadId: z.string().optional(),
});

const phase = z.object({
  key: z.string().trim().max(40).default(''),
  title: titleText().min(1, 'Every phase needs a title').max(120, 'A phase title is at most 120 characters'),
  minutes: z.int('Minutes must be a whole number').min(1, 'A phase lasts at least 1 minute').max(600, 'A phase lasts at most 600 minutes'),
  teacherActions: z.array(line(2000)).max(30).default([]),
  studentActions: z.array(line(2000)).max(30).default([]),
  resources: z.array(line(2000)).max(30).default([]),
  outcomeCodes: z.array(code).max(20).default([]),
  materials: z.array(material).max(6).optional(),
  ...phaseContent,
});

const criterion = z.object({
  text: z.string().trim().min(1, 'A success criterion cannot be empty').max(500),
  outcomeCode: z.string().trim().max(80).default(''),
  bloomLevel: z.enum(BLOOM_LEVELS).default('understand'),
});

const differentiation = z.object({
  support: z.array(line(1000)).max(20).default([]),
  extension: z.array(line(1000)).max(20).default([]),
  languageSupport: z.array(line(1000)).max(20).default([]),
});

/** Said before anything is planned or charged, wherever a new lesson is asked for without outcomes. */
export const NO_OUTCOMES = 'Choose at least one curriculum outcome: the plan is built from what its outcomes say';

const brief = {
  title: titleText({ error: 'Give the lesson a title' }).min(1, 'Give the lesson a title').max(200, 'A title is at most 200 characters'),
  description: z.string().trim().max(2000, 'A description is at most 2000 characters'),
  methodology: z.enum(METHODOLOGIES, { error: 'Methodology must be project, direct or inquiry' }),
  enhancementEnabled: z.boolean({ error: 'enhancementEnabled must be true or false' }),
  yearLevel: z.string().trim().max(40, 'A year level is at most 40 characters'),
  subject: z.string().trim().max(80, 'A subject is at most 80 characters'),
  durationMinutes: z.int('Duration must be a whole number of minutes').min(10, 'A lesson lasts at least 10 minutes').max(300, 'A lesson lasts at most 300 minutes'),
  outcomes: z.array(code).max(12, 'Choose at most 12 outcomes'),
};

export const createLessonBody = z
  .object({
    title: brief.title,
    description: brief.description.default(''),
    methodology: brief.methodology.default('inquiry'),
    enhancementEnabled: brief.enhancementEnabled.default(false),
    yearLevel: brief.yearLevel.default(''),
    subject: brief.subject.default(''),
    durationMinutes: brief.durationMinutes.default(60),
    // A plan is built from its outcomes' statements; without one there is nothing true to teach from.
    outcomes: z.array(code, { error: NO_OUTCOMES }).min(1, NO_OUTCOMES).max(12, 'Choose at most 12 outcomes'),
  })
  .strict();

export const updateLessonBody = z
  .object({
    id: z.string(),
    title: brief.title.optional(),
    description: brief.description.optional(),
    methodology: brief.methodology.optional(),
    enhancementEnabled: brief.enhancementEnabled.optional(),
    yearLevel: brief.yearLevel.optional(),
    subject: brief.subject.optional(),
    durationMinutes: brief.durationMinutes.optional(),
    outcomes: brief.outcomes.optional(),
    phases: z.array(phase).min(1, 'A lesson needs at least one phase').max(MAX_PHASES, `A lesson has at most ${MAX_PHASES} phases`).optional(),
    successCriteria: z.array(criterion).max(20).optional(),
    keyVocabulary: z.array(z.string().trim().min(1).max(80)).max(40).optional(),
    differentiation: differentiation.optional(),
    ...planContent,
  })
  .strict();

export type CreateLessonBody = z.infer<typeof createLessonBody>;
export type UpdateLessonBody = z.infer<typeof updateLessonBody>;

/** Parses a lesson body, or throws the spec's 400 array body naming each field to fix. */
export const parseBody = <T>(schema: z.ZodType<T>, value: unknown): T => parseInput(schema, value, 'These fields are not part of a lesson');

/** Resolves the codes against the curriculum; a code that does not exist is a 400, never silently dropped. */
export async function resolveOutcomes(lookup: OutcomeLookup, codes: string[], field = 'outcomes'): Promise<OutcomeRef[]> {
  const unique = [...new Set(codes)];
  if (!unique.length) return [];
  const found = await lookup.findByCodes(unique);
  const byCode = new Map<string, OutcomeRef>();
  for (const outcome of found) {
    byCode.set(outcome.code, outcome);
    if (outcome.shortCode) byCode.set(outcome.shortCode, outcome);
  }
  const missing = unique.filter((c) => !byCode.has(c));
  if (missing.length) {
    throw new ValidationError(missing.map((c) => ({ field, message: `Unknown outcome code "${c}"` })));
  }
  // Stored and cited by the full official code, each outcome once.
  return [...new Map(unique.map((c) => [byCode.get(c)!.code, byCode.get(c)!])).values()];
}

export type { LessonJson, LessonSummaryJson };

export function toLessonSummary(row: LessonSummaryRow): LessonSummaryJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    methodology: row.methodology,
    enhancementEnabled: row.enhancementEnabled,
    yearLevel: row.yearLevel,
    subject: row.subject,
    durationMinutes: row.durationMinutes,
    outcomeCodes: row.outcomeCodes,
    joinCode: row.joinCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLessonJson(row: LessonRow, outcomes: OutcomeRef[]): LessonJson {
  const { outcomeCodes: _codes, ...summary } = toLessonSummary(row);
  return {
    ...summary,
    outcomes,
    phases: row.plan.phases,
    successCriteria: row.plan.successCriteria,
    keyVocabulary: row.plan.keyVocabulary,
    differentiation: row.plan.differentiation,
    provenance: row.plan.provenance,
    ...(row.plan.materialNotice ? { materialNotice: row.plan.materialNotice } : {}),
    ...planContentOf(row.plan),
  };
}

/**
 * What a student sees after joining, and what anyone holding a lesson's link sees: the lesson's title, goals, words
 * and their own steps with the texts, worked examples and questions. An allow-list, built field by field, so a field
 * added to lessons stays with the teacher until it is added here on purpose. Left out, as the teacher's alone: the
 * description (the teacher's brief, which may say things about the class: "Two students are new to English"), the
 * differentiation notes, the teacher's actions, explanations, safety notes and what to supply, the resources, the
 * misconceptions and how to address them, prior knowledge and key points (teacher-facing guidance), every check's
 * answer, the join code, and the outcomes' and provenance's planning records. A worked example keeps its answer: it
 * is a solved example students read, not the key to a question they answer.
 */
export function toStudentLesson(row: LessonRow) {
  return {
    title: row.title,
    methodology: row.methodology,
    durationMinutes: row.durationMinutes,
    successCriteria: row.plan.successCriteria.map((c) => c.text),
    keyVocabulary: row.plan.keyVocabulary,
    ...studentPlanContent(row.plan),
    phases: row.plan.phases.map(studentPhase),
  };
}

/**
 * Builds the plan for a new lesson from its brief, its outcomes (resolved first, so a wrong code costs nothing) and,
 * for an Enhanced lesson, the teacher's matching slices.
 */
export async function planLesson(
  generator: Generator,
  body: CreateLessonBody,
  outcomes: OutcomeRef[],
  slices: SliceRef[],
  signal?: AbortSignal,
): Promise<LessonPlan> {
  return generator.generateLessonPlan(
    {
      title: body.title,
      description: body.description,
      methodology: body.methodology,
      yearLevel: body.yearLevel,
      subject: body.subject,
      durationMinutes: body.durationMinutes,
      outcomes,
      slices,
      enhancementEnabled: body.enhancementEnabled,
    },
    signal ? { signal } : {},
  );
}

type EditedPhase = UpdateLessonBody['phases'] extends (infer P)[] | undefined ? P : never;

/**
 * Edited phases keep only material the plan was built with, its source and citation as planning recorded them: a
 * teacher may move, trim or remove material, but a citation always names where the words really come from.
 */
export function keepMaterialHonest(edited: EditedPhase[], planned: LessonPhase[]): { phases: LessonPhase[]; unknown: { phase: number; sliceId: string }[] } {
  const known = new Map<string, PhaseMaterial>(planned.flatMap((p) => (p.materials ?? []).map((m) => [m.sliceId, m] as const)));
  const unknown: { phase: number; sliceId: string }[] = [];
  const phases = edited.map(({ materials, ...rest }, index) => {
    if (!materials) return rest;
    const kept = materials.flatMap((m) => {
      const source = known.get(m.sliceId);
      if (!source) {
        unknown.push({ phase: index, sliceId: m.sliceId });
        return [];
      }
      return [{ ...source, text: m.text }];
    });
    return kept.length ? { ...rest, materials: kept } : rest;
  });
  return { phases, unknown };
}
