import { WORDING, WORDS } from './data.ts';
import { activity, ask, example, isPicture, keyPoints, listed, materials, picturesFirst, say } from './lesson.ts';
import { take, type Skill } from './skill.ts';
import { LONG_VOWELS, SHORT_VOWELS, isVowelSound, phonemesOf, soundsOf, vowelOf } from './sounds.ts';

/** The skills that tie sounds to letters: the sound each letter makes, and long and short vowels. */

type Kind = 'long' | 'short';

/**
 * Whether a one-beat word's vowel is short (the quick sound of "cap") or long (the letter's name, as in "cape"), and
 * which vowel letter it is; undefined for vowels that are neither (the "oo" of "moon", the "ar" of "car").
 */
export function vowelKind(word: string): { kind: Kind; letter: string } | undefined {
  const vowel = vowelOf(word);
  const phonemes = phonemesOf(word)?.map((p) => p.replace(/\d$/, '')) ?? [];
  if (!vowel || phonemes.filter((p) => /^[AEIOU]/.test(p)).length !== 1) return undefined;
  const after = phonemes[phonemes.findIndex((p) => p === vowel || (vowel === 'AA' && p === 'AO')) + 1];
  if (after === 'R') return undefined;
  if (SHORT_VOWELS[vowel]) return { kind: 'short', letter: SHORT_VOWELS[vowel] };
  // Long u says its name, "you": the "oo" of "moon" does not.
  if (vowel === 'UW') return phonemes.includes('Y') ? { kind: 'long', letter: 'u' } : undefined;
  return LONG_VOWELS[vowel] ? { kind: 'long', letter: LONG_VOWELS[vowel] } : undefined;
}

/** Short words that an e on the end turns long: cap → cape, kit → kite. */
const magicPairs = (): Array<readonly [string, string]> =>
  WORDS.words.flatMap((w) => {
    const [short, long] = [vowelKind(w), vowelKind(`${w}e`)];
    return WORDS.words.includes(`${w}e`) && short?.kind === 'short' && long?.kind === 'long' && short.letter === long.letter ? [[w, `${w}e`] as const] : [];
  });

export const vowels: Skill = (lesson) => {
  const wording = WORDING.skills.vowels;
  const pool = [...lesson.named.filter((w) => vowelKind(w)), ...picturesFirst(lesson.random.shuffle(WORDS.words.filter((w) => vowelKind(w))))];
  const ofKind = (kind: Kind) => pool.filter((w) => vowelKind(w)!.kind === kind);
  const [long, short] = [ofKind('long'), ofKind('short')];
  const pairs = lesson.random.shuffle(magicPairs());
  const describe = (word: string) => {
    const v = vowelKind(word)!;
    return { word: say(word), kind: v.kind === 'long' ? 'Long' : 'Short', name: v.letter.toUpperCase(), sound: `/${v.letter}/`, letter: v.letter };
  };
  const magicValues = ([s, l]: readonly [string, string]) => ({ short: say(s), long: say(l), letter: vowelKind(s)!.letter });
  const mixed = [long[1]!, short[1]!, short[2]!, long[2]!, long[3]!, short[3]!];
  const hingeLong = long[4]!;
  const hingeShort = take(short.slice(4), 2, (w) => vowelKind(w)!.letter === vowelKind(hingeLong)!.letter);
  const sorting = take([...long.slice(5).filter(isPicture).slice(0, 3), ...short.slice(5).filter(isPicture).slice(0, 3)], 6);
  return {
    keyPoints: keyPoints(wording, {
      short: listed(short.slice(0, 3).map(say)),
      long: listed(long.slice(0, 3).map((w) => `${say(w)} (${describe(w).name})`)),
      ...(pairs[0] ? { magic: `${say(pairs[0][0])} → ${say(pairs[0][1])}` } : {}),
    }),
    workedExamples: [
      example(wording, 'exampleLong', describe(long[0]!)),
      example(wording, 'exampleShort', describe(short[0]!)),
      // Reading an added e is for classes that read beyond consonant-vowel-consonant words.
      ...(pairs[1] && lesson.level > 0 ? [example(wording, 'exampleMagic', magicValues(pairs[1]))] : []),
    ],
    practice: [
      ...mixed.slice(0, lesson.level > 0 && pairs.length > 3 ? 4 : 6).map((w) => ask(wording, 'longShort', describe(w))),
      ...(lesson.level > 0 ? pairs.slice(2, 4).map((p) => ask(wording, 'magic', magicValues(p))) : []),
    ],
    hinge: ask(wording, 'hinge', { answer: hingeLong }, lesson.random.shuffle([hingeLong, ...(hingeShort.length === 2 ? hingeShort : short.slice(4, 6))])),
    checks: [ask(wording, 'longShort', describe(short[6] ?? short[0]!))],
    activities: [
      activity(wording.activity, {
        list: listed(sorting.map(say)),
        key: listed(sorting.map((w) => `${say(w)} ${describe(w).kind.toLowerCase()}`)),
        pairs: listed(pairs.slice(0, 3).map(([s]) => say(s))),
      }),
    ],
    materials: materials(wording, { cards: listed(sorting.map(say)) }),
  };
};

/** The letters taught with their usual sound at the start of a word; q and x start few words children know. */
const LETTERS = 'abcdefghijklmnoprstuvwyz'.split('');

/** The letter's most common sound as the word starts with it: "s" as in "sun", not the /z/ of "sure". */
function startsWithSoundOf(word: string, letter: string): boolean {
  const first = soundsOf(word)?.[0];
  if (first?.spelling !== letter) return false;
  return first.phonemes === { a: 'AE', e: 'EH', i: 'IH', o: 'AA', u: 'AH', c: 'K', g: 'G', s: 'S', y: 'Y' }[letter] || !/[aeioucgsy]/.test(letter);
}

export const letterSounds: Skill = (lesson) => {
  const wording = WORDING.skills.letterSounds;
  const all = [...WORDS.words, ...Object.keys(WORDS.longerWords)];
  // A word whose first sound is followed by its vowel ("cup", not "clown") lets the sound be heard on its own.
  const simpleStart = (w: string) => isVowelSound(soundsOf(w)![1] ?? soundsOf(w)![0]!) || isVowelSound(soundsOf(w)![0]!);
  const shuffled = [...lesson.named, ...picturesFirst(lesson.random.shuffle(all))].filter((w, i, list) => list.indexOf(w) === i);
  const wordsFor = (letter: string) => {
    const words = shuffled.filter((w) => startsWithSoundOf(w, letter));
    return [...words.filter(simpleStart), ...words.filter((w) => !simpleStart(w))];
  };
  const teachable = (l: string) => wordsFor(l).some(isPicture);
  const named = lesson.letters.filter((l) => LETTERS.includes(l) && teachable(l));
  const letters = [...named, ...lesson.random.shuffle(LETTERS.filter((l) => teachable(l) && !named.includes(l)))].slice(0, Math.max(7, named.length));
  const sound = (letter: string) => `/${letter}/`;
  const [first, ...rest] = letters as [string, ...string[]];
  const hingeLetter = rest.at(-1)!;
  const right = wordsFor(hingeLetter).find(isPicture)!;
  // Wrong choices start with another sound: for c, not "king" either, whose /k/ is the same sound.
  const hingeSound = soundsOf(right)![0]!.phonemes;
  const wrong = take(picturesFirst(lesson.random.shuffle(WORDS.words)), 2, (w) => Boolean(soundsOf(w)) && soundsOf(w)![0]!.phonemes !== hingeSound);
  const objects = letters.map((l) => wordsFor(l).find(isPicture)!);
  return {
    keyPoints: keyPoints(wording, {
      examples: listed(letters.slice(0, 3).map((l) => `${l} says ${sound(l)} as in ${say(wordsFor(l)[0]!)}`)),
      letter: first,
      sound: sound(first),
      word: say(wordsFor(first)[0]!),
    }),
    workedExamples: [first, rest[0]!].map((l) => example(wording, 'example', { letter: l, sound: sound(l), word: say(wordsFor(l)[0]!) })),
    practice: rest.slice(1, 6).map((l) => ask(wording, 'sound', { letter: l, sound: sound(l), words: listed(wordsFor(l).slice(0, 3).map(say)) })),
    hinge: ask(wording, 'hinge', { letter: hingeLetter, answer: right }, lesson.random.shuffle([right, ...wrong])),
    checks: [ask(wording, 'sound', { letter: first, sound: sound(first), words: listed(wordsFor(first).slice(0, 3).map(say)) })],
    activities: [activity(wording.activity, { objects: listed(objects.map(say)), key: listed(objects.map((w, i) => `${say(w)} ${sound(letters[i]!)}`)) })],
    materials: materials(wording, { cards: listed(objects.map(say)), letters: listed(letters) }),
  };
};
