import { describe, expect, it } from 'vitest';
import { markStudent, resultOf, type MarkedWork } from '../../server/domain/assessments/marking.ts';
import { proposeMarks, textFor, type StudentWork } from '../../server/domain/assessments/proposals.ts';
import { readFromKey } from '../../server/domain/assessments/reading/key.ts';
import { readPoint } from '../../server/domain/assessments/reading/points.ts';
import { plantsPaper } from './fixtures/plants-paper.ts';

const [choice, number, word] = plantsPaper.items;
const work = (answers: Record<string, string>, response = ''): StudentWork => ({ answers, response, submitted: true });
const stored = (answers: Record<string, string>, levels: Record<string, number> = {}, itemMarks: Record<string, number> = {}): MarkedWork => ({
  answers,
  response: '',
  submittedAt: new Date('2026-11-20T10:00:00Z'),
  levels,
  itemMarks,
});

describe('objective items are marked from the key at once', () => {
  it.each([
    ['B', true],
    ['(b)', true],
    ['carbon dioxide from the air.', true],
    ['B) carbon dioxide from the air', true],
    ['A soil', false],
    ['A lot of carbon dioxide from the air', true],
    ['A', false],
    ['the soil', false],
    ['I am not sure', false],
  ])('multiple choice by option: %j is %s', (answer, correct) => {
    expect(readFromKey(choice!, answer).correct).toBe(correct);
  });

  it.each([
    ['1200 g', true],
    ['1,200', true],
    ['1 200 g', true],
    ['1200g', true],
    ['x = 1200', true],
    ['1200 kg', false],
    ['120 g', false],
    ['about a kilo', false],
  ])('numbers compared as numbers, units and thousands separators tolerated: %j is %s', (answer, correct) => {
    expect(readFromKey(number!, answer).correct).toBe(correct);
  });

  it('compares a fraction with a decimal as numbers, and money with or without its sign', () => {
    expect(readFromKey({ kind: 'short-answer', answer: '3/4' }, '0.75')).toEqual({ correct: true, reason: '0.75 equals the key, 3/4.' });
    expect(readFromKey({ kind: 'short-answer', answer: '£4.50' }, '4.5')).toEqual({ correct: true, reason: '4.5 equals the key, £4.50.' });
    expect(readFromKey({ kind: 'short-answer', answer: '2' }, '2/4')).toEqual({ correct: false, reason: '2/4 is not the key, 2.' });
  });

  it.each([
    [' chlorophyll. ', true],
    ['CHLOROPHYLL', true],
    ['the chlorophyll', true],
    ['chloroplast', false],
  ])('short exact answers normalised for case, spacing and punctuation: %j is %s', (answer, correct) => {
    expect(readFromKey(word!, answer).correct).toBe(correct);
  });

  it('gives the key\'s marks at once, a blank handed-in answer none, and a blank unsubmitted one waits', () => {
    const handedIn = proposeMarks(plantsPaper, work({ q1: 'b', q2: '1,200 g' }));
    expect(handedIn.items.slice(0, 3).map((i) => [i.itemId, i.marks, i.reason])).toEqual([
      ['q1', 1, 'Chose B (Carbon dioxide from the air), the key.'],
      ['q2', 1, '1,200 g equals the key, 1200 g.'],
      ['q3', 0, 'No answer was given.'],
    ]);
    const answering = proposeMarks(plantsPaper, { answers: { q1: 'b' }, response: '', submitted: false });
    expect(answering.items[2]).toMatchObject({ itemId: 'q3', marks: null, reason: 'No answer yet.' });
  });
});

describe('written answers: marking points found and quoted exactly', () => {
  const ava = 'Plants make their own glucose from CO2 and water, because light energy is absorbed by the chlorophyll in their leaves. Oxygen comes out through the stomata.';

  it('finds each point by word forms, synonyms and numbers and quotes the sentence as written', () => {
    const reading = proposeMarks(plantsPaper, work({ q4: ava })).items[3]!;
    expect(reading).toMatchObject({ itemId: 'q4', read: 'points', from: 'answer', marks: 3, missing: [], reason: '3 of 3 marking points found.' });
    expect(reading.evidence.map((e) => [e.status, e.quote])).toEqual([
      ['found', 'Plants make their own glucose from CO2 and water, because light energy is absorbed by the chlorophyll in their leaves.'],
      ['found', 'Plants make their own glucose from CO2 and water, because light energy is absorbed by the chlorophyll in their leaves.'],
      ['found', 'Oxygen comes out through the stomata.'],
    ]);
  });

  it('does not count a point the student denies', () => {
    expect(readPoint('Plants do not make glucose, they take food from the soil.', 'Plants make glucose from carbon dioxide and water.').status).toBe('missing');
    expect(readPoint('Plants make glucose from carbon dioxide and water.', 'Plants make glucose from carbon dioxide and water.').status).toBe('found');
  });

  it('needs every number a point names', () => {
    expect(readPoint('The tree gained 164 lb while the soil lost 2 oz.', 'The tree gained 164 lb; the soil lost 2 oz.').status).toBe('found');
    expect(readPoint('The tree gained 100 lb while the soil lost 2 oz.', 'The tree gained 164 lb; the soil lost 2 oz.').status).toBe('partial');
  });

  it('quotes only words that are in the answer, for every student of a set', () => {
    const answers = [
      ava,
      'the plant gets food from the soil through its roots',
      'Glucose is made. Light.\nOxygen leaves the leaf by the stomata; water comes from the roots.',
      'photosynthesis: carbon dioxide + water -> glucose + oxygen, using sunlight',
    ];
    for (const q4 of answers) {
      const reading = proposeMarks(plantsPaper, work({ q4, q3: ' Chlorophyll ' }));
      const quotes = [...reading.items.flatMap((i) => i.evidence), ...reading.criteria.flatMap((c) => c.evidence)];
      expect(quotes.length).toBeGreaterThan(0);
      for (const e of quotes) expect(textFor(plantsPaper.items.find((i) => i.id === e.itemId)!, work({ q4, q3: ' Chlorophyll ' })).text).toContain(e.quote);
    }
  });

  it('reads the whole response for a written item with no answer of its own', () => {
    const reading = proposeMarks(plantsPaper, work({}, 'Q4. Plants make glucose from carbon dioxide and water in the light.'));
    expect(reading.items[3]).toMatchObject({ from: 'response', marks: 1 });
    expect(reading.items[0]).toMatchObject({ from: 'none', marks: 0 });
  });
});

describe('a level proposed per criterion, with its evidence', () => {
  it('proposes the top level only with every point made and a reason given, quoting both', () => {
    const reading = proposeMarks(plantsPaper, work({ q1: 'B', q2: '1200', q3: 'chlorophyll', q4: 'Plants make glucose from carbon dioxide and water, because they need food to grow.' }));
    expect(reading.criteria).toEqual([
      {
        criterionId: 'c1',
        level: 3,
        evidence: [
          { itemId: 'q4', quote: 'Plants make glucose from carbon dioxide and water, because they need food to grow.', status: 'found', point: 'Plants make glucose from carbon dioxide and water.' },
          { itemId: 'q1', quote: 'B', status: 'correct' },
          { itemId: 'q2', quote: '1200', status: 'correct' },
          { itemId: 'q3', quote: 'chlorophyll', status: 'correct' },
        ],
        reason: 'Question 4, the marking point this criterion names: made; 3 of 3 answers right from the key: every point made, with a reason given, so Extending.',
      },
    ]);
  });

  it('proposes the lowest level with "no evidence found" when the writing shows none, and nothing when there is nothing to read', () => {
    const jack = proposeMarks(plantsPaper, work({ q1: 'A', q4: 'Plants get their food from the soil.' })).criteria[0]!;
    expect(jack.level).toBe(0);
    expect(jack.reason).toBe('Question 4, the marking point this criterion names: not made; 0 of 3 answers right from the key: no evidence found, so Beginning.');
    const blank = proposeMarks(plantsPaper, { answers: {}, response: '', submitted: false }).criteria[0]!;
    expect(blank).toEqual({ criterionId: 'c1', level: null, evidence: [], reason: 'Nothing to read yet: no answer to question 1, question 2, question 3, question 4.' });
  });
});

describe('one source of truth for marks', () => {
  it('totals the paper\'s item marks: the key\'s at once, the extended response from the rubric level, the teacher\'s over both', () => {
    const mia = stored({ q1: 'B', q2: '1200 g', q3: 'chloroplast', q4: 'Plants make glucose from carbon dioxide and water.' });
    const readings = proposeMarks(plantsPaper, work(mia.answers)).items;
    expect(resultOf(plantsPaper, readings, mia)).toEqual({
      items: [
        { itemId: 'q1', marks: 1, max: 1, from: 'key' },
        { itemId: 'q2', marks: 1, max: 1, from: 'key' },
        { itemId: 'q3', marks: 0, max: 1, from: 'key' },
        { itemId: 'q4', marks: null, max: 3, from: null },
      ],
      score: 2,
      max: 6,
      percent: 33.3,
      band: null,
      marked: 0,
      complete: false,
    });
    // Proficient is 3 of the top level's 4 marks: 3 × 3/4 = 2.25, so 2 of question 4's 3 marks.
    expect(resultOf(plantsPaper, readings, { ...mia, levels: { c1: 2 } })).toMatchObject({ score: 4, max: 6, percent: 66.7, band: 'C', complete: true });
    expect(resultOf(plantsPaper, readings, { ...mia, levels: { c1: 2 }, itemMarks: { q3: 1 } })).toMatchObject({ score: 5, max: 6, band: 'B' });
  });
});

describe('feedback from the work', () => {
  const sentencesOf = (text: string, name: string) =>
    text
      .split(/(?<=[.!?…"])\s+(?=[A-Z])/)
      .map((s) => s.replaceAll(name, '<name>').trim())
      .filter(Boolean);

  it('quotes the student, agrees with the level and names exactly one next step', () => {
    const high = markStudent(plantsPaper, 'Ava Brown', stored({ q1: 'B', q2: '1200', q3: 'chlorophyll', q4: 'Plants make glucose from carbon dioxide and water, because they need food.' }, { c1: 3 }));
    expect(high.draftFeedback).toBe(
      'Ava showed they can explain how plants make their food: in question 4 they wrote "Plants make glucose from carbon dioxide and water, because they need food", and got 3 of 3 questions marked from the key right (questions 1, 2 and 3). Next step: build on "Plants make glucose from carbon dioxide and water, because they need food" by adding the point of question 4: Light energy is absorbed by chlorophyll.',
    );
    const low = markStudent(plantsPaper, 'Jack Hill', stored({ q1: 'A', q2: '1200', q3: 'chlorophyll', q4: 'Plants get their food from the soil.' }, { c1: 0 }));
    expect(low.draftFeedback).toBe(
      'In question 4 Jack wrote "Plants get their food from the soil", which does not yet show how to explain how plants make their food; still to show: plants make glucose from carbon dioxide and water. Jack got 2 of 3 questions marked from the key right; they answered "A" in question 1 (key: Carbon dioxide from the air). Next step: build on "Plants get their food from the soil" by adding the point of question 4: Plants make glucose from carbon dioxide and water.',
    );
    for (const text of [high.draftFeedback, low.draftFeedback]) expect(text.match(/Next step/g)).toHaveLength(1);
    expect(low.draftFeedback).not.toMatch(/showed they can/);
    expect(high.draftFeedback).not.toMatch(/does not yet|still to show/);
  });

  it('offers only words that make a marking point as showing a strength, whatever level the teacher gives', () => {
    const generous = markStudent(plantsPaper, 'Jack Hill', stored({ q4: 'Plants get their food from the soil.' }, { c1: 3 }));
    expect(generous.draftFeedback).toMatch(
      /^Jack reached Extending for explain how plants make their food; in question 4 they wrote "Plants get their food from the soil"\. Jack got 0 of 3 questions marked from the key right; left questions 1, 2 and 3 blank\. Next step: /,
    );
    expect(generous.draftFeedback).not.toMatch(/showed they can/);
  });

  it('shares no sentence between the students of a set, apart from their names', () => {
    const set: [string, Record<string, string>, number][] = [
      ['Ava Brown', { q1: 'B', q2: '1200', q3: 'chlorophyll', q4: 'Plants make glucose from carbon dioxide and water, because light energy is absorbed by chlorophyll.' }, 3],
      ['Ben Cole', { q1: 'B', q2: '1200', q3: 'chlorophyll', q4: 'They make glucose out of carbon dioxide and water in the leaves.' }, 2],
      ['Cleo Diaz', { q1: 'B', q2: '1200', q3: 'chlorophyll', q4: 'The leaf makes sugar from CO2 and water when it is light.' }, 2],
      ['Dev Patel', { q1: 'C', q2: '1200', q3: 'chlorophyll', q4: 'Light hits the leaf and oxygen comes out of the stomata.' }, 1],
      ['Eve Stone', { q1: 'A', q2: '12', q3: 'chlorophyll', q4: 'Plants eat soil.' }, 0],
      ['Finn Ward', { q1: 'A', q2: '1200', q3: 'leaf', q4: 'Water goes up from the roots.' }, 0],
    ];
    const seen = new Map<string, string>();
    for (const [name, answers, level] of set) {
      const { draftFeedback } = markStudent(plantsPaper, name, stored(answers, { c1: level }));
      for (const sentence of sentencesOf(draftFeedback, name.split(' ')[0]!)) {
        expect(seen.get(sentence), `"${sentence}" is in the feedback of ${seen.get(sentence)} and ${name}`).toBeUndefined();
        seen.set(sentence, name);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(set.length * 2);
  });
});
