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
  /** Entries with affix flags: their forms are all listed, so a missing verb form means the word is no verb. */
  flagged: Set<string>;
}

let lexicon: Lexicon | undefined;

function load(): Lexicon {
  const require = createRequire(import.meta.url);
  const known = new Set<string>();
  const verbs = new Set<string>();
  const nouns = new Set<string>();
  const flagged = new Set<string>();
  for (const name of ['dictionary-en', 'dictionary-en-gb', 'dictionary-en-au']) {
    const folder = path.dirname(require.resolve(name));
    const prefixes = prefixFlags(readFileSync(path.join(folder, 'index.aff'), 'utf8'));
    for (const line of readFileSync(path.join(folder, 'index.dic'), 'utf8').split('\n')) {
      const [word = '', flags = ''] = line.split('/');
      const lower = word.trim().toLowerCase();
      // A prefix flag makes more words from the same entry: "rive/CDSG" is also "derive", "derived", "deriving".
      const forms = [lower, ...[...flags].flatMap((flag) => (prefixes.has(flag) ? [`${prefixes.get(flag)}${lower}`] : []))];
      for (const form of forms) {
        known.add(form);
        if (flags.trim()) flagged.add(form);
        if (/[DG]/.test(flags)) verbs.add(form);
        // M makes the possessive ("heat's"): the word is a noun too.
        if (/M/.test(flags)) nouns.add(form);
      }
    }
  }
  return { known, verbs, nouns, flagged };
}

/** The affix file's prefix flags: "PFX C 0 de ." makes flag C add "de". */
function prefixFlags(aff: string): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const match of aff.matchAll(/^PFX (\S) +0 +(\S+) +\S+\s*$/gm)) prefixes.set(match[1]!, match[2]!);
  return prefixes;
}

/** True when a dictionary lists the word with affix flags, none of them making a verb form ("nuclear/K"). */
export function isFlaggedNonVerb(word: string): boolean {
  lexicon ??= load();
  const lower = word.toLowerCase();
  return lexicon.flagged.has(lower) && !isVerbInDictionary(lower);
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
  // Others list a past form ("derive" → "derived", "resolve" → "resolved").
  const forms = [`${lower}ing`, `${lower.replace(/e$/, '')}ing`, `${lower}${lower.slice(-1)}ing`, /e$/.test(lower) ? `${lower}d` : `${lower}ed`];
  return lower.length > 2 && lexicon.known.has(lower) && forms.some((form) => lexicon!.known.has(form));
}

/** True when the dictionary flags the word's "-ed" or "-ing" forms, or lists doubled ones ("planned", "planning"). */
function hasVerbFlags(word: string): boolean {
  lexicon ??= load();
  const lower = word.toLowerCase();
  const doubled = lower + lower.slice(-1);
  return lexicon.verbs.has(lower) || (lexicon.known.has(`${doubled}ed`) && lexicon.known.has(`${doubled}ing`));
}
