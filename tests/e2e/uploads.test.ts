import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newTeacher, signUpAndOnboard, watchAuthorization } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';
import { lessonDocx, pdfWith } from '../unit/helpers/documents.ts';

const e2e = serverAndBrowser();

const WORKBOOK = 'Fraction strips workbook';
const navigationName = 'Main navigation';
const PDF_PAGE_TWO = 'Fold a paper strip in half, then fold it in half again to make quarters.';

/** A three-page workbook as pdfkit writes it: an introduction, an activity and practice problems with answers. */
const workbookPdf = () =>
  pdfWith([
    (doc) => doc.fontSize(20).text(WORKBOOK).fontSize(12).moveDown().text('This workbook uses paper fraction strips to compare fractions.'),
    (doc) =>
      doc
        .fontSize(16)
        .text('Equivalent fractions with fraction strips')
        .fontSize(12)
        .moveDown()
        .text(`${PDF_PAGE_TWO} Shade one half of the first strip. How many quarters of the second strip cover the same length?`)
        .moveDown()
        .text('Answer: two quarters cover one half, so 1/2 = 2/4. The fractions 1/2 and 2/4 are equivalent fractions.'),
    (doc) =>
      doc
        .fontSize(16)
        .text('Practice problems')
        .fontSize(12)
        .moveDown()
        .text('1. Use your fraction strips to find a fraction equivalent to 1/3.')
        .text('2. Is 3/4 equivalent to 6/8? Explain with your strips.')
        .moveDown()
        .text('Answers: 1. 2/6 2. Yes, six eighths cover the same length as three quarters.'),
  ]);

/** Chooses a file in the upload dialog, sends it and waits until the dialog hands it to the list. */
async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByRole('button', { name: 'Upload a file' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

/** The upload's card on /uploads, once its state badge reads `state`. */
async function cardReaches(page: Page, title: string, state: 'Complete' | 'Error') {
  const card = page.getByRole('article', { name: title });
  await card.getByText(state, { exact: true }).waitFor({ timeout: 90_000 });
  return card;
}

describe('a teacher uploads teaching files and plans an Enhanced lesson from them', () => {
  it('processes a PDF and a Word file to Complete, a damaged PDF to Error, shares the PDF, finds a phrase and cites it in a lesson', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The bearer token the app sends, to call the enhancement search as an API client would.
    const authorization = watchAuthorization(page);
    await signUpAndOnboard(page, e2e.server.url, newTeacher('Maria Montessori'));
    await page.waitForURL(`${e2e.server.url}/dashboard`);

    await page.getByRole('navigation', { name: navigationName }).getByRole('link', { name: 'Uploads', exact: true }).first().click();
    await page.waitForURL(`${e2e.server.url}/uploads`);
    await page.getByText('No uploads yet.', { exact: false }).waitFor();

    await upload(page, `${WORKBOOK}.pdf`, 'application/pdf', await workbookPdf());
    await upload(page, 'Fractions unit.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', await lessonDocx());
    const damaged = (await workbookPdf()).subarray(0, 40);
    await upload(page, 'Damaged handout.pdf', 'application/pdf', damaged);

    const pdfCard = await cardReaches(page, WORKBOOK, 'Complete');
    await pdfCard.getByRole('img', { name: `Thumbnail of ${WORKBOOK}` }).waitFor({ timeout: 30_000 });
    await cardReaches(page, 'Fractions unit', 'Complete');
    const brokenCard = await cardReaches(page, 'Damaged handout', 'Error');
    await brokenCard.getByText('This PDF is damaged and cannot be read.', { exact: false }).waitFor();

    // The workbook's slices in the editor: one per page, the second holding the activity.
    await pdfCard.getByRole('link', { name: WORKBOOK }).click();
    await page.getByRole('tab', { name: 'Slices' }).click();
    await page.getByText(PDF_PAGE_TWO, { exact: false }).first().waitFor({ timeout: 30_000 });

    // Shared by link, the workbook opens for someone without an account: its title and its owner.
    await page.getByRole('tab', { name: 'Share' }).click();
    await page.getByText('Anyone with the link').click();
    await page.getByRole('button', { name: 'Save sharing' }).click();
    const linkField = page.getByRole('textbox', { name: 'Link to share' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${e2e.server.url}/shared/[^/]+/[0-9a-f-]{36}\\?key=.+`));
    const visitor = await e2e.browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await visitorPage.getByRole('heading', { name: WORKBOOK }).waitFor({ timeout: 30_000 });
    await visitorPage.getByText('Shared by Maria Montessori').waitFor();
    expect(await visitorPage.title()).toContain(`Shared Upload: ${WORKBOOK}`);
    await visitor.close();

    // Enhancement search finds the phrase on page 2 of the workbook.
    expect(authorization()).toMatch(/^Bearer /);
    const search = await fetch(`${e2e.server.url}/api/v1/enhancements?input=${encodeURIComponent('fold a paper strip in half')}`, { headers: { authorization: authorization() } });
    expect(search.status).toBe(200);
    const found = (await search.json()) as { items: { citation: string; slice: { text: string } }[] };
    expect(found.items[0]!.citation).toBe(`${WORKBOOK}, p. 2`);
    expect(found.items[0]!.slice.text).toContain(PDF_PAGE_TWO);

    // An Enhanced lesson on equivalent fractions builds the workbook's material in and cites it.
    await page.getByRole('button', { name: 'Build and Plan' }).click();
    await page.getByRole('menuitem', { name: /Plan Lessons/ }).click();
    await page.waitForURL(`${e2e.server.url}/lessons/editor/new`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Equivalent fractions with fraction strips');
    await page.getByRole('textbox', { name: 'Description' }).fill('Students fold paper strips to find fractions that name the same amount.');
    await page.getByRole('checkbox', { name: /Enhanced/ }).check({ force: true });
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('us-ccss-math');
    await page.getByRole('textbox', { name: 'Words to search for' }).fill('equivalent fractions');
    await page.getByRole('button', { name: 'Search outcomes' }).click();
    await page.getByRole('button', { name: 'Add 3.NF.A.3b' }).click();
    await page.getByRole('button', { name: 'Plan lesson' }).click();
    await page.waitForURL(/\/lessons\/editor\/[0-9a-f-]{36}\/plan$/, { timeout: 30_000 });
    const source = page.getByText(/^Source: Fraction strips workbook, p\. [1-3]$/).first();
    await source.waitFor({ timeout: 30_000 });
    const materials = page.getByRole('group', { name: /^Material from your uploads: / });
    expect(await materials.first().textContent()).toMatch(/fraction strip|equivalent/i);

    expect(errors).toEqual([]);
    await context.close();
  });
});
