import { cleanStatement, coreClause } from '../text.ts';
import type { CheckItem, Keyword, OutcomeRef } from '../types.ts';
import type { Band } from './band.ts';

const lowerFirst = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text);
import { interleave, uniqueChecks, withCode, type LessonContent } from './content.ts';

/**
 * The lesson's starter and exit checks, every question with its answer. Content sources give real questions; where
 * they have none, the checks fall back on what the lesson does know for certain: its keywords' definitions and the
 * outcome's own words as marking points.
 */

const meaningPrompt = (term: string, band: Band) =>
  band === 'early' ? `What does "${term}" mean?` : band === 'upper' ? `What does "${term}" mean? Give an example.` : `Define "${term}" and give an example of it in use.`;

/**
 * A glossary line that only says where a term appears ("Used in …", "From the lesson title …") defines nothing, so it
 * cannot be the answer to "what does it mean?".
 */
const DEFINES_NOTHING = /^(?:Used in\b|From the lesson title\b)/;

export function keywordChecks(keywords: Keyword[], band: Band, count: number): CheckItem[] {
  return keywords
    .filter((k) => !DEFINES_NOTHING.test(k.definition.trim()))
    .slice(0, count)
    .map((k) => ({ prompt: meaningPrompt(k.term, band), answer: k.definition }));
}

/** Retrieval questions on what the lesson builds on: three for an Enhanced lesson's retrieval starter, else two. */
export function starterCheck(outcomes: OutcomeRef[], content: LessonContent, keywords: Keyword[], band: Band, enhanced: boolean): CheckItem[] {
  const count = enhanced ? 3 : 2;
  const retrieval = uniqueChecks(interleave(outcomes.map((o) => content.of(o).retrieval.map((c) => withCode(c, o.code)))));
  if (retrieval.length) return retrieval.slice(0, count);
  return keywordChecks(keywords, band, count);
}

/** An open question on the outcome marked against the outcome's own words, for an outcome no source has questions for. */
export function outcomeCheck(outcome: OutcomeRef, band: Band, topic: string): CheckItem {
  // Younger students are asked in their own words; the outcome's wording stays in the answer the teacher marks against.
  const prompt =
    band === 'early'
      ? `Show me one thing you learned about ${topic}.`
      : band === 'upper'
        ? `Show what you have learned about ${topic}, with an example.`
        : `Show, with an example of your own, what you can now do in ${topic}.`;
  return { prompt, answer: `Mark against the outcome's own words (${outcome.shortCode || outcome.code}): ${cleanStatement(outcome.statement)}`, outcomeCode: outcome.code };
}

/**
 * One exit question per outcome, not already asked in the lesson: a source's check (or its last practice item), else
 * the outcome's own words as marking points; plus a keyword question when the lesson has one outcome.
 */
export function exitCheck(
  outcomes: OutcomeRef[],
  content: LessonContent,
  keywords: Keyword[],
  band: Band,
  asked: Set<string>,
  topic: string,
): CheckItem[] {
  const items = outcomes.map((o) => {
    const c = content.of(o);
    const fresh = [...c.checks].reverse().find((q) => !asked.has(q.prompt)) ?? [...c.practice].reverse().find((q) => !asked.has(q.prompt));
    return fresh ? withCode(fresh, o.code) : outcomeCheck(o, band, outcomes.length > 1 ? lowerFirst(coreClause(o.statement)) : topic);
  });
  if (outcomes.length <= 1) items.push(...keywordChecks(keywords.filter((k) => !asked.has(meaningPrompt(k.term, band))), band, 1));
  return uniqueChecks(items);
}
