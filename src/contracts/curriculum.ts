import type { z } from 'zod';
import type * as schemas from './schemas/curriculum.ts';

/** Curriculum outcomes as the seed files, the server and the browser know them. */

export type Market = 'us' | 'au' | 'uk';

export interface SeedOutcome {
  /** Globally unique code: the official code where the publisher has one (never invented for official frameworks). */
  code: string;
  /** Short form teachers write (3.OA.A.1 for CCSS.Math.Content.3.OA.A.1); the code itself elsewhere. */
  shortCode: string;
  framework: string;
  learningArea: string;
  subject: string;
  strand: string;
  substrand: string;
  /** Normalised year levels: "K" or "F" for the first year of school, then "1".."12". */
  levels: string[];
  /** The level as the publisher names it ("Grade 3", "Years 3 and 4", "Key Stage 2"). */
  levelLabel: string;
  /** Plain text of the statement (publisher's inline HTML converted). */
  statement: string;
  parentCode: string | null;
  /** The publisher's own identifier (GUID or URI). */
  sourceId: string;
  /**
   * The publisher's elaborations, examples and notes for the statement (ACARA v9 content elaborations, CCSS notes
   * and examples, England's bracketed examples): teaching ideas, never alignment targets, so search and alignment
   * read only `statement`. Omitted from the seed file when empty.
   */
  elaborations: string[];
}

/**
 * An outcome as the API and other modules see it: the real statement with its official (or Teachkit) code. Only a
 * lookup by code (what a lesson is planned from) carries the elaborations; search and lists leave them out, since
 * they are teaching ideas, not what an outcome is found or aligned by.
 */
export type Outcome = z.infer<typeof schemas.outcomeSchema>;

/** A curriculum framework a teacher can choose, with its subjects and levels. */
export type FrameworkOption = z.infer<typeof schemas.frameworkOptionSchema>;

/** An outcome in a framework's list (by subject or level): the framework says the market. */
export type ListedOutcome = z.infer<typeof schemas.listedOutcomeSchema>;

/** The markets with curriculum data, and the frameworks listed for one of them (or all). */
export type CurriculumOptions = z.infer<typeof schemas.curriculumOptionsSchema>;

/** Text → level string: "3", "Year 3", "Grade 3", "K", "Kindergarten", "F", "Foundation". '' when not a level. */
export function normaliseLevel(value: string): string {
  const text = value.trim().toLowerCase();
  if (/^(k|kindergarten)$/.test(text)) return 'K';
  if (/^(f|foundation|foundation year|reception)$/.test(text)) return 'F';
  const match = /^(?:year|grade|yr|y)?\s*-?\s*(\d{1,2})$/.exec(text);
  return match ? String(Number(match[1])) : '';
}
