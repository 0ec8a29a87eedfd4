import { z } from 'zod';
import difficultiesJson from './difficulties.json' with { type: 'json' };
import { americanSpelling, writesAmerican } from '../english/spelling.ts';
import { successCriteria } from '../text.ts';
import { ACHIEVEMENT_LEVELS, PERSPECTIVES, PRONOUNS, type Achievement, type OutcomeWork, type Perspective, type Pronoun } from '../../../src/contracts/comment.ts';
import type { OutcomeRef } from '../types.ts';
import { levelSentence, nextStepOptions, scoredSentence } from './sentences.ts';
import { lowerFirst, SaidSentences, splitSentences, voiceOf, type Reader } from './voice.ts';

// The scales a comment set is written on are shared with the browser.
export { ACHIEVEMENT_LEVELS, PERSPECTIVES, PRONOUNS, type Achievement, type Perspective, type Pronoun };
export { SaidSentences, type Reader };

export interface StudentRecord {
  id: string;
  name: string;
  pronouns: Pronoun;
  /** Outcome code → how far the student has come. */
  achievements: Record<string, Achievement>;
  /** Outcome code → what the teacher saw: a task, a piece of work, a quote. */
  evidence: Record<string, string>;
  /** Outcome code → what their marked work shows, for a set made from an assessment. */
  work?: Record<string, OutcomeWork>;
}

/** The outcome as something a student does: "compare two fractions with different numerators". */
export function outcomeAction(outcome: OutcomeRef): string {
  return (successCriteria(outcome.statement)[0] ?? 'show what they have learned').replace(/^I can\s+/, '');
}

/**
 * The evidence note a set made from an assessment starts with: the student's own words, then their marks on the
 * paper. A note still reading so was not written by the teacher, so the comment tells the work itself instead.
 */
export function noteOfWork(work: OutcomeWork): string {
  const words = work.words ? `in ${work.words.question} they wrote "${work.words.quote}"; ` : '';
  return `${words}${work.score} of ${work.max} marks on "${work.paper}"`;
}

const DIFFICULTY = z.object({ about: z.string(), phrases: z.array(z.string().min(2)) }).parse(difficultiesJson).phrases.map((p) => p.toLowerCase());

/** The note tells of a difficulty the student still has ("still thinks plants get their food from the soil"). */
export const isDifficulty = (note: string) => {
  const words = ` ${note.toLowerCase().replace(/[’]/g, "'").replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  return DIFFICULTY.some((phrase) => words.includes(` ${phrase} `));
};

/**
 * The teacher's note as they wrote it: an example of what the student did ("For example: …"), or, when it tells of a
 * difficulty, what is still to work on, so a note never contradicts the level it stands beside.
 */
const noteSentence = (note: string) => (isDifficulty(note) ? `One thing still to work on: ${lowerFirst(note)}` : `For example: ${lowerFirst(note)}`);

/** The teacher's own note for an outcome: empty when there is none or it is still the one made from the marked work. */
function teachersNote(student: StudentRecord, code: string): string {
  const note = student.evidence[code]?.trim() ?? '';
  const work = student.work?.[code];
  return work && note === noteOfWork(work) ? '' : note;
}

/**
 * A personalised comment for one reader: for each outcome the teacher rated, what the student can do at their level
 * told through what they did (their own words and answers, when the set was made from their marked work, else the
 * teacher's note), then exactly one next step, for the outcome where they are furthest behind. Nothing is said about
 * an outcome the teacher did not rate. `said` holds the sentences of the classmates' comments: a sentence one of them
 * already has is worded another way.
 */
export function writeComment(student: StudentRecord, outcomes: OutcomeRef[], reader: Reader = 'report', said = new SaidSentences()): string {
  const v = voiceOf(student, reader);
  // A class on US standards reads American English; the teacher's notes and the student's words keep their own spelling.
  const ours = writesAmerican(outcomes) ? americanSpelling : (text: string) => text;
  const rated = outcomes.filter((o) => student.achievements[o.code]);
  if (!rated.length) return '';
  // The student's words and answers, in quotes, stay as written.
  const outsideQuotes = (text: string) => text.split(/("[^"]*")/).map((part, i) => (i % 2 ? part : ours(part))).join('');
  const choose = (options: string[]) => said.choose(options.map(outsideQuotes), student.name);
  const parts: string[] = [];
  for (const outcome of rated) {
    const level = student.achievements[outcome.code]!;
    const work = student.work?.[outcome.code];
    const action = outcomeAction(outcome);
    parts.push(choose(levelSentence(v, outcome, action, level, work, student.id)));
    // The next teacher reads the key's marks in the outcome's line; the others in a sentence of their own.
    const scored = work && reader !== 'teacher' ? scoredSentence(v, work) : [];
    if (scored.length) parts.push(choose(scored));
    const note = teachersNote(student, outcome.code);
    if (note) parts.push(said.choose([noteSentence(note)], student.name));
  }
  // One next step: for the outcome at the lowest level, the first such in the set's order.
  const lowest = [...rated].sort((a, b) => ACHIEVEMENT_LEVELS.indexOf(student.achievements[a.code]!) - ACHIEVEMENT_LEVELS.indexOf(student.achievements[b.code]!))[0]!;
  parts.push(choose(nextStepOptions(v, outcomeAction(lowest), student.achievements[lowest.code]!, student.work?.[lowest.code])));
  return parts.join(' ');
}

/** The comments of a whole class for one reader, in order, no sentence shared between two students apart from names. */
export function writeComments(students: StudentRecord[], outcomes: OutcomeRef[], reader: Reader = 'report'): string[] {
  const said = new SaidSentences();
  return students.map((s) => writeComment(s, outcomes, reader, said));
}

/** A sentence that names the one next step, whoever it is written for. */
const NEXT_STEP = /^(Next step|Your next step|At home|Next,)/;
/** A sentence that is the teacher's own note. */
const NOTE = /^(For example|One thing still to work on):/;

/**
 * The comment cut to at most `maxCharacters` by whole sentences: its opening sentence (what the student can do, told
 * through what they did) always, then the other sentences on what they can do and did, then the next step, then the
 * teacher's notes, shown in the order they were written. Never a part of a sentence, and never without the opening
 * one: when that does not fit, the answer is null and the caller says how long it is (`leastSummary`).
 */
export function summarise(comment: string, maxCharacters: number): string | null {
  const sentences = splitSentences(comment);
  if (!sentences.length || sentences[0]!.length > maxCharacters) return null;
  const rank = (s: string, i: number) => (i === 0 ? -1 : NEXT_STEP.test(s) ? 1 : NOTE.test(s) ? 2 : 0);
  const kept = new Set<number>();
  let length = 0;
  const byRank = sentences.map((s, i) => ({ s, i })).sort((a, b) => rank(a.s, a.i) - rank(b.s, b.i) || a.i - b.i);
  for (const { s, i } of byRank) {
    const added = length ? s.length + 1 : s.length;
    if (length + added > maxCharacters) continue;
    kept.add(i);
    length += added;
  }
  return sentences.filter((_, i) => kept.has(i)).join(' ');
}

/** The least a summary of a comment can be: its opening sentence. */
export const leastSummary = (comment: string) => splitSentences(comment)[0]?.length ?? 0;
