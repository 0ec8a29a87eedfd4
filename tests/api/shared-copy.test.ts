import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { seedUpload } from './helpers/slices.ts';

/**
 * A teacher makes their own copy of an item a colleague shares with them by name: a new item of the same kind in their
 * account, one robot action, holding what they read of it as a colleague and never the owner's class.
 */

let t: TestApp;
let owner: string;
let friend: string;
let stranger: string;
const ids: Record<string, string> = {};

const call = (...args: Parameters<TestApp['call']>) => t.call(...args);
const consumed = async (token: string) => (await call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
const copy = (token: string, id: string, ownerId = 'copy-owner') => call('POST', `/api/sharing/shared/${ownerId}/${id}/copy`, token);

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '1000' } });
  owner = await t.token({ sub: 'copy-owner', email: 'olive@school.example', name: 'Olive Owner' });
  friend = await t.token({ sub: 'copy-friend', email: 'fred@school.example', name: 'Fred Friend' });
  stranger = await t.token({ sub: 'copy-stranger', email: 'sam@school.example', name: 'Sam Stranger' });
  ids.lesson = (await call('POST', '/api/lesson', owner, { title: 'Water cycle', description: 'Two students are new to English', outcomes: ['3.NF.A.1'] })).json().id;
  ids.assessment = (await call('POST', '/api/assessment', owner, { title: 'Fractions check', outcomes: ['3.NF.A.1'] })).json().id;
  const students = (await call('PUT', `/api/assessment/${ids.assessment}/students`, owner, { names: ['Ava Brown', 'Ben Chen'] })).json().students;
  expect((await call('PUT', `/api/assessment/${ids.assessment}/marks/${students[0].id}`, owner, { response: '1/2', feedback: 'Ava rushed the last part' })).statusCode).toBe(200);
  ids.unit = (await call('POST', '/api/unit', owner, { title: 'Fractions unit', outcomes: ['3.NF.A.1'], weeks: 1, lessonsPerWeek: 2 })).json().id;
  expect((await call('POST', `/api/unit/${ids.unit}/lessons`, owner)).statusCode).toBe(200);
  ids.comment = (
    await call('POST', '/api/comment', owner, {
      title: 'Term 3 reports',
      yearLevel: 'Grade 3',
      outcomes: ['3.NF.A.1'],
      students: [{ name: 'Ava Brown', pronouns: 'she', achievements: { '3.NF.A.1': 'proficient' }, evidence: { '3.NF.A.1': 'ordered fractions' } }],
    })
  ).json().id;
  ids.upload = (await seedUpload(t, 'copy-owner', { title: 'Fractions workbook' })).id;
  for (const type of ['lesson', 'assessment', 'unit', 'comment', 'upload']) {
    expect((await call('PUT', `/api/sharing/${type}/${ids[type]}/people`, owner, { emails: ['fred@school.example'] })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe('making a copy of an item shared with me', () => {
  it('copies a lesson into my account as a new lesson, with its plan and no join code, for one robot action', async () => {
    const before = await consumed(friend);
    const res = await copy(friend, ids.lesson!);
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toEqual({ type: 'lesson', id: expect.any(String), title: 'Water cycle' });
    expect(made.id).not.toBe(ids.lesson);
    expect(await consumed(friend)).toBe(before + 1);

    const original = (await call('GET', `/api/lesson/${ids.lesson}`, owner)).json();
    const mine = (await call('GET', `/api/lesson/${made.id}`, friend)).json();
    expect(mine.phases).toEqual(original.phases);
    expect(mine.description).toBe(original.description);
    expect(mine.joinCode ?? null).toBeNull();
    // The copy is mine: the owner cannot open it, and my edits leave theirs alone.
    expect((await call('GET', `/api/lesson/${made.id}`, owner)).statusCode).toBe(404);
    await call('POST', '/api/lesson', friend, { id: made.id, title: 'My water cycle' });
    expect((await call('GET', `/api/lesson/${ids.lesson}`, owner)).json().title).toBe('Water cycle');
  });

  it("copies an assessment's questions, answers and rubric, but not the owner's class list, marks or feedback", async () => {
    const res = await copy(friend, ids.assessment!);
    expect(res.statusCode).toBe(201);
    const mine = (await call('GET', `/api/assessment/${res.json().id}`, friend)).json();
    const original = (await call('GET', `/api/assessment/${ids.assessment}`, owner)).json();
    expect(mine.items).toEqual(original.items);
    expect(mine.rubric).toEqual(original.rubric);
    expect(mine.gradeBands).toEqual(original.gradeBands);
    expect(mine.students).toEqual([]);
    expect((await call('GET', `/api/assessment/${res.json().id}/results`, friend)).json()).toMatchObject({ students: [] });
    expect(JSON.stringify(mine)).not.toContain('Ava');
  });

  it("copies a unit's outlines without the owner's lessons made from them", async () => {
    const res = await copy(friend, ids.unit!);
    expect(res.statusCode).toBe(201);
    const mine = (await call('GET', `/api/unit/${res.json().id}`, friend)).json();
    const original = (await call('GET', `/api/unit/${ids.unit}`, owner)).json();
    expect(original.lessons.some((l: { lessonId: string | null }) => l.lessonId)).toBe(true);
    expect(mine.lessons.map((l: { title: string }) => l.title)).toEqual(original.lessons.map((l: { title: string }) => l.title));
    expect(mine.lessons.every((l: { lessonId: string | null; assessmentId?: string | null }) => l.lessonId === null && !l.assessmentId)).toBe(true);
  });

  it("copies a comment set's class and outcomes, never its students, achievements, evidence or comments", async () => {
    const res = await copy(friend, ids.comment!);
    expect(res.statusCode).toBe(201);
    const mine = (await call('GET', `/api/comment/${res.json().id}`, friend)).json();
    expect(mine).toMatchObject({ title: 'Term 3 reports', yearLevel: 'Grade 3', outcomeCodes: ['CCSS.Math.Content.3.NF.A.1'], students: [] });
    expect(JSON.stringify(mine)).not.toContain('Ava');
  });

  it('answers an upload with how to get the file instead, and costs nothing', async () => {
    const before = await consumed(friend);
    const res = await copy(friend, ids.upload!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'itemId', message: 'An upload cannot be copied: download the file and upload it to Teachkit yourself' }]);
    expect(await consumed(friend)).toBe(before);
  });

  it('takes no fields: a copy is of the item as shared', async () => {
    const res = await call('POST', `/api/sharing/shared/copy-owner/${ids.comment}/copy`, friend, { students: [{ name: 'Zed' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'students', message: 'These fields are not accepted here: students' }]);
  });

  it('is "not found" for a teacher it is not shared with by name, for a link holder, and without signing in', async () => {
    expect((await copy(stranger, ids.lesson!)).json()).toEqual({ statusCode: 404, message: "Not Found or You don't have Access" });
    await call('PUT', `/api/sharing/lesson/${ids.lesson}/link`, owner, {});
    expect((await copy(stranger, ids.lesson!)).statusCode).toBe(404);
    expect((await copy(friend, ids.lesson!)).statusCode).toBe(404);
    expect((await call('POST', `/api/sharing/shared/copy-owner/${ids.lesson}/copy`)).statusCode).toBe(401);
    expect((await copy(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await consumed(stranger)).toBe(0);
  });
});
