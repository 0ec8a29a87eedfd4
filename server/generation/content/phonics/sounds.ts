import { createRequire } from 'node:module';

/**
 * How English words sound, from the CMU Pronouncing Dictionary (Carnegie Mellon University, 134,000 words in ARPAbet,
 * via the `cmu-pronouncing-dictionary` package): syllables, rhymes, onsets and the sounds of a word, computed from its
 * phonemes rather than guessed from its spelling.
 */

type Dictionary = Readonly<Record<string, string>>;
let dictionary: Dictionary | undefined;

/** The dictionary is 4.7 MB of source: it is read the first time a phonics lesson needs it, not when the server starts. */
function entries(): Dictionary {
  dictionary ??= (createRequire(import.meta.url)('cmu-pronouncing-dictionary') as { dictionary: Dictionary }).dictionary;
  return dictionary;
}

const isVowel = (phoneme: string) => /\d$/.test(phoneme);
const bare = (phoneme: string) => phoneme.replace(/\d$/, '');

/** Every pronunciation the dictionary lists for the word, its most common first; empty for a word it does not know. */
export function pronunciations(word: string): string[][] {
  const key = word.toLowerCase();
  const found: string[][] = [];
  for (let n = 1; ; n++) {
    const entry = entries()[n === 1 ? key : `${key}(${n})`];
    if (!entry) return found;
    found.push(entry.split(' '));
  }
}

/** The word's phonemes in its most common pronunciation, stress marked on vowels ("K AE1 T"); undefined when unknown. */
export const phonemesOf = (word: string): string[] | undefined => pronunciations(word)[0];

export const isKnown = (word: string): boolean => pronunciations(word).length > 0;

/** How many syllables each pronunciation has, fewest first: one vowel sound per syllable. "fire" is [1, 2]. */
export function syllableCounts(word: string): number[] {
  return [...new Set(pronunciations(word).map((p) => p.filter(isVowel).length))].sort((a, b) => a - b);
}

/** The number of sounds in the word's most common pronunciation: "ship" has 3, "frog" 4. */
export const phonemeCount = (word: string): number | undefined => phonemesOf(word)?.length;

/**
 * The dictionary is North American: it gives "dog" and "song" the vowel of "caught" but "frog" and "hot" the vowel of
 * "cot". Elsewhere (and for most American children) these all share one short o, so a lone "o" before anything but r
 * is heard as that vowel, and "dog" rhymes with "frog".
 */
function shortO(phonemes: string[], word: string): string[] {
  if (!/o/.test(word) || /au|aw|al|ough|oa|ou|ow/.test(word)) return phonemes;
  return phonemes.map((p, i) => (bare(p) === 'AO' && phonemes[i + 1] !== 'R' ? p.replace('AO', 'AA') : p));
}

/** The word's phonemes as children across English-speaking classrooms hear them: the most common pronunciation, short o as one vowel. */
function heard(word: string): string[] | undefined {
  const phonemes = phonemesOf(word);
  return phonemes && shortO(phonemes, word.toLowerCase());
}

/**
 * What a rhyme must share: the sounds from the last stressed vowel to the end ("cat" and "hat" share AE T; "cat" and
 * "cot" do not). Undefined for an unknown word.
 */
export function rhymeKey(word: string): string | undefined {
  const sounds = heard(word);
  if (!sounds) return undefined;
  const stressed = sounds.findLastIndex((p) => p.endsWith('1'));
  const start = stressed >= 0 ? stressed : sounds.findLastIndex(isVowel);
  return sounds.slice(Math.max(0, start)).map(bare).join(' ');
}

export const rhymes = (a: string, b: string): boolean => a.toLowerCase() !== b.toLowerCase() && rhymeKey(a) !== undefined && rhymeKey(a) === rhymeKey(b);

/** The vowel sound of a one-syllable word without its stress mark ("AE" in "cat"), after the short-o reading above. */
export function vowelOf(word: string): string | undefined {
  const vowel = heard(word)?.find(isVowel);
  return vowel && bare(vowel);
}

/** The long vowels, each of which "says its name" in phonics teaching, and the short ones taught beside them. */
export const LONG_VOWELS: Readonly<Record<string, string>> = { EY: 'a', IY: 'e', AY: 'i', OW: 'o', UW: 'u' };
export const SHORT_VOWELS: Readonly<Record<string, string>> = { AE: 'a', EH: 'e', IH: 'i', AA: 'o', AH: 'u' };

/**
 * The spellings a beginning reader meets and the phonemes each can spell, longest spelling first so "sh" is read
 * before "s". A word whose letters cannot be matched to its phonemes with these (a split digraph as in "cake", a
 * silent letter) is not used where children say or count its sounds.
 */
const GRAPHEMES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['tch', ['CH']],
  ['igh', ['AY']],
  ['air', ['EH R']],
  ['ear', ['IH R', 'EH R']],
  ['sh', ['SH']],
  ['ch', ['CH']],
  ['th', ['TH', 'DH']],
  ['ck', ['K']],
  ['ng', ['NG']],
  ['qu', ['K W']],
  ['wh', ['W']],
  ['ll', ['L']],
  ['ss', ['S']],
  ['ff', ['F']],
  ['zz', ['Z']],
  ['bb', ['B']],
  ['dd', ['D']],
  ['gg', ['G']],
  ['mm', ['M']],
  ['nn', ['N']],
  ['pp', ['P']],
  ['rr', ['R']],
  ['tt', ['T']],
  ['ai', ['EY']],
  ['ay', ['EY']],
  ['ee', ['IY']],
  ['ea', ['IY']],
  ['oa', ['OW']],
  ['ow', ['OW', 'AW']],
  ['ou', ['AW']],
  ['oo', ['UW', 'UH']],
  ['ar', ['AA R']],
  ['or', ['AO R']],
  ['er', ['ER']],
  ['ir', ['ER']],
  ['ur', ['ER']],
  ['oi', ['OY']],
  ['oy', ['OY']],
  // The unstressed vowel (AH, IH) of longer words such as "lemon" and "pencil" can be spelled by any vowel letter.
  ['a', ['AE', 'AO', 'AH', 'EY']],
  ['e', ['EH', 'IY', 'AH', 'IH']],
  ['i', ['IH', 'AH', 'AY']],
  ['o', ['AA', 'AO', 'OW', 'AH']],
  ['u', ['AH', 'UH', 'UW']],
  ['y', ['Y', 'AY', 'IY']],
  ['b', ['B']],
  ['c', ['K']],
  ['d', ['D']],
  ['f', ['F']],
  ['g', ['G']],
  ['h', ['HH']],
  ['j', ['JH']],
  ['k', ['K']],
  ['l', ['L']],
  ['m', ['M']],
  ['n', ['N']],
  ['p', ['P']],
  ['r', ['R']],
  ['s', ['S', 'Z']],
  ['t', ['T']],
  ['v', ['V']],
  ['w', ['W']],
  ['x', ['K S']],
  ['z', ['Z']],
];

/** One sound of a word and the letters that spell it: /sh/ in "ship" is spelled "sh". */
export interface Sound {
  spelling: string;
  /** ARPAbet phonemes without stress: "SH", or "K S" for the x of "box". */
  phonemes: string;
}

/** Words already split: a lesson asks about the same few hundred words many times. */
const soundsCache = new Map<string, Sound[] | undefined>();

/**
 * The word split into its sounds, each with the letters that spell it ("ship" → sh, i, p), or undefined when its
 * letters do not match its phonemes letter by letter. Tries every reading of every spelling, so "th" in "moth" can be
 * one sound while "t" and "h" in "hothouse" are two.
 */
export function soundsOf(word: string): Sound[] | undefined {
  const spelling = word.toLowerCase();
  if (!soundsCache.has(spelling)) soundsCache.set(spelling, splitIntoSounds(spelling));
  return soundsCache.get(spelling);
}

function splitIntoSounds(spelling: string): Sound[] | undefined {
  const phonemes = heard(spelling)?.map(bare);
  if (!phonemes || !/^[a-z]+$/.test(spelling)) return undefined;
  const split = (at: number, next: number): Sound[] | undefined => {
    if (at === spelling.length) return next === phonemes.length ? [] : undefined;
    for (const [letters, readings] of GRAPHEMES) {
      if (!spelling.startsWith(letters, at)) continue;
      for (const reading of readings) {
        const parts = reading.split(' ');
        if (parts.some((p, i) => phonemes[next + i] !== p)) continue;
        const rest = split(at + letters.length, next + parts.length);
        if (rest) return [{ spelling: letters, phonemes: reading }, ...rest];
      }
    }
    return undefined;
  };
  return split(0, 0);
}

export const isVowelSound = (sound: Sound): boolean => /^(AE|AO|AA|AH|UH|EH|IH|IY|EY|AY|OW|UW|AW|OY|ER)\b/.test(sound.phonemes);

/** The word's onset (the sounds before its vowel) and rime (the vowel and the rest), as spelled: "sh" + "ip". */
export function onsetAndRime(word: string): { onset: string; rime: string } | undefined {
  const sounds = soundsOf(word);
  const vowel = sounds?.findIndex(isVowelSound) ?? -1;
  if (!sounds || vowel <= 0 || sounds.slice(vowel + 1).some(isVowelSound)) return undefined;
  const join = (part: Sound[]) => part.map((s) => s.spelling).join('');
  return { onset: join(sounds.slice(0, vowel)), rime: join(sounds.slice(vowel)) };
}

/** A sound as teachers write it: the letters that spell it between slashes, "/sh/". */
export const soundText = (sound: Sound): string => `/${sound.spelling}/`;

/**
 * True when every spelling in the word is one phoneme: the words children sound out and count. "car" is left out,
 * because phonics counts its "ar" as one sound where the dictionary has two phonemes, and so is the "x" of "box".
 */
export const isSoundable = (sounds: Sound[] | undefined): sounds is Sound[] => Boolean(sounds?.every((s) => !s.phonemes.includes(' ')));
