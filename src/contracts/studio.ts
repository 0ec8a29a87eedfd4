import type { CheckItem } from './lesson-plan.ts';

/** What the Studio's quick tools answer, as the server sends them and the browser shows them. */

export interface Rewrite {
  text: string;
  /** Flesch–Kincaid grade before and after. */
  before: number;
  after: number;
  targetGrade: number;
  /** What was changed, for the teacher to check: "approximately → about", "split a 31-word sentence". */
  changes: string[];
  /** Said when the text still reads above the target, and why. */
  note?: string;
}

/** A question on a text, with its answer taken from the text itself and the kind of reading it asks for. */
export interface TextQuestion extends CheckItem {
  kind: 'retrieve' | 'define' | 'explain' | 'summarise';
}
