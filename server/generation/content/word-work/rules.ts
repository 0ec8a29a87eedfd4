import { isKnown, syllableCounts } from '../phonics/sounds.ts';
import { WORDS } from './data.ts';

/**
 * English word-building rules, computed: plurals, possessive apostrophes, contractions, prefixes and suffixes. What
 * no rule decides (child → children, will not → won't) is read from words.json. A form is offered to a class only
 * when the CMU Pronouncing Dictionary lists it (`exists`), so a rule applied to the wrong word ("unrun") never
 * reaches a plan.
 */

export type NounNumber = 'singular' | 'plural';

/** Whether the CMU Pronouncing Dictionary lists every word of the form ("the dog's bone" is three words). */
export const exists = (form: string): boolean => form.split(/\s+/).every((word) => isKnown(word));

const IRREGULAR: Readonly<Record<string, string>> = { ...WORDS.irregularPlurals, ...WORDS.vesPlurals };
const SIBILANT = /(?:s|x|z|ch|sh)$/;
const CONSONANT_Y = /[^aeiou]y$/;

export type PluralRule = 's' | 'es' | 'ies' | 'ves' | 'irregular';

/** Which rule makes the noun's plural. */
export function pluralRule(noun: string): PluralRule {
  if (noun in WORDS.vesPlurals) return 'ves';
  if (noun in WORDS.irregularPlurals) return 'irregular';
  if (SIBILANT.test(noun)) return 'es';
  if (CONSONANT_Y.test(noun)) return 'ies';
  return 's';
}

export function plural(noun: string): string {
  const rule = pluralRule(noun);
  if (rule === 'ves' || rule === 'irregular') return IRREGULAR[noun]!;
  if (rule === 'es') return `${noun}es`;
  if (rule === 'ies') return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** The owner with its possessive apostrophe: one dog → "dog's"; the girls → "girls'"; the children → "children's". */
export function possessive(noun: string, number: NounNumber): string {
  const owner = number === 'singular' ? noun : plural(noun);
  return number === 'plural' && owner.endsWith('s') ? `${owner}'` : `${owner}'s`;
}

/** The short form of two words ("do not" → "don't"): the apostrophe stands where letters are left out. */
export function contraction(full: string): string {
  const changed = WORDS.changedContractions[full];
  if (changed) return changed;
  const [first, second] = full.split(' ');
  const ending = WORDS.contractionEndings[second!];
  if (!first || !ending) throw new Error(`No contraction rule for “${full}”.`);
  return `${first}${ending}`;
}

/** The letters the apostrophe replaces: "o" of "do not", "wi" of "we will"; undefined when the first word changes too. */
export function lettersLeftOut(full: string): string | undefined {
  if (full in WORDS.changedContractions) return undefined;
  const second = full.split(' ')[1]!;
  const kept = WORDS.contractionEndings[second]!.replace("'", '');
  // The kept letters are the word's own, in order: match them from the end and the rest are left out.
  let left = '';
  for (let i = second.length - 1, k = kept.length - 1; i >= 0; i--) {
    if (k >= 0 && second[i] === kept[k]) k--;
    else left = second[i] + left;
  }
  return left;
}

export type PrefixId = keyof typeof WORDS.prefixes;

/** The form of a prefix meaning "not" that a base takes: il- before l, im- before m or p, ir- before r, in- otherwise. */
export function prefixFor(prefix: PrefixId, base: string): string {
  if (prefix !== 'in') return prefix;
  if (base.startsWith('l')) return 'il';
  if (/^[mp]/.test(base)) return 'im';
  if (base.startsWith('r')) return 'ir';
  return 'in';
}

/** A prefix is added whole and the base keeps every letter: mis + spell = misspell, im + mature = immature. */
export const prefixed = (prefix: PrefixId, base: string): string => `${prefixFor(prefix, base)}${base}`;

export type SuffixId = keyof typeof WORDS.suffixes;
export type SuffixChange = 'none' | 'y-to-i' | 'le-to-ly' | 'ic-to-ically';

/** The spelling change the base takes before a suffix that starts with a consonant. */
export function suffixChange(base: string, suffix: SuffixId): SuffixChange {
  // A one-syllable word keeps its y (shyness, dryly); a longer one changes it to i (happiness, beautiful).
  if (CONSONANT_Y.test(base) && (syllableCounts(base)[0] ?? 1) > 1) return 'y-to-i';
  if (suffix === 'ly' && /[^aeiou]le$/.test(base)) return 'le-to-ly';
  if (suffix === 'ly' && base.endsWith('ic')) return 'ic-to-ically';
  return 'none';
}

export function suffixed(base: string, suffix: SuffixId): string {
  const change = suffixChange(base, suffix);
  if (change === 'y-to-i') return `${base.slice(0, -1)}i${suffix}`;
  if (change === 'le-to-ly') return `${base.slice(0, -1)}y`;
  if (change === 'ic-to-ically') return `${base}ally`;
  return `${base}${suffix}`;
}
