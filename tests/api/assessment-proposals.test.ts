import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  id: string;
  kind: string;
  answer: string;
  markingPoints: string[];
  marks: number;
}

async function markedClass(sub: string) {
  const token = await t.token({ sub, email: `${sub}@school.example`, name: sub });
  const a = (await t.call('POST', '/api/assessment', token, { title: 'Fractions check', outcomes: ['3.NF.A.3a'] })).json();
  const [ava] = (await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: ['Ava Brown'] })).json().students;
  const items = a.items as Item[];
  return { token, a, ava, items, marks: `/api/assessment/${a.id}/marks/${ava.id}`, written: items.find((i) => i.kind === 'extended-response')! };
}

describe('marking that reads the work', () => {
  it('proposes from the answers the teacher transcribed; nothing but the key counts until the teacher accepts', async () => {
    const { token, a, items, marks, written } = await markedClass('reading-teacher');
    const [first, second] = items.filter((i) => i.kind !== 'extended-response');
    const text = 'Equivalent fractions are the same size, because they sit at the same point on a number line. I drew a fraction wall.';
    const saved = (await t.call('PUT', marks, token, { answers: { [first!.id]: first!.answer, [second!.id]: '999', [written.id]: text } })).json();
    expect(saved.answers).toEqual({ [first!.id]: first!.answer, [second!.id]: '999', [written.id]: text });
    expect(saved.items.filter((i: { from: string | null }) => i.from === 'key').map((i: { marks: number }) => i.marks)).toEqual([1, 0]);
    expect(saved).toMatchObject({ score: 1, max: 10, levels: {}, band: null, complete: false });

    const proposals = (await t.call('GET', `${marks}/proposals`, token)).json();
    expect(proposals).toMatchObject({ studentId: saved.studentId, engine: 'offline' });
    const reading = proposals.items.find((i: { itemId: string }) => i.itemId === written.id);
    // The fraction wall is named but not what it shows: that point is only partly made, over both sentences.
    expect(reading).toMatchObject({ read: 'points', from: 'answer', marks: 1, max: 3, reason: '1 of 3 marking points found, 1 partly.' });
    expect(reading.evidence.map((e: { status: string; quote: string }) => [e.status, e.quote])).toEqual([
      ['found', 'Equivalent fractions are the same size, because they sit at the same point on a number line.'],
      ['partial', text],
    ]);
    const [criterion] = proposals.criteria;
    // The rubric's Proficient descriptor names the first point, which is made; one of the two key answers is right:
    // the choice's 1 mark of the two key items' 3 (the missing number is worth its 2 calculations):
    // (3 marks × 1 + 1 mark right) / 6 = 67%.
    expect(criterion).toMatchObject({ criterionId: a.rubric.criteria[0].id, level: 2 });
    expect(criterion.reason).toBe('Question 5, the marking point this criterion names: made; 1 of 2 answers right from the key: 67% of what was asked shown, so Proficient.');
    for (const e of [...proposals.items, ...proposals.criteria].flatMap((p: { evidence: { itemId: string; quote: string }[] }) => p.evidence)) expect(saved.answers[e.itemId]).toContain(e.quote);

    // Accepting the proposed level is one call; the extended response then takes its marks from it.
    const accepted = (await t.call('PUT', marks, token, { levels: { [criterion.criterionId]: criterion.level } })).json();
    // Proficient: 3 of the top level's 4 marks, so 2.25 of 3, rounded to 2.
    expect(accepted.items.find((i: { itemId: string }) => i.itemId === written.id)).toEqual({ itemId: written.id, marks: 2, max: 3, from: 'rubric' });
  });

  it('lets the teacher mark any item over the key or the rubric, and give it back', async () => {
    const { token, items, marks, written } = await markedClass('overriding-teacher');
    const [first] = items;
    await t.call('PUT', marks, token, { answers: { [first!.id]: 'not the answer' } });
    const over = (await t.call('PUT', marks, token, { itemMarks: { [first!.id]: 1, [written.id]: 1.5 } })).json();
    expect(over.itemMarks).toEqual({ [first!.id]: 1, [written.id]: 1.5 });
    expect(over.items.filter((i: { from: string | null }) => i.from === 'teacher').map((i: { itemId: string; marks: number }) => [i.itemId, i.marks])).toEqual([
      [first!.id, 1],
      [written.id, 1.5],
    ]);
    const back = (await t.call('PUT', marks, token, { itemMarks: { [first!.id]: null } })).json();
    expect(back.itemMarks).toEqual({ [written.id]: 1.5 });
    expect(back.items[0]).toEqual({ itemId: first!.id, marks: 0, max: first!.marks, from: 'key' });
    // A blank answer takes the answer out.
    expect((await t.call('PUT', marks, token, { answers: { [first!.id]: '  ' } })).json().answers).toEqual({});
  });

  it('says what is wrong with an answer or an item mark, in the spec\'s shape, and keeps what was there', async () => {
    const { token, items, marks, written } = await markedClass('careful-marker');
    await t.call('PUT', marks, token, { itemMarks: { [written.id]: 2 } });
    const bad = await t.call('PUT', marks, token, { answers: { ghost: 'x' }, itemMarks: { [written.id]: 4, [items[0]!.id]: 0.3, phantom: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      { field: 'answers.ghost', message: 'The paper has no item "ghost"' },
      { field: `itemMarks.${written.id}`, message: 'Question 5 takes a mark from 0 to 3, in whole or half marks' },
      { field: `itemMarks.${items[0]!.id}`, message: 'Question 1 takes a mark from 0 to 1, in whole or half marks' },
      { field: 'itemMarks.phantom', message: 'The paper has no item "phantom"' },
    ]);
    const notText = await t.call('PUT', marks, token, { answers: { [written.id]: 42 } });
    expect(notText.json()).toEqual([{ field: `answers.${written.id}`, message: 'An answer must be text' }]);
    const results = (await t.call('GET', marks.replace(/\/marks\/.*/, '/results'), token)).json();
    expect(results.students[0].itemMarks).toEqual({ [written.id]: 2 });
    expect((await t.call('GET', `${marks.replace(/[^/]+$/, 'nobody')}/proposals`, token)).json()).toEqual({ statusCode: 404, message: 'Student not found on this class list' });
  });
});
