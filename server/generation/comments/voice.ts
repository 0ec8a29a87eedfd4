import { createHash } from 'node:crypto';
import type { Perspective, Pronoun } from '../../../src/contracts/comment.ts';

/** Who a comment is written for: the school report (the comment a set keeps), or one of the perspectives. */
export type Reader = Perspective | 'report';

/** How a comment names the student: "Ava … she … her", or "you … your" to the student. */
export interface Voice {
  reader: Reader;
  /** The student as a sentence's subject: their first name, or "you". */
  name: string;
  /** The pronoun standing for them later in a sentence: "she", "they", "you". */
  they: string;
  possessive: string;
  object: string;
  /** "is" or "are" after the name; "is" or "are" after the pronoun. */
  be: string;
  theyBe: string;
}

const POSSESSIVE: Record<Pronoun, string> = { she: 'her', he: 'his', they: 'their' };
const OBJECT: Record<Pronoun, string> = { she: 'her', he: 'him', they: 'them' };

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name.trim();

export function voiceOf(student: { name: string; pronouns: Pronoun }, reader: Reader): Voice {
  if (reader === 'student') return { reader, name: 'you', they: 'you', possessive: 'your', object: 'you', be: 'are', theyBe: 'are' };
  const pronoun = student.pronouns;
  return { reader, name: firstName(student.name), they: pronoun, possessive: POSSESSIVE[pronoun], object: OBJECT[pronoun], be: 'is', theyBe: pronoun === 'they' ? 'are' : 'is' };
}

export const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase());

/** Trimmed, one space between words, a capital first and a full stop at the end unless it has one. */
export const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return (/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`).replace(/^./, (c) => c.toUpperCase());
};

/** "question 1", "questions 1 and 2", "questions 1, 2 and 4". */
export function questionList(questions: string[]): string {
  const numbers = questions.map((q) => q.replace(/^question\s+/, ''));
  if (numbers.length === 1) return `question ${numbers[0]}`;
  return `questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/** The options in an order of their own for this student and outcome, so classmates start from different wordings. */
export function rotated<T>(options: T[], ...keys: string[]): T[] {
  const digest = createHash('sha256').update(keys.join('|')).digest();
  const start = digest.readUInt32BE(0) % options.length;
  return [...options.slice(start), ...options.slice(0, start)];
}

/**
 * Sentences already said in a comment set, with each student's first name taken out: a sentence another student's
 * comment holds is said another way, so no two students share a sentence apart from their names.
 */
export class SaidSentences {
  private readonly said = new Set<string>();

  private static key(text: string, name: string) {
    const first = firstName(name);
    return first ? text.split(first).join('\u0000') : text;
  }

  /** Every sentence of a comment already written for `name`. */
  addComment(comment: string, name: string) {
    for (const s of splitSentences(comment)) this.said.add(SaidSentences.key(s, name));
  }

  /** Whether a comment for `name` holds a sentence already said. */
  anySaid(comment: string, name: string): boolean {
    return splitSentences(comment).some((s) => this.said.has(SaidSentences.key(s, name)));
  }

  /** The first option (as a sentence) nobody has said yet, else the first; remembered as said. */
  choose(options: string[], name: string): string {
    const sentences = options.map(sentence);
    const chosen = sentences.find((s) => !this.said.has(SaidSentences.key(s, name))) ?? sentences[0]!;
    this.said.add(SaidSentences.key(chosen, name));
    return chosen;
  }
}

/** A comment's sentences: split after every full stop, question or exclamation mark followed by a space. */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
}
