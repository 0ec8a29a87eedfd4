import { sentences } from '../text.ts';
import type { Keyword } from '../types.ts';
import type { TextQuestion } from '../../../src/contracts/studio.ts';

export type { TextQuestion };
import { textKeywords } from '../vocabulary.ts';


const quote = (text: string) => `"${text.trim().replace(/[.!?]$/, '')}"`;
const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase());

/** Sentences that say what something is: "A glacier is a river of ice." */
const DEFINITION = /^(?:An?|The)\s+([a-z][a-z -]{2,40}?)\s+(is|are)\s+(.{8,})$/;
const REASON = /^(.{12,}?),?\s+because\s+(.{6,})$/i;
const NUMBER = /\b\d[\d,.]*\b/;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Gap-fills on the text's key terms: the first whole sentence that uses each term (and does not merely define it),
 * with the term taken out. A term's own definition sentence would give the answer away with its other half.
 */
function termGaps(text: string, terms: string[]): TextQuestion[] {
  const all = sentences(text);
  return terms.flatMap((term) => {
    const pattern = new RegExp(`\\b${escape(term)}s?\\b`, 'i');
    const sentence = all.find((s) => pattern.test(s) && s.split(/\s+/).length >= 6 && !new RegExp(`^(?:an?|the)?\\s*${escape(term)}s?\\s+(?:is|are|means)\\b`, 'i').test(s));
    if (!sentence) return [];
    const found = pattern.exec(sentence)![0];
    return [{ kind: 'retrieve' as const, prompt: `Fill in the gap from the text: ${quote(sentence.replace(pattern, '____'))}.`, answer: found }];
  });
}

/**
 * Questions a class can answer from the text alone, each with its answer in the text's own words: its key terms
 * taken out of whole sentences (when the caller knows them), what it says (a gap to fill from a sentence with a
 * number or a date), what a thing is (its own definitions), why (its own "because").
 */
export function questionsFromText(text: string, limit = 8, terms: string[] = []): TextQuestion[] {
  const questions: TextQuestion[] = [];
  const seen = new Set<string>();
  for (const q of termGaps(text, terms.slice(0, 3))) {
    seen.add(q.prompt);
    questions.push(q);
  }
  for (const sentence of sentences(text)) {
    if (questions.length >= limit) break;
    const plain = sentence.replace(/[.!?]$/, '');
    const definition = DEFINITION.exec(plain);
    const reason = REASON.exec(plain);
    const number = NUMBER.exec(plain);
    let q: TextQuestion | undefined;
    if (definition) {
      const [, subject, verb, predicate] = definition as unknown as [string, string, string, string];
      const article = /s$/.test(subject) && verb === 'are' ? '' : /^[aeiou]/i.test(subject) ? 'an ' : 'a ';
      q = { kind: 'define', prompt: `According to the text, what ${verb} ${article}${subject}?`, answer: `${predicate.replace(/^./, (c) => c.toUpperCase())}.` };
    } else if (reason) {
      const [, effect, cause] = reason as unknown as [string, string, string];
      q = { kind: 'explain', prompt: `The text says ${quote(effect)}. What reason does it give?`, answer: `Because ${cause}.` };
    } else if (number) {
      q = { kind: 'retrieve', prompt: `Fill in the gap from the text: ${quote(plain.replace(number[0], '____'))}.`, answer: number[0] };
    }
    if (q && !seen.has(q.prompt)) {
      seen.add(q.prompt);
      questions.push(q);
    }
    if (questions.length >= limit) break;
  }
  return questions;
}

/** The text's keywords with definitions, its own where it gives one, else the subject glossary's. */
export function glossaryFromText(text: string, subject: string, grade: number): Keyword[] {
  return textKeywords(text, subject, grade);
}

/**
 * An exit ticket on the text: up to three questions answered from it (a detail, a meaning or a reason) and one that
 * asks what it is mostly about, marked against its opening sentence and key terms.
 */
export function exitTicketFromText(text: string, subject: string, grade: number): TextQuestion[] {
  const terms = glossaryFromText(text, subject, grade).slice(0, 3).map((k) => k.term);
  const pool = questionsFromText(text, 12, terms);
  const picked = (['retrieve', 'define', 'explain'] as const).flatMap((kind) => pool.filter((q) => q.kind === kind).slice(0, 1));
  const opening = sentences(text)[0];
  return [
    ...picked,
    {
      kind: 'summarise',
      prompt: 'In one or two sentences, what is this text mostly about?',
      answer: `Marking points: ${[opening ? `the idea of its opening: ${quote(lowerFirst(opening))}` : '', terms.length ? `uses ${terms.map((t) => `"${t}"`).join(', ')}` : ''].filter(Boolean).join('; ')}.`,
    },
  ];
}
