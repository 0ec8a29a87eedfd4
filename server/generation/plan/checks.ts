import { cleanStatement, observableAction, termPattern } from '../text.ts';
import type { CheckItem, Keyword, OutcomeRef } from '../types.ts';
import type { Band } from './band.ts';

import { interleave, uniqueChecks, withCode, type LessonContent } from './content.ts';

/**
 * The lesson's starter and exit checks, every question with its answer. Content sources give real questions; where
 * they have none, the checks fall back on what the lesson does know for certain: its keywords' definitions and the
 * outcome's own words as marking points.
 */

/** A name ("Marie Curie", "Boston Tea Party") is asked about, not defined: it has no meaning to give an example of. */
const isName = (term: string) => /^\p{Lu}[\p{Ll}'’-]+(?:\s+(?:of|the|and|de|von|van)?\s*\p{Lu}[\p{Ll}'’-]+)*$/u.test(term) && term.split(/\s+/).length > 1;
/**
 * The question on a term's meaning. `young`: a Foundation to Year 2 class, which shows or says an example of a word;
 * a definition is beyond a five-year-old (an older class read in the early wording is still asked what it means).
 */
const meaningPrompt = (term: string, band: Band, young = false) =>
  isName(term)
    ? `Who or what was ${term}?`
    : young
      ? `Show me or say an example of "${term}".`
      : band === 'early'
        ? `What does "${term}" mean?`
        : band === 'upper'
          ? `What does "${term}" mean? Give an example.`
          : `Define "${term}" precisely and give an example of how it is used.`;

/**
 * A glossary line that only says where a term appears ("Used in …", "From the lesson title …") defines nothing, so it
 * cannot be the answer to "what does it mean?".
 */
const DEFINES_NOTHING = /^(?:Used in\b|From the lesson title\b)/;

/**
 * The lesson's own sentences a term may be shown in use by: its worked examples, texts and key points (the outcome
 * statements are the curriculum's wording, not the lesson's).
 */
export function usageOf(outcomes: OutcomeRef[], content: LessonContent): string[] {
  return outcomes.flatMap((outcome) => {
    const c = content.of(outcome);
    // Worked steps and texts first: they show a term at work; a key point often restates its definition. A problem
    // or a question asks rather than shows, so it is no example.
    return [
      ...c.workedExamples.flatMap((w) => w.steps),
      ...c.texts.flatMap((t) => t.body.split(/(?<=[.!?])\s+(?=[A-Z“‘])/)),
      ...c.keyPoints,
    ].map((line) => line.trim());
  });
}

/** The lesson's worked examples with their answers: a term a problem uses is shown in use by it and its answer. */
export function solvedOf(outcomes: OutcomeRef[], content: LessonContent): Solved[] {
  return outcomes.flatMap((outcome) => content.of(outcome).workedExamples.map((w) => ({ problem: w.problem.trim(), answer: w.answer.trim() })));
}

export interface Solved {
  problem: string;
  answer: string;
}

const wordsIn = (line: string) => line.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** A sentence of the lesson that uses the term (or its plural), short enough to quote, other than its definition. */
function usedIn(term: string, definition: string, usage: string[]): string | undefined {
  const pattern = termPattern(term);
  return usage.find((line) => pattern.test(line) && !line.includes('"') && !line.endsWith('?') && wordsIn(line) >= 5 && wordsIn(line) <= 35 && line !== definition.trim());
}

export function keywordChecks(keywords: Keyword[], band: Band, count: number, usage: string[] = [], solved: Solved[] = [], young = false): CheckItem[] {
  return keywords
    .filter((k) => !DEFINES_NOTHING.test(k.definition.trim()))
    .slice(0, count)
    .map((k) => ({ prompt: meaningPrompt(k.term, band, young), answer: band === 'early' || young || isName(k.term) ? k.definition : `${k.definition.replace(/([^.!?])$/, '$1.')} ${exampleLine(k, usage, solved)}` }));
}

/**
 * The question asks for an example (except in the early years), so the answer gives one: a sentence of this lesson
 * that uses the term, else a worked problem that asks with it and its answer ("Solve 2x + 4 = 28." → x = 12), or else
 * what counts as one.
 */
function exampleLine(k: Keyword, usage: string[], solved: Solved[]): string {
  const sentence = usedIn(k.term, k.definition, usage);
  if (sentence) return `Example from this lesson: "${sentence.replace(/([^.!?])$/, '$1.')}"`;
  const pattern = termPattern(k.term);
  const worked = solved.find((s) => pattern.test(s.problem) && wordsIn(s.problem) <= 35);
  if (worked) return `Example from this lesson: "${worked.problem}" (answer: ${worked.answer}).`;
  return `Example: any correct use of "${k.term}", such as one from this lesson.`;
}

/** Retrieval questions on what the lesson builds on: three for an Enhanced lesson's retrieval starter, else two. */
export function starterCheck(outcomes: OutcomeRef[], content: LessonContent, keywords: Keyword[], band: Band, enhanced: boolean, young = false): CheckItem[] {
  const count = enhanced ? 3 : 2;
  const retrieval = uniqueChecks(interleave(outcomes.map((o) => content.of(o).retrieval.map((c) => withCode(c, o.code)))));
  if (retrieval.length) return retrieval.slice(0, count);
  return keywordChecks(keywords, band, count, usageOf(outcomes, content), solvedOf(outcomes, content), young);
}

/**
 * An open question on the outcome, marked against the outcome's own words, for an outcome no source has questions for.
 * With one outcome it asks about the topic in the students' words; with several it names the outcome's action.
 */
export function outcomeCheck(outcome: OutcomeRef, band: Band, about: { topic: string } | { action: string }): CheckItem {
  const prompt =
    'topic' in about
      ? band === 'early'
        ? `Show me one thing you learned about ${about.topic}.`
        : band === 'upper'
          ? `Show what you have learned about ${about.topic}, with an example.`
          : `Show, with an example of your own, what you can now do in ${about.topic}.`
      : band === 'early'
        ? `Show me how you can ${about.action}.`
        : band === 'upper'
          ? `Show how you can ${about.action}, with an example.`
          : `Show, with an example of your own, how you can ${about.action}.`;
  return { prompt, answer: `${OUTCOME_MARKED} (${outcome.shortCode || outcome.code}): ${cleanStatement(outcome.statement)}`, outcomeCode: outcome.code };
}

const OUTCOME_MARKED = "Mark against the outcome's own words";

/** Whether a check is `outcomeCheck`'s open question, which asks for the outcome itself rather than the lesson's content. */
export const isOutcomeCheck = (item: CheckItem) => item.answer.startsWith(OUTCOME_MARKED);

/**
 * One exit question per outcome, chosen before the phases take theirs so the exit check asks the source's own
 * question where there is one (a check, else its last practice item), else the outcome's own words as marking
 * points; plus a keyword question when the lesson has one outcome.
 */
export function exitCheck(outcomes: OutcomeRef[], content: LessonContent, keywords: Keyword[], band: Band, asked: Set<string>, topic: string, young = false): CheckItem[] {
  const items = outcomes.map((o) => {
    const c = content.of(o);
    const open = (items: CheckItem[]) => [...items].reverse().filter((q) => !asked.has(q.prompt));
    // A question with options is kept for the hinge; the exit check takes an open one when the source has one.
    const fresh = open(c.checks).find((q) => !q.options) ?? open(c.checks)[0] ?? open(c.practice)[0];
    return fresh ? withCode(fresh, o.code) : outcomeCheck(o, band, outcomes.length > 1 ? { action: observableAction(o.statement) } : { topic });
  });
  if (outcomes.length <= 1) items.push(...keywordChecks(keywords.filter((k) => !asked.has(meaningPrompt(k.term, band, young))), band, 1, usageOf(outcomes, content), solvedOf(outcomes, content), young));
  return uniqueChecks(items);
}
