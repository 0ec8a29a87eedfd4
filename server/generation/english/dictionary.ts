import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Which words English dictionaries list as verbs. The Hunspell dictionaries Teachkit already bundles for spelling
 * (SCOWL-based, US, British and Australian) mark a verb with the affix flags that make "-ed" (D) and "-ing" (G):
 * "compare/BDSG" is a verb, "continuity/ESM" is not. The tagger guesses any unknown word after "I can" is a verb;
 * this keeps nouns such as "continuity" or "overview" from being read as commands.
 */

interface Lexicon {
  known: Set<string>;
  verbs: Set<string>;
  nouns: Set<string>;
}

let lexicon: Lexicon | undefined;

function load(): Lexicon {
  const require = createRequire(import.meta.url);
  const known = new Set<string>();
  const verbs = new Set<string>();
  const nouns = new Set<string>();
  for (const name of ['dictionary-en', 'dictionary-en-gb', 'dictionary-en-au']) {
    const file = path.join(path.dirname(require.resolve(name)), 'index.dic');
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [word = '', flags = ''] = line.split('/');
      const lower = word.trim().toLowerCase();
      known.add(lower);
      if (/[DG]/.test(flags)) verbs.add(lower);
      // M makes the possessive ("heat's"): the word is a noun too.
      if (/M/.test(flags)) nouns.add(lower);
    }
  }
  return { known, verbs, nouns };
}

/** False only when a dictionary knows the word and none lists a verb form of it. */
export function mayBeVerb(word: string): boolean {
  lexicon ??= load();
  const lower = word.toLowerCase();
  return isVerbInDictionary(lower) || !lexicon.known.has(lower);
}

/** True when some dictionary lists the word. */
export function isKnownWord(word: string): boolean {
  lexicon ??= load();
  return lexicon.known.has(word.toLowerCase());
}

/** True when a dictionary lists the word as a noun as well ("heat", "speed", "plan"). */
export function isNounInDictionary(word: string): boolean {
  lexicon ??= load();
  return lexicon.nouns.has(word.toLowerCase());
}

/** The stem of a third-person verb form: "carries" → "carry", "depends" → "depend", "goes" → "go". */
export function presentStem(word: string): string[] {
  if (/ies$/.test(word)) return [word.replace(/ies$/, 'y')];
  if (/es$/.test(word)) return [word.replace(/es$/, ''), word.replace(/s$/, '')];
  return [word.replace(/s$/, '')];
}

/**
 * True when a dictionary lists verb forms of the word ("draft" → "drafted", "drafting"). Verbs that double their
 * last consonant ("plan" → "planned") and irregular verbs ("know" → "knowing") carry no flag; their forms are
 * entries of their own.
 */
export function isVerbInDictionary(word: string): boolean {
  lexicon ??= load();
  const lower = word.toLowerCase();
  if (hasVerbFlags(lower)) return true;
  // Irregular verbs ("know", "take", "set") list their "-ing" form as an entry of its own.
  const ing = [`${lower}ing`, `${lower.replace(/e$/, '')}ing`, `${lower}${lower.slice(-1)}ing`];
  return lower.length > 2 && lexicon.known.has(lower) && ing.some((form) => lexicon!.known.has(form));
}

/** True when the dictionary flags the word's "-ed" or "-ing" forms, or lists doubled ones ("planned", "planning"). */
function hasVerbFlags(word: string): boolean {
  lexicon ??= load();
  const lower = word.toLowerCase();
  const doubled = lower + lower.slice(-1);
  return lexicon.verbs.has(lower) || (lexicon.known.has(`${doubled}ed`) && lexicon.known.has(`${doubled}ing`));
}
