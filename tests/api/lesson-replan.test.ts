import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
let ada: string;
let grace: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.token({ sub: 'replan-ada', email: 'ada@school.example', name: 'Ada' });
  grace = await t.token({ sub: 'replan-grace', email: 'grace@school.example', name: 'Grace' });
});
afterAll(() => t.close());

const brief = { title: 'Equivalent fractions', yearLevel: '3', subject: 'Mathematics', durationMinutes: 60, outcomes: ['3.NF.A.3a'] };
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
type Planned = {
  id: string;
  joinCode: string | null;
  outcomes: { code: string }[];
  phases: { outcomeCodes: string[] }[];
  provenance: { outcomeCodes: string[] };
};

describe('POST /api/lesson/{id}/replan', () => {
  it('plans the lesson again from its changed outcomes, for one robot action, keeping its join code', async () => {
    const created = (await t.call('POST', '/api/lesson', ada, brief)).json() as Planned;
    const code = (await t.call('POST', `/api/lesson/${created.id}/join/regenerate`, ada, {})).json().joinCode;
    await t.call('POST', '/api/lesson', ada, { id: created.id, outcomes: ['3.NF.A.3a', '4.NF.A.1'] });
    const saved = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json() as Planned;
    expect(saved.phases.flatMap((p) => p.outcomeCodes)).not.toContain('CCSS.Math.Content.4.NF.A.1');
    expect(saved.provenance.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a']);
    const before = await consumed(ada);

    const res = await t.call('POST', `/api/lesson/${created.id}/replan`, ada, {});
    expect(res.statusCode).toBe(200);
    const replanned = res.json() as Planned;
    expect(replanned.phases.flatMap((p) => p.outcomeCodes)).toContain('CCSS.Math.Content.4.NF.A.1');
    expect(replanned.provenance.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.4.NF.A.1']);
    expect(replanned.joinCode).toBe(code);
    expect(await consumed(ada)).toBe(before + 1);
  });

  it('refuses a lesson whose outcomes were all removed, saying to choose one, and charges nothing', async () => {
    const created = (await t.call('POST', '/api/lesson', ada, brief)).json() as Planned;
    const emptied = await t.call('POST', '/api/lesson', ada, {
      id: created.id,
      outcomes: [],
      phases: (created as unknown as { phases: { outcomeCodes: string[] }[] }).phases.map((p) => ({ ...p, outcomeCodes: [] })),
      successCriteria: [],
    });
    expect(emptied.statusCode).toBe(200);
    const before = await consumed(ada);
    const res = await t.call('POST', `/api/lesson/${created.id}/replan`, ada, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'outcomes', message: 'Choose at least one curriculum outcome: the plan is built from what its outcomes say' }]);
    expect(await consumed(ada)).toBe(before);
  });

  it("answers 404 for another teacher's lesson and a made-up id, and 400 for fields", async () => {
    const created = (await t.call('POST', '/api/lesson', ada, brief)).json() as Planned;
    expect((await t.call('POST', `/api/lesson/${created.id}/replan`, grace, {})).statusCode).toBe(404);
    expect((await t.call('POST', '/api/lesson/not-a-lesson/replan', ada, {})).statusCode).toBe(404);
    const fields = await t.call('POST', `/api/lesson/${created.id}/replan`, ada, { title: 'x' });
    expect(fields.statusCode).toBe(400);
  });
});

describe('the outcomes a plan was made from', () => {
  it('an ordinary save of new outcomes or other edits keeps them', async () => {
    const created = (await t.call('POST', '/api/lesson', ada, brief)).json() as Planned;
    expect(created.provenance.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a']);
    const res = await t.call('POST', '/api/lesson', ada, { id: created.id, outcomes: ['3.NF.A.3a', '4.NF.A.1'] });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Planned;
    expect(saved.outcomes.map((o) => o.code)).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.4.NF.A.1']);
    expect(saved.provenance.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a']);
    await t.call('POST', '/api/lesson', ada, { id: created.id, title: 'Fractions on a number line' });
    const read = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json() as Planned;
    expect(read.provenance.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a']);
  });
});

describe('POST /api/lesson/{id}/keep-plan', () => {
  it('records the saved outcomes as the plan\'s own, changing nothing else and using no robot action', async () => {
    const created = (await t.call('POST', '/api/lesson', ada, brief)).json() as Planned;
    await t.call('POST', '/api/lesson', ada, { id: created.id, outcomes: ['3.NF.A.3a', '4.NF.A.1'] });
    const before = await consumed(ada);

    const res = await t.call('POST', `/api/lesson/${created.id}/keep-plan`, ada, {});
    expect(res.statusCode).toBe(200);
    const kept = res.json() as Planned;
    expect(kept.provenance.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.4.NF.A.1']);
    expect(kept.outcomes.map((o) => o.code)).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.4.NF.A.1']);
    expect(kept.phases).toEqual(created.phases);
    expect(await consumed(ada)).toBe(before);
    const read = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json() as Planned;
    expect(read.provenance.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.4.NF.A.1']);
  });

  it("answers 404 for another teacher's lesson (leaving it as it was) and a made-up id, and 400 for fields", async () => {
    const created = (await t.call('POST', '/api/lesson', ada, brief)).json() as Planned;
    await t.call('POST', '/api/lesson', ada, { id: created.id, outcomes: ['4.NF.A.1'] });
    const other = await t.call('POST', `/api/lesson/${created.id}/keep-plan`, grace, {});
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ statusCode: 404, message: 'Lesson not found' });
    const read = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json() as Planned;
    expect(read.provenance.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a']);
    expect((await t.call('POST', '/api/lesson/not-a-lesson/keep-plan', ada, {})).statusCode).toBe(404);
    const fields = await t.call('POST', `/api/lesson/${created.id}/keep-plan`, ada, { outcomes: ['4.NF.A.1'] });
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual([{ field: 'outcomes', message: 'Keeping the plan takes no fields; save the lesson first: outcomes' }]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('POST', '/api/lesson/00000000-0000-4000-8000-000000000000/keep-plan', undefined, {})).statusCode).toBe(401);
  });
});
