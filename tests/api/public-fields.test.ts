import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/*
 * Teacher-only fields never leave the teacher. A lesson, an assessment, a comment set and a unit are filled with
 * sentinels (literal strings that appear nowhere else) in every teacher-only field, shared by link and by join code;
 * then every route of the app is called without a token, and no answer may contain a sentinel. A route that answers
 * without a token must be listed below as public, so a new public route cannot slip past this walk.
 */

/** The teacher's side of each item: a colleague the item is shared with may read these. */
const TEACHER_NOTES = {
  lessonDescription: 'SENTINEL-EAL-Two students are new to English',
  differentiation: 'SENTINEL-DIFF-Sit the new arrivals beside a buddy',
  languageSupport: 'SENTINEL-LANG-Bilingual glossary for the EAL pair',
  teacherAction: 'SENTINEL-TEACHER-ACTION-Model folding a strip',
  explanation: 'SENTINEL-EXPLANATION-Halves are two equal parts',
  checkAnswer: 'SENTINEL-CHECK-ANSWER-4',
  exitAnswer: 'SENTINEL-EXIT-ANSWER-4/8',
  misconception: 'SENTINEL-MISCONCEPTION-RESPONSE-Compare with strips',
  assessmentDescription: 'SENTINEL-ASSESS-DESC-For the class after the strips lesson',
  assessmentAnswer: 'SENTINEL-ASSESS-ANSWER-2/4',
  markingPoint: 'SENTINEL-MARKING-POINT-Names an equal fraction',
  rubricDescriptor: 'SENTINEL-RUBRIC-Names one equal fraction with help',
  unitDescription: 'SENTINEL-UNIT-DESC-Three students need the strips again',
} as const;

/** What the teacher wrote about named students: nobody but the teacher reads these, not even a colleague. */
const ABOUT_STUDENTS = {
  classListName: 'Zephyrine Sentinelstudent',
  response: 'SENTINEL-STUDENT-RESPONSE-I think 3/6',
  feedback: 'SENTINEL-FEEDBACK-Zephyrine needs another go at halves',
  commentStudentName: 'Quillon Sentinelkid',
  evidence: 'SENTINEL-EVIDENCE-ordered fractions on a number line',
  comment: 'SENTINEL-COMMENT-Quillon compares fractions well',
  onlineAnswer: 'SENTINEL-ONLINE-ANSWER-two quarters',
} as const;

const EVERY_SENTINEL = [...Object.values(TEACHER_NOTES), ...Object.values(ABOUT_STUDENTS)];

/** The sentinels a body holds. */
const sentinelsIn = (body: string, sentinels: readonly string[] = EVERY_SENTINEL) => sentinels.filter((s) => body.includes(s));

let t: TestApp;
let owner: string;
let colleague: string;
const routes: { method: string; url: string }[] = [];
const ids = { lesson: '', assessment: '', comment: '', unit: '', student: '' };
let joinCode = '';
/** The code students answer the assessment online with, and the secret of the device that picked the student's name. */
let assessmentCode = '';
let answerToken = '';
const accessKeys: Record<string, string> = {};
const SHARED = ['lesson', 'assessment', 'comment', 'unit'] as const;

beforeAll(async () => {
  t = await createTestApp({
    env: { LIMIT_FREE: '100', LOOKUP_ATTEMPTS_PER_MINUTE: '10000' },
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  owner = await t.token({ sub: 'pf-owner', email: 'olive@school.example', name: 'Olive Owner' });
  colleague = await t.token({ sub: 'pf-colleague', email: 'colin@school.example', name: 'Colin Colleague' });
  const ok = async (method: 'POST' | 'PUT', url: string, body: object, status = 200) => {
    const res = await t.call(method, url, owner, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };

  const created = await ok('POST', '/api/lesson', { title: 'Fractions on a number line', description: TEACHER_NOTES.lessonDescription, outcomes: ['3.NF.A.3a'] }, 201);
  ids.lesson = created.id;
  const [first, ...rest] = created.phases as { teacherActions: string[] }[];
  await ok('POST', '/api/lesson', {
    id: ids.lesson,
    differentiation: { support: [TEACHER_NOTES.differentiation], extension: [], languageSupport: [TEACHER_NOTES.languageSupport] },
    phases: [
      {
        ...first,
        teacherActions: [TEACHER_NOTES.teacherAction],
        explanation: [TEACHER_NOTES.explanation],
        check: [{ prompt: 'How many eighths make a half?', answer: TEACHER_NOTES.checkAnswer }],
      },
      ...rest,
    ],
    exitCheck: [{ prompt: 'Write a fraction equal to 1/2 with a denominator of 8.', answer: TEACHER_NOTES.exitAnswer }],
    misconceptions: [{ misconception: 'A bigger denominator makes a bigger fraction.', response: TEACHER_NOTES.misconception, source: '' }],
  });
  joinCode = (await ok('POST', `/api/lesson/${ids.lesson}/join/regenerate`, {})).joinCode;

  const assessment = await ok('POST', '/api/assessment', { title: 'Fractions check', description: TEACHER_NOTES.assessmentDescription, outcomes: ['3.NF.A.3a'] }, 201);
  ids.assessment = assessment.id;
  const outcomeCode = assessment.outcomes[0].code as string;
  await ok('POST', '/api/assessment', {
    id: ids.assessment,
    items: [{ id: 'q1', kind: 'short-answer', prompt: 'Name a fraction equal to 1/2.', answer: TEACHER_NOTES.assessmentAnswer, markingPoints: [TEACHER_NOTES.markingPoint], marks: 2, outcomeCode }],
    rubric: {
      levels: [
        { name: 'Beginning', marks: 1 },
        { name: 'Secure', marks: 2 },
      ],
      criteria: [{ id: 'c1', outcomeCode, title: 'Equivalence', descriptors: [TEACHER_NOTES.rubricDescriptor, 'Explains why two fractions are equal'] }],
    },
  });
  ids.student = (await ok('PUT', `/api/assessment/${ids.assessment}/students`, { names: [ABOUT_STUDENTS.classListName] })).students[0].id;
  await ok('PUT', `/api/assessment/${ids.assessment}/marks/${ids.student}`, { response: ABOUT_STUDENTS.response, levels: { c1: 0 }, feedback: ABOUT_STUDENTS.feedback });
  assessmentCode = (await ok('POST', `/api/assessment/${ids.assessment}/answering`, { open: true })).joinCode;
  const claimed = await t.call('POST', `/api/assessment/join/${assessmentCode}/claim`, undefined, { studentId: ids.student });
  answerToken = claimed.json().token;
  const answered = await t.app.inject({ method: 'PUT', url: `/api/assessment/join/${assessmentCode}/answers`, headers: { 'x-answer-token': answerToken }, payload: { answers: { q1: ABOUT_STUDENTS.onlineAnswer } } });
  expect(answered.statusCode, answered.body).toBe(200);

  ids.comment = (
    await ok(
      'POST',
      '/api/comment',
      {
        title: 'Term 3 maths reports',
        yearLevel: 'Grade 4',
        outcomes: ['4.NF.A.2'],
        students: [{ name: ABOUT_STUDENTS.commentStudentName, pronouns: 'she', achievements: { '4.NF.A.2': 'proficient' }, evidence: { '4.NF.A.2': ABOUT_STUDENTS.evidence }, comment: ABOUT_STUDENTS.comment }],
      },
      201,
    )
  ).id;
  ids.unit = (await ok('POST', '/api/unit', { title: 'Equivalent fractions', description: TEACHER_NOTES.unitDescription, outcomes: ['3.NF.A.3a'], weeks: 1, lessonsPerWeek: 2 }, 201)).id;

  for (const type of SHARED) accessKeys[type] = (await ok('PUT', `/api/sharing/${type}/${ids[type]}/link`, {})).accessKey;

  // The oracle can fail: the owner's own answers hold every sentinel.
  const own = [
    await t.call('GET', `/api/lesson/${ids.lesson}`, owner),
    await t.call('GET', `/api/assessment/${ids.assessment}`, owner),
    await t.call('GET', `/api/assessment/${ids.assessment}/results`, owner),
    await t.call('GET', `/api/comment/${ids.comment}`, owner),
    await t.call('GET', `/api/unit/${ids.unit}`, owner),
  ];
  expect(sentinelsIn(own.map((r) => r.body).join('\n')).sort()).toEqual([...EVERY_SENTINEL].sort());
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const sharedUrl = (type: (typeof SHARED)[number], query = '') => `/api/sharing/shared/pf-owner/${ids[type]}${query}`;

/**
 * Every route that answers without a token, and why. Their answers are checked twice: by the walk of every route
 * below, and, for those that show a teacher's items, by the requests that open them (`requests`).
 */
const PUBLIC_ROUTES: Record<string, { why: string; requests?: () => string[] }> = {
  'GET /api/lesson/join/:code': {
    why: 'students join a lesson with its code',
    requests: () => [`/api/lesson/join/${joinCode}`, `/api/lesson/join/${joinCode.toLowerCase()}`],
  },
  'GET /api/assessment/join/:code': {
    why: 'students answering an assessment online open it with its code',
    requests: () => [`/api/assessment/join/${assessmentCode}`, `/api/assessment/join/${assessmentCode.toLowerCase()}`],
  },
  'POST /api/assessment/join/:code/claim': { why: 'a student answering online picks their name' },
  'GET /api/assessment/join/:code/answers': { why: "a student's device reads its own answers back (with its secret)" },
  'PUT /api/assessment/join/:code/answers': { why: "a student's device saves its own answers (with its secret)" },
  'POST /api/assessment/join/:code/submit': { why: 'a student hands in (with their device’s secret)' },
  'GET /api/sharing/shared/:ownerId/:itemId': {
    why: 'anyone holding a link opens the shared item',
    requests: () => SHARED.flatMap((type) => [sharedUrl(type, `?accessKey=${encodeURIComponent(accessKeys[type]!)}`), sharedUrl(type)]),
  },
  'GET /api/config': { why: 'what the browser needs to sign in' },
  'GET /api/health': { why: 'whether the server is up' },
  'POST /api/contact': { why: 'the contact form works signed out' },
  'GET /api/openapi.json': { why: 'the API description' },
  'GET /api/docs': { why: 'the API documentation page' },
  'GET /api/docs/static/index.html': { why: 'the API documentation page' },
  'GET /api/docs/static/swagger-initializer.js': { why: 'the API documentation page' },
  'GET /api/docs/static/*': { why: 'the API documentation page' },
  'GET /api/docs/json': { why: 'the API description' },
  'GET /api/docs/yaml': { why: 'the API description' },
  'GET /identity/interaction/:uid': { why: 'the sign-in page' },
  'POST /identity/interaction/:uid/login': { why: 'signing in' },
  'POST /identity/interaction/:uid/resend': { why: 'signing in' },
  'POST /identity/interaction/:uid/signup': { why: 'signing up' },
  'GET /identity/verify-email': { why: 'the link in an address confirmation mail' },
  'GET /identity/move-email': { why: 'the link in an address move mail' },
  ...Object.fromEntries(
    ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'QUERY'].map((method) => [`${method} /identity/*`, { why: 'the identity provider (discovery, keys, tokens)' }]),
  ),
};

/**
 * What a public route may carry of the sentinels: a student answering online picks their name from the class list,
 * so the answer sheet shows the class list's names (as the teacher typed them); nothing else about students.
 */
const allowedIn = (url: string): string[] => (url.startsWith('/api/assessment/join/') ? [ABOUT_STUDENTS.classListName] : []);
const leaksIn = (url: string, body: string) => sentinelsIn(body).filter((s) => !allowedIn(url).includes(s));

/** A value for each route parameter: the shared items' real ids and code, so the walk reaches the items themselves. */
function fill(url: string): string {
  const values: Record<string, string> = {
    code: url.startsWith('/api/assessment/join/') ? assessmentCode : joinCode,
    ownerId: 'pf-owner',
    itemId: ids.lesson,
    id: ids.lesson,
    studentId: ids.student,
    type: 'lesson',
    mode: 'link',
    who: 'colin@school.example',
  };
  return url
    .replace(/:(\w+)/g, (_match, name: string) => values[name] ?? 'x')
    .replace(/\*$/, url.startsWith('/identity/') ? '.well-known/openid-configuration' : 'index.css');
}

describe('public answers', () => {
  it('carry no teacher-only field: every route called without a token, and every public route opened as its users open it', async () => {
    const answered: string[] = [];
    const leaks: string[] = [];
    const walked = routes.filter((r) => r.method !== 'HEAD');
    expect(walked.length).toBeGreaterThan(100);
    for (const { method, url } of walked) {
      // The host the identity provider answers to; the API answers any.
      const res = await t.app.inject({ method: method as 'GET', url: fill(url), headers: { host: `localhost:${t.config.port}` } });
      if (res.statusCode !== 401) answered.push(`${method} ${url}`);
      const found = leaksIn(url, res.body);
      if (found.length) leaks.push(`${method} ${fill(url)} (${res.statusCode}): ${found.join(', ')}`);
    }
    for (const [route, { requests }] of Object.entries(PUBLIC_ROUTES)) {
      for (const url of requests?.() ?? []) {
        const res = await t.app.inject({ method: route.split(' ')[0] as 'GET', url });
        const found = leaksIn(url, res.body);
        if (found.length) leaks.push(`${route} as ${url} (${res.statusCode}): ${found.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
    // A route that answers without a token and is not listed was not opened as its users open it: list it, and say why.
    expect(answered.filter((route) => !(route in PUBLIC_ROUTES))).toEqual([]);
    // The list stays true: every route on it is one of the app's and answers without a token.
    expect(Object.keys(PUBLIC_ROUTES).filter((route) => !answered.includes(route))).toEqual([]);
  }, 120_000);

  it('give a student who joins with the code the lesson without its brief, notes or answers', async () => {
    const res = await t.call('GET', `/api/lesson/join/${joinCode}`);
    expect(res.statusCode).toBe(200);
    const lesson = res.json();
    expect(lesson.title).toBe('Fractions on a number line');
    expect(lesson).not.toHaveProperty('description');
    expect(lesson).not.toHaveProperty('differentiation');
    expect(lesson.phases[0]).not.toHaveProperty('teacherActions');
    expect(lesson.phases[0].check).toEqual([{ prompt: 'How many eighths make a half?' }]);
    expect(lesson.exitCheck).toEqual([{ prompt: 'Write a fraction equal to 1/2 with a denominator of 8.' }]);
  });

  it('give a student answering online the questions and the names to pick from, and with their secret only their own answers', async () => {
    const sheet = await t.call('GET', `/api/assessment/join/${assessmentCode}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json()).toEqual({
      // The assessment's id, so a device's unsent answers follow it to a new code; it opens nothing without the
      // teacher's sign-in.
      assessmentId: ids.assessment,
      title: 'Fractions check',
      yearLevel: expect.any(String),
      subject: expect.any(String),
      items: [{ id: 'q1', kind: 'short-answer', prompt: 'Name a fraction equal to 1/2.', marks: 2 }],
      totalMarks: 2,
      criteria: ['Equivalence'],
      students: [{ id: ids.student, name: ABOUT_STUDENTS.classListName }],
    });
    const mine = await t.app.inject({ method: 'GET', url: `/api/assessment/join/${assessmentCode}/answers`, headers: { 'x-answer-token': answerToken } });
    expect(mine.json()).toEqual({ student: { id: ids.student, name: ABOUT_STUDENTS.classListName }, answers: { q1: ABOUT_STUDENTS.onlineAnswer }, submittedAt: null });
    // The teacher's transcription of the response, the levels' descriptors and the feedback stay with the teacher.
    expect(sentinelsIn(mine.body).sort()).toEqual([ABOUT_STUDENTS.classListName, ABOUT_STUDENTS.onlineAnswer].sort());
  });

  it('give anyone holding a link what a student may read, and the questions without answers', async () => {
    const open = async (type: (typeof SHARED)[number]) => {
      const res = await t.call('GET', sharedUrl(type, `?accessKey=${encodeURIComponent(accessKeys[type]!)}`));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ audience: 'link', type, ownerName: 'Olive Owner' });
      expect(res.json()).not.toHaveProperty('description');
      return res.json();
    };
    const lesson = (await open('lesson')).sharedLesson.lesson;
    expect(lesson.phases[0].check).toEqual([{ prompt: 'How many eighths make a half?' }]);
    const assessment = (await open('assessment')).sharedAssessment.assessment;
    expect(assessment.items).toEqual([{ id: 'q1', kind: 'short-answer', prompt: 'Name a fraction equal to 1/2.', marks: 2, outcomeCode: expect.any(String) }]);
    expect(assessment).not.toHaveProperty('rubric');
    expect(Object.keys((await open('comment')).sharedComment.comment).sort()).toEqual(['id', 'outcomes', 'subject', 'title', 'yearLevel']);
    expect((await open('unit')).sharedUnit.unit.lessons).toHaveLength(2);
  });
});

describe('sharing with a colleague', () => {
  it("shows them the teacher's notes and answers, never what the teacher wrote about named students", async () => {
    const bodies: string[] = [];
    for (const type of SHARED) {
      const shared = await t.call('PUT', `/api/sharing/${type}/${ids[type]}/people`, owner, { emails: ['colin@school.example'] });
      expect(shared.statusCode).toBe(200);
      const res = await t.call('GET', sharedUrl(type), colleague);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ audience: 'people', type });
      bodies.push(res.body);
      // The old link stopped working when the item was shared with people instead.
      expect((await t.call('GET', sharedUrl(type, `?accessKey=${encodeURIComponent(accessKeys[type]!)}`))).statusCode).toBe(404);
    }
    const all = bodies.join('\n');
    expect(sentinelsIn(all, Object.values(ABOUT_STUDENTS))).toEqual([]);
    expect(sentinelsIn(all, Object.values(TEACHER_NOTES)).sort()).toEqual([...Object.values(TEACHER_NOTES)].sort());
    // The join code lets its holder in as the owner's class: a colleague gets the lesson without it.
    expect(JSON.parse(bodies[0]!).sharedLesson.lesson.joinCode).toBeNull();
    // What the colleague lists is titles and who shares them.
    const withMe = await t.call('GET', '/api/sharing/withme', colleague);
    expect(sentinelsIn(withMe.body)).toEqual([]);
  });
});
