import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.ts';
import { newTeacher, signUpAndOnboard, watchAuthorization } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';

const e2e = serverAndBrowser();

const PHONE = { width: 390, height: 844 };

/** A title long enough to need cutting on a phone, with a word no line can hold. */
const LONG_TITLE = 'Equivalent fractions with fraction strips, number lines and the fraction wall: Supercalifragilisticexpialidocious';
/** The same title as the breadcrumbs hold it: cut at 100 characters plus an ellipsis (spec §9). */
const LONG_TITLE_CRUMB = 'Equivalent fractions with fraction strips, number lines and the fraction wall: Supercalifragilistice...';

/**
 * England's National Curriculum codes are long words with no space (these are 78 and 59 characters; the syllabus
 * holds one of 94): wherever one is shown (outcome lists, pickers, badges, tables, selects), it must wrap or be cut
 * rather than widen the page.
 */
const ENGLAND_OUTCOMES = ['NC-MA-KS2-FRACTIONS-INCLUDING-DECIMALS-ADD-SUBTRACT-FRACTIONS-SAME-DENOMINATOR', 'NC-MA-KS2-FRACTIONS-ADD-SUBTRACT-FRACTIONS-SAME-DENOMINATOR'];
const ENGLAND_LONGEST = 'NC-MA-KS2-FRACTIONS-INCLUDING-DECIMALS-AND-PERCENTAGES-ADD-SUBTRACT-FRACTIONS-SAME-DENOMINATOR';
const ENGLAND_SEARCH = 'add and subtract fractions with the same denominator';

const markdown = `# Fractions on a number line

A fraction names a point on a number line. Halves split the line between 0 and 1 into two equal parts.

# Equivalent fractions

Two fractions are equivalent when they name the same point, such as 1/2 and 2/4.
`;

interface Api {
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
  upload(name: string, type: string, text: string): Promise<{ id: string }>;
}

/** The app's own bearer token, so the data is made through the API as the signed-in teacher. */
function apiOf(baseUrl: string, authorization: () => string): Api {
  const send = async (method: string, path: string, init: RequestInit) => {
    const res = await fetch(`${baseUrl}${path}`, { method, ...init, headers: { authorization: authorization(), ...init.headers } });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return {
    call: (method, path, body) =>
      send(method, path, body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    upload: (name, type, text) => {
      const form = new FormData();
      form.append('File', new Blob([text], { type }), name);
      return send('PUT', '/api/upload', { body: form });
    },
  };
}

/** Waits until the page has settled: its heading shown, nothing loading, no transition running. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.getByRole('status').filter({ hasText: /^Loading/ }).waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
  await page.mouse.move(0, 0);
  // A cancelled animation rejects its `finished`; either way it no longer moves.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
}

interface Finding {
  path: string;
  scrollWidth: number;
  /** The innermost elements reaching past the screen's right edge, to name what to fix. */
  overflowing: string[];
  violations: string[];
}

const overflowingElements = (page: Page) =>
  page.evaluate(() => {
    const past = (element: Element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => past(element) && ![...element.children].some(past))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}" right ${Math.round(element.getBoundingClientRect().right)}`);
  });

async function check(page: Page, baseUrl: string, path: string): Promise<Finding> {
  await page.goto(`${baseUrl}${path}`);
  await settle(page).catch((error: Error) => {
    throw new Error(`${path}: ${error.message}`);
  });
  return measure(page, path);
}

/** The page as it is now (after choices made on it), named `path` in the findings. */
async function measure(page: Page, path: string): Promise<Finding> {
  // Nothing hovered or moving: what is measured is the page at rest.
  await page.mouse.move(0, 0);
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const overflowing = scrollWidth > PHONE.width ? await overflowingElements(page) : [];
  return { path, scrollWidth, overflowing, violations: await axeViolations(page) };
}

const problems = (findings: Finding[]) =>
  findings.filter((f) => f.scrollWidth > PHONE.width || f.violations.length).map((f) => `${f.path}: scrollWidth ${f.scrollWidth} ${f.overflowing.join(', ')}; ${f.violations.join('; ')}`);

interface Made {
  lessonId: string;
  joinCode: string;
  /** The code students answer the marked assessment online with. */
  answerCode: string;
  accessKey: string;
  ownerId: string;
  syllabusId: string;
  assessmentId: string;
  uploadId: string;
  sliceId: string;
  englandLessonId: string;
  englandAssessmentId: string;
  unitId: string;
  commentSetId: string;
}

/** A lesson (shared by link), a syllabus, a marked assessment, a Studio run and a processed upload, made through the API. */
async function makeData(page: Page, api: Api): Promise<Made> {
  const outcomes = ['3.NF.A.3a', '3.NF.A.3b'];
  const lesson = await api.call<{ id: string }>('POST', '/api/lesson', {
    title: LONG_TITLE,
    description: 'Students fold paper strips to find fractions that name the same amount.',
    yearLevel: '3',
    subject: 'Mathematics',
    durationMinutes: 60,
    outcomes,
  });
  const { joinCode } = await api.call<{ joinCode: string }>('POST', `/api/lesson/${lesson.id}/join/regenerate`);
  const { accessKey } = await api.call<{ accessKey: string }>('PUT', `/api/sharing/lesson/${lesson.id}/link`, { emails: [] });
  // A syllabus in England's framework: the upload is aligned to England's outcomes, so its slices and outcomes show them.
  const syllabus = await api.call<{ id: string }>('POST', '/api/syllabus', { title: 'Year 4 fractions', framework: 'en-nc' });
  for (const code of [ENGLAND_LONGEST, ...ENGLAND_OUTCOMES]) await api.call('POST', `/api/syllabus/${syllabus.id}/outcome`, { code });
  const england = { yearLevel: '4', subject: 'Mathematics', outcomes: ENGLAND_OUTCOMES };
  const englandLesson = await api.call<{ id: string }>('POST', '/api/lesson', { title: 'Adding fractions', durationMinutes: 60, ...england });
  const englandAssessment = await api.call<{ id: string }>('POST', '/api/assessment', { title: 'Adding fractions check', ...england });
  const unit = await api.call<{ id: string }>('POST', '/api/unit', { title: 'Fractions in Year 4', weeks: 1, lessonsPerWeek: 3, ...england });
  const commentSet = await api.call<{ id: string }>('POST', '/api/comment', {
    title: 'Year 4 fractions reports',
    ...england,
    students: [{ name: 'Ava Brown', achievements: { [ENGLAND_OUTCOMES[0]!]: 'proficient' }, evidence: { [ENGLAND_OUTCOMES[0]!]: 'Added fifths on a number line' } }],
  });
  const assessment = await api.call<{ id: string; rubric: { criteria: { id: string }[] } }>('POST', '/api/assessment', {
    title: LONG_TITLE,
    yearLevel: 'Year 3',
    subject: 'Mathematics',
    outcomes,
  });
  const { students } = await api.call<{ students: { id: string }[] }>('PUT', `/api/assessment/${assessment.id}/students`, {
    names: ['Ava Brown', 'Ben Chen', 'Cleo Diaz'],
  });
  for (const [level, student] of students.entries()) {
    const levels = Object.fromEntries(assessment.rubric.criteria.map((c) => [c.id, level]));
    await api.call('PUT', `/api/assessment/${assessment.id}/marks/${student.id}`, { levels });
  }
  const { joinCode: answerCode } = await api.call<{ joinCode: string }>('POST', `/api/assessment/${assessment.id}/answering`, { open: true });
  await api.call('POST', '/api/studio/rewrite', { text: 'A glacier is a river of ice that moves approximately one metre each day.', grade: 3 });
  const upload = await api.upload('Fractions.md', 'text/markdown', markdown);
  let slices: { id: string }[] = [];
  for (let tries = 0; tries < 240 && !slices.length; tries++) {
    const { state } = await api.call<{ state: string }>('GET', `/api/upload/${upload.id}`);
    if (state === 'complete') slices = (await api.call<{ items: { id: string }[] }>('GET', `/api/upload/${upload.id}/slices`)).items;
    else await page.waitForTimeout(500);
  }
  if (!slices.length) throw new Error('the upload was not processed within two minutes');
  const owner = await api.call<{ id: string }>('GET', '/api/profile');
  return {
    lessonId: lesson.id,
    joinCode,
    answerCode,
    accessKey,
    ownerId: owner.id,
    syllabusId: syllabus.id,
    assessmentId: assessment.id,
    uploadId: upload.id,
    sliceId: slices[0]!.id,
    englandLessonId: englandLesson.id,
    englandAssessmentId: englandAssessment.id,
    unitId: unit.id,
    commentSetId: commentSet.id,
  };
}

const publicPaths = ['/', '/pricing', '/faq', '/contact', '/privacy', '/terms', '/statecharts', '/status', '/login', '/no-such-page'];

const signedInPaths = (m: Made) => [
  '/dashboard',
  '/profile',
  '/lessons',
  `/lessons/${m.lessonId}`,
  '/lessons/editor/new',
  ...['plan', 'outcomes', 'glossary', 'questions', 'pedagogy', 'suggestions', 'share', 'present'].map((tab) => `/lessons/editor/${m.lessonId}/${tab}`),
  ...['browse', 'search', 'syllabi', 'create'].map((tab) => `/outcomes/${tab}`),
  ...['details', 'outcomes'].map((tab) => `/syllabi/editor/${m.syllabusId}/${tab}`),
  '/assessments',
  '/assessments/editor/new',
  ...['details', 'items', 'rubric', 'marking', 'results', 'export', 'share'].map((tab) => `/assessments/editor/${m.assessmentId}/${tab}`),
  '/uploads',
  `/uploads/${m.uploadId}`,
  ...['details', 'slices', 'outcomes', 'spelling', 'share'].map((tab) => `/uploads/editor/${m.uploadId}/${tab}`),
  `/uploads/editor/${m.uploadId}/review/${m.sliceId}`,
  ...['rewrite', 'questions', 'glossary', 'exit-ticket', 'history'].map((tab) => `/studio/${tab}`),
  `/lessons/${m.englandLessonId}`,
  ...['plan', 'outcomes', 'questions', 'pedagogy'].map((tab) => `/lessons/editor/${m.englandLessonId}/${tab}`),
  `/assessments/${m.englandAssessmentId}`,
  ...['items', 'rubric', 'results'].map((tab) => `/assessments/editor/${m.englandAssessmentId}/${tab}`),
  '/uploads/search',
  '/units',
  `/units/${m.unitId}`,
  '/units/editor/new',
  ...['details', 'sequence', 'coverage', 'glossary', 'share', 'export'].map((tab) => `/units/editor/${m.unitId}/${tab}`),
  '/comments',
  `/comments/${m.commentSetId}`,
  '/comments/editor/new',
  ...['class', 'outcomes', 'comments', 'bank', 'share'].map((tab) => `/comments/editor/${m.commentSetId}/${tab}`),
  '/sharing',
  '/no-such-page',
  `/shared/${m.ownerId}/${m.lessonId}?key=${encodeURIComponent(m.accessKey)}`,
  `/lesson/${m.joinCode}`,
  `/answer/${m.answerCode}`,
];

/** Marks the loaded document, so a later check can tell an in-place navigation from a new page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { teachkitSameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { teachkitSameDocument?: boolean }).teachkitSameDocument === true);

describe('every screen on a 390 × 844 phone', () => {
  let context: BrowserContext;
  let page: Page;
  let made: Made;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await e2e.browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const authorization = watchAuthorization(page);
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Maria Montessori'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);
    await page.waitForLoadState('networkidle');
    made = await makeData(page, apiOf(e2e.server.url, authorization));
  }, 240_000);

  it('public screens fit the width and pass axe for a visitor', async () => {
    const visitor = await e2e.browser.newContext({ viewport: PHONE });
    const visitorPage = await visitor.newPage();
    const findings: Finding[] = [];
    for (const path of publicPaths) findings.push(await check(visitorPage, e2e.server.url, path));
    expect(problems(findings)).toEqual([]);

    // The public bar's links sit in its "Menu" disclosure; choosing one opens the page in place and folds the menu.
    await visitorPage.goto(`${e2e.server.url}/`);
    await settle(visitorPage);
    const nav = visitorPage.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);
    await markDocument(visitorPage);
    await nav.locator('summary', { hasText: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Pricing' }).waitFor();
    expect(await nav.getByRole('link').evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.textContent))).toEqual([
      'Teachkit',
      'Home',
      'Pricing',
      'FAQ',
      'For Publishers ↗ (opens an external site)',
    ]);
    expect(await visitorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(visitorPage)).toEqual([]);
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await visitorPage.waitForURL(`${e2e.server.url}/pricing`);
    expect(await sameDocument(visitorPage)).toBe(true);
    expect(await nav.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);
    await visitor.close();
  });

  it('every signed-in screen fits the width and passes axe, with real data', async () => {
    const findings: Finding[] = [];
    for (const path of [...publicPaths, ...signedInPaths(made)]) findings.push(await check(page, e2e.server.url, path));
    expect(problems(findings)).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);

  it('outcomes browsed, searched and picked in England, with their long codes, fit the width', async () => {
    const base = e2e.server.url;
    const findings: Finding[] = [];
    const search = async (where: string) => {
      const form = page.getByRole('search').first();
      await form.getByRole('textbox', { name: 'Words to search for' }).fill(ENGLAND_SEARCH);
      await form.getByRole('button', { name: 'Search outcomes' }).click();
      await page.getByText(ENGLAND_OUTCOMES[0]!, { exact: true }).first().waitFor({ timeout: 20_000 });
      findings.push(await measure(page, `${where} (searched)`));
    };

    await page.goto(`${base}/outcomes/browse`);
    await settle(page);
    await page.getByRole('combobox', { name: 'Framework' }).selectOption('en-nc');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Mathematics');
    await page.getByText(ENGLAND_OUTCOMES[0]!, { exact: true }).first().waitFor({ timeout: 20_000 });
    findings.push(await measure(page, '/outcomes/browse (England, Mathematics)'));

    // The upload was aligned to England's outcomes (the teacher's syllabus is in that framework): its slices and
    // outcomes carry their codes.
    for (const tab of ['slices', 'outcomes']) {
      await page.goto(`${base}/uploads/editor/${made.uploadId}/${tab}`);
      await settle(page);
      // A badge, not the outcome filter's (hidden) options.
      await page.locator('span').filter({ hasText: /^NC-MA-/ }).first().waitFor({ timeout: 20_000 });
      findings.push(await measure(page, `/uploads/editor/${made.uploadId}/${tab} (England codes)`));
    }

    for (const path of ['/outcomes/search', `/lessons/editor/${made.englandLessonId}/outcomes`, '/comments/editor/new', '/units/editor/new', '/assessments/editor/new']) {
      await page.goto(`${base}${path}`);
      await settle(page);
      await search(path);
    }
    expect(problems(findings)).toEqual([]);
  }, 300_000);

  it('the top bar folds into a menu that leads to each signed-in section', async () => {
    await page.goto(`${e2e.server.url}/dashboard`);
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The wide bar's links are not shown; the menu holds them.
    expect(await nav.getByRole('button', { name: 'Build and Plan' }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Lessons', exact: true }).isVisible()).toBe(false);
    await markDocument(page);
    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Plan LessonsLessons built on real curriculum outcomes.',
      'Build AssessmentsAssessments with rubric-driven marking.',
      'Structure Units of WorkSequence lessons into units of work.',
      'Give FeedbackPersonal feedback aligned to outcomes.',
      'Lessons',
      'Studio',
      'Uploads',
    ]);
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Uploads' }).click();
    await page.waitForURL(`${e2e.server.url}/uploads`);
    expect(await sameDocument(page)).toBe(true);
  });

  it('tabs change the address in place, without loading the page again', async () => {
    const base = e2e.server.url;
    const tabbed: [string, string, string][] = [
      ['/outcomes/browse', 'Search', '/outcomes/search'],
      [`/syllabi/editor/${made.syllabusId}/details`, 'Outcomes', `/syllabi/editor/${made.syllabusId}/outcomes`],
      [`/lessons/editor/${made.lessonId}/plan`, 'Glossary', `/lessons/editor/${made.lessonId}/glossary`],
      [`/uploads/editor/${made.uploadId}/details`, 'Slices', `/uploads/editor/${made.uploadId}/slices`],
      [`/assessments/editor/${made.assessmentId}/items`, 'Rubric', `/assessments/editor/${made.assessmentId}/rubric`],
      ['/studio/rewrite', 'History', '/studio/history'],
    ];
    for (const [from, tab, to] of tabbed) {
      await page.goto(`${base}${from}`);
      await settle(page);
      await markDocument(page);
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.waitForURL(`${base}${to}`);
      await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
      expect(await sameDocument(page), `${from} → ${to}`).toBe(true);
    }
  });

  it("a tab beyond the screen's edge, opened by its address, is scrolled into view inside its list", async () => {
    for (const path of [`/lessons/editor/${made.lessonId}/present`, `/assessments/editor/${made.assessmentId}/export`]) {
      await page.goto(`${e2e.server.url}${path}`);
      await settle(page);
      const chosen = page.getByRole('tab', { selected: true });
      const edges = await chosen.evaluate((tab) => {
        const list = tab.closest('[role="tablist"]')!;
        return { tabRight: tab.getBoundingClientRect().right, listRight: list.getBoundingClientRect().right, listScrolled: list.scrollLeft };
      });
      expect(edges.listScrolled, path).toBeGreaterThan(0);
      // Within a pixel: the list's last scroll position rounds to whole pixels.
      expect(edges.tabRight, path).toBeLessThanOrEqual(edges.listRight + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('a long title is cut to one line in the breadcrumbs and wraps in the heading', async () => {
    await page.goto(`${e2e.server.url}/lessons/editor/${made.lessonId}/plan`);
    await settle(page);
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: LONG_TITLE_CRUMB });
    const box = await crumb.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { right: rect.right, height: rect.height, cutOnScreen: element.scrollWidth > element.clientWidth, lineHeight: parseFloat(getComputedStyle(element).lineHeight) };
    });
    expect(box.cutOnScreen).toBe(true);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeLessThanOrEqual(box.lineHeight + 1);
    expect(await crumb.getAttribute('title')).toBe(LONG_TITLE_CRUMB);
    const heading = page.getByRole('heading', { level: 1, name: LONG_TITLE });
    expect(await heading.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(PHONE.width);
  });
});
