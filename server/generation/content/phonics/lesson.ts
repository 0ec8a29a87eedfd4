import type { CheckItem, WorkedExample } from '../../types.ts';
import type { Random } from '../maths/random.ts';
import { WORDS, type SkillWording } from './data.ts';
import { fill } from './template.ts';
import { isSoundable, isVowelSound, soundsOf, soundText, type Sound } from './sounds.ts';

/** What a skill needs to know about the lesson it is building for. */
export interface PhonicsLesson {
  random: Random;
  /**
   * How far the class decodes: 0 reads consonant-vowel-consonant words with single letters (cat, sun), 1 adds
   * consonant pairs and digraphs (frog, ship), 2 adds vowel teams (rain, boat).
   */
  level: 0 | 1 | 2;
  /** Words the teacher named in the title or description, in their order: these are used first. */
  named: string[];
  /** Pairs the teacher wrote together ("cat/hat"). */
  namedPairs: Array<readonly [string, string]>;
  /** Letters the teacher named ("s, a, t, p"), in their order. */
  letters: string[];
  /** The lesson claps the children's names. */
  names: boolean;
  /** Words of the kind the lesson asks for (with a consonant digraph, say) come before the others. */
  prefer: (word: string) => boolean;
}

/** A word as the plan quotes it to children: “cat”. */
export const say = (word: string): string => `“${word}”`;
/** A word's sounds as teachers write them: /sh/ /i/ /p/. */
export const soundsText = (sounds: Sound[]): string => sounds.map(soundText).join(' ');
/** A word's sounds pulled together, as children say them when they blend: sh-i-p. */
export const joined = (sounds: Sound[]): string => sounds.map((s) => s.spelling).join('-');
/** "3 sounds", "1 clap". */
export const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
/** "1, 2, 3": counting aloud up to n. */
export const countingTo = (n: number): string => Array.from({ length: n }, (_, i) => i + 1).join(', ');

const SHORT_VOWEL = /^(AE|EH|IH|AA|AH)$/;

/**
 * The level a one-beat word needs, or undefined when children cannot sound it out sound by sound (a split digraph as
 * in "cake", an r-controlled vowel as in "car", the two sounds of "x").
 */
export function decodingLevel(word: string): 0 | 1 | 2 | undefined {
  const sounds = soundsOf(word);
  if (!isSoundable(sounds) || sounds.filter(isVowelSound).length !== 1) return undefined;
  const vowel = sounds.find(isVowelSound)!;
  if (!SHORT_VOWEL.test(vowel.phonemes) || vowel.spelling.length > 1) return 2;
  // Kindergarten's consonant-vowel-consonant words leave out those ending in l, r or x (CCSS RF.K.2d).
  const cvc = sounds.length === 3 && isVowelSound(sounds[1]!) && sounds.every((s) => s.spelling.length === 1) && !/[lrx]$/.test(word);
  return cvc ? 0 : 1;
}

/** The curated one-beat words children can sound out at the lesson's level, the teacher's own first. */
export function soundableWords(lesson: PhonicsLesson, fits: (word: string) => boolean = () => true): string[] {
  const ok = (word: string, level: number) => {
    const needs = decodingLevel(word);
    return needs !== undefined && needs <= level && fits(word);
  };
  // The teacher's words are used at any level they can be sounded out: the teacher chose them for this class.
  const named = lesson.named.filter((w) => ok(w, 2));
  const rest = lesson.random.shuffle(WORDS.words.filter((w) => ok(w, lesson.level) && !named.includes(w)));
  return [...named, ...rest.filter(lesson.prefer), ...rest.filter((w) => !lesson.prefer(w))];
}

const PICTURES = new Set(WORDS.pictures);
/** Words first that a picture card or an object can show, so card games have cards. */
export const picturesFirst = (words: string[]): string[] => [...words.filter((w) => PICTURES.has(w)), ...words.filter((w) => !PICTURES.has(w))];
export const isPicture = (word: string): boolean => PICTURES.has(word);

function template(wording: SkillWording, name: string) {
  const found = wording.templates[name];
  if (!found) throw new Error(`The phonics wording for ${wording.name} has no template “${name}”`);
  return found;
}

/** A question from the skill's wording, filled with computed values. */
export function ask(wording: SkillWording, name: string, values: Record<string, string | number>, options?: string[]): CheckItem {
  const t = template(wording, name);
  return { prompt: fill(t.prompt, values), answer: fill(t.answer, values), ...(options ? { options } : {}) };
}

export function example(wording: SkillWording, name: string, values: Record<string, string | number>): WorkedExample {
  const t = template(wording, name);
  return { problem: fill(t.prompt, values), steps: (t.steps ?? []).map((s) => fill(s, values)), answer: fill(t.answer, values) };
}

export { activityText as activity, listed } from './template.ts';

/** The skill's materials, filled with this lesson's cards. */
export const materials = (wording: SkillWording, values: Record<string, string | number>): string[] => wording.materials.map((m) => fill(m, values));

/** The key points whose values this lesson has: a point with no example to give is left out rather than left empty. */
export function keyPoints(wording: SkillWording, values: Record<string, string | number>): string[] {
  return wording.keyPoints.filter((point) => [...point.matchAll(/\{(\w+)\}/g)].every(([, name]) => values[name!] !== undefined)).map((point) => fill(point, values));
}
