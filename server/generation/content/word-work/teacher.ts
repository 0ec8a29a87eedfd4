import { readBrief } from '../../brief/read.ts';
import { WORDS, type TopicId } from './data.ts';
import { itemsOf, possessiveItem, type Item } from './items.ts';
import { exists, plural } from './rules.ts';

/**
 * The teacher's own examples of a topic, from the words and examples their title and description name ("the dog's
 * bone, the girls' coats"), as items the plan works through first. An example is recognised by computing it again:
 * a possessive from its owner and number, anything else as a form the topic's word lists make.
 */

const OWNED = /\b([a-z]+)('s|s')\s+([a-z]+)\b/i;
const SINGULAR_OF_IRREGULAR = new Map(Object.entries(WORDS.irregularPlurals).map(([one, many]) => [many, one]));

/** The noun whose plural is the given word ("girls" → "girl", "babies" → "baby"); undefined when none is known. */
function singularOf(owners: string): string | undefined {
  const candidates = [SINGULAR_OF_IRREGULAR.get(owners), owners.replace(/ies$/, 'y'), owners.replace(/es$/, ''), owners.replace(/s$/, '')];
  return candidates.find((c): c is string => Boolean(c) && plural(c!) === owners && exists(c!));
}

function possessiveFrom(part: string): Item | undefined {
  const m = OWNED.exec(part);
  if (!m) return undefined;
  const [, stem, mark, thing] = m as unknown as [string, string, string, string];
  const word = stem.toLowerCase();
  if (mark === "s'") {
    const noun = singularOf(`${word}s`);
    return noun ? possessiveItem(noun, 'plural', thing) : undefined;
  }
  const one = SINGULAR_OF_IRREGULAR.get(word);
  return one ? possessiveItem(one, 'plural', thing) : possessiveItem(word, 'singular', thing);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function teacherItems(topic: TopicId, title: string, description: string): Item[] {
  const parts = readBrief(title, description)
    .items.filter((item) => item.kind === 'words' || item.kind === 'examples')
    .flatMap((item) => (item.parts.length ? item.parts : [item.text]))
    .map((part) => part.replace(/[‘’]/g, "'"));
  if (topic === 'possessive') return parts.map(possessiveFrom).filter((item): item is Item => Boolean(item));
  const known = itemsOf(topic, 5);
  return parts.flatMap((part) => known.filter((item) => new RegExp(`(?:^|[^\\w'])${escape(item.form)}(?![\\w'])`, 'i').test(part)).slice(0, 1));
}
