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

/**
 * Answers question `n` (0-based) as the student would: the option or words planned for them, else the first option of a
 * choice and their own words otherwise.
 */
async function answer(page: Page, name: string, n: number, planned?: string): Promise<string> {
  const question = (await questionsOn(page)).nth(n);
  const radios = question.getByRole('radio');
  if ((await radios.count()) > 0) {
    const radio = planned === undefined ? radios.first() : question.getByRole('radio', { name: planned, exact: true });
    await radio.check();
    return (await radio.getAttribute('value'))!;
  }
  const text = planned ?? written(name, n + 1);
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

/** The paper the one outcome gives: a choice, three missing numbers and an explanation; the options and numbers vary with the assessment. */
interface Item {
  id: string;
  kind: string;
  options?: string[];
  answer: string;
  marks: number;
}

const CRITERION = 'Explain two fractions as equivalent if they are the same size, or the same point on a number line';
/** Dev explains in his own words, with the point the rubric names and a reason. */
const DEV_EXPLAINS = 'I know 1/2 and 2/4 are the same size: they sit at the same point on a number line, because each half splits into 2 quarters.';

/**
 * What two students answer, chosen from the key the teacher holds so the marks are known: Dev chooses the right option,
 * gives the right first missing number, writes his own words for the other two and explains; Esme chooses a wrong option
 * and writes her own words everywhere.
 */
function planFor(name: string, items: Item[]): string[] | undefined {
  if (name === 'Dev Evans') return items.map((item, n) => (n === 0 || n === 1 ? item.answer : n === 4 ? DEV_EXPLAINS : written(name, n + 1)));
  if (name === 'Esme Fox') return items.map((item, n) => (n === 0 ? item.options!.find((o) => o !== item.answer)! : written(name, n + 1)));
  return undefined;
}

describe('a class answers an assessment online', () => {
  it('five students on phones join with the code, pick their names, answer (one reloads, one goes offline), hand in once; the teacher sees every hand-in and answer, marks from the proposals and writes comments that quote the work', async () => {
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
    // The key, as the teacher holds it: which option is right varies from one assessment to the next.
    const created = teacher.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/assessment');
    await teacher.getByRole('button', { name: 'Create assessment' }).click();
    const { items } = (await (await created).json()) as { items: Item[] };
    await teacher.waitForURL(new RegExp(`/assessments/editor/(${uuid})/items$`), { timeout: 30_000 });
    const assessmentId = new RegExp(`/assessments/editor/(${uuid})/items$`).exec(teacher.url())![1]!;
    expect(items.map((i) => [i.kind, i.marks])).toEqual([['multiple-choice', 1], ['short-answer', 2], ['short-answer', 2], ['short-answer', 2], ['extended-response', 3]]);

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
        const plan = planFor(name, items);
        for (let n = 0; n < count; n += 1) answers.push(await answer(page, name, n, plan?.[n]));
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

    // Each student's answers are in the marking view, once, where they are read, under when they handed in.
    await teacher.getByRole('tab', { name: 'Marking' }).click();
    for (const name of CLASS) {
      await teacher.getByRole('button', { name, exact: true }).click();
      const work = teacher.getByRole('region', { name: `${name}: response and feedback` });
      await work.getByText(/^Handed in \d/).waitFor();
      for (const [n, text] of given.get(name)!.entries()) await expect.poll(() => work.getByRole('textbox', { name: `Answer to question ${n + 1}`, exact: true }).inputValue()).toBe(text);
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

    for (const { context } of students.values()) await context.close();

    // The teacher marks from the hand-ins: Dev's objective answers are already marked from the key.
    await teacher.getByRole('tab', { name: 'Marking' }).click();
    await teacher.getByRole('button', { name: 'Dev Evans', exact: true }).click();
    const dev = teacher.getByRole('region', { name: 'Dev Evans: response and feedback' });
    // A question's part of the work: the innermost block holding both its answer and what was read in it.
    const marksRead = (n: number) => dev.locator('div').filter({ has: teacher.getByRole('textbox', { name: `Answer to question ${n}`, exact: true }) }).filter({ hasText: /From the key: / }).last();
    await marksRead(1).getByText(/^From the key: 1 of 1\. /).waitFor({ timeout: 30_000 });
    // The missing numbers are worth their two calculations, all or nothing from the key.
    await marksRead(2).getByText(/^From the key: 2 of 2\. /).waitFor();
    await marksRead(3).getByText(/^From the key: 0 of 2\. /).waitFor();
    await marksRead(4).getByText(/^From the key: 0 of 2\. /).waitFor();
    expect(await dev.getByText('Counts: 1 of 1, from the key.', { exact: true }).count()).toBe(1);
    expect(await dev.getByText('Counts: 2 of 2, from the key.', { exact: true }).count()).toBe(1);
    expect(await dev.getByText('Counts: 0 of 2, from the key.', { exact: true }).count()).toBe(2);
    await dev.getByText('Counts: not marked yet (of 3).', { exact: true }).waitFor();
    // A level is proposed with his own words quoted beside it, and he is not yet fully marked.
    const proposals = dev.getByRole('region', { name: 'Proposed levels' });
    await proposals.getByText(`${CRITERION}: Proficient proposed.`, { exact: true }).waitFor({ timeout: 30_000 });
    await proposals.locator('q', { hasText: 'they sit at the same point on a number line' }).first().waitFor();
    const total = (name: string) => teacher.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell').nth(1);
    expect(await total('Dev Evans').textContent()).toBe('3 / 10 so far0 of 1 criteria');
    await expectNoSeriousAxeViolations(teacher, 'marking a student\'s online answers');
    // One action accepts it: his explanation then counts from the level.
    await proposals.getByRole('button', { name: `Accept Proficient for ${CRITERION}` }).click();
    await proposals.getByText('Accepted.', { exact: true }).waitFor();
    await dev.getByText('Counts: 2 of 3, from the rubric level.', { exact: true }).waitFor();
    await expect.poll(() => total('Dev Evans').textContent()).toBe('5 / 10 (50%)');

    // Esme chose a wrong option and wrote no point the rubric names: the teacher reads the proposal and picks a level in the grid.
    await teacher.getByRole('button', { name: 'Esme Fox', exact: true }).click();
    const esme = teacher.getByRole('region', { name: 'Esme Fox: response and feedback' });
    await esme.getByText(/^From the key: 0 of 1\. /).first().waitFor({ timeout: 30_000 });
    expect(await esme.getByText('Counts: 0 of 1, from the key.', { exact: true }).count()).toBe(1);
    expect(await esme.getByText('Counts: 0 of 2, from the key.', { exact: true }).count()).toBe(3);
    const esmeProposal = esme.getByRole('region', { name: 'Proposed levels' });
    await esmeProposal.getByText(`${CRITERION}: Beginning proposed.`, { exact: true }).waitFor({ timeout: 30_000 });
    await esmeProposal.locator('q', { hasText: given.get('Esme Fox')![0]! }).first().waitFor();
    await teacher.getByRole('combobox', { name: `Level for Esme Fox: ${CRITERION}` }).selectOption({ label: 'Developing' });
    await esme.getByText('Counts: 2 of 3, from the rubric level.', { exact: true }).waitFor();
    await expect.poll(() => total('Esme Fox').textContent()).toBe('2 / 10 (20%)');
    const status = teacher.getByText(/students fully marked/);
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('2 of 5 students fully marked. Every level is saved.');

    // Saved: read again from the server, the totals stand.
    await teacher.reload();
    await expect.poll(() => total('Dev Evans').textContent(), { timeout: 30_000 }).toBe('5 / 10 (50%)');
    expect(await total('Esme Fox').textContent()).toBe('2 / 10 (20%)');

    // The comments are written from the marks and the answers: Dev's quotes what he wrote.
    await teacher.getByRole('tab', { name: 'Results' }).click();
    await teacher.getByRole('link', { name: 'Write comments from these marks' }).click();
    await teacher.waitForURL(`${e2e.server.url}/comments/editor/new?fromAssessment=${assessmentId}`);
    await teacher.getByRole('button', { name: 'Create comment set' }).click();
    await teacher.waitForURL(new RegExp(`/comments/editor/(${uuid})/comments$`), { timeout: 30_000 });
    await teacher.getByRole('button', { name: 'Write every comment' }).click();
    const devComment = teacher.getByRole('textbox', { name: 'Comment for Dev Evans' });
    await expect.poll(() => devComment.inputValue(), { timeout: 30_000 }).toMatch(/^Dev /);
    expect(await devComment.inputValue()).toContain('in question 5 they wrote "I know 1/2 and 2/4 are the same size: they sit at the same point on a number line');
    // The questions marked from the key are named, right and wrong, and there is one next step.
    expect(await devComment.inputValue()).toContain('Dev got questions 1 and 2 right; in question 3 they answered');
    expect((await devComment.inputValue()).match(/Next step: /g)).toHaveLength(1);
    const esmeComment = await teacher.getByRole('textbox', { name: 'Comment for Esme Fox' }).inputValue();
    expect(esmeComment).toContain('in question 5 they wrote "Esme answer 5: 2/4 and 1/2 reach the same point"');
    expect(esmeComment).toMatch(/Next step: Esme /);
    expect(esmeComment).not.toContain('Esme got questions');

    expect(errors).toEqual([]);
    await teacherContext.close();
  }, 300_000);
});
