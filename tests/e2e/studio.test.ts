import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { newTeacher, signUpAndOnboard } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';

const e2e = serverAndBrowser();

const text =
  'A glacier is a river of ice that moves approximately one metre each day. Glaciers form because snow that falls in winter does not melt in summer, and it is compressed into ice over many years. In 1850 the glacier reached the village.';

describe('a teacher uses the Studio on a phone-sized screen', () => {
  it('rewrites a pasted text, asks questions on it, and reopens the rewrite from the history', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    /** How wide the page is, in CSS pixels; tabs beyond the screen scroll inside their own list and do not count. */
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Maria Montessori'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);
    await page.goto(`${e2e.server.url}/studio/rewrite`);

    await page.getByRole('textbox', { name: 'Text' }).fill(text);
    await page.getByRole('combobox', { name: 'Grade' }).selectOption('3');
    await page.getByRole('button', { name: 'Rewrite text' }).click();
    const rewritten = page.getByRole('region', { name: 'Rewritten text' });
    await rewritten.waitFor();
    expect(await rewritten.getByText('Reading level: grade 6.4 before, grade 3.9 after (aiming for grade 3).').count()).toBe(1);
    expect(await rewritten.getByRole('list', { name: 'Changes' }).getByRole('listitem').allTextContents()).toEqual([
      'split a 22-word sentence',
      'approximately → about',
    ]);
    // Nothing on the Studio's page, top bar included, is wider than the phone.
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    // Checked as the teacher reads the result: the pointer off the button and its hover transition finished.
    await page.mouse.move(0, 0);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expectNoSeriousAxeViolations(page, 'Studio rewrite');

    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByRole('button', { name: 'Write questions' }).click();
    const questions = page.getByRole('list', { name: 'Questions' });
    await questions.waitFor();
    expect(await questions.getByText(/^Answer:/).count()).toBe(0);
    await page.getByRole('button', { name: 'Show answers' }).click();
    await questions.getByText('Answer: 1850', { exact: true }).waitFor();
    // The text's key term taken out of a whole sentence, its own definition, its own reason and its date.
    expect(await questions.getByText(/^Answer:/).count()).toBe(4);
    for (const answer of [
      'Answer: Glaciers',
      'Answer: A river of ice that moves approximately one metre each day.',
      'Answer: Because snow that falls in winter does not melt in summer, and it is compressed into ice over many years.',
    ]) {
      expect(await questions.getByText(answer, { exact: true }).count()).toBe(1);
    }

    await page.getByRole('tab', { name: 'History' }).click();
    const runs = page.getByRole('list', { name: 'Studio runs' });
    await runs.waitFor();
    expect(await runs.getByRole('listitem').count()).toBe(2);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page, 'Studio history');
    await page.getByRole('button', { name: /^Open the Rewrite run of / }).click();
    await rewritten.waitFor();
    expect(await page.getByText('Rewrite · ', { exact: false }).first().textContent()).toMatch(/^Rewrite · .* UTC · grade 3$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
