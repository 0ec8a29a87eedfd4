import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { startFakeSmtp, type FakeSmtp } from './helpers/smtp.ts';

let t: TestApp;
let smtp: FakeSmtp;
let owner: string;
let friend: string;
let stranger: string;
/** Signed in with the friend's address, but has not confirmed it: could be anyone. */
let impostor: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Teachkit <no-reply@school.example>', PUBLIC_URL: 'https://teachkit.example', LIMIT_FREE: '50' },
  });
  owner = await t.token({ sub: 'kinds-owner', email: 'olive@school.example', name: 'Olive Owner' });
  friend = await t.token({ sub: 'kinds-friend', email: 'fred@school.example', name: 'Fred' });
  stranger = await t.token({ sub: 'kinds-stranger', email: 'sam@school.example', name: 'Sam' });
  impostor = await t.token({ sub: 'kinds-impostor', email: 'fred@school.example', emailVerified: false });
  const post = async (path: string, body: object) => {
    const res = await t.call('POST', path, owner, body);
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  ids.assessment = await post('/api/assessment', { title: 'Fractions check', yearLevel: 'Year 3', subject: 'Mathematics', outcomes: ['3.NF.A.3a'] });
  await t.call('PUT', `/api/assessment/${ids.assessment}/students`, owner, { names: ['Ava Brown', 'Ben Chen'] });
  ids.comment = await post('/api/comment', {
    title: 'Term 3 maths reports',
    yearLevel: 'Grade 4',
    outcomes: ['4.NF.A.2'],
    students: [{ name: 'Ava Brown', pronouns: 'she', achievements: { '4.NF.A.2': 'proficient' }, evidence: { '4.NF.A.2': 'ordered fractions on a number line' }, comment: 'Ava compares fractions well.' }],
  });
  ids.unit = await post('/api/unit', { title: 'Equivalent fractions', description: 'Four weeks on fractions', outcomes: ['3.NF.A.3a'], weeks: 1, lessonsPerWeek: 2 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const shared = (type: string, query = '', token?: string) => t.call('GET', `/api/sharing/shared/kinds-owner/${ids[type]}${query}`, token);
/** A mail's text with quoted-printable soft line breaks joined again. */
const decoded = (mail: string) => mail.replace(/=\r\n/g, '').replace(/=3D/g, '=');

const kinds = [
  { type: 'assessment', title: 'Fractions check', notFound: 'Assessment not found', key: 'sharedAssessment', subject: 'Olive Owner shared an assessment with you: Fractions check' },
  { type: 'comment', title: 'Term 3 maths reports', notFound: 'Comment set not found', key: 'sharedComment', subject: 'Olive Owner shared a comment set with you: Term 3 maths reports' },
  { type: 'unit', title: 'Equivalent fractions', notFound: 'Unit not found', key: 'sharedUnit', subject: 'Olive Owner shared a unit of work with you: Equivalent fractions' },
] as const;

describe.each(kinds)('sharing a $type', ({ type, title, notFound, key, subject }) => {
  it('is private by default: only its owner opens it', async () => {
    expect((await shared(type, '', owner)).statusCode).toBe(200);
    expect((await shared(type, '', stranger)).json()).toEqual({ statusCode: 404, message: "Not Found or You don't have Access" });
    expect((await shared(type)).statusCode).toBe(404);
  });

  it("cannot be shared by another teacher, and another teacher's item is not found", async () => {
    const res = await t.call('PUT', `/api/sharing/${type}/${ids[type]}/link`, stranger, {});
    expect(res.json()).toEqual({ statusCode: 404, message: notFound });
    expect((await t.call('PUT', `/api/sharing/${type}/not-a-uuid/link`, owner, {})).json()).toEqual({ statusCode: 404, message: notFound });
    // The id of one kind does not pass for another.
    expect((await t.call('PUT', `/api/sharing/lesson/${ids[type]}/link`, owner, {})).json()).toEqual({ statusCode: 404, message: 'Lesson not found' });
  });

  it('by link opens read-only with its title, description, owner and content', async () => {
    const res = await t.call('PUT', `/api/sharing/${type}/${ids[type]}/link`, owner, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type, id: ids[type], mode: 'link' });
    const open = await shared(type, `?accessKey=${encodeURIComponent(res.json().accessKey)}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ type, id: ids[type], ownerId: 'kinds-owner', ownerName: 'Olive Owner', ownerEmail: 'olive@school.example', title });
    expect(open.json()[key][type]).toMatchObject({ id: ids[type], title });
    expect((await shared(type, '?accessKey=wrong')).statusCode).toBe(404);
    // Named under another teacher, the item is theirs to find, and they have none: even the right key opens nothing.
    const underStranger = await t.call('GET', `/api/sharing/shared/kinds-stranger/${ids[type]}?accessKey=${encodeURIComponent(res.json().accessKey)}`, stranger);
    expect(underStranger.json()).toEqual({ statusCode: 404, message: "Not Found or You don't have Access" });
  });

  it('with people opens to the named teacher once their address is confirmed, and tells them by email', async () => {
    const before = smtp.received.length;
    const res = await t.call('PUT', `/api/sharing/${type}/${ids[type]}/people`, owner, { emails: ['Fred@School.example'] });
    expect(res.json()).toMatchObject({ mode: 'people', emails: ['fred@school.example'] });
    expect((await shared(type, '', friend)).json()).toMatchObject({ type, title });
    expect((await shared(type, '', stranger)).statusCode).toBe(404);
    expect((await shared(type, '', impostor)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/sharing/withme', friend)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ type, id: ids[type], title, ownerName: 'Olive Owner' })]),
    );
    expect((await t.call('GET', '/api/sharing/withme', impostor)).json()).toEqual([]);

    expect(smtp.received).toHaveLength(before + 1);
    const mail = decoded(smtp.received.at(-1)!);
    expect(mail).toContain('To: fred@school.example');
    expect(mail).toContain('Reply-To: olive@school.example');
    expect(mail).toContain(`Subject: ${subject}`);
    expect(mail).toContain(`https://teachkit.example/shared/kinds-owner/${ids[type]}`);

    // Saving the same list again tells nobody twice.
    await t.call('PUT', `/api/sharing/${type}/${ids[type]}/people`, owner, { emails: ['fred@school.example'] });
    expect(smtp.received).toHaveLength(before + 1);
  });
});

describe('share notices', () => {
  it('are not mailed in the name of an address its owner has not confirmed', async () => {
    const unconfirmed = await t.token({ sub: 'kinds-unconfirmed', email: 'someone@school.example', name: 'Someone', emailVerified: false });
    const created = await t.call('POST', '/api/unit', unconfirmed, { title: 'Halves', outcomes: ['3.NF.A.3a'], weeks: 1, lessonsPerWeek: 1 });
    expect(created.statusCode).toBe(201);
    const before = smtp.received.length;
    const res = await t.call('PUT', `/api/sharing/unit/${created.json().id}/people`, unconfirmed, { emails: ['stranger@elsewhere.example'] });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(before);
  });
});

describe('what a share shows and lists', () => {
  it("keeps an assessment's class and a comment set's students, their comments and evidence notes with the owner", async () => {
    const assessment = (await shared('assessment', '', owner)).json().sharedAssessment.assessment;
    expect(assessment.items.length).toBeGreaterThan(0);
    expect(assessment.rubric.criteria.length).toBeGreaterThan(0);
    expect(assessment).not.toHaveProperty('students');
    const set = (await shared('comment', '', owner)).json().sharedComment.comment;
    expect(set).not.toHaveProperty('students');
    expect(set.outcomes.map((o: { code: string }) => o.code)).toEqual(['CCSS.Math.Content.4.NF.A.2']);
    const unit = (await shared('unit', '', owner)).json().sharedUnit.unit;
    expect(unit.lessons).toHaveLength(2);
    expect(unit.lessons[0]).not.toHaveProperty('lessonId');
    expect(unit.coverage.missing).toEqual([]);
  });

  it("lists the owner's shares with their titles, and leaves out an item deleted since", async () => {
    const titles = () => t.call('GET', '/api/sharing', owner).then((r) => r.json().map((s: { type: string; title: string }) => `${s.type}: ${s.title}`).sort());
    expect(await titles()).toEqual(['assessment: Fractions check', 'comment: Term 3 maths reports', 'unit: Equivalent fractions']);
    expect((await t.call('DELETE', `/api/unit/${ids.unit}`, owner)).statusCode).toBe(204);
    expect(await titles()).toEqual(['assessment: Fractions check', 'comment: Term 3 maths reports']);
    expect((await shared('unit', '', friend)).statusCode).toBe(404);
  });

  it('names every kind that can be shared when the type is wrong', async () => {
    expect((await t.call('PUT', `/api/sharing/poster/${ids.assessment}/link`, owner, {})).json()).toEqual([
      { field: 'type', message: 'Only lessons, uploads, assessments, comment sets and units can be shared' },
    ]);
  });
});
