import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { newTeacher, signUpAndOnboard } from './helpers/identity.ts';
import { serverAndBrowser } from './helpers/session.ts';

const e2e = serverAndBrowser();
const uuid = '[0-9a-f-]{36}';
const PHONE = { width: 390, height: 844 };
const CLASS = ['Ava Brown', 'Ben Chu', 'Cleo Diaz', 'Dev Evans', 'Esme Fox'];

/** What a student writes for a text question: their own words, so each student's answers are told apart. */
const written = (name: string, n: number) => `${name.split(' ')[0]} answer ${n}: 2/4 and 1/2 reach the same point.`;

/** The questions on a student's screen: a choice (the options' radios) or a text field, in order. */
async function questionsOn(page: Page) {
  const questions = page.locator('fieldset, section[aria-label^="Question "]');
  await questions.first().waitFor();
  return questions;
}

/** Answers question `n` (0-based) as the student would: the first option of a choice, their own words otherwise. */
async function answer(page: Page, name: string, n: number): Promise<string> {
  const question = (await questionsOn(page)).nth(n);
  const radios = question.getByRole('radio');
  if ((await radios.count()) > 0) {
    await radios.first().check();
    return (await radios.first().getAttribute('value'))!;
  }
  const text = written(name, n + 1);
  await question.getByRole('textbox', { name: 'Your answer' }).fill(text);
  return text;
}

const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: /saved|Saving|offline/ });

async function handIn(page: Page) {
  await expect.poll(() => savedStatus(page).textContent(), { timeout: 20_000 }).toBe('All answers saved.');
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, hand in' }).click();
  await page.getByText('Handed in', { exact: true }).waitFor({ timeout: 20_000 });
}

describe('a class answers an assessment online', () => {
  it('five students on phones join with the code, pick their names, answer (one reloads, one goes offline), hand in once; the teacher sees every hand-in and answer', async () => {
    const teacherContext = await e2e.browser.newContext();
    const teacher = await teacherContext.newPage();
    const errors: string[] = [];
    teacher.on('pageerror', (error) => errors.push(error.message));
    await signUpAndOnboard(teacher, e2e.server.url, newTeacher('Lev Vygotsky'));
    await teacher.waitForURL(`${e2e.server.url}/dashboard`);

    await teacher.goto(`${e2e.server.url}/assessments/editor/new`);
    await teacher.getByRole('textbox', { name: 'Title', exact: true }).fill('Equivalent fractions check');
    await teacher.getByRole('textbox', { name: 'Year level' }).fill('3');
    await teacher.getByRole('combobox', { name: 'Search in' }).selectOption('us-ccss-math');
    await teacher.getByRole('textbox', { name: 'Words to search for' }).fill('equivalent fractions');
    await teacher.getByRole('button', { name: 'Search outcomes' }).click();
    await teacher.getByRole('button', { name: 'Add 3.NF.A.3a' }).click();
    await teacher.getByRole('button', { name: 'Create assessment' }).click();
    await teacher.waitForURL(new RegExp(`/assessments/editor/(${uuid})/items$`), { timeout: 30_000 });

    await teacher.getByRole('tab', { name: 'Marking' }).click();
    await teacher.getByRole('textbox', { name: 'Names, one a line' }).fill(CLASS.join('\n'));
    await teacher.getByRole('button', { name: 'Save class list' }).click();
    await teacher.getByRole('button', { name: 'Esme Fox', exact: true }).waitFor();

    // The teacher opens answering on the Share tab and reads out the code.
    await teacher.getByRole('tab', { name: 'Share' }).click();
    await teacher.getByText('Answering is closed: students cannot save or hand in.').waitFor();
    await teacher.getByRole('button', { name: 'Open answering' }).click();
    await teacher.getByText('Answering is open.').waitFor();
    const code = ((await teacher.getByLabel('Code for students').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    await teacher.getByText(`${e2e.server.url}/answer/${code}`, { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(teacher, 'share tab with answering open');

    const given = new Map<string, string[]>();
    const students = new Map<string, { context: BrowserContext; page: Page }>();
    for (const [s, name] of CLASS.entries()) {
      const context = await e2e.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${name}: ${error.message}`));
      students.set(name, { context, page });
      // Students type the code in the case they heard it.
      await page.goto(`${e2e.server.url}/answer/${s % 2 ? code.toLowerCase() : code}`);
      await page.getByRole('heading', { name: 'Pick your name' }).waitFor({ timeout: 20_000 });
      await page.getByRole('list', { name: 'Names on the class list' }).getByRole('button', { name, exact: true }).tap();
      await page.getByText(`Answering as ${name}`).waitFor();
      if (s === 0) await expectNoSeriousAxeViolations(page, 'a student answering on a phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      const count = await (await questionsOn(page)).count();
      expect(count).toBeGreaterThanOrEqual(2);
      const answers: string[] = [];
      if (name === 'Ben Chu') {
        // Ben reloads straight after his first answer, before it could be sent: the device kept it, and sends it.
        answers.push(await answer(page, name, 0));
        await page.reload();
        await page.getByText(`Answering as ${name}`).waitFor({ timeout: 20_000 });
        const first = (await questionsOn(page)).nth(0);
        if ((await first.getByRole('radio').count()) > 0) expect(await first.getByRole('radio', { checked: true }).getAttribute('value')).toBe(answers[0]);
        else expect(await first.getByRole('textbox').inputValue()).toBe(answers[0]);
        for (let n = 1; n < count; n += 1) answers.push(await answer(page, name, n));
      } else if (name === 'Cleo Diaz') {
        // Cleo loses the connection half-way: her answers wait on the phone and go when it is back.
        answers.push(await answer(page, name, 0));
        await expect.poll(() => savedStatus(page).textContent(), { timeout: 20_000 }).toBe('All answers saved.');
        await context.setOffline(true);
        await savedStatus(page).filter({ hasText: 'You are offline.' }).waitFor();
        for (let n = 1; n < count; n += 1) answers.push(await answer(page, name, n));
        await expect.poll(() => savedStatus(page).textContent()).toBe('You are offline. Your answers are kept on this device and will be sent when you are back online.');
        await context.setOffline(false);
      } else {
        for (let n = 0; n < count; n += 1) answers.push(await answer(page, name, n));
      }
      given.set(name, answers);
      await handIn(page);
      for (const text of answers) await page.getByText(text, { exact: true }).first().waitFor();
    }

    // The teacher's screen shows all five handed in (read again while answering is open).
    const who = teacher.getByRole('table', { name: 'Who has handed in' });
    await teacher.getByText('5 of 5 handed in').waitFor({ timeout: 20_000 });
    for (const name of CLASS) expect(await who.getByRole('row', { name: new RegExp(`^${name}`) }).getByText(/^Handed in \d/).count()).toBe(1);

    // A second hand-in is refused: Ava's phone tries again with its own secret.
    const ava = students.get('Ava Brown')!.page;
    const again = await ava.evaluate(async (joinCode) => {
      const kept = JSON.parse(localStorage.getItem(`teachkit.answers.${joinCode}`)!);
      const res = await fetch(`/api/assessment/join/${joinCode}/submit`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-answer-token': kept.token }, body: JSON.stringify({ answers: {} }) });
      return { status: res.status, body: await res.json() };
    }, code);
    expect(again).toEqual({ status: 409, body: { statusCode: 409, message: 'You have handed this in. Ask your teacher to reopen it if you need to change your answers.' } });

    // Each student's answers are in the marking view.
    await teacher.getByRole('tab', { name: 'Marking' }).click();
    for (const name of CLASS) {
      await teacher.getByRole('button', { name, exact: true }).click();
      const work = teacher.getByRole('region', { name: `${name}: response and feedback` });
      const online = work.getByRole('region', { name: 'Answers given online' });
      await online.getByText(/^Handed in \d/).waitFor();
      for (const text of given.get(name)!) await online.getByText(text, { exact: true }).first().waitFor();
    }

    // Until the teacher reopens Ava's answers; then she changes one and hands in again.
    await teacher.getByRole('tab', { name: 'Share' }).click();
    await teacher.getByRole('button', { name: "Reopen Ava Brown's answers" }).click();
    await teacher.getByText('4 of 5 handed in').waitFor();
    await ava.reload();
    await ava.getByText('Answering as Ava Brown').waitFor({ timeout: 20_000 });
    const changed = 'Ava changed her mind: 1/2 = 2/4 = 3/6.';
    const textQuestion = (await questionsOn(ava)).filter({ has: ava.getByRole('textbox') }).first();
    await textQuestion.getByRole('textbox').fill(changed);
    await handIn(ava);
    await teacher.getByText('5 of 5 handed in').waitFor({ timeout: 20_000 });

    expect(errors).toEqual([]);
    for (const { context } of students.values()) await context.close();
    await teacherContext.close();
  }, 300_000);
});
