import type { BloomLevel } from './types.ts';
import { statesAClaim } from './english/claims.ts';
import { STOPWORDS } from './english/content-words.ts';
import { sourceClauses, taskPhrases, withinWords } from './english/criteria.ts';
import { wordCount } from './english/lists.ts';
import { baseVerb, isGerund } from './english/lexicon.ts';
import { readableNotation } from './english/notation.ts';
import { spokenBy } from './english/person.ts';
import { focusStems, type LessonFocus } from './english/scope.ts';
import { plainerWords } from './english/year-level.ts';

/** Small, explainable text analysis for the offline engine: no model, every output traceable to its input. */

const BLOOM_VERBS: Record<BloomLevel, string[]> = {
  remember: ['recall', 'recite', 'list', 'name', 'identify', 'recognise', 'recognize', 'state', 'count', 'know', 'label', 'memorise', 'match', 'define'],
  understand: ['understand', 'explain', 'describe', 'summarise', 'summarize', 'classify', 'interpret', 'represent', 'discuss', 'illustrate', 'paraphrase', 'read', 'connect', 'establish'],
  apply: ['use', 'apply', 'solve', 'calculate', 'compute', 'demonstrate', 'measure', 'multiply', 'divide', 'add', 'subtract', 'perform', 'fluently', 'carry', 'estimate', 'round', 'plot', 'follow', 'practise', 'practice', 'write', 'spell', 'speak'],
  analyse: ['compare', 'analyse', 'analyze', 'investigate', 'examine', 'distinguish', 'determine', 'categorise', 'sort', 'explore', 'identify patterns', 'infer', 'contrast', 'question', 'test'],
  evaluate: ['evaluate', 'justify', 'judge', 'critique', 'assess', 'argue', 'reflect', 'defend', 'appraise', 'check', 'verify', 'select'],
  create: ['create', 'design', 'construct', 'generate', 'compose', 'develop', 'plan', 'produce', 'invent', 'build', 'model', 'formulate', 'make'],
};

/** Decodes the few HTML entities and tags curriculum sources carry, writes LaTeX out as symbols, folds white space. */
export function cleanStatement(text: string): string {
  return readableNotation(
    text
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&times;/g, '×')
      .replace(/&divide;/g, '÷')
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<')
      .replace(/&nbsp;/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The statement's first task in its own words, without worked examples ("e.g., …", "For example …") or plain asides. */
export function coreClause(statement: string): string {
  const clause = sourceClauses(cleanStatement(statement))[0] ?? cleanStatement(statement);
  return clause.replace(/[.;:,\s]+$/, '');
}

/** The highest Bloom level among the clause's leading verbs ("Recognize and generate …" is create). */
export function bloomLevelOf(clause: string): BloomLevel {
  const list = clause
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z]/g, ''))
    .map((w) => (isGerund(w) ? baseVerb(w) : w));
  const leading = [list[0] ?? ''];
  for (let i = 1; i < Math.min(list.length - 1, 6); i += 1) if (list[i] === 'and' || list[i] === 'or') leading.push(list[i + 1]!);
  for (const level of ['create', 'evaluate', 'analyse', 'apply', 'understand', 'remember'] as BloomLevel[]) {
    if (leading.some((verb) => BLOOM_VERBS[level].includes(verb))) return level;
  }
  return 'understand';
}

export type { LessonFocus } from './english/scope.ts';

/** Options for student-facing wording. */
export interface WordingOptions {
  /** The class's US grade (Flesch–Kincaid scale); low grades get plainer words. */
  grade?: number;
  /**
   * The lesson's title and description: the wording keeps the outcome's tasks and listed topics the lesson addresses
   * and leaves out those about other topics (all of them stay when the lesson names none).
   */
  focus?: LessonFocus | undefined;
}

/**
 * The outcome's first task as an observable action ("understand" becomes "explain"), for criteria and tasks.
 * Statements written as content rather than tasks ("Living things have basic needs", "When, how and why the Spanish
 * arrived …") become something to explain, so "I can …" stays a sentence.
 */
export function observableAction(statement: string, options: WordingOptions = {}): string {
  return observableActions(statement, options)[0] ?? 'explain the outcome';
}

/** Every task the statement asks for, as observable actions. */
function observableActions(statement: string, { grade, focus }: WordingOptions): string[] {
  // A statement of two facts ("… form new substances; during a reaction mass is not …") is two things to explain.
  const phrases = taskPhrases(cleanStatement(statement), focusStems(focus)).flatMap((phrase) => {
    const claims = /^explain that (.+?); (?:and\s+)?(.+)$/.exec(phrase);
    return claims ? [`explain that ${claims[1]}`, secondClaim(claims[2]!)] : [phrase];
  });
  return grade === undefined ? phrases : phrases.map((phrase) => plainerWords(phrase, grade));
}

/** "…; they have specialised structures" is a second claim; "…; speed of light" names a topic, to explain as it is. */
function secondClaim(text: string): string {
  const claim = statesAClaim(text) || /^(?:\w+\s+)?(?:they|it|this|these|those|we|there)\s/i.test(text);
  return `explain ${claim ? 'that ' : ''}${text}`;
}

/** Rewrites an outcome statement's first task as an observable "I can …" criterion. */
export function successCriterion(statement: string, options: WordingOptions = {}): string {
  return `I can ${spokenBy([observableAction(statement, options)], 'I')[0]}`;
}

function words(text: string): string[] {
  return cleanStatement(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s'-]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/**
 * Key terms: the content words and two-word phrases that recur across the outcome statements and the topic, ranked
 * by frequency (topic words count double). Deterministic for the same input.
 */
export function keyTerms(texts: string[], topic: string, limit = 8): string[] {
  const scores = new Map<string, number>();
  const bump = (term: string, by: number) => scores.set(term, (scores.get(term) ?? 0) + by);
  const all = [...texts.map((t) => ({ t, weight: 1 })), { t: topic, weight: 2 }];
  for (const { t, weight } of all) {
    const list = words(t);
    for (let i = 0; i < list.length; i += 1) {
      const w = list[i]!;
      if (STOPWORDS.has(w) || w.length < 3 || /^\d/.test(w)) continue;
      bump(w, weight);
      const next = list[i + 1];
      if (next && !STOPWORDS.has(next) && next.length >= 3 && !/^\d/.test(next)) bump(`${w} ${next}`, weight * 1.5);
    }
  }
  const ranked = [...scores.entries()].filter(([, s]) => s >= 1).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const chosen: string[] = [];
  for (const [term] of ranked) {
    if (chosen.length >= limit) break;
    // A phrase already covers its single words and a word already chosen makes a longer phrase add little.
    if (chosen.some((c) => c.includes(term) || term.includes(c))) continue;
    chosen.push(term);
  }
  return chosen;
}

/** Readability as the Flesch reading ease and the matching US grade (Flesch–Kincaid). */
export function readability(text: string): { readingEase: number; gradeLevel: number } {
  const sentences = Math.max(1, cleanStatement(text).split(/[.!?]+(?:\s|$)/).filter((s) => s.trim()).length);
  const list = words(text).filter((w) => /[a-z]/.test(w));
  const wordCount = Math.max(1, list.length);
  const syllables = list.reduce((sum, w) => sum + syllableCount(w), 0);
  const readingEase = 206.835 - 1.015 * (wordCount / sentences) - 84.6 * (syllables / wordCount);
  const gradeLevel = 0.39 * (wordCount / sentences) + 11.8 * (syllables / wordCount) - 15.59;
  return { readingEase: Math.round(readingEase * 10) / 10, gradeLevel: Math.max(0, Math.round(gradeLevel * 10) / 10) };
}

export function syllableCount(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, (trimmed.match(/[aeiouy]{1,2}/g) ?? []).length);
}

/**
 * Where one sentence ends and the next begins: after a full stop, question or exclamation mark and before a capital,
 * a digit or a quotation — but not after a title or an abbreviation ("Mount St. Helens", "Dr. Seuss", "e.g. Paris").
 */
export const SENTENCE_BREAK = /(?<!\b(?:St|Mt|Ft|Dr|Mr|Mrs|Ms|Prof|Sr|Jr|No|vs|etc|e\.g|i\.e|approx|cf|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|[A-Z])\.)(?<=[.!?])\s+(?=[A-Z0-9"'“])/;

/** Splits text into sentences, for glossaries and slice matching. */
export function sentences(text: string): string[] {
  return cleanStatement(text)
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The outcome's success criteria: one "I can …" per thing the statement asks a student to do. */
export function successCriteria(statement: string, options: WordingOptions = {}): string[] {
  return spokenBy(observableActions(statement, options), 'I').map((action) => `I can ${action}`);
}

/**
 * Two tasks fit one learning intention when they are short; otherwise it names the first, which the lesson leads with.
 * Like a criterion, the intention keeps within 30 words ("We are learning to" takes four) where whole phrases allow; a
 * task that cannot lose a word without losing a number keeps its criterion's length.
 */
const INTENTION_WORDS = 26;

/** The learning intention for an outcome: "We are learning to …", one sentence. */
export function learningIntention(statement: string, options: WordingOptions = {}): string {
  const [first = 'explain the outcome', second] = spokenBy(observableActions(statement, options), 'we');
  const both = second ? `${first} and ${second}` : first;
  return `We are learning to ${second && wordCount(both) <= INTENTION_WORDS ? both : withinWords(first, INTENTION_WORDS)}.`;
}

/** A term as a whole word or phrase, singular or plural ("river", "rivers"), in any case. */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:e?s)?(?![\\p{L}])`, 'iu');
}

/**
 * A task written as a whole instruction ("Story map: students draw …, with the moral written underneath.") is given as
 * it stands; a task named by a phrase ("exploring how …") is set inside the phase's own sentence.
 */
export const isInstruction = (task: string): boolean => /[.!?]$/.test(task.trim());
