import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assessment, AssessmentResults, Proposals, StudentResult } from '../../src/services/assessmentApi';
import { aResult, aSummary, anAssessment, someResults } from './fixtures/assessments';
import { aSlice, anUpload, finishedUploads, listed } from './fixtures/uploads';
import { curriculumOptions, fractionOutcomes } from './fixtures/lessons';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';
import { uploadListHandler } from './uploadListServer';

beforeAll(async () => {
  await Promise.all([
    import('../../src/views/assessments/AssessmentsPage'),
    import('../../src/views/assessments/AssessmentEditorPage'),
    import('../../src/views/assessments/AssessmentPage'),
  ]);
});

beforeEach(() => {
  serveProfile(aProfile());
  server.use(
    http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)),
    http.get(api('/syllabus/recommended/outcomes'), ({ request }) =>
      new URL(request.url).searchParams.get('input') === 'equivalent fractions' ? HttpResponse.json(fractionOutcomes) : HttpResponse.json([]),
    ),
    http.get(api('/assessment/as-1'), () => HttpResponse.json(anAssessment())),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/assessments', () => {
  it('lists assessments linked to their items and deletes one only after the teacher confirms', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(api('/assessment'), () => HttpResponse.json({ items: [aSummary(), aSummary({ id: 'as-2', title: 'Place value quiz', students: 1 })], continuationToken: null })),
      http.delete(api('/assessment/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ path: '/assessments' });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Fractions check' })).toHaveAttribute('href', '/assessments/as-1');
    const item = within(screen.getByRole('link', { name: 'Place value quiz' }).closest('li')!);
    expect(item.getByText('1 student')).toBeInTheDocument();
    expect(item.getByText('1 outcome')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New assessment' })).toHaveAttribute('href', '/assessments/editor/new');

    await user.click(screen.getByRole('button', { name: 'Delete Place value quiz' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this assessment?' })).getByRole('button', { name: 'Delete assessment' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Place value quiz' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['as-2']);
    expect(screen.getByRole('link', { name: 'Fractions check' })).toBeInTheDocument();
  });
});

describe('a new assessment', () => {
  it('is written from the chosen outcomes and opens on its items', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/assessment'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(anAssessment(), { status: 201 });
      }),
    );
    const { router } = renderApp({ path: '/assessments/editor/new' });
    const user = userEvent.setup();
    const create = await screen.findByRole('button', { name: 'Create assessment' });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Fractions check');
    await user.type(screen.getByRole('textbox', { name: 'Year level' }), 'Year 3');
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'equivalent fractions');
    await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
    await user.click(await screen.findByRole('button', { name: 'Add 3.NF.A.3a' }));
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessments/editor/as-1/items'));
    expect(sent).toEqual({ title: 'Fractions check', description: '', yearLevel: 'Year 3', subject: '', outcomes: ['CCSS.Math.Content.3.NF.A.3a'] });
    expect(await screen.findByRole('listitem', { name: 'Item 1' })).toBeInTheDocument();
  }, 15_000);
});

describe('/assessments/:id', () => {
  it('reads the assessment whole: outcomes, each item with its answer, marking points and marks, and the rubric', async () => {
    renderApp({ path: '/assessments/as-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions check' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Fractions check – Assessment | Teachkit'));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('AssessmentsFractions check');
    expect(screen.getByText('3 marks in all')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Outcomes assessed' })).getByText('Understand two fractions as equivalent if they are the same size.')).toBeInTheDocument();
    const first = within(screen.getByRole('listitem', { name: 'Item 1' }));
    expect(first.getByText('Which fraction equals 1/2?')).toBeInTheDocument();
    expect(first.getByText('Multiple choice')).toBeInTheDocument();
    expect(first.getByText('3.NF.A.3a')).toHaveAttribute('title', 'CCSS.Math.Content.3.NF.A.3a');
    expect(first.getByText('1/3')).toBeInTheDocument();
    expect(first.getByText('Answer:').parentElement).toHaveTextContent('Answer: 2/4');
    const second = within(screen.getByRole('listitem', { name: 'Item 2' }));
    expect(second.getByText('2 marks')).toBeInTheDocument();
    expect(second.getByText('Any fraction equal to 2/3')).toBeInTheDocument();
    const rubric = within(screen.getByRole('table', { name: 'Rubric: a descriptor for each level of each criterion' }));
    expect(rubric.getByRole('rowheader', { name: 'Uses a number line' })).toBeInTheDocument();
    expect(rubric.getByRole('cell', { name: 'Generalises' })).toBeInTheDocument();
    // Nothing is edited here: the editor and the marking are a link away.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/assessments/editor/as-1/items');
    expect(screen.getByRole('link', { name: 'Mark' })).toHaveAttribute('href', '/assessments/editor/as-1/marking');
  });

  it('says when the assessment is not there, or not the teacher\'s', async () => {
    server.use(http.get(api('/assessment/as-9'), () => HttpResponse.json({ statusCode: 404, message: 'Assessment not found' }, { status: 404 })));
    renderApp({ path: '/assessments/as-9' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
  });
});

describe('/assessments/editor/:id', () => {
  it('edits an item\'s question, answer and marks and saves them, then says "Saved."', async () => {
    let sent: Partial<Assessment> | undefined;
    server.use(
      http.post(api('/assessment'), async ({ request }) => {
        sent = (await request.json()) as Partial<Assessment>;
        return HttpResponse.json(anAssessment({ items: sent.items! }));
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/items' });
    const user = userEvent.setup();
    const second = within(await screen.findByRole('listitem', { name: 'Item 2' }));
    expect(second.getByText('Short answer')).toBeInTheDocument();
    expect(second.getByText('Any fraction equal to 2/3')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const prompt = second.getByRole('textbox', { name: /Question/ });
    await user.clear(prompt);
    await user.type(prompt, 'Write two fractions equal to 2/3.');
    const marks = second.getByRole('spinbutton', { name: /Marks/ });
    await user.clear(marks);
    await user.type(marks, '4');
    await user.click(save);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent?.id).toBe('as-1');
    expect(sent?.items?.[1]).toEqual({
      id: 'i2',
      kind: 'short-answer',
      prompt: 'Write two fractions equal to 2/3.',
      answer: '4/6',
      markingPoints: ['Any fraction equal to 2/3'],
      marks: 4,
      outcomeCode: '3.NF.A.3a',
    });
  });

  it('takes the source a teacher pastes in for every question on it, and shows the misconception behind each wrong option', async () => {
    const supply = 'Paste a short primary source for ACHASSK110 into Source A (a few sentences, quoted exactly), with who made it, when, and where it is printed or held; Teachkit quotes no source for this outcome.';
    const empty = { title: 'Source A', text: '', provenance: '', supply };
    const onSource = (id: string, prompt: string) => ({ id, kind: 'short-answer' as const, prompt, answer: 'A purpose.', markingPoints: ['States a purpose.'], marks: 1, outcomeCode: '3.NF.A.3a', stimulus: empty });
    const first = anAssessment().items[0]!;
    const items = [
      { ...first, distractors: [{ option: '1/3', misconception: 'Judging a fraction by its whole numbers.' }] },
      onSource('i2', 'Who made Source A, and when?'),
      onSource('i3', 'Why was Source A made?'),
    ];
    let sent: Partial<Assessment> | undefined;
    server.use(
      http.get(api('/assessment/as-1'), () => HttpResponse.json(anAssessment({ items }))),
      http.post(api('/assessment'), async ({ request }) => {
        sent = (await request.json()) as Partial<Assessment>;
        return HttpResponse.json(anAssessment({ items: sent.items! }));
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/items' });
    const user = userEvent.setup();
    const choice = within(await screen.findByRole('listitem', { name: 'Item 1' }));
    expect(choice.getByText('1/3: Judging a fraction by its whole numbers.')).toBeInTheDocument();
    // The source is shown once, above its first question, with what to paste.
    const source = within(screen.getByRole('group', { name: 'Source A' }));
    expect(source.getByText(supply)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Source A' })).toHaveLength(1);
    await user.type(source.getByRole('textbox', { name: 'The words of Source A' }), 'The road to the diggings is crowded.');
    await user.type(source.getByRole('textbox', { name: 'Who made Source A, when, and where it is printed' }), 'A letter, 1852.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent?.items?.map((i) => i.stimulus ?? null)).toEqual([
      null,
      { title: 'Source A', text: 'The road to the diggings is crowded.', provenance: 'A letter, 1852.', supply },
      { title: 'Source A', text: 'The road to the diggings is crowded.', provenance: 'A letter, 1852.', supply },
    ]);
  });

  it('shows a refused answer at its item and keeps what was typed', async () => {
    server.use(
      http.post(api('/assessment'), () =>
        HttpResponse.json([{ field: 'items.0.answer', message: 'The answer must be one of the options' }], { status: 400 }),
      ),
    );
    renderApp({ path: '/assessments/editor/as-1/items' });
    const user = userEvent.setup();
    const first = within(await screen.findByRole('listitem', { name: 'Item 1' }));
    const answer = first.getByRole('textbox', { name: /Answer/ });
    await user.clear(answer);
    await user.type(answer, 'two quarters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await first.findByText('The answer must be one of the options')).toBeInTheDocument();
    expect(answer).toHaveValue('two quarters');
  });

  it('shows the rubric as criteria × levels and saves an edited descriptor', async () => {
    let sent: Partial<Assessment> | undefined;
    server.use(
      http.post(api('/assessment'), async ({ request }) => {
        sent = (await request.json()) as Partial<Assessment>;
        return HttpResponse.json(anAssessment({ rubric: sent.rubric! }));
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/rubric' });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Rubric: a descriptor for each level of each criterion' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Criterion', 'Beginning1 mark', 'Developing2 marks', 'Proficient3 marks', 'Extending4 marks']);
    const descriptor = within(table).getByRole('textbox', { name: 'Proficient descriptor for Uses a number line' });
    expect(descriptor).toHaveValue('Marks any');
    await user.clear(descriptor);
    await user.type(descriptor, 'Places any fraction');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent?.rubric?.criteria[1]?.descriptors).toEqual(['Marks 0 and 1', 'Marks halves', 'Places any fraction', 'Compares']);
    expect(sent?.rubric?.criteria[0]?.descriptors).toEqual(['Names one', 'Shows one', 'Explains', 'Generalises']);
  });

  it('sends an unknown tab to the items', async () => {
    const { router } = renderApp({ path: '/assessments/editor/as-1/nonsense' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessments/editor/as-1/items'));
  });
});

describe('marking', () => {
  it('chooses a level per cell from a native select (keyboard-operable) and shows the total and grade band the server gives', async () => {
    const marked: { studentId: string; body: unknown }[] = [];
    server.use(
      http.get(api('/assessment/as-1/results'), () =>
        HttpResponse.json<AssessmentResults>({ ...someResults(), students: [aResult({ levels: { c1: 3 }, score: 4, marked: 1 }), aResult({ studentId: 's2', name: 'Alan Turing' })] }),
      ),
      http.put(api('/assessment/as-1/marks/:studentId'), async ({ params, request }) => {
        marked.push({ studentId: String(params.studentId), body: await request.json() });
        return HttpResponse.json<StudentResult>(aResult({ levels: { c1: 3, c2: 2 }, score: 3, percent: 100, band: 'A', marked: 2, complete: true }));
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: 'Marking grid: a level for each student on each criterion' });
    const ada = within(grid).getByRole('row', { name: /Ada Lovelace/ });
    expect(within(ada).getByRole('combobox', { name: 'Level for Ada Lovelace: Explains equivalence' })).toHaveValue('3');
    expect(within(ada).getByText('1 of 2 criteria')).toBeInTheDocument();
    const cell = within(ada).getByRole('combobox', { name: 'Level for Ada Lovelace: Uses a number line' });
    await user.selectOptions(cell, 'Proficient');
    expect(await within(ada).findByText('3 / 3 (100%)')).toBeInTheDocument();
    expect(within(ada).getByRole('cell', { name: 'A' })).toBeInTheDocument();
    expect(marked.at(-1)).toEqual({ studentId: 's1', body: { levels: { c2: 2 } } });
  });

  it('saves a pasted class list and shows the new students on the grid', async () => {
    let names: unknown;
    let results = someResults();
    server.use(
      http.get(api('/assessment/as-1/results'), () => HttpResponse.json(results)),
      http.put(api('/assessment/as-1/students'), async ({ request }) => {
        names = await request.json();
        results = { ...results, students: [aResult({ studentId: 'n1', name: 'Grace Hopper' })] };
        return HttpResponse.json({ students: [{ id: 'n1', name: 'Grace Hopper' }] });
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /Marking grid/ });
    const list = screen.getByRole('textbox', { name: 'Names, one a line' });
    expect(list).toHaveValue('Ada Lovelace\nAlan Turing');
    await user.clear(list);
    await user.type(list, 'Grace Hopper{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save class list' }));
    expect(await screen.findByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(names).toEqual({ names: ['Grace Hopper'] });
    expect(screen.queryByRole('row', { name: /Alan Turing/ })).not.toBeInTheDocument();
  });

  it('sends a chosen CSV file as text/csv', async () => {
    let received: { type: string | null; body: string } | undefined;
    server.use(
      http.get(api('/assessment/as-1/results'), () => HttpResponse.json(someResults())),
      http.put(api('/assessment/as-1/students'), async ({ request }) => {
        received = { type: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.json({ students: [] });
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /Marking grid/ });
    await user.upload(screen.getByLabelText('Or choose a CSV file'), new File(['name\nGrace Hopper\n'], 'class.csv', { type: 'text/csv' }));
    await waitFor(() => expect(received).toEqual({ type: 'text/csv', body: 'name\nGrace Hopper\n' }));
  });
});

describe('marking that reads the work', () => {
  it('shows what Teachkit read in the answers, with the student\'s words quoted; each proposal is accepted with one action and an answer typed in is saved', async () => {
    const bodies: unknown[] = [];
    const proposalsAsked: string[] = [];
    let ada = aResult({ answers: { i1: 'A', i2: 'Two thirds is four sixths because you double both.' }, items: [{ itemId: 'i1', marks: 0, max: 1, from: 'key' }, { itemId: 'i2', marks: null, max: 2, from: null }], score: 0 });
    server.use(
      http.get(api('/assessment/as-1/results'), () => HttpResponse.json<AssessmentResults>({ ...someResults(), students: [ada, aResult({ studentId: 's2', name: 'Alan Turing' })] })),
      http.get(api('/assessment/as-1/marks/s1/proposals'), () => {
        proposalsAsked.push(JSON.stringify(ada.answers));
        return HttpResponse.json<Proposals>({
          studentId: 's1',
          engine: 'offline',
          items: [
            { itemId: 'i1', read: 'key', from: 'answer', marks: 0, max: 1, evidence: [{ itemId: 'i1', quote: 'A', status: 'incorrect' }], missing: [], reason: 'Chose A (2/4), the key.' },
            { itemId: 'i2', read: 'points', from: 'answer', marks: 2, max: 2, evidence: [{ itemId: 'i2', quote: 'Two thirds is four sixths because you double both.', status: 'found', point: 'Any fraction equal to 2/3' }], missing: [], reason: '1 of 1 marking point found.' },
          ],
          criteria: [
            { criterionId: 'c1', level: 2, evidence: [{ itemId: 'i2', quote: 'Two thirds is four sixths because you double both.', status: 'found' }], reason: 'Question 2: 1 of 1 marking point found: Proficient.' },
            { criterionId: 'c2', level: null, evidence: [], reason: 'No item on the paper assesses this criterion; choose its level from what you saw.' },
          ],
        });
      }),
      http.put(api('/assessment/as-1/marks/:studentId'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if ('answers' in body) ada = { ...ada, answers: body.answers as Record<string, string>, response: body.response as string };
        if ('levels' in body) ada = { ...ada, levels: { ...ada.levels, ...(body.levels as Record<string, number>) } };
        if ('itemMarks' in body) ada = { ...ada, itemMarks: body.itemMarks as Record<string, number>, items: [ada.items[0]!, { itemId: 'i2', marks: 2, max: 2, from: 'teacher' }], score: 2 };
        return HttpResponse.json<StudentResult>(ada);
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: /Marking grid/ });
    await user.click(within(grid).getByRole('button', { name: 'Ada Lovelace' }));
    const work = screen.getByRole('region', { name: 'Ada Lovelace: response and feedback' });
    expect(within(work).getByRole('textbox', { name: 'Answer to question 1' })).toHaveValue('A');
    expect(await within(work).findByText('From the key: 0 of 1. Chose A (2/4), the key.')).toBeInTheDocument();
    expect(within(work).getByText('Proposed: 2 of 2. 1 of 1 marking point found.')).toBeInTheDocument();
    expect(within(work).getAllByText('Two thirds is four sixths because you double both.', { selector: 'q' })).toHaveLength(2);
    expect(within(work).getByText('Explains equivalence: Proficient proposed.')).toBeInTheDocument();
    expect(within(work).getByText('Uses a number line: no level proposed.')).toBeInTheDocument();
    expect(within(work).getByText('Counts: not marked yet (of 2).')).toBeInTheDocument();
    // Nothing is a mark until the teacher acts: one action each.
    await user.click(within(work).getByRole('button', { name: 'Accept Proficient for Explains equivalence' }));
    await waitFor(() => expect(bodies).toEqual([{ levels: { c1: 2 } }]));
    expect(within(grid).getByRole('combobox', { name: 'Level for Ada Lovelace: Explains equivalence' })).toHaveValue('2');
    expect(await within(work).findByText('Accepted.')).toBeInTheDocument();
    await user.click(within(work).getByRole('button', { name: 'Accept 2 marks for question 2' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ itemMarks: { i2: 2 } }));
    expect(await within(work).findByText('Counts: 2 of 2, your mark.')).toBeInTheDocument();
    // The teacher corrects an answer from the paper: saved with the work, and read again.
    const first = within(work).getByRole('textbox', { name: 'Answer to question 1' });
    await user.clear(first);
    await user.type(first, 'a');
    await user.click(within(work).getByRole('button', { name: 'Save work and feedback' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ response: '', answers: { i1: 'a', i2: 'Two thirds is four sixths because you double both.' }, feedback: null }));
    await waitFor(() => expect(proposalsAsked).toHaveLength(2));
  });
});

/** The open work's save status (the reading of the work has a status of its own while it loads). */
const saveStatus = (work: HTMLElement) => within(work).getAllByRole('status').find((el) => /Saved\.|Not saved yet\./.test(el.textContent ?? ''))!;

describe('a student\'s response and feedback', () => {
  it('shows when the student handed in at the top of their work, and the answers they gave online once, where they are read', async () => {
    server.use(
      http.get(api('/assessment/as-1/results'), () =>
        HttpResponse.json<AssessmentResults>({
          ...someResults(),
          students: [aResult({ answers: { i1: '2/4', i2: 'Four sixths, 4/6' }, submittedAt: '2025-03-01T09:42:00.000Z' }), aResult({ studentId: 's2', name: 'Alan Turing' })],
        }),
      ),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: /Marking grid/ });
    await user.click(within(grid).getByRole('button', { name: 'Ada Lovelace' }));
    const work = screen.getByRole('region', { name: 'Ada Lovelace: response and feedback' });
    const handedIn = within(work).getByText(/^Handed in \d\d:\d\d( [AP]M)?\.$/);
    // The hand-in line comes straight after the student's name, before the levels and the answers.
    expect(within(work).getByRole('heading', { name: 'Ada Lovelace: response and feedback' }).parentElement!.nextElementSibling).toBe(handedIn);
    expect(within(work).getByRole('textbox', { name: 'Answer to question 1' })).toHaveValue('2/4');
    expect(within(work).getByRole('textbox', { name: 'Answer to question 2' })).toHaveValue('Four sixths, 4/6');
    // Not listed a second time beside the answers that are read.
    expect(screen.queryByRole('region', { name: 'Answers given online' })).not.toBeInTheDocument();
    expect(within(work).queryByText('Four sixths, 4/6', { selector: 'p, li' })).not.toBeInTheDocument();

    // A student who answered nothing online has no hand-in line.
    await user.click(within(grid).getByRole('button', { name: 'Alan Turing' }));
    const other = screen.getByRole('region', { name: 'Alan Turing: response and feedback' });
    expect(within(other).queryByText(/Handed in|Not handed in yet\./)).not.toBeInTheDocument();
  });

  it('says a student who answered online has not handed in yet', async () => {
    server.use(
      http.get(api('/assessment/as-1/results'), () =>
        HttpResponse.json<AssessmentResults>({ ...someResults(), students: [aResult({ answers: { i1: '2/4' }, submittedAt: null })] }),
      ),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: /Marking grid/ });
    await user.click(within(grid).getByRole('button', { name: 'Ada Lovelace' }));
    const work = screen.getByRole('region', { name: 'Ada Lovelace: response and feedback' });
    expect(within(work).getByText('Not handed in yet.')).toBeInTheDocument();
    expect(within(work).getByRole('textbox', { name: 'Answer to question 1' })).toHaveValue('2/4');
  });

  it('takes the response from an upload\'s slice, starts the feedback from the draft, edits and saves both', async () => {
    const saved: unknown[] = [];
    const searched: (string | null)[] = [];
    const draft = 'Ada showed that they can explains equivalence.';
    server.use(
      http.get(api('/assessment/as-1/results'), () =>
        HttpResponse.json<AssessmentResults>({ ...someResults(), students: [aResult({ levels: { c1: 3 }, score: 4, marked: 1, draftFeedback: draft }), aResult({ studentId: 's2', name: 'Alan Turing' })] }),
      ),
      uploadListHandler([anUpload({ id: 'u-2', title: 'Still reading', state: 'inProgress' }), anUpload({ id: 'u-1', title: 'Class 4 work, scanned' })]).handler,
      http.get(api('/upload/u-1/slices'), ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('searchText'));
        return HttpResponse.json({ items: [listed(aSlice({ id: 'sl-3', page: 3, title: 'Ada Lovelace', text: 'Ada: 2/4 and 1/2 are the same because both strips reach the middle.' }))], continuationToken: null });
      }),
      http.put(api('/assessment/as-1/marks/:studentId'), async ({ request }) => {
        const body = (await request.json()) as { response: string; feedback: string };
        saved.push(body);
        return HttpResponse.json<StudentResult>(aResult({ levels: { c1: 3 }, score: 4, marked: 1, draftFeedback: draft, response: body.response, feedback: body.feedback }));
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: /Marking grid/ });
    await user.click(within(grid).getByRole('button', { name: 'Ada Lovelace' }));
    const work = screen.getByRole('region', { name: 'Ada Lovelace: response and feedback' });
    expect(within(work).getByRole('heading', { name: 'Ada Lovelace: response and feedback' })).toHaveFocus();
    expect(within(work).getByText('Explains equivalence: Extending. Generalises')).toBeInTheDocument();
    expect(within(work).getByText(draft)).toBeInTheDocument();
    expect(saveStatus(work)).toHaveTextContent('Saved.');

    await user.click(within(work).getByRole('button', { name: 'Take text from an upload' }));
    const picker = await within(work).findByRole('region', { name: 'Text from your uploads' });
    // Only finished uploads can be taken from.
    const upload = await within(picker).findByRole('combobox', { name: 'Upload' });
    expect(within(upload).queryByRole('option', { name: 'Still reading' })).not.toBeInTheDocument();
    await user.selectOptions(upload, 'Class 4 work, scanned');
    await user.type(within(picker).getByRole('textbox', { name: 'Words in the slice (a student’s name)' }), 'Ada{Enter}');
    await waitFor(() => expect(searched).toEqual([null, 'Ada']));
    await user.click(await within(picker).findByRole('button', { name: 'Use Ada Lovelace' }));
    const response = within(work).getByRole('textbox', { name: 'Response' });
    expect(response).toHaveValue('Ada: 2/4 and 1/2 are the same because both strips reach the middle.');
    expect(saveStatus(work)).toHaveTextContent('Not saved yet.');
    expect(within(grid).getByText('unsaved work')).toBeInTheDocument();

    await user.click(within(work).getByRole('button', { name: 'Start from the draft' }));
    const feedback = within(work).getByRole('textbox', { name: 'Your feedback' });
    expect(feedback).toHaveValue(draft);
    await user.clear(feedback);
    await user.type(feedback, 'Ada proved it with two strips. Next, try thirds.');
    await user.click(within(work).getByRole('button', { name: 'Save work and feedback' }));
    await waitFor(() => expect(saveStatus(work)).toHaveTextContent('Saved.'));
    expect(saved).toEqual([{ response: 'Ada: 2/4 and 1/2 are the same because both strips reach the middle.', answers: {}, feedback: 'Ada proved it with two strips. Next, try thirds.' }]);
    expect(within(grid).queryByText('unsaved work')).not.toBeInTheDocument();
  });

  it('offers the finished uploads 25 at a time: "Show more uploads" adds the last 2 of 27, with an upload already chosen', async () => {
    const uploads = uploadListHandler(finishedUploads(27));
    server.use(
      http.get(api('/assessment/as-1/results'), () => HttpResponse.json(someResults())),
      uploads.handler,
      http.get(api('/upload/u-01/slices'), () => HttpResponse.json({ items: [listed(aSlice({ id: 'sl-1', uploadId: 'u-01', title: 'Alan Turing', text: 'Alan: two sixths is one third.' }))], continuationToken: null })),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: /Marking grid/ });
    await user.click(within(grid).getByRole('button', { name: 'Alan Turing' }));
    const work = screen.getByRole('region', { name: 'Alan Turing: response and feedback' });
    await user.click(within(work).getByRole('button', { name: 'Take text from an upload' }));
    const picker = await within(work).findByRole('region', { name: 'Text from your uploads' });
    const upload = await within(picker).findByRole('combobox', { name: 'Upload' });
    const options = () => within(upload).getAllByRole('option').map((o) => o.textContent);
    expect(options()).toHaveLength(26);
    expect(options().slice(0, 2)).toEqual(['Choose an upload', 'Upload 01']);
    expect(options().at(-1)).toBe('Upload 25');
    await user.selectOptions(upload, 'Upload 01');
    expect(await within(picker).findByRole('button', { name: 'Use Alan Turing' })).toBeInTheDocument();

    await user.click(within(picker).getByRole('button', { name: 'Show more uploads' }));
    await waitFor(() => expect(options()).toHaveLength(28));
    expect(options().slice(-3)).toEqual(['Upload 25', 'Upload 26', 'Upload 27']);
    expect(within(picker).queryByRole('button', { name: 'Show more uploads' })).not.toBeInTheDocument();
    expect(upload).toHaveValue('u-01');
    expect(within(picker).getByRole('button', { name: 'Use Alan Turing' })).toBeInTheDocument();
    expect(uploads.asked).toEqual(['state=complete', 'continuationToken=u-25&state=complete']);
  });

  it('keeps the feedback and shows the server\'s reason at the field when it is refused; another student opened shows it in the alert, not at their field', async () => {
    server.use(
      http.get(api('/assessment/as-1/results'), () => HttpResponse.json(someResults())),
      http.put(api('/assessment/as-1/marks/:studentId'), () =>
        HttpResponse.json([{ field: 'feedback', message: 'Feedback is at most 5,000 characters' }], { status: 400 }),
      ),
      // Opening a student's work reads it; with nothing written there is nothing to propose. (Left unanswered, the
      // read fails and puts an alert of its own on the page, sooner or later depending on the machine's load.)
      http.get(api('/assessment/as-1/marks/:studentId/proposals'), ({ params }) =>
        HttpResponse.json({ studentId: params.studentId, engine: 'offline', items: [], criteria: [] }),
      ),
    );
    renderApp({ path: '/assessments/editor/as-1/marking' });
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: /Marking grid/ });
    await user.click(within(grid).getByRole('button', { name: 'Alan Turing' }));
    const work = screen.getByRole('region', { name: 'Alan Turing: response and feedback' });
    await user.type(within(work).getByRole('textbox', { name: 'Your feedback' }), 'Alan compared the strips.');
    await user.click(within(work).getByRole('button', { name: 'Save work and feedback' }));
    expect(await within(work).findByText('Feedback is at most 5,000 characters')).toBeInTheDocument();
    expect(within(work).getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Alan compared the strips.');
    expect(saveStatus(work)).toHaveTextContent('Not saved yet.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Feedback is at most 5,000 characters');

    await user.click(within(grid).getByRole('button', { name: 'Ada Lovelace' }));
    const ada = screen.getByRole('region', { name: 'Ada Lovelace: response and feedback' });
    expect(within(ada).queryByText('Feedback is at most 5,000 characters')).not.toBeInTheDocument();
    // No field on screen holds it now: the alert says the message itself, not "check the highlighted fields".
    expect(screen.getByRole('alert')).toHaveTextContent(/^Feedback is at most 5,000 characters$/);
    expect(within(grid).getAllByText('unsaved work')).toHaveLength(1);
  });
});

describe('results and export', () => {
  /** Files saved through a temporary object URL: the name and the bytes the anchor was given. */
  function catchDownloads() {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    return {
      saved,
      restore: () => {
        URL.createObjectURL = original.create;
        URL.revokeObjectURL = original.revoke;
        click.mockRestore();
      },
    };
  }

  it('shows the spread per criterion and downloads the results as CSV', async () => {
    server.use(
      http.get(api('/assessment/as-1/results'), () =>
        HttpResponse.json<AssessmentResults>({
          ...someResults(),
          marked: 1,
          spread: [
            { criterionId: 'c1', counts: [0, 1, 1, 0] },
            { criterionId: 'c2', counts: [0, 0, 1, 0] },
          ],
        }),
      ),
      http.get(api('/assessment/as-1/results.csv'), () => new HttpResponse('Student,Score\r\nAda Lovelace,7\r\n', { headers: { 'content-type': 'text/csv' } })),
    );
    const downloads = catchDownloads();
    try {
      renderApp({ path: '/assessments/editor/as-1/results' });
      const user = userEvent.setup();
      const table = await screen.findByRole('table', { name: 'Spread: how many students reached each level of each criterion' });
      expect(within(within(table).getByRole('row', { name: /Uses a number line/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '0', '1', '0']);
      expect(within(within(table).getByRole('row', { name: /Explains equivalence/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '1', '1', '0']);
      expect(screen.getByText(/1 of 2 students fully marked\./)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Download results (CSV)' }));
      await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['fractions-check-results.csv']));
      expect(await downloads.saved[0]!.blob.text()).toBe('Student,Score\r\nAda Lovelace,7\r\n');
    } finally {
      downloads.restore();
    }
  });

  it('downloads the paper and the QTI package, and says when a file cannot be fetched', async () => {
    let qtiFails = true;
    server.use(
      http.get(api('/assessment/as-1/export.docx'), () => new HttpResponse('docx-bytes')),
      http.get(api('/assessment/as-1/export.qti.zip'), () =>
        qtiFails ? HttpResponse.json({ statusCode: 500, message: 'The package could not be made' }, { status: 500 }) : new HttpResponse('zip-bytes'),
      ),
    );
    const downloads = catchDownloads();
    try {
      renderApp({ path: '/assessments/editor/as-1/export' });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Download the paper (DOCX)' }));
      await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['fractions-check.docx']));
      expect(await downloads.saved[0]!.blob.text()).toBe('docx-bytes');
      await user.click(screen.getByRole('button', { name: 'Download for an LMS (QTI 3.0)' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('That did not work.');
      qtiFails = false;
      await user.click(screen.getByRole('button', { name: 'Download for an LMS (QTI 3.0)' }));
      await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['fractions-check.docx', 'fractions-check-qti.zip']));
    } finally {
      downloads.restore();
    }
  });
});

describe('answering online, on the Share tab', () => {
  it('draws a new code on request with the lesson\'s words, and shows the new code', async () => {
    const open = (joinCode: string) => ({
      joinCode,
      answeringOpen: true,
      students: [{ studentId: 's1', name: 'Ava Brown', joined: joinCode === 'KQ7R2M', submittedAt: null }],
    });
    let renewals = 0;
    server.use(
      http.get(api('/sharing/as-1'), () => HttpResponse.json([])),
      http.get(api('/assessment/as-1/answering'), () => HttpResponse.json(open('KQ7R2M'))),
      http.post(api('/assessment/as-1/answering/code'), () => {
        renewals += 1;
        return HttpResponse.json(open('PW4N8D'));
      }),
    );
    renderApp({ path: '/assessments/editor/as-1/share' });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Code for students')).toHaveTextContent('KQ7R2M');
    expect(screen.getByText('A new code retires the old one. Students who joined with it pick their name again with the new code and find their answers; hand-ins stay.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Who has handed in' })).getByRole('row', { name: /^Ava Brown Answering/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New code' }));
    await waitFor(() => expect(screen.getByLabelText('Code for students')).toHaveTextContent('PW4N8D'));
    expect(renewals).toBe(1);
    expect(within(screen.getByRole('table', { name: 'Who has handed in' })).getByRole('row', { name: /^Ava Brown Not started/ })).toBeInTheDocument();
  });
});
