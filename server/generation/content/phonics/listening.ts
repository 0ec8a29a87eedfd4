import type { CheckItem } from '../../types.ts';
import { WORDING, WORDS } from './data.ts';
import { activity, ask, countingTo, example, isPicture, keyPoints, listed, materials, picturesFirst, say, type PhonicsLesson } from './lesson.ts';
import { take, type Skill } from './skill.ts';
import { isKnown, onsetAndRime, rhymeKey, soundsOf, syllableCounts, vowelOf } from './sounds.ts';

/** The skills children practise by listening to whole words and their parts: beats, rhymes, onsets and rimes. */

const NAMES = new Map(Object.entries(WORDS.names).map(([name, split]) => [name.toLowerCase(), { name, split }]));

/** How a word is clapped: the curated split, the word itself for one beat, or a plain instruction for a word the list lacks. */
function clapsOf(word: string): string {
  return WORDS.longerWords[word] ?? NAMES.get(word)?.split ?? (WORDS.words.includes(word) ? word : `${say(word)}, one clap for each beat`);
}

/** "3 claps", or "1 or 2 claps" where people say the word both ways ("fire"). */
const clapCount = (word: string) => {
  const counts = syllableCounts(word);
  return `${counts.join(' or ')} clap${counts.length === 1 && counts[0] === 1 ? '' : 's'}`;
};
const beats = (word: string) => syllableCounts(word)[0] ?? 0;

export const syllables: Skill = (lesson) => {
  const wording = WORDING.skills.syllables;
  // The teacher's longer words are clapped first; their one-beat words (a rhyming pair, say) are for other skills.
  const named = lesson.named.filter((w) => isKnown(w) && beats(w) > 1);
  const longer = picturesFirst(lesson.random.shuffle(Object.keys(WORDS.longerWords)));
  const short = lesson.random.shuffle(WORDS.pictures.filter((w) => WORDS.words.includes(w)));
  const byBeats = (n: number) => [...named, ...longer, ...short].filter((w) => beats(w) === n);
  const first = named.find((w) => beats(w) > 1) ?? byBeats(3)[0]!;
  const second = [...named, ...byBeats(2), ...byBeats(4)].find((w) => w !== first && beats(w) > 1)!;
  const values = (word: string) => ({ word: say(word), count: clapCount(word), split: clapsOf(word), counting: countingTo(beats(word)) });
  const practiceWords = take([...named, ...[1, 2, 2, 3, 3, 4].map((n, i) => byBeats(n)[i % 2 === 0 ? 1 : 2]!)], 6, (w) => w !== first && w !== second);
  const names = lesson.names ? lesson.random.shuffle([...NAMES.keys()]) : [];
  const modelNames = [1, 2, 3, 4].flatMap((n) => names.find((name) => beats(name) === n) ?? []);
  const practice: CheckItem[] = [
    ...modelNames.slice(0, 3).map((name) => ask(wording, 'clapName', { ...values(name), word: NAMES.get(name)!.name })),
    ...practiceWords.slice(0, 6 - Math.min(3, modelNames.length)).map((w) => ask(wording, 'clap', values(w))),
  ];
  const target = byBeats(3).find((w) => !practiceWords.includes(w) && w !== first) ?? first;
  const wrong = [byBeats(2).find((w) => !practiceWords.includes(w) && w !== second) ?? second, byBeats(1)[0]!];
  const cards = take([...byBeats(1).slice(2), ...byBeats(2).slice(3), ...byBeats(3).slice(3)].filter(isPicture), 6);
  const sorted = [1, 2, 3].flatMap((n) => take(byBeats(n).filter(isPicture), 2, (w) => !practiceWords.includes(w)));
  const namesText = listed(modelNames.map((name) => `${NAMES.get(name)!.name} (${clapCount(name)}: ${NAMES.get(name)!.split})`));
  return {
    keyPoints: keyPoints(wording, { word: say(first), count: clapCount(first), split: clapsOf(first) }),
    workedExamples: [example(wording, 'example', values(first)), example(wording, 'example', values(second))],
    practice,
    hinge: ask(wording, 'hinge', { count: clapCount(target), answer: target }, lesson.random.shuffle([target, ...wrong])),
    checks: [ask(wording, 'clap', values(practiceWords.at(-1) ?? second))],
    activities: [
      ...(lesson.names && modelNames.length ? [activity(wording.namesActivity!, { names: namesText })] : []),
      activity(wording.activity, {
        first: `${say(sorted[2] ?? first)}, ${clapsOf(sorted[2] ?? first)}`,
        key: listed(sorted.map((w) => `${say(w)} ${clapCount(w)}`)),
      }),
    ],
    materials: materials(wording, { cards: listed(take([...sorted, ...cards], 8).map(say)) }),
  };
};

/** The curated one-beat words that share each rhyme. */
let rhymeFamilies: Map<string, string[]> | undefined;
function families(): Map<string, string[]> {
  if (rhymeFamilies) return rhymeFamilies;
  rhymeFamilies = new Map();
  for (const word of WORDS.words) {
    const key = rhymeKey(word);
    if (key) rhymeFamilies.set(key, [...(rhymeFamilies.get(key) ?? []), word]);
  }
  return rhymeFamilies;
}
/** The curated words that rhyme with the word (the teacher's word need not be curated itself). */
export const rhymesOf = (word: string): string[] => (families().get(rhymeKey(word) ?? '') ?? []).filter((w) => w !== word);

const firstSound = (word: string) => soundsOf(word)?.[0]?.phonemes;
const rimeOf = (word: string) => onsetAndRime(word)?.rime;
/** What is left of a one-beat word without its first sound, as teachers write it: /at/. */
const end = (word: string) => `/${rimeOf(word) ?? word}/`;

/** A curated word that starts like the word but does not rhyme with it: "cat" and "cap". */
function sameStart(word: string, lesson: PhonicsLesson, not: string[] = []): string | undefined {
  const start = firstSound(word);
  const candidates = picturesFirst(lesson.random.shuffle(WORDS.words)).filter((w) => w !== word && !not.includes(w) && firstSound(w) === start && rimeOf(w) && rhymeKey(w) !== rhymeKey(word));
  // The same vowel too ("cat" and "cap") makes the ends the only difference to listen for.
  return candidates.find((w) => vowelOf(w) === vowelOf(word)) ?? candidates[0];
}

export const rhyme: Skill = (lesson) => {
  const wording = WORDING.skills.rhyme;
  const splittable = (w: string) => Boolean(rimeOf(w));
  // Every word the children hear split into a first sound and the rest must split cleanly ("kite" does not: k-i-t-e).
  const shuffledFamilies = lesson.random
    .shuffle([...families().values()].map((f) => f.filter(splittable)).filter((f) => f.length >= 3))
    .map((f) => picturesFirst(lesson.random.shuffle(f)));
  const pair =
    lesson.namedPairs.find(([a, b]) => rhymeKey(a) === rhymeKey(b) && splittable(a) && splittable(b)) ??
    lesson.named.filter(splittable).flatMap((w) => rhymesOf(w).filter(splittable).map((r) => [w, r] as const))[0] ??
    ([shuffledFamilies[0]![0]!, shuffledFamilies[0]![1]!] as const);
  const [a, b] = pair;
  const c = sameStart(a, lesson);
  const used = [a, b, ...(c ? [c] : [])];
  // The practice draws on other families, so no answer repeats the modelled words.
  const others = shuffledFamilies.filter((f) => !f.some((w) => used.includes(w) || rhymeKey(w) === rhymeKey(a)));
  const [f1, f2, f3] = [others[0]!, others[1]!, others[2]!];
  const [askA, askB] = [lesson.named.find((w) => w !== a && w !== b && rhymesOf(w).length && splittable(w)) ?? f1[0]!, f3[0]!];
  const sayRhyme = (word: string) => ask(wording, 'sayRhyme', { word: say(word), end: end(word), rhymes: listed(rhymesOf(word).slice(0, 6).map(say)) });
  const notRhyming = sameStart(f2[0]!, lesson, used) ?? f1.at(-1)!;
  const oddWord = sameStart(f1[1]!, lesson, [...used, notRhyming]) ?? f3.at(-1)!;
  // Card pairs are two pictures of one family: "snow" has a picture card, "blow" does not.
  const cardFamilies = others
    .slice(4)
    .map((f) => f.filter(isPicture))
    .filter((f) => f.length >= 2)
    .slice(0, 4);
  const practice: CheckItem[] = [
    sayRhyme(askA),
    ask(wording, 'thumbsUp', { a: say(f2[0]!), b: say(f2[1]!), end: end(f2[0]!) }),
    ask(wording, 'thumbsDown', { a: say(f2[0]!), b: say(notRhyming), endA: end(f2[0]!), endB: end(notRhyming) }),
    ask(wording, 'oddOneOut', { ...oddValues(lesson, [f1[1]!, f1[2]!], oddWord), end: end(f1[1]!) }),
    sayRhyme(askB),
  ];
  const hingeWord = f3[1]!;
  const hingeWrong = take([sameStart(hingeWord, lesson, used), ...others[3]!], 2, (w) => Boolean(w) && rhymeKey(w!) !== rhymeKey(hingeWord)) as string[];
  const hingeRight = rhymesOf(hingeWord).find((w) => w !== askB && isPicture(w)) ?? rhymesOf(hingeWord)[0]!;
  const pairs = [[a, b] as const, ...cardFamilies.map((f) => [f[0]!, f[1]!] as const)];
  const cards = lesson.random.shuffle(pairs.flat());
  return {
    keyPoints: keyPoints(wording, { a: say(a), b: say(b), end: end(a), ...(c ? { c: say(c), start: `/${soundsOf(a)![0]!.spelling}/` } : {}) }),
    workedExamples: [
      example(wording, 'exampleRhyme', { a: say(a), b: say(b), endA: end(a), endB: end(b) }),
      ...(c ? [example(wording, 'exampleNoRhyme', { a: say(a), b: say(c), endA: end(a), endB: end(c), start: `/${soundsOf(a)![0]!.spelling}/` })] : []),
    ],
    practice,
    hinge: ask(wording, 'hinge', { word: say(hingeWord), answer: hingeRight }, lesson.random.shuffle([hingeRight, ...hingeWrong])),
    checks: [sayRhyme(f1[0] !== askA ? f1[0]! : f2[2]!)],
    activities: [activity(wording.activity, { cards: listed(cards.map(say)), pairs: listed(pairs.map(([x, y]) => `${say(x)} and ${say(y)}`)) })],
    materials: materials(wording, { cards: listed(cards.map(say)) }),
  };
};

/** Two rhyming words and one that is not, in a shuffled order, with the odd one named. */
function oddValues(lesson: PhonicsLesson, rhyming: string[], odd: string): Record<string, string> {
  const [x, y, z] = lesson.random.shuffle([...rhyming, odd]).map(say);
  return { a: x!, b: y!, c: z!, odd: say(odd) };
}

/** Curated words by how they are spelled after the first sound: "at" → cat, hat, mat. */
function rimeFamilies(lesson: PhonicsLesson): string[][] {
  const byRime = new Map<string, string[]>();
  for (const word of WORDS.words) {
    const rime = rimeOf(word);
    if (rime) byRime.set(rime, [...(byRime.get(rime) ?? []), word]);
  }
  return lesson.random.shuffle([...byRime.values()].filter((f) => f.length >= 3));
}

export const onsetRime: Skill = (lesson) => {
  const wording = WORDING.skills.onsetRime;
  const split = (word: string) => {
    const parts = onsetAndRime(word)!;
    return { word: say(word), onset: `/${parts.onset}/`, rime: `/${parts.rime}/` };
  };
  const words = take([...lesson.named, ...picturesFirst(lesson.random.shuffle(WORDS.words))], 12, (w) => Boolean(onsetAndRime(w)));
  const [w1, w2, w3, w4, w5, w6, w7, ...rest] = words as [string, string, string, string, string, string, string, ...string[]];
  const family = rimeFamilies(lesson).find((f) => !f.includes(w1)) ?? rimeFamilies(lesson)[0]!;
  const familyRime = rimeOf(family[0]!)!;
  const sameOnset = WORDS.words.find((w) => w !== w7 && onsetAndRime(w)?.onset === onsetAndRime(w7)!.onset);
  const sameRime = WORDS.words.find((w) => w !== w7 && rimeOf(w) === rimeOf(w7));
  const wrong = [sameOnset, sameRime].filter((w): w is string => Boolean(w));
  return {
    keyPoints: keyPoints(wording, { ...split(w1), family: listed(family.slice(0, 4).map(say)) }),
    workedExamples: [example(wording, 'exampleBlend', split(w1)), example(wording, 'exampleSplit', split(w2))],
    practice: [
      ask(wording, 'blend', split(w3)),
      ask(wording, 'blend', split(w4)),
      ask(wording, 'split', split(w5)),
      ask(wording, 'split', split(w6)),
      ask(wording, 'family', { rime: `/${familyRime}/`, words: listed(family.map(say)) }),
    ],
    hinge: ask(wording, 'hinge', { ...split(w7), answer: w7 }, lesson.random.shuffle([w7, ...wrong])),
    checks: [ask(wording, 'blend', split(rest[0] ?? w2))],
    activities: [
      activity(wording.activity, {
        ...split(w1),
        list: listed(rest.slice(1, 6).map((w) => `${split(w).onset} … ${split(w).rime} (${say(w)})`)),
        familyRime: `/${familyRime}/`,
        family: listed(family.map(say)),
      }),
    ],
    materials: materials(wording, { cards: listed(take([w1, w2, w3, w4, w5, w6], 6, isPicture).map(say)) }),
  };
};
