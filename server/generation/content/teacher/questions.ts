import { GENERIC_INSTRUCTIONS, QUESTION_OPENERS } from './cues.ts';
import type { Question } from './types.ts';

/** A numbered (or bulleted) question as the file sets it out: its stem, its parts or options, an answer beside it. */
export interface DraftQuestion {
  number?: number;
  stem: string;
  parts: { letter: string; text: string; answer?: string }[];
  options: string[];
  answer?: string;
}

const openers = new Set(QUESTION_OPENERS);

/** A few symbols and numbers with hardly a word: "1/2 + 1/4 =", "24 × 3", "x + 5 = 12". */
export const isExpression = (text: string) =>
  /\d/.test(text) && /[=+\-−×÷*/^<>?]/.test(text) && (text.match(/\p{L}{2,}/gu) ?? []).length <= 3;

/** Whether the words ask something: a question mark, an opening question word or task verb, or a sum to do. */
export function readsAsQuestion(text: string): boolean {
  if (text.includes('?') || isExpression(text)) return true;
  // "Two angles on a line are 120° and x. Find x.": the task may follow what it is about.
  return text.split(/(?<=[.!:;])\s+/).some((sentence) => {
    const words = sentence.toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
    return openers.has(words[0] ?? '') || openers.has(`${words[0]} ${words[1]}`) || openers.has(words.slice(0, 3).join(' '));
  });
}

/**
 * Options written along one line ("A) Nucleus B) Mitochondria C) Chloroplast"), with what stands before the first.
 * The letters must run in order from `first`; fewer than two is no list of options.
 */
export function inlineOptions(text: string, first = 'A'): { before: string; options: string[] } | undefined {
  const label = /(?:^|\s)\(?([A-Ea-e])[.)]\s+/g;
  const found: { index: number; end: number }[] = [];
  let expected = first;
  for (const match of text.matchAll(label)) {
    if (match[1] !== expected) continue;
    found.push({ index: match.index, end: match.index + match[0].length });
    expected = String.fromCharCode(expected.charCodeAt(0) + 1);
  }
  if (found.length < 2) return undefined;
  const options = found.map((f, i) => text.slice(f.end, found[i + 1]?.index ?? text.length).trim().replace(/[,;]$/, ''));
  return { before: text.slice(0, found[0]!.index).trim(), options };
}

/** Lettered parts under a question that asks something are its options when each is a few words: "(a) Oxygen". */
const partsAreOptions = (draft: DraftQuestion) =>
  draft.stem.trim().endsWith('?') &&
  draft.parts.length >= 2 &&
  draft.parts.length <= 5 &&
  draft.parts.every((p) => p.text.split(/\s+/).length <= 6 && !p.text.endsWith('?'));

/** The line before a set that says what to do with its bare sums ("Simplify each fraction."), when it says more than "answer the questions". */
export function usefulLeadIn(line: string | undefined): string | undefined {
  if (!line || line.split(/\s+/).length > 20 || !/[.:]$/.test(line)) return undefined;
  const sentences = line.split(/(?<=[.:])\s+/).filter((s) => !GENERIC_INSTRUCTIONS.some((g) => g.test(s)));
  return sentences.length ? sentences.join(' ').replace(/[.:]$/, '') : undefined;
}

/** A set's lead-in goes before a question of bare symbols, so the question says what to do: "Simplify: 6/8". */
const withLeadIn = (prompt: string, leadIn: string | undefined) => (leadIn && !/\p{L}{3,}/u.test(prompt) ? `${leadIn}: ${prompt}` : prompt);

/** The questions a draft holds: one per part, or one with its options. */
export function questionsOf(written: DraftQuestion, where: Pick<Question, 'sliceId' | 'use' | 'set'>, leadIn?: string): Question[] {
  const { use } = where;
  const lower = inlineOptions(written.stem, 'a');
  const inline = inlineOptions(written.stem) ?? (lower?.before.endsWith('?') ? lower : undefined);
  const stem = inline ? inline.before : written.stem;
  const options = [...(inline?.options ?? []), ...written.options.flatMap((o, i) => spread(o, String.fromCharCode(65 + i)))];
  // "(a) Chlorophyll (b) Glucose (c) Starch" on one line is three parts.
  const parts = written.parts.flatMap((p) => spread(p.text, p.letter).map((text, i) => ({ ...p, letter: String.fromCharCode(p.letter.charCodeAt(0) + i), text })));
  const draft: DraftQuestion = { ...written, stem, parts };
  const base = { sliceId: where.sliceId, set: where.set, ...(draft.number !== undefined ? { number: draft.number } : {}) };
  // A multiple-choice question is a quick check, unless the file set it to retrieve earlier learning.
  const choiceUse = use === 'retrieval' ? use : 'checks';
  if (!options.length && partsAreOptions(draft)) {
    return [{ ...base, prompt: stem, options: draft.parts.map((p) => p.text), ...answerOf(draft.answer), use: choiceUse }];
  }
  if (draft.parts.length) {
    return draft.parts.map((part) => ({
      ...base,
      part: part.letter,
      prompt: withLeadIn(stem ? `${stem} ${part.text}` : part.text, leadIn),
      ...answerOf(part.answer ?? draft.answer),
      use,
    }));
  }
  if (!stem) return [];
  return [{ ...base, prompt: withLeadIn(stem, leadIn), ...(options.length ? { options } : {}), ...answerOf(draft.answer), use: options.length ? choiceUse : use }];
}

/** An option or part that runs on into the next ones along its line, as the list it is. */
const spread = (text: string, letter: string) => inlineOptions(`(${letter}) ${text}`, letter)?.options ?? [text];

const answerOf = (answer: string | undefined) => (answer?.trim() ? { answer: answer.trim() } : {});
