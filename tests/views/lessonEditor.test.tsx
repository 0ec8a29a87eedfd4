import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lesson } from '../../src/services/lessonApi';
import { aLesson, ccssAttribution, curriculumOptions, fractionOutcomes } from './fixtures/lessons';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

beforeAll(async () => {
  await import('../../src/views/lessons/LessonEditorPage');
});

beforeEach(() => {
  serveProfile(aProfile());
  server.use(
    http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)),
    http.get(api('/syllabus/recommended/outcomes'), ({ request }) =>
      new URL(request.url).searchParams.get('input') === 'equivalent fractions' ? HttpResponse.json(fractionOutcomes) : HttpResponse.json([]),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function fillBrief(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Equivalent fractions');
  await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'equivalent fractions');
  await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
  await user.click(await screen.findByRole('button', { name: 'Add 3.NF.A.3a' }));
  await user.click(screen.getByRole('button', { name: 'Add 3.NF.A.3b' }));
}

const phaseTitles = () => screen.getAllByRole('textbox', { name: 'Phase title' }).map((input) => (input as HTMLInputElement).value);

describe('planning a new lesson', () => {
  it('plans an inquiry lesson with the chosen outcomes and opens its plan with five phases', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(api('/lesson'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(aLesson(), { status: 201 });
      }),
      http.get(api('/lesson/lesson-1'), () => HttpResponse.json(aLesson())),
    );
    const { router } = renderApp({ path: '/lessons/editor/new' });
    const user = userEvent.setup();
    await fillBrief(user);
    expect(screen.getByRole('radio', { name: /Inquiry/ })).toBeChecked();
    // The attribution the curriculum's licence asks for is shown under the outcomes.
    expect(screen.getAllByText(new RegExp(ccssAttribution.slice(0, 40).replace(/[.()]/g, '\\$&'))).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Plan lesson' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/editor/lesson-1/plan'));
    await waitFor(() => expect(phaseTitles()).toEqual(['Engage', 'Explore', 'Explain', 'Elaborate', 'Evaluate']));
    expect(sent).toMatchObject({
      title: 'Equivalent fractions',
      methodology: 'inquiry',
      enhancementEnabled: false,
      durationMinutes: 60,
      outcomes: ['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b'],
    });
  });

  it('429 opens the robot-needs-a-rest dialog and keeps the draft', async () => {
    server.use(http.post(api('/lesson'), () => HttpResponse.json({ statusCode: 429, message: 'Your robot needs a rest' }, { status: 429 })));
    const { router } = renderApp({ path: '/lessons/editor/new' });
    const user = userEvent.setup();
    await fillBrief(user);
    await user.click(screen.getByRole('button', { name: 'Plan lesson' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your robot has hit the limit!' });
    expect(router.state.location.pathname).toBe('/lessons/editor/new');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your robot has hit the limit!' })).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Your robot needs a rest...');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Equivalent fractions');
    const chosen = screen.getByRole('list', { name: 'Chosen outcomes' });
    expect(within(chosen).getByText('3.NF.A.3a')).toBeInTheDocument();
    expect(within(chosen).getByText('3.NF.A.3b')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan lesson' })).toBeEnabled();
  });

  it('"Plan lesson" stays disabled, saying why, until the lesson has a title and an outcome', async () => {
    let posted = 0;
    server.use(http.post(api('/lesson'), () => ((posted += 1), HttpResponse.json(aLesson(), { status: 201 }))));
    renderApp({ path: '/lessons/editor/new' });
    const user = userEvent.setup();
    const plan = await screen.findByRole('button', { name: 'Plan lesson' });
    expect(plan).toBeDisabled();
    expect(plan).toHaveAccessibleDescription('Give the lesson a title. Choose at least one outcome: the plan is built from what its outcomes say.');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Fractions');
    expect(plan).toBeDisabled();
    expect(plan).toHaveAccessibleDescription('Choose at least one outcome: the plan is built from what its outcomes say.');
    await user.click(plan);
    expect(posted).toBe(0);
    await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'equivalent fractions');
    await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
    await user.click(await screen.findByRole('button', { name: 'Add 3.NF.A.3a' }));
    expect(plan).toBeEnabled();
    expect(plan).toHaveAccessibleDescription('');
  });
});

describe('editing a plan', () => {
  function serveLesson(onSave: (body: Record<string, unknown>) => Response | Promise<Response>) {
    let saved: Lesson = aLesson();
    server.use(
      http.get(api('/lesson/lesson-1'), () => HttpResponse.json(saved)),
      http.post(api('/lesson'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const response = await onSave(body);
        if (response.ok) saved = (await response.clone().json()) as Lesson;
        return response;
      }),
    );
  }

  it('enables Save only when the draft changed, and saves the edited phase', async () => {
    let sent: Record<string, unknown> | undefined;
    serveLesson((body) => {
      sent = body;
      return HttpResponse.json({ ...aLesson(), phases: body.phases as Lesson['phases'] });
    });
    renderApp({ path: '/lessons/editor/lesson-1/plan' });
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const first = screen.getByRole('group', { name: 'Phase 1' });
    const title = within(first).getByRole('textbox', { name: 'Phase title' });
    await user.clear(title);
    await user.type(title, 'Hook');
    expect(save).toBeEnabled();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(sent).toMatchObject({ id: 'lesson-1', outcomes: fractionOutcomes.map((o) => o.code) });
    expect((sent?.phases as { title: string }[]).map((p) => p.title)).toEqual(['Hook', 'Explore', 'Explain', 'Elaborate', 'Evaluate']);
  });

  it('edits the year level, subject, duration, methodology, key vocabulary and differentiation and saves them', async () => {
    let sent: Record<string, unknown> | undefined;
    serveLesson((body) => {
      sent = body;
      return HttpResponse.json({ ...aLesson(), ...body, outcomes: aLesson().outcomes });
    });
    renderApp({ path: '/lessons/editor/lesson-1/plan' });
    const user = userEvent.setup();
    const details = await screen.findByRole('group', { name: 'Lesson details' });
    const year = within(details).getByRole('textbox', { name: 'Year level' });
    await user.clear(year);
    await user.type(year, 'Grade 4');
    const subject = within(details).getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Maths');
    const duration = within(details).getByRole('spinbutton', { name: 'Duration (minutes)' });
    await user.clear(duration);
    await user.type(duration, '45');
    await user.selectOptions(within(details).getByRole('combobox', { name: 'Methodology' }), 'direct');
    const vocabulary = within(details).getByRole('textbox', { name: 'Key vocabulary' });
    await user.clear(vocabulary);
    await user.type(vocabulary, 'equivalent{Enter}denominator');
    await user.type(within(details).getByRole('textbox', { name: 'Differentiation: Support' }), 'Fraction wall on each table');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      yearLevel: 'Grade 4',
      subject: 'Maths',
      durationMinutes: 45,
      methodology: 'direct',
      keyVocabulary: ['equivalent', 'denominator'],
      differentiation: { support: ['Fraction wall on each table'], extension: [], languageSupport: [] },
    });
    expect(within(details).getByRole('combobox', { name: 'Methodology' })).toHaveValue('direct');
    // Typing into six fields takes long on a busy machine.
  }, 30_000);

  it('marks the field a suggestion changed when the address points at it ("Show it in the plan")', async () => {
    serveLesson(() => HttpResponse.json(aLesson()));
    renderApp({ path: '/lessons/editor/lesson-1/plan#phase-2-studentActions' });
    const explore = await screen.findByRole('group', { name: 'Phase 2' });
    expect(within(explore).getByText('Added from a suggestion')).toBeInTheDocument();
    expect(within(explore).getByRole('textbox', { name: 'Students' }).closest('[data-highlighted]')).not.toBeNull();
    expect(screen.getAllByText('Added from a suggestion')).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Phase 1' })).getByRole('textbox', { name: 'Students' }).closest('[data-highlighted]')).toBeNull();
  });

  it('offers to re-plan once changed outcomes are saved, and re-plans for one robot action', async () => {
    let replans = 0;
    serveLesson((body) => HttpResponse.json({ ...aLesson(), outcomes: aLesson().outcomes.filter((o) => (body.outcomes as string[]).includes(o.code)) }));
    server.use(
      http.post(api('/lesson/lesson-1/replan'), () => {
        replans += 1;
        const planned = aLesson({ title: 'Planned again' });
        return HttpResponse.json({ ...planned, outcomes: planned.outcomes.slice(0, 1), provenance: { ...planned.provenance, outcomeCodes: [fractionOutcomes[0]!.code] } });
      }),
    );
    renderApp({ path: '/lessons/editor/lesson-1/outcomes' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove 3.NF.A.3b' }));
    expect(screen.queryByRole('region', { name: "The lesson's outcomes changed" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const offer = await screen.findByRole('region', { name: "The lesson's outcomes changed" });
    expect(offer).toHaveTextContent('uses one robot action');
    await user.click(within(offer).getByRole('button', { name: 'Re-plan from these outcomes' }));
    expect(await screen.findByRole('heading', { name: 'Planned again' })).toBeInTheDocument();
    expect(replans).toBe(1);
    expect(screen.queryByRole('region', { name: "The lesson's outcomes changed" })).not.toBeInTheDocument();
  }, 30_000);

  /** A lesson server that keeps the plan's outcomes on save and records the saved ones on keep-plan, as the API does. */
  function serveOutcomeChanges() {
    let stored: Lesson = aLesson();
    const calls = { keeps: 0 };
    server.use(
      http.get(api('/lesson/lesson-1'), () => HttpResponse.json(stored)),
      http.post(api('/lesson'), async ({ request }) => {
        const codes = ((await request.json()) as { outcomes: string[] }).outcomes;
        stored = { ...stored, outcomes: fractionOutcomes.filter((o) => codes.includes(o.code)).map(({ code, shortCode, statement, framework, subject }) => ({ code, shortCode, statement, framework, subject })) };
        return HttpResponse.json(stored);
      }),
      http.post(api('/lesson/lesson-1/keep-plan'), () => {
        calls.keeps += 1;
        stored = { ...stored, provenance: { ...stored.provenance, outcomeCodes: stored.outcomes.map((o) => o.code) } };
        return HttpResponse.json(stored);
      }),
    );
    return calls;
  }

  it('keeps offering to re-plan after leaving the tab; keeping the plan ends the offer until the outcomes change again', async () => {
    const calls = serveOutcomeChanges();
    renderApp({ path: '/lessons/editor/lesson-1/outcomes' });
    const user = userEvent.setup();
    const offerName = { name: "The lesson's outcomes changed" };
    await user.click(await screen.findByRole('button', { name: 'Remove 3.NF.A.3b' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', offerName);

    await user.click(screen.getByRole('tab', { name: 'Plan' }));
    await waitFor(() => expect(screen.queryByRole('region', offerName)).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Outcomes' }));
    const offer = await screen.findByRole('region', offerName);

    await user.click(within(offer).getByRole('button', { name: 'Keep the plan' }));
    await waitFor(() => expect(screen.queryByRole('region', offerName)).not.toBeInTheDocument());
    expect(calls.keeps).toBe(1);

    await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'equivalent fractions');
    await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
    await user.click(await screen.findByRole('button', { name: 'Add 3.NF.A.3b' }));
    expect(screen.queryByRole('region', offerName)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', offerName)).toBeInTheDocument();
  }, 30_000);

  it("opens with the offer when the saved lesson's plan was made from other outcomes (a reload)", async () => {
    server.use(http.get(api('/lesson/lesson-1'), () => HttpResponse.json({ ...aLesson(), outcomes: aLesson().outcomes.slice(0, 1) })));
    renderApp({ path: '/lessons/editor/lesson-1/outcomes' });
    const offer = await screen.findByRole('region', { name: "The lesson's outcomes changed" });
    expect(within(offer).getByRole('button', { name: 'Keep the plan' })).toBeEnabled();
  });

  it('asks to save unsaved changes before re-planning or keeping the plan', async () => {
    server.use(http.get(api('/lesson/lesson-1'), () => HttpResponse.json({ ...aLesson(), outcomes: aLesson().outcomes.slice(0, 1) })));
    renderApp({ path: '/lessons/editor/lesson-1/outcomes' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove 3.NF.A.3a' }));
    const offer = screen.getByRole('region', { name: "The lesson's outcomes changed" });
    expect(offer).toHaveTextContent('Save your changes first; then you can re-plan from these outcomes or keep the plan.');
    expect(within(offer).getByRole('button', { name: 'Re-plan from these outcomes' })).toBeDisabled();
    expect(within(offer).getByRole('button', { name: 'Keep the plan' })).toBeDisabled();
  });

  it('shows each validation message next to its field and keeps the draft', async () => {
    serveLesson(() =>
      HttpResponse.json(
        [
          { field: 'phases.1.minutes', message: 'A phase lasts at least 1 minute' },
          { field: 'successCriteria.0.text', message: 'A success criterion cannot be empty' },
        ],
        { status: 400 },
      ),
    );
    renderApp({ path: '/lessons/editor/lesson-1/plan' });
    const user = userEvent.setup();
    const second = await screen.findByRole('group', { name: 'Phase 2' });
    const minutes = within(second).getByRole('spinbutton', { name: 'Minutes' });
    await user.clear(minutes);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(second).findByText('A phase lasts at least 1 minute')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Success criteria' })).getByText('A success criterion cannot be empty')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(minutes).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('a 429 on save opens the robot dialog and keeps the edit', async () => {
    serveLesson(() => HttpResponse.json({ statusCode: 429, message: 'Too Many Requests' }, { status: 429 }));
    renderApp({ path: '/lessons/editor/lesson-1/plan' });
    const user = userEvent.setup();
    const title = within(await screen.findByRole('group', { name: 'Phase 1' })).getByRole('textbox', { name: 'Phase title' });
    await user.type(title, ' and wonder');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Your robot has hit the limit!' })).toBeInTheDocument();
    expect(title).toHaveValue('Engage and wonder');
  });
});
