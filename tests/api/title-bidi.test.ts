import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePdf, multipartBody } from './helpers/files.ts';
import { seedSlice, seedUpload } from './helpers/slices.ts';

/**
 * A right-to-left override in a title makes "Marks‮gpj.exe" read as "Marksexe.jpg" in another teacher's list.
 * Every title a teacher or a file gives loses its bidirectional controls on the way in.
 */

const RLO = '\u202E';
/** One of each control: embeddings and overrides, isolates, the marks and the Arabic letter mark. */
const EVERY_CONTROL = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
const spoofed = (title: string) => `${EVERY_CONTROL}${title.slice(0, 3)}${RLO}${title.slice(3)}\u2069`;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '1000' } });
  token = await t.token({ sub: 'bidi-teacher', email: 'bidi-teacher@school.example', name: 'Bidi Teacher' });
});
afterAll(() => t.close());

describe('titles lose their bidirectional control characters', () => {
  it('a lesson, an assessment, a unit and a comment set, made and renamed', async () => {
    const made = {
      lesson: await t.call('POST', '/api/lesson', token, { title: spoofed('Fractions'), outcomes: ['3.NF.A.1'] }),
      assessment: await t.call('POST', '/api/assessment', token, { title: spoofed('Fractions check'), outcomes: ['3.NF.A.1'] }),
      unit: await t.call('POST', '/api/unit', token, { title: spoofed('Fractions unit'), outcomes: ['3.NF.A.1'], weeks: 1, lessonsPerWeek: 1 }),
      comment: await t.call('POST', '/api/comment', token, { title: spoofed('Term 3 reports'), outcomes: ['3.NF.A.1'] }),
    };
    expect(Object.fromEntries(Object.entries(made).map(([kind, res]) => [kind, [res.statusCode, res.json().title]]))).toEqual({
      lesson: [201, 'Fractions'],
      assessment: [201, 'Fractions check'],
      unit: [201, 'Fractions unit'],
      comment: [201, 'Term 3 reports'],
    });

    for (const [kind, res] of Object.entries(made)) {
      const renamed = await t.call('POST', `/api/${kind}`, token, { id: res.json().id, title: ` ${RLO}Renamed\u200F ` });
      expect([kind, renamed.statusCode, renamed.json().title]).toEqual([kind, 200, 'Renamed']);
    }
  });

  it('a title of nothing but controls is no title', async () => {
    const res = await t.call('POST', '/api/lesson', token, { title: `${RLO}\u2066 \u2069`, outcomes: ['3.NF.A.1'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'title', message: 'Give the lesson a title' }]);
  });

  it("an upload's file name, shown as its title, and the titles a teacher gives it and its slices", async () => {
    const { payload, contentType } = multipartBody([{ name: 'File', value: makePdf(), fileName: `Marks${RLO}fdp.exe.pdf`, contentType: 'application/pdf' }]);
    const uploaded = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ title: 'Marksfdp.exe', fileExtension: 'pdf' });

    const renamed = await t.call('POST', '/api/upload', token, { id: uploaded.json().id, title: `${RLO}Worksheet\u202C` });
    expect([renamed.statusCode, renamed.json().title]).toEqual([200, 'Worksheet']);

    const seeded = await seedUpload(t, 'bidi-teacher');
    const slice = await seedSlice(t, seeded.id, 0);
    const edited = await t.call('PUT', `/api/upload/${seeded.id}/slice`, token, { id: slice.id, title: `Part${RLO} one` });
    expect([edited.statusCode, edited.json().title]).toEqual([200, 'Part one']);
    const added = await t.call('POST', '/api/upload/slice', token, { uploadId: seeded.id, title: `\u2067Part two\u2069`, text: 'More text' });
    expect([added.statusCode, added.json().title]).toEqual([201, 'Part two']);
  });
});
