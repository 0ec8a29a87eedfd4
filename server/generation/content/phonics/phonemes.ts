import type { CheckItem } from '../../types.ts';
import { WORDING } from './data.ts';
import {
  activity,
  ask,
  counted,
  countingTo,
  example,
  isPicture,
  joined,
  keyPoints,
  listed,
  materials,
  picturesFirst,
  say,
  soundableWords,
  soundsText,
} from './lesson.ts';
import { take, type Skill } from './skill.ts';
import { soundsOf, soundText, type Sound } from './sounds.ts';

/** The skills children practise sound by sound: hearing single sounds, blending, counting and changing them. */

const sounds = (word: string): Sound[] => soundsOf(word)!;
const nth = (word: string, at: number) => soundText(sounds(word).at(at)!);
const sameSound = (a: Sound | undefined, b: Sound | undefined) => Boolean(a && b && a.phonemes === b.phonemes);
/** The same sound spelled the same way: “cat” and “cup”, not “cat” and “king”, so the sound and its letter agree. */
const sameStart = (a: string, b: string) => sameSound(sounds(a)[0], sounds(b)[0]) && sounds(a)[0]!.spelling === sounds(b)[0]!.spelling;

/** Three words of the pool, two starting with one sound and one with another; undefined when the pool has none. */
function sameStartTriple(words: string[]): { pair: [string, string]; other: string } | undefined {
  for (const a of words) {
    const b = words.find((w) => w !== a && sameStart(w, a));
    const other = words.find((w) => !sameSound(sounds(w)[0], sounds(a)[0]));
    if (b && other) return { pair: [a, b], other };
  }
  return undefined;
}

export const isolating: Skill = (lesson) => {
  const wording = WORDING.skills.isolating;
  const words = soundableWords(lesson);
  const [w1, w2, w3, w4, w5, w6] = words as [string, string, string, string, string, string];
  const middle = words.slice(6).find((w) => sounds(w).length === 3) ?? w3;
  const triple = sameStartTriple(words.slice(7))!;
  const [x, y, z] = lesson.random.shuffle([...triple.pair, triple.other]);
  const pictures = picturesFirst(words.slice(7)).filter(isPicture);
  // The tray holds two things that start with the sound I spy and four that do not.
  const target = pictures.find((w) => pictures.some((v) => v !== w && sameStart(v, w))) ?? pictures[0]!;
  const start = sounds(target)[0];
  const differs = pictures.filter((w) => !sameSound(sounds(w)[0], start));
  const wrong = differs.slice(0, 2);
  const tray = lesson.random.shuffle([target, ...take(pictures, 1, (w) => w !== target && sameStart(w, target)), ...differs.slice(2, 6)]);
  const values = (word: string) => ({ word: say(word), sounds: soundsText(sounds(word)), first: nth(word, 0), last: nth(word, -1), middle: nth(word, 1) });
  return {
    keyPoints: keyPoints(wording, values(w1)),
    workedExamples: [example(wording, 'exampleFirst', values(w1)), example(wording, 'exampleLast', values(w2))],
    practice: [
      ask(wording, 'first', values(w3)),
      ask(wording, 'first', values(w4)),
      ask(wording, 'last', values(w5)),
      ask(wording, 'middle', values(middle)),
      ask(wording, 'sameStart', { a: say(x!), b: say(y!), c: say(z!), pair: listed(triple.pair.map(say)), sound: nth(triple.pair[0], 0) }),
    ],
    hinge: ask(wording, 'hinge', { sound: soundText(start!), answer: target }, lesson.random.shuffle([target, ...wrong])),
    checks: [ask(wording, 'last', values(w6))],
    activities: [
      activity(wording.activity, {
        objects: listed(tray.map(say)),
        sound: soundText(start!),
        key: listed(tray.map((w) => `${say(w)} ${nth(w, 0)}`)),
        same: listed(tray.filter((w) => sameStart(w, target)).map(say)),
      }),
    ],
    materials: materials(wording, { cards: listed(tray.map(say)) }),
  };
};

/** A word that differs from the target only in its last sound, and one that differs only in its first: dog → dot, log. */
function nearMisses(target: string, words: string[]): string[] {
  const t = sounds(target);
  const differsOnlyAt = (w: string, at: number) => {
    const s = sounds(w);
    return s.length === t.length && s.every((x, i) => (i === at ? !sameSound(x, t[i]) : sameSound(x, t[i])));
  };
  return take(words, 2, (w) => differsOnlyAt(w, t.length - 1) || differsOnlyAt(w, 0));
}

export const blending: Skill = (lesson) => {
  const wording = WORDING.skills.blending;
  const words = soundableWords(lesson);
  const byLength = [...words.slice(2, 7)].sort((a, b) => sounds(a).length - sounds(b).length);
  const pictures = picturesFirst(words.slice(7)).filter(isPicture);
  const withMisses = pictures.find((w) => nearMisses(w, pictures).length === 2) ?? pictures.find((w) => nearMisses(w, words).length === 2) ?? pictures[0]!;
  const misses = nearMisses(withMisses, pictures).length === 2 ? nearMisses(withMisses, pictures) : nearMisses(withMisses, words);
  const values = (word: string) => ({ word: say(word), sounds: soundsText(sounds(word)), joined: joined(sounds(word)) });
  const objects = take(pictures, 6, (w) => w !== withMisses);
  const hasDigraph = (w: string) => sounds(w).some((s) => s.spelling.length > 1);
  // Classes reading digraphs see two of them among the words they button.
  const reading = take([...words.filter(hasDigraph).slice(0, lesson.level > 0 ? 2 : 0), ...words], 6);
  const digraphs = [...new Set(reading.flatMap((w) => sounds(w).filter((s) => s.spelling.length > 1).map((s) => s.spelling)))];
  return {
    keyPoints: keyPoints(wording, values(words[0]!)),
    workedExamples: [example(wording, 'example', values(words[0]!)), example(wording, 'example', values(words[1]!))],
    practice: byLength.map((w) => ask(wording, 'blend', values(w))),
    hinge: ask(wording, 'hinge', { sounds: soundsText(sounds(withMisses)), answer: withMisses }, lesson.random.shuffle([withMisses, ...misses])),
    checks: [ask(wording, 'blend', values(objects.at(-1)!))],
    activities: [
      activity(wording.activity, {
        objects: listed(objects.map(say)),
        sounds: soundsText(sounds(objects[0]!)),
        word: say(objects[0]!),
        key: listed(objects.map((w) => `${say(w)} ${soundsText(sounds(w))}`)),
      }),
      // Sound buttons are read from written words: for classes reading beyond single letters.
      ...(lesson.level > 0
        ? [
            activity(wording.buttonsActivity!, {
              list: listed(reading.map(say)),
              digraphs: digraphs.length ? `such as ${listed(digraphs)}` : 'none in these words',
              key: listed(reading.map((w) => `${say(w)} ${sounds(w).map((s) => s.spelling).join(' | ')}`)),
            }),
          ]
        : []),
    ],
    materials: materials(wording, { cards: listed(objects.map(say)) }),
  };
};

export const segmenting: Skill = (lesson) => {
  const wording = WORDING.skills.segmenting;
  const words = soundableWords(lesson);
  const hasDigraph = (w: string) => sounds(w).some((s) => s.spelling.length > 1);
  const digraphWord = words.find(hasDigraph);
  const values = (word: string) => ({ word: say(word), sounds: soundsText(sounds(word)), count: counted(sounds(word).length, 'sound'), counting: countingTo(sounds(word).length) });
  const practiceWords = [...words.slice(2, 7)].sort((a, b) => sounds(a).length - sounds(b).length);
  const hingeWord = words.slice(7).find(hasDigraph) ?? words[7]!;
  const right = sounds(hingeWord).length;
  const wrong = [...new Set([hingeWord.length, right + 1, right - 1])].filter((n) => n !== right && n > 0).slice(0, 2);
  const boxWords = take(picturesFirst(words.slice(8)), 5);
  return {
    keyPoints: keyPoints(wording, {
      ...values(words[0]!),
      ...(digraphWord
        ? { digraphWord: say(digraphWord), letters: digraphWord.length, digraphCount: counted(sounds(digraphWord).length, 'sound'), digraphSounds: soundsText(sounds(digraphWord)) }
        : {}),
    }),
    workedExamples: [example(wording, 'example', values(words[0]!)), example(wording, 'example', values(words[1]!))],
    practice: practiceWords.map((w) => ask(wording, 'count', values(w))),
    hinge: ask(wording, 'hinge', { word: say(hingeWord), answer: String(right) }, lesson.random.shuffle([right, ...wrong].map(String))),
    checks: [ask(wording, 'count', values(words[7] === hingeWord ? words[8]! : words[7]!))],
    activities: [
      activity(wording.activity, {
        boxes: Math.max(...boxWords.map((w) => sounds(w).length)),
        word: say(boxWords[0]!),
        sounds: soundsText(sounds(boxWords[0]!)),
        key: listed(boxWords.map((w) => `${say(w)} ${soundsText(sounds(w))}`)),
      }),
    ],
    materials: materials(wording, { cards: listed(boxWords.map(say)) }),
  };
};

/** One step from a word to another that differs in one sound: where, and the sounds swapped. */
interface Change {
  from: string;
  to: string;
  at: number;
}

function changeBetween(from: string, to: string): Change | undefined {
  const [a, b] = [sounds(from), sounds(to)];
  if (a.length !== b.length) return undefined;
  // The sounds that stay are spelled the same too, so letter cards change one card: not "cut" to "kit".
  const differ = a.flatMap((s, i) => (sameSound(s, b[i]) && s.spelling === b[i]!.spelling ? [] : [i]));
  return differ.length === 1 && !sameSound(a[differ[0]!], b[differ[0]!]) ? { from, to, at: differ[0]! } : undefined;
}

/** A chain of words, each one sound away from the last, changing a different place each step where it can. */
function chainFrom(start: string, words: string[], length: number): Change[] {
  const chain: Change[] = [];
  let here = start;
  const seen = new Set([start]);
  while (chain.length < length - 1) {
    const steps = words.flatMap((w) => (seen.has(w) ? [] : (changeBetween(here, w) ?? []))) as Change[];
    const step = steps.find((s) => s.at !== chain.at(-1)?.at) ?? steps[0];
    if (!step) break;
    chain.push(step);
    seen.add(step.to);
    here = step.to;
  }
  return chain;
}

export const substituting: Skill = (lesson) => {
  const wording = WORDING.skills.substituting;
  const words = soundableWords(lesson);
  const chains = words.slice(0, 30).map((w) => chainFrom(w, words, 5));
  const chain = chains.find((c) => c.length >= 4) ?? chains.sort((a, b) => b.length - a.length)[0]!;
  const used = new Set(chain.flatMap((c) => [c.from, c.to]));
  const others = words.filter((w) => !used.has(w)).flatMap((w) => words.flatMap((v) => (v !== w && !used.has(v) ? (changeBetween(w, v) ?? []) : [])));
  const pick = (test: (c: Change) => boolean) => {
    const found = others.find((c) => test(c) && !used.has(c.from) && !used.has(c.to));
    if (found) [found.from, found.to].forEach((w) => used.add(w));
    return found;
  };
  const changes = [0, 2, 1, 0].map((at) => pick((c) => c.at === at) ?? pick(() => true)).filter((c): c is Change => Boolean(c));
  const minimalPairs = [1, 1].map(() => pick((c) => c.at === 1) ?? pick(() => true)).filter((c): c is Change => Boolean(c));
  const hinge = pick(() => true) ?? chain.at(-1)!;
  const values = (c: Change) => {
    const swapped = sounds(c.from).map((s, i) => (i === c.at ? sounds(c.to)[i]! : s));
    return { from: say(c.from), to: say(c.to), old: nth(c.from, c.at), new: nth(c.to, c.at), sounds: soundsText(sounds(c.from)), newSounds: soundsText(swapped) };
  };
  const hingeWrong = take(words, 1, (w) => w !== hinge.to && w !== hinge.from && Boolean(changeBetween(hinge.from, w)));
  const chainText = [say(chain[0]!.from), ...chain.map((c) => say(c.to))].join(' → ');
  const first: CheckItem[] = changes.map((c) => ask(wording, 'change', values(c)));
  return {
    keyPoints: keyPoints(wording, { chain: chainText, ...values(chain[0]!) }),
    workedExamples: chain.slice(0, 2).map((c) => example(wording, 'example', values(c))),
    practice: [...first, ...minimalPairs.map((c) => ask(wording, 'differ', { a: say(c.from), b: say(c.to), old: nth(c.from, c.at), new: nth(c.to, c.at) }))],
    hinge: ask(wording, 'hinge', { ...values(hinge), answer: hinge.to }, lesson.random.shuffle([hinge.to, hinge.from, ...hingeWrong])),
    checks: chain.slice(2, 3).map((c) => ask(wording, 'change', values(c))),
    activities: [activity(wording.activity, { first: say(chain[0]!.from), chain: chainText })],
    materials: materials(wording, {}),
  };
};

