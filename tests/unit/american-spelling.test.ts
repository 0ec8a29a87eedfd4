import { describe, expect, it } from 'vitest';
import { americanSpelling, inAmericanSpelling, writesAmerican } from '../../server/generation/english/spelling.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { OutcomeRef } from '../../server/generation/types.ts';

describe('American spelling for lessons on US standards', () => {
  it('changes the listed words and keeps their case', () => {
    expect(americanSpelling('Colour the favourite CENTRE of each shape grey.')).toBe('Color the favorite CENTER of each shape gray.');
    expect(americanSpelling('Pour 2 litres, then 250 millilitres, over 3 kilometres.')).toBe('Pour 2 liters, then 250 milliliters, over 3 kilometers.');
    expect(americanSpelling('Organise and summarise the data, then analyse it; recognising patterns is a generalisation.')).toBe(
      'Organize and summarize the data, then analyze it; recognizing patterns is a generalization.',
    );
  });

  it("keeps the words a line quotes from the teacher's description, and writes the rest of the line in American spelling", () => {
    const description = 'Two students with dyslexia need coloured overlays.';
    expect(americanSpelling('As the description asks ("coloured overlays"): colour-coded cards for each student.', description)).toBe(
      'As the description asks ("coloured overlays"): color-coded cards for each student.',
    );
    // Words the engine quotes itself are its own writing: a spoken prompt is in American spelling.
    expect(americanSpelling('Ask: "Which colour is the favourite?"', description)).toBe('Ask: "Which color is the favorite?"');
    expect(inAmericanSpelling({ support: ['Give the “coloured overlays” out before the colour sort.'] }, description)).toEqual({
      support: ['Give the “coloured overlays” out before the color sort.'],
    });
  });

  it('leaves words that only look British alone', () => {
    const text = 'Exercise: a precise, concise answer with emphasis; the water level will rise, otherwise the analysis is wrong.';
    expect(americanSpelling(text)).toBe(text);
  });

  it('keeps quotations (source titles, the teacher\'s material) and names from fixed lists (a Bloom level)', () => {
    const plan = {
      note: 'Use coloured counters.',
      contentSources: ['Colour in Mathematics Teaching (1994)'],
      texts: [{ body: 'My favourite colour is blue.', source: { kind: 'teacher', ref: 'upload' } }, { body: 'Pick a colour.', source: { kind: 'model', ref: 'x' } }],
      misconceptions: [{ misconception: 'A grey area.', source: 'Behaviour of Learners (2004)' }],
      successCriteria: [{ text: 'I can analyse a colour chart', bloomLevel: 'analyse', outcomeCode: 'RL.3.4' }],
    };
    expect(inAmericanSpelling(plan)).toEqual({
      note: 'Use colored counters.',
      contentSources: ['Colour in Mathematics Teaching (1994)'],
      texts: [{ body: 'My favourite colour is blue.', source: { kind: 'teacher', ref: 'upload' } }, { body: 'Pick a color.', source: { kind: 'model', ref: 'x' } }],
      misconceptions: [{ misconception: 'A gray area.', source: 'Behaviour of Learners (2004)' }],
      successCriteria: [{ text: 'I can analyze a color chart', bloomLevel: 'analyse', outcomeCode: 'RL.3.4' }],
    });
  });

  it('is for lessons whose outcomes are all US standards', () => {
    expect(writesAmerican([{ framework: 'us-ccss-math' }, { framework: 'us-ccss-ela' }])).toBe(true);
    expect(writesAmerican([{ framework: 'us-ccss-math' }, { framework: 'au-v9-math' }])).toBe(false);
    expect(writesAmerican([])).toBe(false);
  });

  it('writes a Grade 7 probability lesson on 7.SP.C.7 with "color" and a fair die', async () => {
    const outcome: OutcomeRef = {
      code: 'CCSS.Math.Content.7.SP.C.7a',
      shortCode: '7.SP.C.7a',
      framework: 'us-ccss-math',
      subject: 'Mathematics',
      strand: 'Statistics & Probability',
      levels: ['7'],
      statement:
        'Develop a uniform probability model by assigning equal probability to all outcomes, and use the model to determine probabilities of events.',
      elaborations: [],
    };
    const plan = await createOfflineGenerator(() => new Date('2026-11-24T00:00:00Z')).generateLessonPlan({
      title: 'Probability models',
      description: '',
      methodology: 'direct',
      yearLevel: 'Grade 7',
      subject: 'Mathematics',
      durationMinutes: 60,
      outcomes: [outcome],
      slices: [],
      enhancementEnabled: false,
    });
    const written = JSON.stringify({ ...plan, contentSources: [], misconceptions: plan.misconceptions?.map((m) => ({ ...m, source: '' })) });
    expect(written).toMatch(/colored counters|\bcolors?\b/);
    expect(written).not.toMatch(/\bcolour|\bfavourite|\blitre|\bcentre\b|\bdice is rolled/);
  });
});
