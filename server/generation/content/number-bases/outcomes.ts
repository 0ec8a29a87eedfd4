import type { OutcomeRef } from '../../types.ts';
import type { ContentContext } from '../index.ts';
import { teachesTaskOf } from '../tasks.ts';

/**
 * Whether a lesson teaches binary and number bases. An outcome about data in general (collecting it, representing it
 * as pictures or in a spreadsheet) is not about binary unless it, or the lesson's title or description, names
 * binary, bits or how numbers represent data.
 */

/** Words that always mean binary numbers, in any subject. */
const NUMBER_BASES = /\bbinary (?:numbers?|digits?|number system|notation|code|cards)\b|\bin binary\b|\bzeros and ones\b|\bhexadecimal\b|\bdenary\b|\bbase[- ](?:2|two|16|sixteen)\b|\bnumber bases\b|\bbits\b|\bbytes?\b/i;
/** In a computing outcome, binary itself or data represented as numbers. "Binary search" is an algorithm. */
const COMPUTING_BASES =
  /\bbinary\b(?! search)|\brepresent\w* (?:all )?data using (?:whole )?numbers\b|\busing integers\b|\bwhole numbers are used to represent\b|\brepresent integers\b/i;
const COMPUTING = /digital tech|comput|\bICT\b|information tech/i;

/** Binary is taught from Years 5 and 6 (Australia) and Key Stage 3 (England); a class younger than Grade 3 gets nothing. */
const YOUNGEST_GRADE = 3;

export function teachesNumberBases(outcome: OutcomeRef, context: ContentContext): boolean {
  if (context.grade < YOUNGEST_GRADE) return false;
  const lesson = `${context.topic}. ${context.description}`;
  // A lesson on another task of the outcome (its Boolean logic, not its binary) is not a binary lesson.
  if (!teachesTaskOf(outcome, context, new RegExp(`${NUMBER_BASES.source}|${COMPUTING_BASES.source}|\\bnumber systems?\\b`, 'i'))) return false;
  if (NUMBER_BASES.test(outcome.statement)) return true;
  if (!COMPUTING.test(`${outcome.subject ?? ''} ${context.subject}`)) return false;
  // "Number systems" is binary in a computing lesson; in a language lesson it is how the language counts.
  return COMPUTING_BASES.test(outcome.statement) || NUMBER_BASES.test(lesson) || /\bbinary\b(?! search)|\bnumber systems?\b/i.test(lesson);
}

/** What the class is ready for: how many bits, and whether sums and hexadecimal belong in the lesson. */
export interface Pitch {
  width: number;
  addition: boolean;
  hex: boolean;
  /** The outcome is about data (text) stored as numbers, so letters are coded too. */
  letters: boolean;
  /** The name of base 10 the class uses. */
  ten: string;
}

export function pitchFor(outcome: OutcomeRef, context: ContentContext, ten: string): Pitch {
  const grade = Math.round(context.grade);
  const asked = `${outcome.statement} ${context.topic} ${context.description}`;
  return {
    // Five cards (16, 8, 4, 2, 1) in the upper primary years, a byte from Year 7, four cards below Year 5.
    width: grade >= 7 ? 8 : grade >= 5 ? 5 : 4,
    addition: grade >= 7 || /\badd(?:ing|ition)?\b|\bsums?\b/i.test(asked),
    hex: grade >= 8 || /\bhex(?:adecimal)?\b/i.test(asked),
    letters: /\btext\b|\bletters?\b|\bcharacters?\b|\ball data\b|\bdata using\b|\bdata of various types\b/i.test(asked),
    ten,
  };
}
