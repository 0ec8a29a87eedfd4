import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { newTeacher, signUpAndOnboard } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';

const e2e = serverAndBrowser();
const title = 'Halves and quarters with paper strips';

describe('Sharing and Privacy on a phone-sized screen', () => {
  it('lists a lesson shared by link within the phone’s width, and stops sharing it after a confirmation', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const widestInMain = () =>
      page.evaluate(() => Math.max(...[...document.querySelectorAll('main, main *')].map((element) => Math.ceil(element.getBoundingClientRect().right))));
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Loris Malaguzzi'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);

    await page.goto(`${e2e.server.url}/lessons/editor/new`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('us-ccss-math');
    await page.getByRole('textbox', { name: 'Words to search for' }).fill('equivalent fractions');
    await page.getByRole('button', { name: 'Search outcomes' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3a' }).click();
    await page.getByRole('button', { name: 'Plan lesson' }).click();
    await page.waitForURL(/\/lessons\/editor\/[0-9a-f-]{36}\/plan$/, { timeout: 30_000 });
    const lessonId = /\/lessons\/editor\/([0-9a-f-]{36})\/plan$/.exec(page.url())![1]!;

    await page.goto(`${e2e.server.url}/lessons/editor/${lessonId}/share`);
    await page.getByText('Anyone with the link').click();
    await page.getByRole('button', { name: 'Save sharing' }).click();
    await page.getByText('Sharing saved.').waitFor();
    const link = await page.getByRole('textbox', { name: 'Link to share' }).inputValue();
    expect(link).toMatch(new RegExp(`^${e2e.server.url}/shared/[^/]+/${lessonId}\\?key=.+`));

    await page.goto(`${e2e.server.url}/sharing`);
    const mine = page.getByRole('list', { name: 'What I share' });
    await mine.waitFor();
    expect(await mine.getByRole('listitem').count()).toBe(1);
    expect(await mine.getByRole('link', { name: title }).getAttribute('href')).toBe(`/lessons/editor/${lessonId}`);
    expect(await mine.getByRole('textbox', { name: 'Link to share' }).inputValue()).toBe(link);
    await page.getByText('Nobody shares anything with you yet.', { exact: false }).waitFor();
    expect(await widestInMain()).toBeLessThanOrEqual(390);
    await page.mouse.move(0, 0);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expectNoSeriousAxeViolations(page, 'Sharing and Privacy page');

    await mine.getByRole('button', { name: `Stop sharing ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop sharing?' });
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('status').filter({ hasText: `You stopped sharing "${title}". Only you can see it now.` }).waitFor();
    await page.getByText('You do not share anything.', { exact: false }).waitFor();

    // The old link opens nothing now, for anyone.
    const guest = await e2e.browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(link);
    await guestPage.getByRole('heading', { level: 1, name: "Not Found or You don't have Access" }).waitFor();
    await guest.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
