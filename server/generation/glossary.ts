import { displayCode, findTermInOutcomes, termRegExp, upperFirst, type LessonView } from './lesson-view.ts';
import { cleanStatement, sentences } from './text.ts';
import type { OutcomeRef } from './types.ts';

export interface GlossaryEntry {
  term: string;
  definition: string;
  /** 'outcome': a defining sentence in that outcome's statement; 'engine': the engine's general meaning or usage note. */
  source: { kind: 'outcome' | 'engine'; ref: string };
}

/**
 * General meanings for words that recur in school curricula, written for students. Kept small and checked by hand:
 * the engine may only say what is true of the word in general, and always shows how the lesson's outcome uses it.
 */
export const GENERAL_MEANINGS: Record<string, string> = {
  'number line': 'A number line is a straight line with numbers placed in order at equal spaces, used to show and compare numbers.',
  'place value': 'Place value is the value a digit has because of where it sits in a number, such as tens or hundreds.',
  'word problem': 'A word problem is a maths question told as a short story in words instead of only numbers.',
  fraction: 'A fraction is a number that names equal parts of a whole or of a group, such as one half.',
  numerator: 'The numerator is the top number of a fraction: how many of the equal parts are counted.',
  denominator: 'The denominator is the bottom number of a fraction: how many equal parts the whole is split into.',
  equivalent: 'Equivalent means equal in value or amount, even when written or shown in a different way.',
  equal: 'Equal means the same in amount, size or value.',
  decimal: 'A decimal is a number written with a decimal point to show parts of a whole, such as 0.5.',
  sum: 'The sum is the result of adding numbers together.',
  difference: 'The difference is the result of subtracting one number from another.',
  product: 'A product is the result of multiplying numbers together.',
  quotient: 'The quotient is the result of dividing one number by another.',
  multiple: 'A multiple of a number is the result of multiplying it by a whole number.',
  factor: 'A factor is a whole number that divides another number exactly, with nothing left over.',
  pattern: 'A pattern is something that repeats or changes in a regular way you can predict.',
  estimate: 'To estimate is to make a sensible guess at an amount without counting or measuring exactly.',
  strategy: 'A strategy is a plan or method for solving a problem.',
  model: 'A model is a drawing, object or diagram that represents an idea so it can be seen and worked with.',
  context: 'A context is the situation or setting in which something is used.',
  data: 'Data are facts or numbers collected so they can be looked at and used.',
  evidence: 'Evidence is information that shows whether something is true.',
  area: 'Area is the amount of flat surface a shape covers, measured in square units.',
  perimeter: 'The perimeter is the total distance around the outside of a shape.',
  volume: 'Volume is the amount of space an object takes up or a container holds.',
  angle: 'An angle is the amount of turn between two lines that meet at a point.',
  point: 'A point is an exact position or place.',
  unit: 'A unit is a fixed amount used for measuring, such as a metre or a gram.',
  text: 'A text is any piece of writing, speech or media that communicates meaning.',
  character: 'A character is a person, animal or figure in a story.',
  setting: 'The setting is where and when a story takes place.',
  paragraph: 'A paragraph is a group of sentences about one main idea.',
  argument: 'An argument is a reason or set of reasons given to show that an idea is right.',
  claim: 'A claim is a statement someone says is true and can support with reasons.',
  predict: 'To predict is to say what you think will happen, using what you already know.',
  generate: 'To generate is to produce or make something, such as a new example.',
  represent: 'To represent is to show an idea in another form, such as a drawing, model or symbol.',
  investigate: 'To investigate is to find out about something by looking at it carefully and testing ideas.',
};

const singular = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);
const sentenceCase = (text: string) => {
  const trimmed = text.trim().replace(/[;,:\s]+$/, '');
  return upperFirst(/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`);
};
const LEADING_ARTICLE = /^(?:the|a|an|each|every)\s+/i;
/** A subject that names the term and, at most, a symbol after it ("a fraction 1/b"). */
const namesTerm = (subject: string, term: string) => {
  const stripped = subject.replace(LEADING_ARTICLE, '');
  const match = termRegExp(term).exec(stripped);
  return match?.index === 0 && !/[a-z]{2,}/i.test(stripped.slice(match[0].length));
};

/**
 * A sentence (or clause) of an outcome statement that defines the term, rewritten only as far as grammar needs:
 * "X is/are/means/refers to …", "… is said to have X", "…, called X", "Understand X as Y" and
 * "Understand A as X if …" (which defines X as a condition on A).
 */
export function definingSentence(statement: string, term: string): string | undefined {
  const pattern = termRegExp(term);
  for (const sentence of sentences(cleanStatement(statement))) {
    for (const clause of sentence.split(/;\s*/)) {
      if (!pattern.test(clause)) continue;
      const copula = /^(.{1,60}?)\s+(is|are|means|refers to|is defined as|is called)\s+(.+)$/i.exec(clause);
      if (copula && namesTerm(copula[1]!, term)) return sentenceCase(clause);
      if (new RegExp(`\\b(?:is|are) said to (?:have|be)\\b.*${pattern.source}`, 'i').test(clause)) return sentenceCase(clause);
      if (new RegExp(`\\bcalled\\s+["“']?(?:(?:a|an|the)\\s+)?${pattern.source}`, 'i').test(clause)) return sentenceCase(clause);
      const understand = /^understand(?: that)?\s+(.+?)\s+as\s+(.+)$/i.exec(clause);
      if (understand) {
        const [, subject, predicate] = understand as unknown as [string, string, string];
        const plural = /[^s]s$/i.test(subject.replace(/\s+\S*\d\S*$/, ''));
        const verb = plural ? 'are' : 'is';
        if (namesTerm(subject, term)) return sentenceCase(`${subject} ${verb} ${predicate}`);
        const leads = pattern.exec(predicate);
        if (leads?.index === 0 && /\b(if|when|because)\b/i.test(predicate)) return sentenceCase(`${subject} ${verb} ${predicate}`);
      }
    }
  }
  return undefined;
}

/** A general meaning for the term: a known phrase around it in the statement, the term itself, or its head word. */
function generalMeaning(term: string, fragment: string): string | undefined {
  const lower = term.toLowerCase();
  for (const phrase of Object.keys(GENERAL_MEANINGS).filter((k) => k.includes(' '))) {
    if (termRegExp(phrase).test(fragment) && termRegExp(lower).test(phrase)) return GENERAL_MEANINGS[phrase];
  }
  const words = lower.split(/\s+/);
  const whole = GENERAL_MEANINGS[lower] ?? GENERAL_MEANINGS[words.map(singular).join(' ')];
  if (whole || words.length === 1) return whole;
  // A phrase the list does not hold: the meanings of its words that it does ("equivalent fractions").
  const parts = words.map((w) => GENERAL_MEANINGS[w] ?? GENERAL_MEANINGS[singular(w)]).filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** One glossary entry: the curriculum's own definition first, then a general meaning with the outcome's usage. */
export function glossaryEntry(term: string, outcomes: OutcomeRef[], lessonTitle?: string): GlossaryEntry {
  for (const outcome of outcomes) {
    const defined = definingSentence(outcome.statement, term);
    if (defined) return { term, definition: defined, source: { kind: 'outcome', ref: outcome.code } };
  }
  const use = findTermInOutcomes(outcomes, term);
  if (!use) {
    // Key vocabulary can come from the lesson's title rather than an outcome; say so instead of inventing a source.
    const fromTitle = Boolean(lessonTitle && termRegExp(term).test(lessonTitle));
    const meaning = generalMeaning(term, term);
    const note = fromTitle
      ? `From the lesson title "${lessonTitle}"; none of the lesson's outcomes uses it, so add your own definition when you introduce it.`
      : "None of this lesson's outcomes uses this term; add your own definition when you introduce it.";
    return {
      term,
      definition: meaning ? `${meaning} ${note}` : note,
      source: { kind: 'engine', ref: '' },
    };
  }
  const usage = `Used in ${displayCode(use.outcome)}: "${use.fragment}"`;
  const meaning = generalMeaning(term, use.fragment);
  return { term, definition: meaning ? `${meaning} ${usage}` : usage, source: { kind: 'engine', ref: use.outcome.code } };
}

/** The lesson's glossary: one entry per key vocabulary term, in the lesson's order. */
export function lessonGlossary(view: Pick<LessonView, 'keyVocabulary' | 'outcomes' | 'title'>): GlossaryEntry[] {
  return view.keyVocabulary.map((term) => glossaryEntry(term, view.outcomes, view.title));
}
