import nlp from 'compromise';
import type { SeedOutcome } from '../../server/curriculum/types.ts';
import type { ItemKind } from './pools.ts';

/**
 * Concrete examples the curriculum itself names for an outcome, which a teacher reading it would put in a brief:
 * the items of a "such as" or "for example" list ("a tape measure, ruler, sand timer"), a calculation ("16 + 8 = 24",
 * "5/8") and a proper name ("Clean Up Australia Day", "the Great Fire of London").
 */

export interface CurriculumExample {
  kind: ItemKind;
  text: string;
}

/** The longest list item taken as a named example: longer ones are clauses, not things. */
const MAX_EXAMPLE_WORDS = 4;
/** Words that make a list item a description rather than a thing a teacher names. */
const NOT_A_THING =
  /\b(?:their|they|them|students?|own|which|that|how|why|what|range|different|various|other|etc|this|these|those|its|ways?|such|where|when|who|whose|topic|significance|self|aspects?|ideas?|information|content|context|purposes?)\b/i;
/** Names the seed repeats across hundreds of outcomes; as an "example" they name no lesson content. */
const FRAMEWORK_NAMES = /^(?:First Nations|Aboriginal|Torres Strait|Australian Curriculum|Asia|Key concepts?|Key processes|Years?|Grade|Foundation|English|Mathematics|Science|Common Core|Standard)/;

/** A list a teacher would take examples from; "including" lists in statements are clauses more often than things. */
const LIST_LEAD = /(?:such as|for example,?|e\.g\.,?)\s+([^;.\])[“"]+)/gi;
/** Where a list of things ends and the clause about them begins ("tables and graphs to represent data"). */
const LIST_END = /\s(?:to|in order to|by|when|while|so that|that|which|where|because|as well as)\s.*$/i;
const CALCULATION = /\b\d+(?:\/\d+)?(?:\s*[×÷+−–]\s*\d+(?:\/\d+)?)+(?:\s*=\s*\d+(?:\/\d+)?)?|\b\d+\/\d+\b/g;
const PROPER_NAME = /(?<=[a-z,;:]\s+(?:the\s+)?)[A-Z][a-z]+(?:\s+(?:of|the|to|de|du)?\s*[A-Z][a-z]+)+/g;

/**
 * A thing a teacher can name: it ends in a noun (or a word the tagger reads as a verb out of context, as "paint"),
 * with no adverb ("visually"), no gerund ("identifying", "Changing Russian") and no bare adjective ("ethical").
 */
function namesAThing(phrase: string): boolean {
  if ((phrase.match(/\p{L}/gu) ?? []).length < 3 || /^\p{L}{3,}ing\b/iu.test(phrase)) return false;
  // Lower case, so that a capital does not make the tagger read every word as a name.
  const doc = nlp(phrase.toLowerCase());
  const last = doc.terms().last();
  const noun = last.has('#Noun') || (last.has('#Infinitive') && !last.has('#Adjective'));
  return noun && !doc.has('#Adverb') && !doc.has('#Gerund');
}

function listItems(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(LIST_LEAD)) {
    const parts = match[1]!
      .replace(LIST_END, '')
      .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
      .map((p) => p.trim().replace(/^(?:a|an|the)\s+/i, ''))
      .filter(Boolean);
    if (parts.length < 2) continue;
    for (const part of parts) {
      const words = part.split(/\s+/);
      if (words.length > MAX_EXAMPLE_WORDS || NOT_A_THING.test(part) || !/^[\p{L}\d]/u.test(part) || FRAMEWORK_NAMES.test(part) || !namesAThing(part)) continue;
      found.push(part);
    }
  }
  return found;
}

export function curriculumExamples(o: Pick<SeedOutcome, 'statement' | 'elaborations'>): CurriculumExample[] {
  const texts = [o.statement, ...o.elaborations].map((t) => t.replace(/\[Key concepts?:[^\]]*\]?/g, ''));
  const seen = new Set<string>();
  const out: CurriculumExample[] = [];
  const add = (kind: ItemKind, text: string) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, text });
  };
  for (const text of texts) {
    for (const c of text.match(CALCULATION) ?? []) add('numbers', c.trim());
    for (const item of listItems(text)) add('example', item);
    for (const name of text.match(PROPER_NAME) ?? []) if (!FRAMEWORK_NAMES.test(name) && name.split(/\s+/).length <= 6 && namesAThing(name)) add('example', name);
  }
  return out;
}
