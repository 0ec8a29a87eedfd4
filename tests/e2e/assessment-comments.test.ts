import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { newTeacher, signUpAndOnboard } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';

// A browser of its own: the test reads the files it downloads.
const e2e = serverAndBrowser({ localBrowser: true });
const uuid = '[0-9a-f-]{36}';

/** Clicks a download button and returns the file's name and bytes. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** How wide the page is: wider than the screen means the teacher scrolls sideways (tabs scroll inside their own list). */
const widestInMain = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('a teacher turns an assessment\'s marks into report comments', () => {
  it('assesses two real outcomes, marks three students, exports the results and the QTI package, then writes and rewrites their comments', async () => {
    const context = await e2e.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Lev Vygotsky'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);

    // An assessment on two real outcomes: its items and rubric are written from them.
    await page.goto(`${e2e.server.url}/assessments/editor/new`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Equivalent fractions check');
    await page.getByRole('textbox', { name: 'Year level' }).fill('3');
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('us-ccss-math');
    await page.getByRole('textbox', { name: 'Words to search for' }).fill('equivalent fractions');
    await page.getByRole('button', { name: 'Search outcomes' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3a' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3b' }).click();
    await page.getByRole('button', { name: 'Create assessment' }).click();
    await page.waitForURL(new RegExp(`/assessments/editor/(${uuid})/items$`), { timeout: 30_000 });
    const assessmentId = new RegExp(`/assessments/editor/(${uuid})/items$`).exec(page.url())![1]!;

    await page.getByRole('tab', { name: 'Rubric' }).click();
    const rubric = page.getByRole('table', { name: /Rubric/ });
    await rubric.waitFor();
    const criteria = await rubric.locator('tbody tr').count();
    expect(criteria).toBeGreaterThanOrEqual(2);

    // Three students, marked high, middle and low on every criterion.
    await page.getByRole('tab', { name: 'Marking' }).click();
    await page.getByRole('textbox', { name: 'Names, one a line' }).fill('Ada Byron\nBen Okri\nCleo Nakamura');
    await page.getByRole('button', { name: 'Save class list' }).click();
    const students = ['Ada Byron', 'Ben Okri', 'Cleo Nakamura'];
    for (const [n, name] of students.entries()) {
      const cells = page.getByRole('combobox', { name: new RegExp(`^Level for ${name}: `) });
      await cells.first().waitFor();
      expect(await cells.count()).toBe(criteria);
      for (let c = 0; c < criteria; c += 1) {
        const options = await cells.nth(c).locator('option:not([disabled])').count();
        await cells.nth(c).selectOption({ index: [options, Math.ceil(options / 2), 1][n]! });
      }
    }
    const status = page.getByText(/students fully marked/);
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/Every level is saved\.$/);

    // Ben's response is typed in, and his feedback starts from the draft his work and levels gave and says more.
    await page.getByRole('button', { name: 'Ben Okri', exact: true }).click();
    const work = page.getByRole('region', { name: 'Ben Okri: response and feedback' });
    await work.getByRole('textbox', { name: 'Response' }).fill('2/4 is the same as 1/2 because the strips are the same length.');
    await work.getByRole('button', { name: 'Start from the draft' }).click();
    const feedback = work.getByRole('textbox', { name: 'Your feedback' });
    // Nothing of Ben's is written yet at his level (Developing): the draft says so, and names one next step.
    await expect.poll(() => feedback.inputValue()).toMatch(/^Ben is at Developing for .+ Next step: answer question \d+ in full, with the point: /);
    await feedback.fill(`${await feedback.inputValue()} He explained his strips clearly.`);
    await work.getByRole('button', { name: 'Save work and feedback' }).click();
    await expect.poll(() => work.getByRole('status').filter({ hasText: /Saved\.|Not saved yet\./ }).textContent(), { timeout: 30_000 }).toBe('Saved.');
    // Saved, the response is read for the written questions: the proposals quote Ben's own words.
    await work.locator('q', { hasText: '2/4 is the same as 1/2 because the strips are the same length.' }).first().waitFor({ timeout: 30_000 });
    await expectNoSeriousAxeViolations(page, 'marking tab with a student\'s work open');

    await page.getByRole('tab', { name: 'Results' }).click();
    // No answers to the questions marked from the key were recorded, so no student is fully marked yet.
    await page.getByText('0 of 3 students fully marked.', { exact: false }).waitFor();
    const csv = await download(page, 'Download results (CSV)');
    expect(csv.name).toBe('equivalent-fractions-check-results.csv');
    const rows = csv.bytes.toString('utf8').trim().split(/\r?\n/);
    expect(rows).toHaveLength(4);
    for (const name of students) expect(rows.some((row) => row.includes(name))).toBe(true);
    expect(rows.find((row) => row.startsWith('Ben Okri,'))).toMatch(/He explained his strips clearly\."?$/);

    await page.getByRole('tab', { name: 'Export' }).click();
    const qti = await download(page, 'Download for an LMS (QTI 3.0)');
    expect(qti.name).toBe('equivalent-fractions-check-qti.zip');
    expect(qti.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(qti.bytes.includes(Buffer.from('imsmanifest.xml'))).toBe(true);

    // The marks become a comment set: the class, the outcomes and each student's achievement come along.
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('link', { name: 'Write comments from these marks' }).click();
    await page.waitForURL(`${e2e.server.url}/comments/editor/new?fromAssessment=${assessmentId}`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Comments: Equivalent fractions check');
    await expectNoSeriousAxeViolations(page, 'new comment set from marks');
    await page.getByRole('button', { name: 'Create comment set' }).click();
    await page.waitForURL(new RegExp(`/comments/editor/(${uuid})/comments$`), { timeout: 30_000 });
    const setId = new RegExp(`/comments/editor/(${uuid})/comments$`).exec(page.url())![1]!;

    await page.getByRole('button', { name: 'Write every comment' }).click();
    const ada = page.getByRole('listitem', { name: 'Ada Byron' });
    const adaComment = ada.getByRole('textbox', { name: 'Comment for Ada Byron' });
    await expect.poll(() => adaComment.inputValue(), { timeout: 30_000 }).toMatch(/^Ada /);
    for (const name of students) expect(await page.getByRole('textbox', { name: `Comment for ${name}` }).inputValue()).toContain('Next step: ');
    // On a phone, nothing in the editor's content is wider than the screen (the signed-in top bar is the layout's own).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await widestInMain(page)).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: 'Class' }).click();
    await page.getByRole('listitem', { name: 'Ada Byron' }).waitFor();
    expect(await widestInMain(page)).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: 'Comments' }).click();
    await adaComment.waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    // Checked as the teacher reads the comments: the pointer off the button and its hover transition finished.
    await page.mouse.move(0, 0);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expectNoSeriousAxeViolations(page, 'comments tab');

    // Spoken to Ada first, then rewritten for her family and kept.
    await ada.getByRole('button', { name: 'For the student' }).click();
    const forStudent = ada.getByRole('region', { name: 'Rewritten for the student' });
    await forStudent.getByText(/Your next step: /).waitFor();
    await forStudent.getByRole('button', { name: 'Use this' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    expect(await adaComment.inputValue()).toMatch(/^You /);

    await ada.getByRole('button', { name: 'For the family' }).click();
    const forFamily = ada.getByRole('region', { name: 'Rewritten for the family' });
    await forFamily.getByText(/At home, ask Ada to /).waitFor();
    const familyText = (await forFamily.locator('p').first().textContent())!;
    // Written to the family about Ada, not to Ada, and in their words: no outcome codes, no marking terms.
    expect(familyText).toMatch(/^Ada /);
    expect(familyText).not.toMatch(/criteri|rubric|descriptor|marking point|\b\d+\.NF\b/i);
    await forFamily.getByRole('button', { name: 'Use this' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();

    await page.goto(`${e2e.server.url}/comments/${setId}`);
    await page.getByRole('listitem', { name: 'Ada Byron' }).getByText(familyText, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
