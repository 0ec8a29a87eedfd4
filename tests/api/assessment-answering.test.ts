import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '20', LOOKUP_ATTEMPTS_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });

/** A student's request: no account, the device's secret in its header when it has one. */
const asStudent = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? { 'x-answer-token': token } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

/** An assessment with two known questions and a class of three, ready to open for answering. */
async function classAssessment(token: string) {
  const created = await t.call('POST', '/api/assessment', token, { title: 'Fractions check', description: 'For 4B after the strips lesson', outcomes: ['3.NF.A.3a'] });
  expect(created.statusCode).toBe(201);
  const { id, outcomes } = created.json();
  const outcomeCode = outcomes[0].code as string;
  const saved = await t.call('POST', '/api/assessment', token, {
    id,
    items: [
      { id: 'q1', kind: 'multiple-choice', prompt: 'Which fraction equals 2/4?', options: ['1/3', '1/2', '3/4'], answer: '1/2', markingPoints: ['Chooses 1/2'], marks: 1, outcomeCode },
      { id: 'q2', kind: 'short-answer', prompt: 'Explain why 1/2 = 2/4.', answer: 'Same point on the line', markingPoints: ['Uses the number line'], marks: 2, outcomeCode },
    ],
  });
  expect(saved.statusCode).toBe(200);
  const students = (await t.call('PUT', `/api/assessment/${id}/students`, token, { names: ['Ava Brown', 'Ben Chu', 'Cleo Diaz'] })).json().students as { id: string; name: string }[];
  return { id, students };
}

async function openAnswering(token: string, id: string) {
  const res = await t.call('POST', `/api/assessment/${id}/answering`, token, { open: true });
  expect(res.statusCode).toBe(200);
  return res.json().joinCode as string;
}

describe('answering an assessment online', () => {
  it('opens with a code students join without an account, and closes again', async () => {
    const token = await teacher('answer-open');
    const { id } = await classAssessment(token);
    const before = await t.call('GET', `/api/assessment/${id}/answering`, token);
    expect(before.json()).toMatchObject({ joinCode: null, answeringOpen: false });

    const code = await openAnswering(token, id);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    const sheet = await asStudent('GET', `/api/assessment/join/${code.toLowerCase()}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json()).toEqual({
      assessmentId: id,
      title: 'Fractions check',
      yearLevel: expect.any(String),
      subject: expect.any(String),
      items: [
        { id: 'q1', kind: 'multiple-choice', prompt: 'Which fraction equals 2/4?', options: ['1/3', '1/2', '3/4'], marks: 1 },
        { id: 'q2', kind: 'short-answer', prompt: 'Explain why 1/2 = 2/4.', marks: 2 },
      ],
      totalMarks: 3,
      criteria: expect.any(Array),
      students: [
        { id: expect.any(String), name: 'Ava Brown' },
        { id: expect.any(String), name: 'Ben Chu' },
        { id: expect.any(String), name: 'Cleo Diaz' },
      ],
    });
    expect(sheet.body).not.toContain('Same point on the line');
    expect(sheet.body).not.toContain('For 4B after the strips lesson');

    const closed = await t.call('POST', `/api/assessment/${id}/answering`, token, { open: false });
    expect(closed.json()).toMatchObject({ joinCode: code, answeringOpen: false });
    const refused = await asStudent('GET', `/api/assessment/join/${code}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Your teacher has not opened this assessment for answering, or has closed it. Ask your teacher.');
    // Opened again, the class keeps the same code.
    expect(await openAnswering(token, id)).toBe(code);
  });

  it('answers 404 in words for a code that names no assessment', async () => {
    for (const code of ['ZZZZZZ', 'not-a-code']) {
      const res = await asStudent('GET', `/api/assessment/join/${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'No assessment has this code. Check the code with your teacher.' });
    }
  });

  it('saves a student’s answers as they go, hands them in once, and shows the teacher who has handed in', async () => {
    const token = await teacher('answer-save');
    const { id, students } = await classAssessment(token);
    const code = await openAnswering(token, id);
    const ava = students[0]!;

    const claim = await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { studentId: ava.id });
    expect(claim.statusCode).toBe(200);
    const { token: secret, ...mine } = claim.json();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mine).toEqual({ student: { id: ava.id, name: 'Ava Brown' }, answers: {}, submittedAt: null });

    expect((await asStudent('PUT', `/api/assessment/join/${code}/answers`, secret, { answers: { q1: '1/2' } })).json().answers).toEqual({ q1: '1/2' });
    const second = await asStudent('PUT', `/api/assessment/join/${code}/answers`, secret, { answers: { q2: 'They are the same point' } });
    expect(second.json()).toEqual({ student: { id: ava.id, name: 'Ava Brown' }, answers: { q1: '1/2', q2: 'They are the same point' }, submittedAt: null });
    // A reload reads them back with the device's secret.
    expect((await asStudent('GET', `/api/assessment/join/${code}/answers`, secret)).json().answers).toEqual({ q1: '1/2', q2: 'They are the same point' });

    const teacherSees = (await t.call('GET', `/api/assessment/${id}/answering`, token)).json();
    expect(teacherSees.students).toEqual([
      { studentId: ava.id, name: 'Ava Brown', joined: true, submittedAt: null },
      { studentId: students[1]!.id, name: 'Ben Chu', joined: false, submittedAt: null },
      { studentId: students[2]!.id, name: 'Cleo Diaz', joined: false, submittedAt: null },
    ]);

    const submitted = await asStudent('POST', `/api/assessment/join/${code}/submit`, secret, { answers: { q2: 'They name the same point on the line' } });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().answers).toEqual({ q1: '1/2', q2: 'They name the same point on the line' });
    expect(Date.parse(submitted.json().submittedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await asStudent('POST', `/api/assessment/join/${code}/submit`, secret, { answers: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have handed this in. Ask your teacher to reopen it if you need to change your answers.');
    const late = await asStudent('PUT', `/api/assessment/join/${code}/answers`, secret, { answers: { q1: '3/4' } });
    expect(late.statusCode).toBe(409);

    // The marking view reads the answers and the hand-in time from the results.
    const results = (await t.call('GET', `/api/assessment/${id}/results`, token)).json();
    expect(results.students[0]).toMatchObject({ name: 'Ava Brown', answers: { q1: '1/2', q2: 'They name the same point on the line' }, submittedAt: submitted.json().submittedAt });
    expect(results.students[1]).toMatchObject({ name: 'Ben Chu', answers: {}, submittedAt: null });

    // The teacher reopens Ava's work: she may change it and hand in again.
    const reopened = await t.call('POST', `/api/assessment/${id}/answering/${ava.id}/reopen`, token, {});
    expect(reopened.json().students[0]).toEqual({ studentId: ava.id, name: 'Ava Brown', joined: true, submittedAt: null });
    expect((await asStudent('POST', `/api/assessment/join/${code}/submit`, secret, { answers: { q1: '1/2' } })).statusCode).toBe(200);
    const twice = await t.call('POST', `/api/assessment/${id}/answering/${students[1]!.id}/reopen`, token, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ben Chu has not handed in, so there is nothing to reopen.');
  });

  it('keeps a name to the device that picked it until the teacher frees it', async () => {
    const token = await teacher('answer-claim');
    const { id, students } = await classAssessment(token);
    const code = await openAnswering(token, id);
    const ben = students[1]!;
    const first = (await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { studentId: ben.id })).json().token as string;
    await asStudent('PUT', `/api/assessment/join/${code}/answers`, first, { answers: { q1: '1/3' } });

    const second = await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { name: '  ben   CHU ' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Someone has already picked this name on another device. If it is you, ask your teacher to free your name.');

    // Another student's secret touches only their own answers.
    const cleo = (await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { studentId: students[2]!.id })).json().token as string;
    await asStudent('PUT', `/api/assessment/join/${code}/answers`, cleo, { answers: { q1: '3/4' } });
    expect((await asStudent('GET', `/api/assessment/join/${code}/answers`, first)).json()).toMatchObject({ student: { name: 'Ben Chu' }, answers: { q1: '1/3' } });

    const freed = await t.call('POST', `/api/assessment/${id}/answering/${ben.id}/free`, token, {});
    expect(freed.json().students[1]).toMatchObject({ name: 'Ben Chu', joined: false });
    const onNewDevice = await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { studentId: ben.id });
    expect(onNewDevice.statusCode).toBe(200);
    // His answers stayed; the old device no longer holds the name.
    expect(onNewDevice.json().answers).toEqual({ q1: '1/3' });
    const old = await asStudent('PUT', `/api/assessment/join/${code}/answers`, first, { answers: { q1: '1/2' } });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe('Your name is no longer held by this device: your teacher freed it, or it was picked again elsewhere. Pick your name again.');
  });

  it('draws a new code that retires the old one: each student picks their name again and finds their answers', async () => {
    const token = await teacher('answer-new-code');
    const { id, students } = await classAssessment(token);
    const oldCode = await openAnswering(token, id);
    const [ava, ben] = [students[0]!, students[1]!];
    const avaSecret = (await asStudent('POST', `/api/assessment/join/${oldCode}/claim`, undefined, { studentId: ava.id })).json().token as string;
    await asStudent('PUT', `/api/assessment/join/${oldCode}/answers`, avaSecret, { answers: { q1: '1/2', q2: 'Same point' } });
    const benSecret = (await asStudent('POST', `/api/assessment/join/${oldCode}/claim`, undefined, { studentId: ben.id })).json().token as string;
    expect((await asStudent('POST', `/api/assessment/join/${oldCode}/submit`, benSecret, { answers: { q1: '3/4' } })).statusCode).toBe(200);

    const renewed = await t.call('POST', `/api/assessment/${id}/answering/code`, token, {});
    expect(renewed.statusCode).toBe(200);
    const newCode = renewed.json().joinCode as string;
    expect(newCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(newCode).not.toBe(oldCode);
    // Answering stays open; every name is free again, and Ben stays handed in.
    expect(renewed.json()).toMatchObject({ answeringOpen: true });
    expect(renewed.json().students).toEqual([
      { studentId: ava.id, name: 'Ava Brown', joined: false, submittedAt: null },
      { studentId: ben.id, name: 'Ben Chu', joined: false, submittedAt: expect.any(String) },
      { studentId: students[2]!.id, name: 'Cleo Diaz', joined: false, submittedAt: null },
    ]);

    // The old code names nothing, for a new student and for a device that joined with it alike.
    const notFound = { statusCode: 404, message: 'No assessment has this code. Check the code with your teacher.' };
    expect((await asStudent('GET', `/api/assessment/join/${oldCode}`)).json()).toEqual(notFound);
    const lateSave = await asStudent('PUT', `/api/assessment/join/${oldCode}/answers`, avaSecret, { answers: { q2: 'Typed after the change' } });
    expect(lateSave.statusCode).toBe(404);
    expect(lateSave.json()).toEqual(notFound);
    expect((await asStudent('POST', `/api/assessment/join/${oldCode}/claim`, undefined, { studentId: students[2]!.id })).statusCode).toBe(404);
    // The old device's secret does not hold Ava's name under the new code either.
    expect((await asStudent('GET', `/api/assessment/join/${newCode}/answers`, avaSecret)).statusCode).toBe(409);

    // The new code opens the same assessment: a device finds what it kept under the old one by it.
    expect((await asStudent('GET', `/api/assessment/join/${newCode}`)).json().assessmentId).toBe(id);
    // Ava picks her name with the new code and finds what she saved; Ben finds his hand-in.
    const again = await asStudent('POST', `/api/assessment/join/${newCode}/claim`, undefined, { studentId: ava.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ student: { id: ava.id, name: 'Ava Brown' }, answers: { q1: '1/2', q2: 'Same point' }, submittedAt: null });
    const saved = await asStudent('PUT', `/api/assessment/join/${newCode}/answers`, again.json().token, { answers: { q2: 'Typed after the change' } });
    expect(saved.json().answers).toEqual({ q1: '1/2', q2: 'Typed after the change' });
    const benAgain = await asStudent('POST', `/api/assessment/join/${newCode}/claim`, undefined, { studentId: ben.id });
    expect(benAgain.json()).toMatchObject({ answers: { q1: '3/4' }, submittedAt: expect.any(String) });
  });

  it('keeps a new code to the assessment’s owner and refuses fields it does not take', async () => {
    const token = await teacher('answer-new-code-owner');
    const { id } = await classAssessment(token);
    const code = await openAnswering(token, id);
    const other = await teacher('answer-new-code-other');
    const theirs = await t.call('POST', `/api/assessment/${id}/answering/code`, other, {});
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ statusCode: 404, message: 'Assessment not found' });
    expect((await t.call('POST', '/api/assessment/not-an-id/answering/code', token, {})).statusCode).toBe(404);
    expect((await t.call('POST', `/api/assessment/${id}/answering/code`, undefined, {})).statusCode).toBe(401);
    const extra = await t.call('POST', `/api/assessment/${id}/answering/code`, token, { joinCode: 'AAAAAA' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual([{ field: 'joinCode', message: 'These fields are not part of answering: joinCode' }]);
    // Nothing changed by the refused requests: the class's code still opens the sheet.
    expect((await t.call('GET', `/api/assessment/${id}/answering`, token)).json().joinCode).toBe(code);
    expect((await asStudent('GET', `/api/assessment/join/${code}`)).statusCode).toBe(200);
  });

  it('gives a name to one device only when two pick it at the same moment', async () => {
    const token = await teacher('answer-race');
    const { id, students } = await classAssessment(token);
    const code = await openAnswering(token, id);
    const picks = await Promise.all([0, 1, 2].map(() => asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { studentId: students[2]!.id })));
    expect(picks.map((p) => p.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('adds a typed name that is not on the class list, so the teacher sees who answered', async () => {
    const token = await teacher('answer-typed');
    const { id } = await classAssessment(token);
    const code = await openAnswering(token, id);
    const res = await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { name: ' Dara   Evans ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().student.name).toBe('Dara Evans');
    const list = (await t.call('GET', `/api/assessment/${id}`, token)).json().students.map((s: { name: string }) => s.name);
    expect(list).toEqual(['Ava Brown', 'Ben Chu', 'Cleo Diaz', 'Dara Evans']);
  });

  it('refuses bad input with a 400 naming the field, and keeps what was saved', async () => {
    const token = await teacher('answer-bad');
    const { id, students } = await classAssessment(token);
    const code = await openAnswering(token, id);
    const secret = (await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { studentId: students[0]!.id })).json().token as string;
    await asStudent('PUT', `/api/assessment/join/${code}/answers`, secret, { answers: { q2: 'Kept' } });

    const long = await asStudent('PUT', `/api/assessment/join/${code}/answers`, secret, { answers: { q2: 'x'.repeat(5001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual([{ field: 'answers.q2', message: 'An answer has at most 5,000 characters; this one is longer' }]);
    const unknownItem = await asStudent('PUT', `/api/assessment/join/${code}/answers`, secret, { answers: { q9: 'Hi' } });
    expect(unknownItem.json()).toEqual([{ field: 'answers.q9', message: 'This assessment has no question "q9". Reload the page to see the questions as they are now.' }]);
    const notAnOption = await asStudent('PUT', `/api/assessment/join/${code}/answers`, secret, { answers: { q1: '5/8' } });
    expect(notAnOption.json()).toEqual([{ field: 'answers.q1', message: 'Choose one of the options given.' }]);
    const noSecret = await asStudent('PUT', `/api/assessment/join/${code}/answers`, undefined, { answers: { q1: '1/2' } });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json()).toEqual([{ field: 'x-answer-token', message: 'Pick your name before answering.' }]);
    const wrongSecret = await asStudent('PUT', `/api/assessment/join/${code}/answers`, 'made-up', { answers: { q1: '1/2' } });
    expect(wrongSecret.statusCode).toBe(409);
    const unknownStudent = await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { studentId: 'nobody' });
    expect(unknownStudent.json()).toEqual([{ field: 'studentId', message: 'This name is not on the class list. Pick your name from the list.' }]);
    const emptyName = await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { name: '   ' });
    expect(emptyName.statusCode).toBe(400);
    const badOpen = await t.call('POST', `/api/assessment/${id}/answering`, token, { open: 'yes' });
    expect(badOpen.json()).toEqual([{ field: 'open', message: 'Say whether answering is open: true or false' }]);

    expect((await asStudent('GET', `/api/assessment/join/${code}/answers`, secret)).json().answers).toEqual({ q2: 'Kept' });
  });

  it('refuses saves once the teacher closes answering, and keeps another teacher out', async () => {
    const token = await teacher('answer-closed');
    const { id, students } = await classAssessment(token);
    const code = await openAnswering(token, id);
    const secret = (await asStudent('POST', `/api/assessment/join/${code}/claim`, undefined, { studentId: students[0]!.id })).json().token as string;
    await t.call('POST', `/api/assessment/${id}/answering`, token, { open: false });
    const res = await asStudent('PUT', `/api/assessment/join/${code}/answers`, secret, { answers: { q1: '1/2' } });
    expect(res.statusCode).toBe(409);
    expect((await asStudent('POST', `/api/assessment/join/${code}/submit`, secret, { answers: {} })).statusCode).toBe(409);

    const other = await teacher('answer-other');
    expect((await t.call('GET', `/api/assessment/${id}/answering`, other)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/assessment/${id}/answering`, other, { open: true })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/assessment/${id}/answering/${students[0]!.id}/free`, other, {})).statusCode).toBe(404);
    expect((await t.call('GET', `/api/assessment/${id}/answering`)).statusCode).toBe(401);
  });

  it('counts wrong codes against the address like a lesson\'s, never a class answering with the right one', async () => {
    const strict = await createTestApp({ env: { LIMIT_FREE: '5', LOOKUP_ATTEMPTS_PER_MINUTE: '3' } });
    try {
      const token = await strict.token({ sub: 'answer-limits', email: 'limits@school.example', name: 'Lim' });
      const created = (await strict.call('POST', '/api/assessment', token, { title: 'Limits', outcomes: ['3.NF.A.3a'] })).json();
      await strict.call('PUT', `/api/assessment/${created.id}/students`, token, { names: ['Ava Brown'] });
      const code = (await strict.call('POST', `/api/assessment/${created.id}/answering`, token, { open: true })).json().joinCode as string;
      const open = (joinCode: string, remoteAddress: string) => strict.app.inject({ method: 'GET', url: `/api/assessment/join/${joinCode}`, remoteAddress });
      // A whole class behind one school address opens the right code.
      const right = [];
      for (let i = 0; i < 10; i += 1) right.push((await open(code, '10.7.0.1')).statusCode);
      expect(right).toEqual(Array(10).fill(200));
      // Codes with a 0 in them are never handed out, so none of these can be right.
      const wrong = [];
      for (let i = 0; i < 5; i += 1) wrong.push((await open(`Q0000${i}`, '10.7.0.2')).statusCode);
      expect(wrong).toEqual([404, 404, 404, 429, 429]);
      const refused = await open(code, '10.7.0.2');
      expect(refused.json()).toEqual({ statusCode: 429, message: 'Too many join codes were tried from this address. Wait 60 seconds before trying again.' });
    } finally {
      await strict.close();
    }
  });
});
