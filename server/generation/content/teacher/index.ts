import type { LessonBrief, LessonPlan, OutcomeContent, OutcomeRef, SliceRef } from '../../types.ts';
import { emptyContent, type ContentSource } from '../index.ts';
import { sourcesOf } from './citations.ts';
import { readTeacherMaterial, type Cited, type TeacherMaterial } from './material.ts';
import { judgeRelevance, type LessonFocus } from './relevance.ts';
import { usedSliceIds } from './usage.ts';

/**
 * The teacher's own material as teaching content: the questions of their worksheets with the answers of their keys,
 * their passages as texts, their glossaries as keywords, their worked examples and key points, each piece citing the
 * slice it comes from. It is the first source of an Enhanced lesson, so the plan teaches from the teacher's words
 * before anything Teachkit writes or computes, and never asks the teacher to supply what their upload holds.
 */

export type { LessonFocus } from './relevance.ts';
export { readTeacherMaterial, type Cited, type TeacherMaterial } from './material.ts';

/** The content the slices hold for one outcome of the lesson; undefined when they hold none for it. */
export function teacherContent(slices: SliceRef[], outcome: OutcomeRef, lesson: LessonFocus, material: TeacherMaterial = readTeacherMaterial(slices)): OutcomeContent | undefined {
  const { relevant, outcomeOf } = judgeRelevance(slices, lesson, material);
  const cited: string[] = [];
  const mine = <T>(pieces: Cited<T>[]): T[] =>
    pieces
      .filter((p) => relevant.has(p.sliceIds[0]!) && outcomeOf.get(p.sliceIds[0]!) === outcome.code)
      .map((p) => {
        cited.push(...p.sliceIds);
        return p.value;
      });
  const content = emptyContent(outcome.code);
  const code = { outcomeCode: outcome.code };
  content.practice = mine(material.practice).map((q) => ({ ...q, ...code }));
  content.checks = mine(material.checks).map((q) => ({ ...q, ...code }));
  content.retrieval = mine(material.retrieval).map((q) => ({ ...q, ...code }));
  content.workedExamples = mine(material.workedExamples);
  content.texts = mine(material.texts);
  content.keywords = mine(material.keywords);
  content.keyPoints = mine(material.keyPoints);
  if (!cited.length) return undefined;
  const ids = new Set(cited);
  content.source = sourcesOf(slices.filter((s) => ids.has(s.id))).join('; ');
  return content;
}

/**
 * The teacher's slices as a content source for the lesson's outcomes: the material is read once, and each outcome
 * takes the pieces from the slices that serve it.
 */
export function teacherContentSource(slices: SliceRef[], outcomes: OutcomeRef[]): ContentSource {
  let material: TeacherMaterial | undefined;
  return (outcome, context) => {
    material ??= readTeacherMaterial(slices);
    return teacherContent(slices, outcome, { title: context.topic, description: context.description, outcomes }, material);
  };
}

/** How much of the teacher's relevant material a plan uses: slices used of slices relevant, and those left unused. */
export interface SliceUsage {
  used: number;
  relevant: number;
  unused: string[];
}

/**
 * Slices used of slices relevant, for reporting on an Enhanced plan. A slice is used when the plan quotes it as
 * material or carries a piece of its content (a question, a text, a term, an example, a key point).
 */
export function slicesUsedOfRelevant(plan: LessonPlan, brief: Pick<LessonBrief, 'title' | 'description' | 'outcomes' | 'slices'>): SliceUsage {
  const material = readTeacherMaterial(brief.slices);
  const { relevant } = judgeRelevance(brief.slices, brief, material);
  const used = usedSliceIds(plan, material);
  const ids = brief.slices.map((s) => s.id).filter((id) => relevant.has(id));
  return { used: ids.filter((id) => used.has(id)).length, relevant: ids.length, unused: ids.filter((id) => !used.has(id)) };
}

/** The teacher's slices a plan draws on, in the brief's order: for the plan's provenance and the uploads' citation counts. */
export function sliceIdsUsedBy(plan: LessonPlan, slices: SliceRef[]): string[] {
  const used = usedSliceIds(plan, readTeacherMaterial(slices));
  return slices.map((s) => s.id).filter((id) => used.has(id));
}
