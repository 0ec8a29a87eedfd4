import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '6' } });
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
const FRACTIONS = ['3.NF.A.3a', '3.NF.A.3b'];

describe("a unit's assessment point made into an assessment", () => {
  it('makes the assessment on every outcome of the unit (one robot action), links it from the sequence, and keeps the link', async () => {
    const token = await teacher('unit-assessor');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Equivalent fractions', yearLevel: 'Grade 3', subject: 'Mathematics', outcomes: FRACTIONS, weeks: 2, lessonsPerWeek: 2 })).json();
    expect(unit.lessons.map((l: { role: string }) => l.role)).toEqual(['introduce', 'introduce', 'review', 'assess']);
    const before = await consumed(token);
    const made = await t.call('POST', `/api/unit/${unit.id}/assessment`, token);
    expect(made.statusCode).toBe(201);
    expect(made.json().created).toBe(true);
    expect(await consumed(token)).toBe(before + 1);
    const assessment = (await t.call('GET', `/api/assessment/${made.json().assessmentId}`, token)).json();
    expect(assessment.title).toBe(unit.lessons[3].title);
    expect(assessment.description).toBe('The assessment of the unit "Equivalent fractions".');
    expect(assessment.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b']);
    expect(assessment.rubric.criteria.length).toBeGreaterThanOrEqual(2);
    const linked = (await t.call('GET', `/api/unit/${unit.id}`, token)).json();
    expect(linked.lessons[3].assessmentId).toBe(made.json().assessmentId);
    // Asked again: the same assessment, nothing charged.
    expect((await t.call('POST', `/api/unit/${unit.id}/assessment`, token)).json()).toEqual({ assessmentId: made.json().assessmentId, created: false });
    expect(await consumed(token)).toBe(before + 1);
    // A sequence saved from a draft loaded before the assessment was made keeps the link.
    const reordered = [unit.lessons[1], unit.lessons[0], unit.lessons[2], unit.lessons[3]];
    const saved = (await t.call('POST', '/api/unit', token, { id: unit.id, lessons: reordered })).json();
    expect(saved.lessons[3].assessmentId).toBe(made.json().assessmentId);
  });

  it("answers 409 for a unit with no assessment point, and 404 for another teacher's unit", async () => {
    const token = await teacher('unit-no-point');
    const short = (await t.call('POST', '/api/unit', token, { title: 'A week of fractions', outcomes: FRACTIONS, weeks: 1, lessonsPerWeek: 2 })).json();
    const refused = await t.call('POST', `/api/unit/${short.id}/assessment`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This unit has no assessment point: give one lesson of its sequence the role "assess" and save it first');
    const other = await teacher('unit-stranger');
    expect((await t.call('POST', `/api/unit/${short.id}/assessment`, other)).json()).toEqual({ statusCode: 404, message: 'Unit not found' });
    expect((await t.call('POST', '/api/unit/not-a-uuid/assessment', token)).json()).toEqual({ statusCode: 404, message: 'Unit not found' });
  });
});
