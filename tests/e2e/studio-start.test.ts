import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { newTeacher, signUpAndOnboard } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';

const e2e = serverAndBrowser();

const text =
  'Fractions name equal parts of a whole. Two fractions are equivalent when they are the same size, or the same point on a number line, like 1/2 and 2/4. Students fold paper strips to find fractions that name the same amount.';

describe('a teacher starts a lesson from the Studio', () => {
  it('plans a lesson from a pasted text on a phone-sized screen, lands in its editor, and finds the start in the history', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Lev Vygotsky'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);

    await page.goto(`${e2e.server.url}/studio`);
    await page.getByRole('tab', { name: 'Start', selected: true }).waitFor();
    await page.getByRole('combobox', { name: 'From' }).selectOption('text');
    await page.getByRole('textbox', { name: 'Text' }).fill(text);
    await page.getByRole('textbox', { name: 'Year level' }).fill('Grade 3');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Mathematics');
    // The page is no wider than the phone: no sideways scrolling (the tabs scroll inside their own list).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.mouse.move(0, 0);
    await expectNoSeriousAxeViolations(page, 'Studio start');
    await page.getByRole('button', { name: 'Plan lesson' }).click();

    await page.waitForURL(/\/lessons\/editor\/[0-9a-f-]{36}\/plan$/);
    await page.waitForFunction(() => document.title.startsWith('Edit: '));
    expect(await page.title()).toBe('Edit: Fractions name equal parts of a whole | Teachkit');
    const lessonPath = new URL(page.url()).pathname;

    // The pasted text is the lesson's description, and its phases cite the real outcomes the text matched.
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(text);
    const cited = await page.locator('fieldset[aria-label^="Phase "] [title]').evaluateAll((badges) => badges.map((b) => b.getAttribute('title') ?? ''));
    expect(cited.length).toBeGreaterThan(0);

    await page.goto(`${e2e.server.url}/studio/history`);
    const runs = page.getByRole('list', { name: 'Studio runs' });
    await runs.waitFor();
    expect(await runs.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: /^Open the Start run of / }).click();
    await page.getByRole('link', { name: 'Open the lesson' }).click();
    await page.waitForURL(`${e2e.server.url}${lessonPath}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
