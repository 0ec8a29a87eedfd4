import fs from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { newTeacher, signUpAndOnboard } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';

// A browser of its own: the test reads the files it downloads.
const e2e = serverAndBrowser({ localBrowser: true });

const chosen = ['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b'];
const inquiryPhases = ['Engage', 'Explore', 'Explain', 'Elaborate', 'Evaluate'];

const phaseTitles = (page: Page) =>
  page.getByRole('textbox', { name: 'Phase title' }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The codes each phase cites, read from the code badges (their title is the full official code). */
const citedByPhase = (page: Page) =>
  page.locator('fieldset[aria-label^="Phase "]').evaluateAll((sets) =>
    sets.map((set) => [...set.querySelectorAll('[title]')].map((badge) => badge.getAttribute('title') ?? '')),
  );

describe('a teacher plans, edits, shares and presents a lesson', () => {
  it('plans an inquiry lesson on two real outcomes and takes it all the way to slides', async () => {
    const context = await e2e.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Jean Piaget'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);

    // "Plan Lessons" in the "Build and Plan" flyout starts a new lesson.
    await page.getByRole('button', { name: 'Build and Plan' }).click();
    await page.getByRole('menuitem', { name: /Plan Lessons/ }).click();
    await page.waitForURL(`${e2e.server.url}/lessons/editor/new`);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Equivalent fractions with fraction strips');
    await page.getByRole('textbox', { name: 'Description' }).fill('Students fold paper strips to find fractions that name the same amount.');
    expect(await page.getByRole('radio', { name: /Inquiry/ }).isChecked()).toBe(true);
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('us-ccss-math');
    await page.getByRole('textbox', { name: 'Words to search for' }).fill('equivalent fractions');
    await page.getByRole('button', { name: 'Search outcomes' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3a' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3b' }).click();
    // The licence of the standards asks for its attribution wherever they are shown.
    await page.getByText(/National Governors Association Center for Best Practices/).first().waitFor();
    await expectNoSeriousAxeViolations(page, 'new lesson form');
    await page.getByRole('button', { name: 'Plan lesson' }).click();

    await page.waitForURL(/\/lessons\/editor\/[0-9a-f-]{36}\/plan$/, { timeout: 30_000 });
    const lessonId = /\/lessons\/editor\/([0-9a-f-]{36})\/plan$/.exec(page.url())![1]!;
    await page.getByRole('textbox', { name: 'Phase title' }).first().waitFor();
    expect(await phaseTitles(page)).toEqual(inquiryPhases);
    const cited = await citedByPhase(page);
    expect(cited).toHaveLength(5);
    for (const codes of cited) {
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(chosen).toContain(code);
    }
    expect([...new Set(cited.flat())].sort()).toEqual(chosen);
    await expectNoSeriousAxeViolations(page, 'lesson editor');

    // Edit a phase and save; a reload shows the edit.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    const firstTitle = page.getByRole('group', { name: 'Phase 1' }).getByRole('textbox', { name: 'Phase title' });
    await firstTitle.fill('Engage: the fraction wall');
    await save.click();
    await page.getByText('Saved.').waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Phase title' }).first().waitFor();
    expect((await phaseTitles(page))[0]).toBe('Engage: the fraction wall');

    // Share by link.
    await page.getByRole('tab', { name: 'Share' }).click();
    await page.waitForURL(`${e2e.server.url}/lessons/editor/${lessonId}/share`);
    await page.getByText('Anyone with the link').click();
    await page.getByRole('button', { name: 'Save sharing' }).click();
    const linkField = page.getByRole('textbox', { name: 'Link to share' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${e2e.server.url}/shared/[^/]+/${lessonId}\\?key=.+`));
    // A new lesson has no join code until the teacher draws one.
    await page.getByRole('button', { name: 'New code' }).click();
    const code = page.getByLabel('Join code', { exact: true });
    await code.waitFor();
    const joinCode = (await code.textContent())?.trim() ?? '';
    expect(joinCode).toMatch(/^[A-Z0-9]{6}$/);

    // A student joins with the code, without an account.
    const student = await e2e.browser.newContext();
    const studentPage = await student.newPage();
    await studentPage.goto(`${e2e.server.url}/lesson/${joinCode}`);
    await studentPage.getByRole('heading', { name: 'Equivalent fractions with fraction strips' }).waitFor({ timeout: 30_000 });
    await studentPage.getByRole('heading', { name: 'What we are learning' }).waitFor();
    await studentPage.getByText('Engage: the fraction wall').waitFor();
    await expectNoSeriousAxeViolations(studentPage, 'student lesson view');
    await studentPage.goto(`${e2e.server.url}/lesson/ZZZZZZ`);
    await studentPage.getByText('No lesson has this code. Check the code with your teacher.').waitFor();
    await student.close();

    // Download the slides: a title slide, one per phase with its content after it, then success criteria and vocabulary.
    await page.getByRole('tab', { name: 'Present' }).click();
    await page.getByRole('heading', { name: 'Slides' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download slides (.pptx)' }).click()]);
    expect(download.suggestedFilename()).toBe(`lesson-${lessonId}.pptx`);
    const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides.length).toBeGreaterThanOrEqual(1 + inquiryPhases.length + 2);
    const phaseSlides = await Promise.all(slides.map((name) => zip.file(name)!.async('string')));
    for (const [i, phase] of inquiryPhases.entries()) expect(phaseSlides.some((xml) => xml.includes(`Phase ${i + 1}: ${phase}`))).toBe(true);
    expect(phaseSlides.some((xml) => xml.includes('Engage: the fraction wall'))).toBe(true);

    // The lesson tools, worked out by the server from the saved plan.
    await page.getByRole('tab', { name: 'Glossary' }).click();
    await page.getByRole('heading', { name: 'Instructions for students' }).waitFor();
    await page.getByText(/^Reading level: /).waitFor();
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByRole('button', { name: 'Write questions' }).click();
    await page.getByText(/^Answer guide: /).first().waitFor();
    await page.getByRole('tab', { name: 'Pedagogy' }).click();
    await page.getByRole('heading', { name: '21st Century Learning Design' }).waitFor();
    await page.getByRole('combobox', { name: 'Taxonomy' }).selectOption('solo');
    await page.getByRole('columnheader', { name: 'SOLO taxonomy' }).waitFor();
    await page.getByRole('tab', { name: 'Suggestions' }).click();
    await page.getByRole('combobox', { name: 'Suggestions for' }).waitFor();
    const implement = page.getByRole('button', { name: 'Add to lesson' });
    await Promise.race([implement.first().waitFor(), page.getByText('No suggestions of this kind for this lesson.').waitFor()]);
    if (await implement.count()) {
      await implement.first().click();
      await page.getByRole('button', { name: 'Added to the lesson' }).waitFor();
    }
    await expectNoSeriousAxeViolations(page, 'lesson suggestions');

    // Someone who is not signed in opens the shared link in a fresh browser context and sees the lesson as a student would.
    const guest = await e2e.browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(link);
    await guestPage.getByRole('heading', { name: 'Equivalent fractions with fraction strips' }).waitFor({ timeout: 30_000 });
    await guestPage.getByText('Engage: the fraction wall').first().waitFor();
    // The teacher's brief stays with the teacher: a link may reach students.
    expect(await guestPage.getByText('Students fold paper strips to find fractions that name the same amount.').count()).toBe(0);
    await guest.close();

    // The lessons page lists it from the first page of GET /api/lesson; one lesson leaves nothing more to load.
    await page.goto(`${e2e.server.url}/lessons`);
    await page.getByRole('link', { name: 'Equivalent fractions with fraction strips' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Load more lessons' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a teacher keeps a syllabus of real outcomes', () => {
  it('creates a syllabus, adds outcomes found by search and by browsing, and removes one', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Lev Vygotsky'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);

    // The profile menu's Outcomes; /syllabi opens the create form.
    await page.goto(`${e2e.server.url}/syllabi`);
    await page.waitForURL(`${e2e.server.url}/outcomes/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Grade 3 fractions');
    await page.getByRole('combobox', { name: 'Framework' }).selectOption('us-ccss-math');
    await page.getByRole('combobox', { name: 'Year level' }).selectOption('3');
    await page.getByRole('button', { name: 'Create syllabus' }).click();
    await page.waitForURL(/\/syllabi\/editor\/[0-9a-f-]{36}\/outcomes$/);

    await page.getByRole('combobox', { name: 'Search in' }).selectOption('us-ccss-math');
    await page.getByRole('textbox', { name: 'Words to search for' }).fill('equivalent fractions');
    await page.getByRole('button', { name: 'Search outcomes' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3a' }).click();
    const inSyllabus = page.getByRole('list', { name: 'In this syllabus' });
    await inSyllabus.getByText('3.NF.A.3a', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Browse' }).click();
    await page.getByRole('combobox', { name: 'Framework' }).selectOption('us-ccss-math');
    await page.getByRole('combobox', { name: 'Year level' }).selectOption('3');
    await page.getByRole('button', { name: 'Add 3.OA.A.1' }).click();
    await inSyllabus.getByText('3.OA.A.1', { exact: true }).waitFor();
    await page.getByText(/National Governors Association Center for Best Practices/).first().waitFor();
    await expectNoSeriousAxeViolations(page, 'syllabus editor');

    await page.getByRole('button', { name: 'Remove 3.NF.A.3a' }).click();
    await inSyllabus.getByText('3.NF.A.3a', { exact: true }).waitFor({ state: 'detached' });

    await page.goto(`${e2e.server.url}/outcomes/syllabi`);
    await page.getByRole('link', { name: 'Grade 3 fractions' }).waitFor();
    await page.getByText('1 outcome', { exact: true }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
