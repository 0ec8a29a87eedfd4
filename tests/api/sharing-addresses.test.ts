import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** A people-share names real addresses only: markup, quoted or bracketed forms are refused, each named as typed. */

let t: TestApp;
let owner: string;
let lessonId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.token({ sub: 'address-owner', email: 'owner@school.example', name: 'Olive Owner' });
  lessonId = (await t.call('POST', '/api/lesson', owner, { title: 'Water cycle', outcomes: ['3.NF.A.1'] })).json().id;
});
afterAll(() => t.close());

describe('sharing with people checks each address is one', () => {
  it('refuses "<script>@x.org", naming the address in words a teacher reads, and shares with nobody', async () => {
    const res = await t.call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ['<script>@x.org'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'emails.0', message: 'The address "<script>@x.org" is not an email address' }]);
    expect((await t.call('GET', `/api/sharing/${lessonId}`, owner)).json()).toEqual([]);
  });

  it('names every address that is not one, by its place in the list, and keeps none of the list', async () => {
    const emails = ['ana@school.example', '"ben smith"@school.example', 'cy@[10.0.0.1]', 'dee..e@school.example', "o'brien@school.example"];
    const res = await t.call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { field: 'emails.1', message: 'The second address, ""ben smith"@school.example", is not an email address' },
      { field: 'emails.2', message: 'The third address, "cy@[10.0.0.1]", is not an email address' },
      { field: 'emails.3', message: 'The fourth address, "dee..e@school.example", is not an email address' },
    ]);
  });

  it('shares with real addresses, an apostrophe and a plus included', async () => {
    const res = await t.call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ["o'brien@school.example", 'Ana+Maths@School.example'] });
    expect(res.statusCode).toBe(200);
    expect([...res.json().emails].sort()).toEqual(['ana+maths@school.example', "o'brien@school.example"]);
  });
});
