import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
let ada: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.token({ sub: 'teacher-ada', email: 'ada@school.example', name: 'Ada' });
});
afterAll(() => t.close());

type Found = { shortCode: string; levels: string[]; framework: string }[];
const search = async (query: string) => {
  const res = await t.call('GET', `/api/syllabus/recommended/outcomes?${query}`, ada);
  return { status: res.statusCode, body: res.json() as Found };
};

describe('outcome search by year level', () => {
  it('keeps to Grade 4 when asked: the informational and literary summaries of Grade 4 and nothing of other grades', async () => {
    const everyGrade = await search('input=summarize%20the%20text&framework=us-ccss-ela&length=12');
    expect(everyGrade.body.some((o) => !o.levels.includes('4'))).toBe(true);
    const grade4 = await search('input=summarize%20the%20text&framework=us-ccss-ela&level=Grade%204&length=12');
    expect(grade4.status).toBe(200);
    expect(grade4.body.map((o) => o.shortCode)).toEqual(expect.arrayContaining(['RI.4.2', 'RL.4.2']));
    expect(grade4.body.every((o) => o.levels.includes('4'))).toBe(true);
  });

  it('takes a level as teachers write it: 4, Year 4 and Grade 4 find the same outcomes', async () => {
    const codes = async (level: string) => (await search(`input=fractions&market=us&level=${level}&length=30`)).body.map((o) => o.shortCode);
    const plain = await codes('4');
    expect(plain).toContain('4.NF.A.1');
    expect(plain).not.toContain('3.NF.A.3');
    expect(await codes('Year%204')).toEqual(plain);
    expect(await codes('Grade%204')).toEqual(plain);
  });

  it('finds Foundation outcomes when asked for Kindergarten, and the other way round', async () => {
    const k = await search('input=count&market=au&level=K&length=50');
    expect(k.body.length).toBeGreaterThan(0);
    expect(k.body.every((o) => o.levels.includes('F'))).toBe(true);
  });

  it('returns more than 12 when more are asked for (Show more)', async () => {
    const twelve = await search('input=fractions&market=us&length=12');
    const more = await search('input=fractions&market=us&length=24');
    expect(twelve.body).toHaveLength(12);
    expect(more.body).toHaveLength(24);
    expect(more.body.slice(0, 12)).toEqual(twelve.body);
  });

  it('answers 400 naming the level field for a level that is no year level', async () => {
    const res = await search('input=fractions&level=purple');
    expect(res.status).toBe(400);
    expect(res.body).toEqual([{ field: 'level', message: 'Give a year level such as 4, Year 4, Grade 4, K or F' }]);
  });
});
