import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '12' } });
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
const FRACTIONS = ['3.NF.A.3a', '3.NF.A.3b', '3.NF.A.3d'];
const FULL = FRACTIONS.map((c) => `CCSS.Math.Content.${c}`);

describe('units of work', () => {
  it('plans a four-week unit in which every outcome is introduced, practised, revisited and assessed', async () => {
    const token = await teacher('unit-teacher');
    const before = await consumed(token);
    const res = await t.call('POST', '/api/unit', token, { title: 'Equivalent fractions', yearLevel: 'Grade 3', subject: 'Mathematics', outcomes: FRACTIONS, weeks: 4, lessonsPerWeek: 2 });
    expect(res.statusCode).toBe(201);
    expect(await consumed(token)).toBe(before + 1);
    const unit = res.json();
    expect(unit.lessons).toHaveLength(8);
    expect(unit.lessons.map((l: { role: string }) => l.role)).toEqual(['introduce', 'practise', 'introduce', 'practise', 'introduce', 'practise', 'review', 'assess']);
    expect(unit.lessons.map((l: { outcomeCodes: string[] }) => l.outcomeCodes)).toEqual([[FULL[0]], [FULL[0]], [FULL[1]], [FULL[1]], [FULL[2]], [FULL[2]], FULL, FULL]);
    expect(unit.lessons.map((l: { revisitCodes: string[] }) => l.revisitCodes)).toEqual([[], [], [FULL[0]], [FULL[0]], [FULL[1]], [FULL[0]], [], []]);
    expect(unit.coverage.missing).toEqual([]);
    expect(unit.coverage.unassessed).toEqual([]);
    expect(unit.coverage.outcomes[0].cells).toEqual(['introduce', 'practise', 'revisit', 'revisit', null, 'revisit', 'review', 'assess']);
    expect(unit.notes).toEqual([]);
  });

  it('says when there are fewer lessons than outcomes, and still teaches every outcome', async () => {
    const token = await teacher('short-unit-teacher');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Fractions in a week', outcomes: FRACTIONS, weeks: 1, lessonsPerWeek: 2 })).json();
    expect(unit.lessons.map((l: { role: string }) => l.role)).toEqual(['introduce', 'introduce']);
    expect(unit.notes).toEqual([
      '2 lessons leave no room for an assessment lesson: assess within the last lesson, or add a lesson.',
      '3 outcomes in 2 teaching lessons: some lessons introduce 2 outcomes at once.',
    ]);
    expect(unit.coverage.missing).toEqual([]);
    expect(unit.coverage.unassessed).toEqual(FULL);
  });

  it("saves the teacher's reordered and inserted lessons, refusing outcomes the unit does not have", async () => {
    const token = await teacher('editing-unit-teacher');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Fractions', outcomes: FRACTIONS.slice(0, 2), weeks: 2, lessonsPerWeek: 2 })).json();
    const inserted = { id: 'mine', title: 'Fraction walls in the playground', role: 'practise', outcomeCodes: ['3.NF.A.3a'], revisitCodes: [], summary: 'Chalk fraction walls outside.', lessonId: null };
    const reordered = [unit.lessons[1], inserted, unit.lessons[0], ...unit.lessons.slice(2)];
    const saved = await t.call('POST', '/api/unit', token, { id: unit.id, lessons: reordered });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lessons.map((l: { id: string }) => l.id)).toEqual([unit.lessons[1].id, 'mine', unit.lessons[0].id, ...unit.lessons.slice(2).map((l: { id: string }) => l.id)]);
    expect(saved.json().lessons[1].outcomeCodes).toEqual([FULL[0]]);
    const stray = await t.call('POST', '/api/unit', token, { id: unit.id, lessons: [{ ...inserted, outcomeCodes: ['4.NF.A.1'] }] });
    expect(stray.json()).toEqual([{ field: 'lessons.0.outcomeCodes', message: '"4.NF.A.1" is not one of this unit\'s outcomes' }]);
  });

  it("plans the review and assessment lessons on the unit's topic, not on their outline titles", async () => {
    const token = await teacher('closing-lessons-teacher');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Britain 1745-1901: industry and empire', yearLevel: 'KS3', subject: 'History', outcomes: ['NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE'], weeks: 2, lessonsPerWeek: 2 })).json();
    expect(unit.lessons.map((l: { role: string }) => l.role)).toEqual(['introduce', 'practise', 'review', 'assess']);
    const made = (await t.call('POST', `/api/unit/${unit.id}/lessons`, token)).json();
    for (const [at, title] of [[2, 'Review the unit'], [3, 'Unit assessment']] as const) {
      const lesson = (await t.call('GET', `/api/lesson/${made.unit.lessons[at].lessonId}`, token)).json();
      expect(lesson.title).toBe(title);
      const said = JSON.stringify(lesson.phases).toLowerCase();
      expect(said).not.toContain(`on ${title.toLowerCase()}`);
      expect(said).not.toContain(`of ${title.toLowerCase()}`);
      expect(said).toContain('on britain 1745-1901: industry and empire');
    }
  });

  it('makes its lessons as real lessons linked back, stopping at the limit, and then keeps its sequence', async () => {
    const token = await teacher('lesson-making-teacher');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Fractions', yearLevel: 'Grade 3', outcomes: FRACTIONS.slice(0, 1), weeks: 1, lessonsPerWeek: 3 })).json();
    const made = (await t.call('POST', `/api/unit/${unit.id}/lessons`, token)).json();
    expect(made).toMatchObject({ created: 3, remaining: 0 });
    const first = made.unit.lessons[0];
    const lesson = (await t.call('GET', `/api/lesson/${first.lessonId}`, token)).json();
    expect(lesson.title).toBe(first.title);
    expect(lesson.outcomes.map((o: { code: string }) => o.code)).toEqual([FULL[0]]);
    expect(lesson.description).toContain('Part of the unit "Fractions", lesson 1 of 3.');
    expect((await t.call('POST', `/api/unit/${unit.id}/lessons`, token)).json()).toMatchObject({ created: 0, remaining: 0 });
    const again = await t.call('GET', `/api/unit/${unit.id}/generate`, token);
    expect(again.statusCode).toBe(409);

    const limited = await teacher('limited-unit-teacher');
    const big = (await t.call('POST', '/api/unit', limited, { title: 'Long unit', outcomes: FRACTIONS, weeks: 5, lessonsPerWeek: 3 })).json();
    const partial = (await t.call('POST', `/api/unit/${big.id}/lessons`, limited)).json();
    expect(partial.created).toBe(11);
    expect(partial.remaining).toBe(4);
    expect(partial.stopped).toBe('Your robot has hit the limit! It is back when the shift resets.');
    expect(partial.unit.lessons.filter((l: { lessonId: string | null }) => l.lessonId)).toHaveLength(11);
  });

  it('makes one lesson a call with ?max=1, so a screen can count them in, and refuses a max that is not a count', async () => {
    const token = await teacher('one-at-a-time-teacher');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Fractions', outcomes: FRACTIONS.slice(0, 1), weeks: 1, lessonsPerWeek: 2 })).json();
    const first = (await t.call('POST', `/api/unit/${unit.id}/lessons?max=1`, token)).json();
    expect(first).toMatchObject({ created: 1, remaining: 1 });
    expect(first.unit.lessons.map((l: { lessonId: string | null }) => l.lessonId === null)).toEqual([false, true]);
    expect((await t.call('POST', `/api/unit/${unit.id}/lessons?max=1`, token)).json()).toMatchObject({ created: 1, remaining: 0 });
    expect((await t.call('POST', `/api/unit/${unit.id}/lessons?max=0`, token)).json()).toEqual([{ field: 'max', message: 'max must be a whole number from 1 to 60' }]);
    expect((await t.call('POST', `/api/unit/${unit.id}/lessons?max=two`, token)).statusCode).toBe(400);
  });

  it('lists units a page at a time, most recently changed first, as every list pages', async () => {
    const token = await teacher('paging-unit-teacher');
    for (const title of ['First', 'Second', 'Third']) await t.call('POST', '/api/unit', token, { title, outcomes: FRACTIONS.slice(0, 1), weeks: 1, lessonsPerWeek: 1 });
    const first = (await t.call('GET', '/api/unit?pageSize=2', token)).json();
    expect(first.items.map((u: { title: string }) => u.title)).toEqual(['Third', 'Second']);
    expect(Object.keys(first.items[0]).sort()).toEqual(['id', 'lessonsPerWeek', 'outcomeCodes', 'subject', 'title', 'updatedAt', 'weeks', 'yearLevel']);
    const second = (await t.call('GET', `/api/unit?pageSize=2&continuationToken=${first.continuationToken}`, token)).json();
    expect(second).toMatchObject({ items: [{ title: 'First' }], continuationToken: null });
    // A well-formed token of the lessons list (["lessons", an instant, an id]) is not one of this list's.
    const lessonsToken = 'WyJsZXNzb25zIiwiMjAyNi0wMS0wMVQwMDowMDowMC4wMDAwMDBaIiwiMDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAwIl0';
    expect((await t.call('GET', `/api/unit?continuationToken=${lessonsToken}`, token)).json()).toEqual([
      { field: 'continuationToken', message: 'This continuationToken was not given out by this list; start again without it to get the first page' },
    ]);
  });

  it('gathers the unit glossary, refuses bad input and keeps other teachers out', async () => {
    const token = await teacher('glossary-unit-teacher');
    const other = await teacher('other-unit-teacher');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Functions', yearLevel: 'Grade 8', subject: 'Mathematics', outcomes: ['8.F.A.1'], weeks: 1, lessonsPerWeek: 3 })).json();
    const glossary = (await t.call('GET', `/api/unit/${unit.id}/glossary`, token)).json();
    expect(glossary.length).toBeGreaterThan(0);
    for (const entry of glossary) expect(entry.definition.split(' ').length).toBeGreaterThanOrEqual(4);
    expect((await t.call('POST', '/api/unit', token, { title: 'x', outcomes: [], weeks: 0 })).json()).toEqual([
      { field: 'outcomes', message: 'Choose at least one outcome: the sequence is planned from them' },
      { field: 'weeks', message: 'A unit lasts at least 1 week' },
    ]);
    expect((await t.call('POST', '/api/unit', token, { title: 'x', outcomes: ['8.F.A.1'], weeks: 20, lessonsPerWeek: 5 })).json()).toEqual([
      { field: 'lessonsPerWeek', message: 'A unit has at most 60 lessons' },
    ]);
    expect((await t.call('GET', `/api/unit/${unit.id}`, other)).json()).toEqual({ statusCode: 404, message: 'Unit not found' });
    expect((await t.call('POST', `/api/unit/${unit.id}/lessons`, other)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/unit/${unit.id}`, other)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/unit/${unit.id}`, token)).statusCode).toBe(204);
  });
});
