import type { OutcomeRef } from '../../types.ts';
import type { ContentContext } from '../index.ts';
import { teachesTaskOf } from '../tasks.ts';
import { TOPIC_IDS, type TopicId } from './data.ts';

/**
 * Which word-work topics a lesson teaches: those its title or description names, of those its outcome names (all
 * of them when the outcome names none, as a general spelling outcome does); when the lesson names none, those the
 * outcome names in the task the lesson addresses.
 */

/** How each topic is named, read clause by clause. */
const NAMED: Record<TopicId, RegExp> = {
  possessive: /\bpossessives?\b|\bpossession\b|\bapostrophes? (?:for|of|to show|to mark|showing) (?:\w+ )?(?:ownership|belonging)/i,
  contractions: /\bcontract(?:ions?|ed)\b/i,
  plurals: /\bplurals?\b/i,
  prefixes: /\bprefix(?:es)?\b/i,
  suffixes: /\bsuffix(?:es)?\b/i,
};
/**
 * Clauses where a topic's word means something else: a possessive pronoun takes no apostrophe, and the plural
 * nouns of a clause about apostrophes are where the apostrophe goes, not a lesson on plurals.
 */
const NOT_THE_TOPIC: Partial<Record<TopicId, RegExp>> = {
  possessive: /\bpronouns?\b(?![^.;]*apostroph)/i,
  plurals: /apostroph|possess/i,
};
/** An apostrophe named alone is for either job. */
const BARE_APOSTROPHE = /\bapostrophes?\b/i;
/** Metric prefixes (kilo-, milli-) and other languages' grammar are not English word work. */
const ENGLISH = /^(?:english|literacy|ela\b|spelling|grammar|reading|writing|phonics)/i;

function topicsNamedIn(text: string): TopicId[] {
  const clauses = text.split(/[.;!?]\s+|\n+/);
  const named = TOPIC_IDS.filter((id) => clauses.some((clause) => NAMED[id].test(clause) && !NOT_THE_TOPIC[id]?.test(clause)));
  if (!named.includes('possessive') && !named.includes('contractions') && BARE_APOSTROPHE.test(text)) named.push('possessive', 'contractions');
  return TOPIC_IDS.filter((id) => named.includes(id));
}

export function topicsOf(outcome: OutcomeRef, context: ContentContext): TopicId[] {
  if (!ENGLISH.test(outcome.subject ?? context.subject)) return [];
  const ofOutcome = topicsNamedIn(outcome.statement);
  const ofLesson = topicsNamedIn(`${context.topic}. ${context.description}`);
  if (ofLesson.length) return ofOutcome.length ? ofLesson.filter((id) => ofOutcome.includes(id)) : ofLesson;
  return ofOutcome.filter((id) => teachesTaskOf(outcome, context, NAMED[id]));
}
