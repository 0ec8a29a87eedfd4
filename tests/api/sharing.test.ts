import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { seedUpload } from './helpers/slices.ts';

let t: TestApp;
let owner: string;
let friend: string;
let stranger: string;
let lessonId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.token({ sub: 'share-owner', email: 'owner@school.example', name: 'Olive Owner' });
  friend = await t.token({ sub: 'share-friend', email: 'friend@school.example', name: 'Fred' });
  stranger = await t.token({ sub: 'share-stranger', email: 'stranger@school.example' });
  const created = await call('POST', '/api/lesson', owner, { title: 'Water cycle', outcomes: ['3.NF.A.1'] });
  lessonId = created.json().id;
});
afterAll(() => t.close());

const call = (...args: Parameters<TestApp['call']>) => t.call(...args);
const shared = (key?: string, token?: string) =>
  call('GET', `/api/sharing/shared/share-owner/${lessonId}${key !== undefined ? `?accessKey=${encodeURIComponent(key)}` : ''}`, token);

describe('sharing a lesson', () => {
  it('is private by default: nobody but the owner can open it', async () => {
    expect((await shared(undefined, owner)).statusCode).toBe(200);
    const denied = await shared(undefined, stranger);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe("Not Found or You don't have Access");
    expect((await shared()).statusCode).toBe(404);
  });

  it('by link: anyone with the key opens it, a missing or wrong key gets 404', async () => {
    const res = await call('PUT', `/api/sharing/lesson/${lessonId}/link`, owner, { emails: [] });
    expect(res.statusCode).toBe(200);
    const { accessKey, path } = res.json();
    expect(accessKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(path).toBe(`/shared/share-owner/${lessonId}?key=${accessKey}`);
    const open = await shared(accessKey);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ type: 'lesson', ownerId: 'share-owner', ownerName: 'Olive Owner', ownerEmail: 'owner@school.example' });
    expect(open.json().sharedLesson.lesson.title).toBe('Water cycle');
    expect((await shared()).statusCode).toBe(404);
    expect((await shared(`${accessKey}x`)).statusCode).toBe(404);
    expect((await shared('')).statusCode).toBe(404);
    // The same link again keeps its key.
    expect((await call('PUT', `/api/sharing/lesson/${lessonId}/link`, owner, {})).json().accessKey).toBe(accessKey);
  });

  it('with people: only the named, signed-in people open it', async () => {
    const res = await call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ['Friend@School.example'] });
    expect(res.json()).toMatchObject({ mode: 'people', emails: ['friend@school.example'], accessKey: null });
    expect((await shared(undefined, friend)).statusCode).toBe(200);
    expect((await shared(undefined, stranger)).statusCode).toBe(404);
    const withMe = (await call('GET', '/api/sharing/withme', friend)).json();
    expect(withMe).toEqual([expect.objectContaining({ id: lessonId, type: 'lesson', ownerName: 'Olive Owner' })]);
    expect((await call('GET', '/api/sharing/withme', stranger)).json()).toEqual([]);
  });

  it('opens nothing to a caller whose address is not confirmed, though it is on the list', async () => {
    const unconfirmed = await t.token({ sub: 'share-impostor', email: 'friend@school.example', emailVerified: false });
    expect((await shared(undefined, unconfirmed)).statusCode).toBe(404);
    expect((await call('GET', '/api/sharing/withme', unconfirmed)).json()).toEqual([]);
  });

  it('stores addresses in one spelling and refuses look-alikes with a message that says what to fix', async () => {
    const res = await call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ['Friend@School.example', 'ＦＲＩＥＮＤ@school.example', 'lehrer@Schüle.de'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails).toEqual(['friend@school.example', 'lehrer@xn--schle-mva.de']);
    const german = await t.token({ sub: 'share-lehrer', email: 'Lehrer@schüle.de' });
    expect((await shared(undefined, german)).statusCode).toBe(200);

    // "а" is CYRILLIC SMALL LETTER A: the address reads as friend's colleague alice@school.example.
    const lookalike = await call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ['friend@school.example', '\u0430lice@school.example'] });
    expect(lookalike.statusCode).toBe(400);
    expect(lookalike.json()).toEqual([
      {
        field: 'emails.1',
        message:
          'The second address, "аlice@school.example", could pass for another: the part before the @ mixes letters from different alphabets (Cyrillic and Latin); type the address with the letters of one alphabet.',
      },
    ]);
    await call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ['friend@school.example'] });
  });

  it('stops sharing with one person', async () => {
    const res = await call('DELETE', `/api/sharing/lesson/${lessonId}/friend@school.example`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'private', emails: [] });
    expect((await shared(undefined, friend)).statusCode).toBe(404);
  });

  it("lists the owner's shares, and nobody else can change them", async () => {
    await call('PUT', `/api/sharing/lesson/${lessonId}/link`, owner, {});
    expect((await call('GET', '/api/sharing', owner)).json().map((s: { id: string }) => s.id)).toEqual([lessonId]);
    expect((await call('GET', `/api/sharing/${lessonId}`, owner)).json()[0].mode).toBe('link');
    expect((await call('GET', '/api/sharing', stranger)).json()).toEqual([]);
    expect((await call('PUT', `/api/sharing/lesson/${lessonId}/link`, stranger, {})).statusCode).toBe(404);
  });

  it('reads an id typed in capitals as the same lesson: the link it gives opens, in either case', async () => {
    const upper = lessonId.toUpperCase();
    const res = await call('PUT', `/api/sharing/lesson/${upper}/link`, owner, {});
    expect(res.statusCode).toBe(200);
    const { accessKey, path } = res.json();
    expect(path).toBe(`/shared/share-owner/${lessonId}?key=${accessKey}`);
    expect((await call('GET', `/api/sharing/shared/share-owner/${lessonId}?accessKey=${accessKey}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/sharing/shared/share-owner/${upper}?accessKey=${accessKey}`)).json().id).toBe(lessonId);
    expect((await call('GET', `/api/sharing/${upper}`, owner)).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/sharing/lesson/${upper}/*`, owner)).statusCode).toBe(204);
    expect((await shared(accessKey)).statusCode).toBe(404);
  });

  it('making it private again retires the link', async () => {
    const key = (await call('PUT', `/api/sharing/lesson/${lessonId}/link`, owner, {})).json().accessKey;
    await call('PUT', `/api/sharing/lesson/${lessonId}/private`, owner, {});
    expect((await shared(key)).statusCode).toBe(404);
    const newKey = (await call('PUT', `/api/sharing/lesson/${lessonId}/link`, owner, {})).json().accessKey;
    expect(newKey).not.toBe(key);
  });

  it('validates the mode, the type and the emails', async () => {
    expect((await call('PUT', `/api/sharing/lesson/${lessonId}/everyone`, owner, {})).json()).toEqual([
      { field: 'mode', message: 'Sharing mode must be private, people or link' },
    ]);
    expect((await call('PUT', `/api/sharing/poster/${lessonId}/link`, owner, {})).statusCode).toBe(400);
    const bad = await call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ['not-an-email'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([{ field: 'emails.0', message: 'The address "not-an-email" is not an email address' }]);
  });

  it('names each bad address by its place in the list and as typed, in words a teacher reads', async () => {
    const emails = ['ana@school.example', 'ben at school', 'cy@school.example', 'dee@school'];
    const bad = await call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      { field: 'emails.1', message: 'The second address, "ben at school", is not an email address' },
      { field: 'emails.3', message: 'The fourth address, "dee@school", is not an email address' },
    ]);
    const notText = await call('PUT', `/api/sharing/lesson/${lessonId}/people`, owner, { emails: ['ana@school.example', 42] });
    expect(notText.json()).toEqual([{ field: 'emails.1', message: 'The second address is not written as text' }]);
  });
});

describe('sharing an upload', () => {
  let uploadId: string;
  const sharedUpload = (key?: string, token?: string) =>
    call('GET', `/api/sharing/shared/share-owner/${uploadId}${key !== undefined ? `?accessKey=${encodeURIComponent(key)}` : ''}`, token);

  beforeAll(async () => {
    uploadId = (await seedUpload(t, 'share-owner', { title: 'Fractions workbook', description: 'Worksheets for Year 5' })).id;
  });

  it('is private by default, like a lesson', async () => {
    expect((await sharedUpload(undefined, owner)).statusCode).toBe(200);
    expect((await sharedUpload(undefined, stranger)).json()).toEqual({ statusCode: 404, message: "Not Found or You don't have Access" });
  });

  it('by link shows the upload’s title, description and owner', async () => {
    const res = await call('PUT', `/api/sharing/upload/${uploadId}/link`, owner, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'upload', id: uploadId, mode: 'link' });
    const open = await sharedUpload(res.json().accessKey);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      type: 'upload',
      id: uploadId,
      ownerId: 'share-owner',
      ownerName: 'Olive Owner',
      ownerEmail: 'owner@school.example',
      sharedUpload: { upload: { id: uploadId, title: 'Fractions workbook', description: 'Worksheets for Year 5' } },
    });
    expect((await sharedUpload('wrong-key')).statusCode).toBe(404);
  });

  it('with people opens it to the named, signed-in people only', async () => {
    await call('PUT', `/api/sharing/upload/${uploadId}/people`, owner, { emails: ['friend@school.example'] });
    expect((await sharedUpload(undefined, friend)).json().sharedUpload.upload.title).toBe('Fractions workbook');
    expect((await sharedUpload(undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/sharing/withme', friend)).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: uploadId, type: 'upload' })]));
  });

  it('cannot share another teacher’s upload, or one that does not exist', async () => {
    expect((await call('PUT', `/api/sharing/upload/${uploadId}/link`, stranger, {})).json()).toEqual({ statusCode: 404, message: 'Upload not found' });
    expect((await call('PUT', '/api/sharing/upload/not-a-uuid/link', owner, {})).json()).toEqual({ statusCode: 404, message: 'Upload not found' });
  });
});
