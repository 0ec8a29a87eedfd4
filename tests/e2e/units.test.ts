import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { newTeacher, signUpAndOnboard } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';

const e2e = serverAndBrowser();

describe('a teacher structures a unit of work', () => {
  it('sequences a four-week unit on real outcomes, sees full coverage, creates its lessons and opens one', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Lev Vygotsky'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);

    // "Structure Units of Work" in the "Build and Plan" flyout leads to the units.
    await page.getByRole('button', { name: 'Build and Plan' }).click();
    await page.getByRole('menuitem', { name: /Structure Units of Work/ }).click();
    await page.waitForURL(`${e2e.server.url}/units`);
    await page.getByText('No units yet. Structure one from the outcomes you teach.').waitFor();
    await page.getByRole('link', { name: 'New unit' }).click();
    await page.waitForURL(`${e2e.server.url}/units/editor/new`);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Equivalent fractions');
    await page.getByRole('textbox', { name: 'Year level' }).fill('Grade 3');
    await page.getByRole('spinbutton', { name: 'Weeks' }).fill('4');
    await page.getByRole('spinbutton', { name: 'Lessons per week' }).fill('1');
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('us-ccss-math');
    await page.getByRole('textbox', { name: 'Words to search for' }).fill('equivalent fractions');
    await page.getByRole('button', { name: 'Search outcomes' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3a' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3b' }).click();
    await page.getByRole('button', { name: 'Structure unit' }).click();

    await page.waitForURL(/\/units\/editor\/[0-9a-f-]{36}\/sequence$/, { timeout: 30_000 });
    const editorUrl = page.url().replace(/\/sequence$/, '');
    const sequence = page.getByRole('list', { name: 'Lesson sequence' });
    await sequence.waitFor();
    expect(await sequence.getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('combobox', { name: /^Lesson \d role$/ }).evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value))).toEqual([
      'introduce',
      'introduce',
      'review',
      'assess',
    ]);
    await page.mouse.move(0, 0);
    await expectNoSeriousAxeViolations(page, 'unit sequence');

    // The coverage tab switches in place (no reload) and finds nothing missing.
    await page.getByRole('tab', { name: 'Coverage' }).click();
    await page.waitForURL(/\/coverage$/);
    await page.getByText('Every outcome is taught and assessed.').waitFor();
    const rows = page.getByRole('table', { name: 'Coverage: the part each lesson plays for each outcome' }).getByRole('row');
    expect(await rows.count()).toBe(3);
    await expectNoSeriousAxeViolations(page, 'unit coverage');

    await page.getByRole('tab', { name: 'Sequence' }).click();
    await page.getByRole('button', { name: 'Create the lessons' }).click();
    await page.getByText('4 of 4 lessons created').waitFor({ timeout: 60_000 });
    await page.getByText('Every lesson of this unit has been made.').waitFor();
    const firstTitle = await page.getByRole('textbox', { name: 'Lesson 1 title' }).inputValue();
    await page.getByRole('link', { name: `Open lesson: ${firstTitle}` }).click();
    await page.waitForURL(/\/lessons\/editor\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor();

    // On a phone the unit's pages fit the screen: the coverage grid and the tabs scroll inside their own boxes.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['sequence', 'coverage']) {
      await page.goto(`${editorUrl}/${tab}`);
      await page.getByRole('tab', { name: tab === 'sequence' ? 'Sequence' : 'Coverage', selected: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Equivalent fractions' }).waitFor();
      expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth), tab).toBeLessThanOrEqual(390);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto(`${e2e.server.url}/units`);
    await page.getByRole('link', { name: 'Equivalent fractions', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Equivalent fractions' }).waitFor();
    expect(await page.getByRole('link', { name: /^Open lesson: / }).count()).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  });
});
