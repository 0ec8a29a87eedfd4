import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonsMade, Unit } from '../../src/services/unitApi';
import { curriculumOptions, fractionOutcomes } from './fixtures/lessons';
import { aUnit, aUnitSummary, withLessonsMade } from './fixtures/units';
import { aProfile, api, origin, renderApp, serveProfile } from './renderApp';
import { server } from './server';

beforeAll(async () => {
  await Promise.all([import('../../src/views/units/UnitsPage'), import('../../src/views/units/UnitPage'), import('../../src/views/units/UnitEditorPage')]);
});

beforeEach(() => {
  serveProfile(aProfile());
  server.use(
    http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)),
    http.get(api('/syllabus/recommended/outcomes'), ({ request }) =>
      new URL(request.url).searchParams.get('input') === 'equivalent fractions' ? HttpResponse.json(fractionOutcomes) : HttpResponse.json([]),
    ),
    http.get(api('/unit/unit-1'), () => HttpResponse.json(aUnit())),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/units', { timeout: 30_000 }, () => {
  it('lists units linked to their read view and deletes one only after the teacher confirms', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(api('/unit'), () => HttpResponse.json({ items: [aUnitSummary(), aUnitSummary({ id: 'unit-2', title: 'Rivers', weeks: 1, lessonsPerWeek: 1, outcomeCodes: ['x'] })], continuationToken: null })),
      http.delete(api('/unit/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ path: '/units' });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Equivalent fractions' })).toHaveAttribute('href', '/units/unit-1');
    const rivers = within(screen.getByRole('link', { name: 'Rivers' }).closest('li')!);
    expect(rivers.getByText('1 week, 1 lesson a week')).toBeInTheDocument();
    expect(rivers.getByText('1 outcome')).toBeInTheDocument();
    expect(rivers.getByRole('link', { name: 'Edit Rivers' })).toHaveAttribute('href', '/units/editor/unit-2/sequence');
    expect(screen.getByRole('link', { name: 'New unit' })).toHaveAttribute('href', '/units/editor/new');

    await user.click(screen.getByRole('button', { name: 'Delete Rivers' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this unit?' })).getByRole('button', { name: 'Delete unit' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rivers' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['unit-2']);
  });

  it('asks for the next page with the token the first page gave', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(api('/unit'), ({ request }) => {
        const token = new URL(request.url).searchParams.get('continuationToken');
        tokens.push(token);
        return HttpResponse.json(token ? { items: [aUnitSummary({ id: 'unit-3', title: 'Volcanoes' })], continuationToken: null } : { items: [aUnitSummary()], continuationToken: 'page-2' });
      }),
    );
    renderApp({ path: '/units' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more units' }));
    expect(await screen.findByRole('link', { name: 'Volcanoes' })).toBeInTheDocument();
    expect(tokens).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more units' })).not.toBeInTheDocument();
  });
});

describe('a new unit', { timeout: 30_000 }, () => {
  it('is sequenced from the chosen outcomes, weeks and lessons per week, and opens on its sequence', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/unit'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aUnit(), { status: 201 });
      }),
    );
    const { router } = renderApp({ path: '/units/editor/new' });
    const user = userEvent.setup();
    const create = await screen.findByRole('button', { name: 'Structure unit' });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Equivalent fractions');
    await user.type(screen.getByRole('textbox', { name: 'Year level' }), 'Grade 3');
    const weeks = screen.getByRole('spinbutton', { name: 'Weeks' });
    await user.clear(weeks);
    await user.type(weeks, '2');
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'equivalent fractions');
    await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
    await user.click(await screen.findByRole('button', { name: 'Add 3.NF.A.3a' }));
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/units/editor/unit-1/sequence'));
    expect(sent).toEqual({ title: 'Equivalent fractions', description: '', yearLevel: 'Grade 3', subject: '', outcomes: ['CCSS.Math.Content.3.NF.A.3a'], weeks: 2, lessonsPerWeek: 3 });
    expect(await screen.findByRole('listitem', { name: 'Lesson 1' })).toBeInTheDocument();
  });
});

describe('/units/editor/:id/sequence', { timeout: 30_000 }, () => {
  it('moves a lesson up from the keyboard, inserts one, and saves the sequence in that order', async () => {
    let sent: Partial<Unit> | undefined;
    server.use(
      http.post(api('/unit'), async ({ request }) => {
        sent = (await request.json()) as Partial<Unit>;
        return HttpResponse.json({ ...aUnit(), lessons: sent.lessons });
      }),
    );
    renderApp({ path: '/units/editor/unit-1/sequence' });
    const user = userEvent.setup();
    const up = await screen.findByRole('button', { name: 'Move lesson 2 up' });
    expect(screen.getByRole('button', { name: 'Move lesson 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move lesson 3 down' })).toBeDisabled();
    up.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Lesson 1 title' })).toHaveValue('Generate equivalent fractions');
    await user.click(screen.getByRole('button', { name: 'Insert a lesson after lesson 3' }));
    const title = screen.getByRole('textbox', { name: 'Lesson 4 title' });
    expect(title).toHaveValue('New lesson');
    await user.clear(title);
    await user.type(title, 'Fraction walls outside');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent?.lessons?.map((l) => l.title)).toEqual(['Generate equivalent fractions', 'Understand two fractions as equivalent', 'Show what you know', 'Fraction walls outside']);
  });

  it('creates the lessons one at a time with a count, then links each to its editor', async () => {
    const calls: string[] = [];
    let made = 0;
    server.use(
      http.post(api('/unit/unit-1/lessons'), ({ request }) => {
        calls.push(new URL(request.url).search);
        made += 1;
        return HttpResponse.json({ created: 1, remaining: 3 - made, unit: withLessonsMade(aUnit(), made) } satisfies LessonsMade);
      }),
    );
    renderApp({ path: '/units/editor/unit-1/sequence' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create the lessons' }));
    expect(await screen.findByText('3 of 3 lessons created')).toBeInTheDocument();
    expect(calls).toEqual(['?max=1', '?max=1', '?max=1']);
    expect(screen.getByText('Every lesson of this unit has been made.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open lesson: Understand two fractions as equivalent' })).toHaveAttribute('href', '/lessons/editor/lesson-1');
    expect(screen.getByRole('link', { name: 'Open lesson: Show what you know' })).toHaveAttribute('href', '/lessons/editor/lesson-3');
    expect(screen.queryByRole('button', { name: 'Plan again' })).not.toBeInTheDocument();
  });

  it("makes the unit's assessment and opens it in the assessment editor; a unit that has one links to it", async () => {
    let asked = 0;
    server.use(
      http.post(api('/unit/unit-1/assessment'), () => {
        asked += 1;
        return HttpResponse.json({ assessmentId: 'as-9', created: true }, { status: 201 });
      }),
    );
    const { router } = renderApp({ path: '/units/editor/unit-1/sequence' });
    const user = userEvent.setup();
    expect(await screen.findByText('"Show what you know" becomes an assessment with items and a rubric on every outcome of the unit (one robot action), opened in the assessment editor.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Make the unit's assessment" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessments/editor/as-9/items'));
    expect(asked).toBe(1);
  });

  it("links to the unit's assessment once it is made", async () => {
    const linked = aUnit();
    linked.lessons = linked.lessons.map((l) => (l.role === 'assess' ? { ...l, assessmentId: 'as-9' } : l));
    server.use(http.get(api('/unit/unit-1'), () => HttpResponse.json(linked)));
    renderApp({ path: '/units/editor/unit-1/sequence' });
    expect(await screen.findByRole('link', { name: "Open the unit's assessment" })).toHaveAttribute('href', '/assessments/editor/as-9/items');
    expect(screen.queryByRole('button', { name: "Make the unit's assessment" })).not.toBeInTheDocument();
  });

  it('stops at the robot limit: says why, keeps the lessons made, and opens the robot-limit dialog', async () => {
    const stopped = 'Your robot has hit the limit! It is back when the shift resets.';
    let made = 0;
    server.use(
      http.post(api('/unit/unit-1/lessons'), () => {
        made += 1;
        return HttpResponse.json(made === 1 ? { created: 1, remaining: 2, unit: withLessonsMade(aUnit(), 1) } : { created: 0, remaining: 2, stopped, unit: withLessonsMade(aUnit(), 1) });
      }),
    );
    renderApp({ path: '/units/editor/unit-1/sequence' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create the lessons' }));
    expect(await screen.findByRole('dialog', { name: 'Your robot has hit the limit!' })).toBeInTheDocument();
    expect(screen.getByText(stopped)).toBeInTheDocument();
    expect(screen.getByText('1 of 3 lessons created')).toBeInTheDocument();
    // The page behind the open dialog is hidden from assistive technology until it closes.
    expect(screen.getByRole('link', { name: 'Open lesson: Understand two fractions as equivalent', hidden: true })).toHaveAttribute('href', '/lessons/editor/lesson-1');
    expect(screen.getByRole('button', { name: 'Create the lessons', hidden: true })).toBeEnabled();
  });

  it('switches tabs in place and keeps unsaved edits across them', async () => {
    const { router } = renderApp({ path: '/units/editor/unit-1/sequence' });
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: 'Lesson 1 title' });
    await user.type(title, ' today');
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/units/editor/unit-1/details'));
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Equivalent fractions');
    await user.click(screen.getByRole('tab', { name: 'Sequence' }));
    expect(await screen.findByRole('textbox', { name: 'Lesson 1 title' })).toHaveValue('Understand two fractions as equivalent today');
  });
});

describe('coverage, read view, glossary and export', { timeout: 30_000 }, () => {
  it('calls out outcomes not taught and not assessed above the grid', async () => {
    const gaps = aUnit({
      coverage: {
        ...aUnit().coverage,
        outcomes: [
          { outcomeCode: 'CCSS.Math.Content.3.NF.A.3a', cells: ['introduce', 'practise', null], taught: true, assessed: false },
          { outcomeCode: 'CCSS.Math.Content.3.NF.A.3b', cells: [null, 'revisit', null], taught: false, assessed: false },
        ],
        missing: ['CCSS.Math.Content.3.NF.A.3b'],
        unassessed: ['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b'],
      },
    });
    server.use(http.get(api('/unit/unit-1'), () => HttpResponse.json(gaps)));
    renderApp({ path: '/units/editor/unit-1/coverage' });
    expect(await screen.findByText('Outcomes not taught')).toBeInTheDocument();
    expect(screen.getByText(/No lesson introduces or practises these outcomes: 3.NF.A.3b$/)).toBeInTheDocument();
    expect(screen.getByText(/No lesson assesses these outcomes: 3.NF.A.3a, 3.NF.A.3b$/)).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Coverage: the part each lesson plays for each outcome' });
    const row = within(grid).getByRole('row', { name: /3.NF.A.3b/ });
    expect(within(row).getAllByRole('cell').map((c) => c.getAttribute('aria-label'))).toEqual(['Lesson 1: –', 'Lesson 2: Revisited', 'Lesson 3: –']);
  });

  it('reads the unit whole: outcomes, sequence, full coverage, and Edit', async () => {
    renderApp({ path: '/units/unit-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Equivalent fractions' })).toBeInTheDocument();
    expect(screen.getByText('Every outcome is taught and assessed.')).toBeInTheDocument();
    const sequence = screen.getByRole('list', { name: 'Lesson sequence' });
    expect(within(sequence).getAllByRole('listitem')).toHaveLength(3);
    expect(within(sequence).getByText('Revisits 3.NF.A.3a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit unit' })).toHaveAttribute('href', '/units/editor/unit-1/sequence');
  });

  it('shows the glossary of the unit', async () => {
    server.use(http.get(api('/unit/unit-1/glossary'), () => HttpResponse.json([{ term: 'equivalent', definition: 'Having the same value or size.', source: { kind: 'subject', ref: 'x' } }])));
    renderApp({ path: '/units/editor/unit-1/glossary' });
    expect(await screen.findByText('equivalent')).toBeInTheDocument();
    expect(screen.getByText('Having the same value or size.')).toBeInTheDocument();
    // A description list holds its terms in <div>s only (axe: dlitem); a list item there is invalid.
    expect(screen.getByText('equivalent').parentElement!.tagName).toBe('DIV');
    expect(screen.getByText('equivalent').closest('dl')).toHaveAccessibleName('Glossary');
  });

  it('shares the unit as a unit, by link', async () => {
    const puts: string[] = [];
    server.use(
      http.get(api('/sharing/unit-1'), () => HttpResponse.json([])),
      http.put(api('/sharing/:type/unit-1/:mode'), ({ params }) => {
        puts.push(`${String(params.type)} ${String(params.mode)}`);
        return HttpResponse.json({ type: 'unit', id: 'unit-1', mode: 'link', emails: [], accessKey: 'k3y', path: '/shared/user-1/unit-1?key=k3y', updatedAt: '2026-11-02T10:00:00Z' });
      }),
    );
    renderApp({ path: '/units/editor/unit-1/share' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Who can see this unit' })).toBeInTheDocument();
    await user.click(screen.getByText('Anyone with the link'));
    await user.click(screen.getByRole('button', { name: 'Save sharing' }));
    expect(await screen.findByRole('textbox', { name: 'Link to share' })).toHaveValue(`${origin}/shared/user-1/unit-1?key=k3y`);
    expect(puts).toEqual(['unit link']);
  });

  it('downloads the planning document and the cartridge with the teacher\'s sign-in', async () => {
    const asked: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:unit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    server.use(
      http.get(api('/unit/unit-1/export.:kind'), ({ params, request }) => {
        asked.push(`${String(params.kind)} ${request.headers.get('authorization')}`);
        return new HttpResponse(new Blob(['x']), { headers: { 'content-type': 'application/octet-stream' } });
      }),
    );
    renderApp({ path: '/units/editor/unit-1/export' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download the planning document (DOCX)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download for an LMS (Common Cartridge)' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Download for an LMS (Common Cartridge)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(asked).toEqual(['docx Bearer test-token', 'imscc Bearer test-token']);
  });
});
