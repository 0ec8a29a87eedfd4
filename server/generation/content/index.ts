import type { OutcomeContent, OutcomeRef } from '../types.ts';
import { logicContent } from './logic/index.ts';
import { mathsContent } from './maths/index.ts';
import { numberBasesContent } from './number-bases/index.ts';
import { phonicsContent } from './phonics/index.ts';
import { progressionContent } from './progression.ts';
import { skillContent } from './skills/index.ts';
import { subjectContent } from './subjects/index.ts';
import { wordWorkContent } from './word-work/index.ts';

/** What a content source knows about the lesson besides the outcome. */
export interface ContentContext {
  /** The lesson's year level as the teacher typed it ("Year 3", "Grade 5", "KS3"). */
  yearLevel: string;
  /** The US grade the student-facing text is pitched to (see level.ts). */
  grade: number;
  subject: string;
  /** The lesson's title. */
  topic: string;
  description: string;
  /** Seeds every generated number, so the same brief gives the same plan. */
  seed: string;
}

// In a module of its own, so a source this file lists can use it without importing this file back.
export { emptyContent } from './empty.ts';

/** A source of teaching content: real content for the outcome, or undefined when it has none. */
export type ContentSource = (outcome: OutcomeRef, context: ContentContext) => OutcomeContent | undefined;

/**
 * The offline content sources, most specific first: what can be computed (mathematics, phonics, number bases, logic, English word work), the
 * subject sets, the skill a lesson practises whatever its topic (skills.json), then the curriculum's own sequence for what comes before.
 */
export const CONTENT_SOURCES: readonly ContentSource[] = [mathsContent, phonicsContent, numberBasesContent, logicContent, wordWorkContent, subjectContent, skillContent, progressionContent];

/** Every source's content for the outcome, most specific first; empty when no source has any. */
export function contentFor(outcome: OutcomeRef, context: ContentContext): OutcomeContent[] {
  return CONTENT_SOURCES.map((source) => source(outcome, context)).filter((c): c is OutcomeContent => Boolean(c));
}
