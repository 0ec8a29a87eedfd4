import type { CheckItem, OutcomeContent, WorkedExample } from '../../types.ts';
import type { ContentSource } from '../index.ts';
import { seededRandom } from '../maths/random.ts';
import { binaryValue, placeValues, toBinary } from './binary.ts';
import { WORDING, activityText, ask, fill, listed } from './data.ts';
import {
  addition,
  carryingPair,
  freshNumber,
  hexToTen,
  hinge,
  letterExample,
  placesText,
  retrieval,
  toBinaryExample,
  toHexExample,
  toTen,
  type NumberLesson,
} from './lesson.ts';
import { pitchFor, teachesNumberBases } from './outcomes.ts';

export const NUMBER_BASES_KEYWORD_REF = 'Teachkit number-bases generator';

/** Numbers the teacher named: "convert 45", "13 in binary", and binary numerals such as "1011". */
function namedNumbers(text: string): { named: number[]; namedBits: string[] } {
  const lists = [...text.matchAll(/\b(?:convert|write|show|make|represent)\s+(\d{1,3}(?:\s*(?:,|and|&)\s*\d{1,3})*)(?!\d)|\b(\d{1,3})\s+(?:in|into|to|as)\s+(?:binary|hex)/gi)];
  const named = lists.flatMap(([, list, single]) => (list ?? single)!.match(/\d+/g)!.map(Number)).filter((n) => n <= 255);
  const namedBits = [...text.matchAll(/\b[01]{4,8}\b/g)].map(([bits]) => bits);
  return { named: [...new Set(named)], namedBits: [...new Set(namedBits)] };
}

const asItem = (w: WorkedExample): CheckItem => ({ prompt: w.problem, answer: w.answer });

/**
 * Binary and number bases for computing and digital technologies outcomes: conversions between base 10 and binary
 * worked on a place-value table, binary sums column by column, hexadecimal from Year 8, letters stored as numbers
 * where the outcome is about data, and the unplugged binary cards activity with its answer key. Pitched to the class:
 * four cards below Year 5, five cards in Years 5 and 6, a byte from Year 7. Undefined for outcomes that do not teach
 * binary.
 */
export const numberBasesContent: ContentSource = (outcome, context) => {
  if (!teachesNumberBases(outcome, context)) return undefined;
  const ten = outcome.framework === 'en-nc' ? WORDING.tenNames['en-nc'] : WORDING.tenNames.default;
  const pitch = pitchFor(outcome, context, ten);
  const lesson: NumberLesson = { random: seededRandom(`${context.seed}|${outcome.code}|number-bases`), pitch, ...namedNumbers(`${context.topic} ${context.description}`) };
  const { width } = pitch;
  const max = 2 ** width - 1;
  const used = new Set<number>(lesson.named);
  // The teacher's numbers first; one that needs more bits than the class's cards gets the bits it needs.
  const namedFirst = lesson.named.filter((n) => n > 0);
  const nextNumber = () => namedFirst.shift() ?? freshNumber(lesson, width, used);
  const fits = (n: number) => Math.max(width, toBinary(n).length);
  const writeNext = () => {
    const n = nextNumber();
    return toBinaryExample(n, fits(n));
  };
  // Two binary numbers named in a lesson with sums are the sum the class works; otherwise they are read.
  const namedSum = pitch.addition && lesson.namedBits.length >= 2 ? ([lesson.namedBits[0]!, lesson.namedBits[1]!] as const) : undefined;
  const bitsFirst = lesson.namedBits.slice(namedSum ? 2 : 0);

  // The modelled numbers use the top places, so every column of the table is read.
  const readBits = bitsFirst[0] ?? toBinary(freshNumber(lesson, width, used, 2 ** (width - 1)), width);
  const examples: WorkedExample[] = [toTen(readBits, ten), writeNext()];
  const parts = ['binary conversions'];
  const practice: CheckItem[] = [
    asItem(toTen(bitsFirst[1] ?? toBinary(freshNumber(lesson, Math.min(width, 4), used), Math.min(width, 4)), ten)),
    asItem(writeNext()),
    asItem(toTen(toBinary(freshNumber(lesson, width, used, 2 ** (width - 1)), width), ten)),
    asItem(writeNext()),
    ask('largest', { width, bits: toBinary(max, width), max, ten }),
    ask('patterns', { width: width + 1, count: 2 ** (width + 1), max: 2 ** (width + 1) - 1 }),
  ];
  const activities: string[] = [];
  if (pitch.addition) {
    parts.push('binary addition');
    const sumWidth = Math.min(width, 5);
    const modelled = addition(...(namedSum ?? carryingPair(lesson, Math.min(sumWidth, 4))), ten);
    examples.push(modelled);
    practice.push(asItem(addition(...carryingPair(lesson, sumWidth), ten)));
    const [a, b] = /(\d+) \+ (\d+)/.exec(modelled.problem)!.slice(1) as [string, string];
    const sum = modelled.answer;
    activities.push(activityText(WORDING.activities.sums, { width: sumWidth, a, b, sum, aValue: binaryValue(a), bValue: binaryValue(b), sumValue: binaryValue(sum), ten }));
  }
  if (pitch.hex) {
    parts.push('hexadecimal');
    examples.push(toHexExample(freshNumber(lesson, 8, used, 128)));
    practice.push(asItem(hexToTen(freshNumber(lesson, 8, used, 32), ten)), asItem(toHexExample(freshNumber(lesson, 8, used, 16))));
  }
  if (pitch.letters) {
    parts.push('letters as numbers');
    const word = lesson.random.pick(WORDING.messageWords);
    examples.push(letterExample(word[0]!, width));
    practice.push(asItem(letterExample(word.at(-1)!, width)));
  }
  if (width === 8) {
    const bytes = lesson.random.int(2, 6);
    practice.push(ask('bytes', { bytes, bitCount: bytes * 8 }));
  }

  const cardWidth = Math.min(width, 8);
  const calls = [...lesson.named.filter((n) => n <= 2 ** cardWidth - 1), freshNumber(lesson, cardWidth, used), freshNumber(lesson, cardWidth, used), freshNumber(lesson, cardWidth, used)].slice(0, 3);
  const key = listed(calls.map((n) => `${n} = ${toBinary(n, cardWidth)} (${placeValues(cardWidth).filter((p, i) => toBinary(n, cardWidth)[i] === '1').join(' + ')})`));
  const cardValues = { cardCount: cardWidth, places: listed(placeValues(cardWidth).map(String)), calls: listed(calls.map(String)), key, max: 2 ** cardWidth - 1, next: 2 ** cardWidth };
  activities.unshift(activityText(WORDING.activities.cards, cardValues));
  if (pitch.letters || width === 5) {
    const word = lesson.random.pick(WORDING.messageWords);
    const codes = listed([...word].map((l) => `${l} = ${l.charCodeAt(0) - 64} = ${toBinary(l.charCodeAt(0) - 64, 5)}`));
    activities.push(activityText(WORDING.activities.message, { word, codes, places: placesText(5) }));
  }

  const hingeNumber = freshNumber(lesson, width, used);
  const openCheck = toTen(toBinary(freshNumber(lesson, width, used), width), ten);
  const sample = toBinary(freshNumber(lesson, width, used, 2 ** (width - 1)), width);
  const kp = WORDING.keyPoints;
  const keyPoints = [
    kp.bits,
    fill(kp.places, { places: listed(placeValues(width).map(String)) }),
    fill(kp.reading, { bits: sample, sum: placeValues(width).filter((_, i) => sample[i] === '1').join(' + '), value: binaryValue(sample) }),
    fill(kp.count, { width, count: 2 ** width, max }),
    ...(width === 8 ? [kp.byte] : []),
    ...(pitch.addition ? [fill(kp.carry, { ten })] : []),
    ...(pitch.hex ? [kp.hex] : []),
    ...(pitch.letters ? [kp.letters] : []),
  ];
  const withCode = (items: CheckItem[]) => items.map((item) => ({ ...item, outcomeCode: outcome.code }));
  return {
    outcomeCode: outcome.code,
    source: fill(WORDING.source, { parts: listed(parts) }),
    keyPoints,
    priorKnowledge: WORDING.priorKnowledge.map((p) => fill(p, { ten })),
    misconceptions: [],
    keywords: WORDING.keywords
      .filter((k) => k.from <= context.grade && (k.term !== 'hexadecimal' || pitch.hex) && (k.term !== 'carry' || pitch.addition))
      .map((k) => ({ term: fill(k.term, { ten }), definition: k.definition, source: { kind: 'subject' as const, ref: NUMBER_BASES_KEYWORD_REF } })),
    workedExamples: examples,
    practice: withCode(practice),
    checks: withCode([hinge(lesson, hingeNumber, width), ask('why', {}), asItem(openCheck)]),
    retrieval: withCode(retrieval(lesson, ten)),
    texts: [],
    activities,
    materials: [fill(WORDING.materials.cards, cardValues), fill(WORDING.materials.table, { places: placesText(width) }), WORDING.materials.boards],
    safety: [],
  } satisfies OutcomeContent;
};

