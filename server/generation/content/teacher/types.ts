/** What reading one slice of the teacher's file finds, each piece with the slice it stands on. */

export interface Question {
  sliceId: string;
  /** The question's number in its file, and its part ("3b"); none for a bulleted question. */
  number?: number;
  part?: string;
  prompt: string;
  options?: string[];
  /** From an "Answer: …" line beside the question. */
  answer?: string;
  /** Where the file puts it: a starter's retrieval question, a quick check, or practice. */
  use: 'practice' | 'checks' | 'retrieval';
  /** The heading of its set ("do now", "practice"), by which an answer key may list its answers. */
  set: string;
}

/** One entry of an answer key: "3b. 20 cm". */
export interface KeyEntry {
  sliceId: string;
  /** The set of questions it answers, where the key names one ("Do now: 1. 56 2. 100"); '' otherwise. */
  set: string;
  number: number;
  part?: string;
  text: string;
}

/** Paragraphs or verse under one heading, which may be a text students read. */
export interface Prose {
  sliceId: string;
  title: string;
  lines: string[];
  /** A source, extract or reading by its heading: a text even when short. */
  namedText: boolean;
  /** The prose starts its slice with no heading, and ends it: a text may run on from one page to the next. */
  opensSlice: boolean;
  closesSlice: boolean;
}

export interface Example {
  sliceId: string;
  problem: string;
  steps: string[];
  answer: string;
}

export interface Definition {
  sliceId: string;
  term: string;
  definition: string;
  /** Said in passing in a sentence of prose, rather than written as a glossary entry, which a term's glossary entry outranks. */
  inProse?: boolean;
}

export interface Point {
  sliceId: string;
  text: string;
}

export interface SliceReading {
  questions: Question[];
  keyEntries: KeyEntry[];
  prose: Prose[];
  examples: Example[];
  definitions: Definition[];
  keyPoints: Point[];
}

export const emptyReading = (): SliceReading => ({ questions: [], keyEntries: [], prose: [], examples: [], definitions: [], keyPoints: [] });
