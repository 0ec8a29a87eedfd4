import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Lesson, LessonSummary, PhaseMaterial } from '../../src/services/lessonApi';
import { aLesson, aLessonSummary, ccssAttribution } from './fixtures/lessons';
import { setUpLessonPages } from './lessonPagesSetup';
import { api, renderApp } from './renderApp';
import { server } from './server';

setUpLessonPages();

const summary = aLessonSummary;

describe('/lessons', () => {
  it('lists lessons with the lesson header and deletes one only after the teacher confirms', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(api('/lesson'), () =>
        HttpResponse.json({
          items: [
            summary({ id: 'l-1', title: 'Equivalent fractions', enhancementEnabled: true, description: 'd'.repeat(240) }),
            summary({ id: 'l-2', title: 'Bridges', methodology: 'project' }),
          ],
          continuationToken: null,
        }),
      ),
      http.delete(api('/lesson/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ path: '/lessons' });
    const user = userEvent.setup();
    const title = await screen.findByRole('link', { name: 'Equivalent fractions' });
    expect(title).toHaveAttribute('href', '/lessons/editor/l-1');
    const item = within(title.closest('li')!);
    expect(item.getByText('Enhanced')).toBeInTheDocument();
    expect(item.getByText('Inquiry')).toBeInTheDocument();
    expect(item.getByText(`${'d'.repeat(220)}...`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a new lesson' })).toHaveAttribute('href', '/lessons/editor/new');

    await user.click(screen.getByRole('button', { name: 'Delete Bridges' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this lesson?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Bridges' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete lesson' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bridges' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['l-2']);
    expect(screen.getByRole('link', { name: 'Equivalent fractions' })).toBeInTheDocument();
  });
});

describe('/lessons pages', () => {
  /** IntersectionObserver under the test's control: the test decides when the end of the list is in view. */
  const observed: { callback: IntersectionObserverCallback; element?: Element; options?: IntersectionObserverInit }[] = [];
  class ControlledObserver {
    readonly entry: (typeof observed)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, ...(options ? { options } : {}) };
      observed.push(this.entry);
    }
    observe(element: Element) {
      this.entry.element = element;
    }
    disconnect() {
      observed.splice(observed.indexOf(this.entry), 1);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  const scrollToEnd = () => {
    for (const { callback, element } of [...observed]) {
      callback([{ isIntersecting: true, target: element! } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  };

  it('loads the next page as the teacher scrolls to the end of the list, and by the "Load more" button', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const asked: (string | null)[] = [];
    const pageOf: Record<string, { items: LessonSummary[]; continuationToken: string | null }> = {
      first: { items: [summary({ id: 'l-1', title: 'Fractions 1' }), summary({ id: 'l-2', title: 'Fractions 2' })], continuationToken: 'after-2' },
      'after-2': { items: [summary({ id: 'l-3', title: 'Fractions 3' })], continuationToken: 'after-3' },
      'after-3': { items: [summary({ id: 'l-4', title: 'Fractions 4' })], continuationToken: null },
    };
    server.use(
      http.get(api('/lesson'), ({ request }) => {
        const token = new URL(request.url).searchParams.get('continuationToken');
        asked.push(token);
        return HttpResponse.json(pageOf[token ?? 'first']);
      }),
    );
    try {
      renderApp({ path: '/lessons' });
      const user = userEvent.setup();
      expect(await screen.findByRole('link', { name: 'Fractions 2' })).toBeInTheDocument();
      const sentinel = screen.getByTestId('load-more-sentinel');
      await waitFor(() => expect(observed.map((o) => o.element)).toEqual([sentinel]));
      expect(observed[0]!.options?.rootMargin).toBe('0px 0px 600px 0px');
      scrollToEnd();
      expect(await screen.findByRole('link', { name: 'Fractions 3' })).toBeInTheDocument();
      expect(asked).toEqual([null, 'after-2']);
      await user.click(screen.getByRole('button', { name: 'Load more lessons' }));
      expect(await screen.findByRole('link', { name: 'Fractions 4' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: /^Fractions \d$/ }).map((l) => l.textContent)).toEqual(['Fractions 1', 'Fractions 2', 'Fractions 3', 'Fractions 4']);
      // The last page: no button, no sentinel, nothing more asked.
      expect(screen.queryByRole('button', { name: 'Load more lessons' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('load-more-sentinel')).not.toBeInTheDocument();
      expect(asked).toEqual([null, 'after-2', 'after-3']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('/lessons/:id', () => {
  it('reads the lesson: header linked to the editor, the plan, and the curriculum attribution', async () => {
    server.use(http.get(api('/lesson/lesson-1'), () => HttpResponse.json(aLesson({ enhancementEnabled: true }))));
    renderApp({ path: '/lessons/lesson-1' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Equivalent fractions' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/lessons/editor/lesson-1');
    expect(screen.getByText('Enhanced')).toBeInTheDocument();
    for (const phase of ['Engage', 'Explore', 'Explain', 'Elaborate', 'Evaluate']) {
      expect(screen.getByRole('region', { name: phase })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Edit lesson' })).toHaveAttribute('href', '/lessons/editor/lesson-1/plan');
    expect(await screen.findByRole('contentinfo', { name: 'Curriculum sources' })).toHaveTextContent(ccssAttribution);
  });

  it("says \"Not Found or You don't have Access\" for another teacher's lesson", async () => {
    server.use(http.get(api('/lesson/other'), () => HttpResponse.json({ statusCode: 404, message: 'Lesson not found' }, { status: 404 })));
    renderApp({ path: '/lessons/other' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
  });
});

describe('/lesson/:key (students)', () => {
  it('shows the lesson without the signed-in layout', async () => {
    server.use(
      http.get(api('/lesson/join/ABC234'), () =>
        HttpResponse.json({
          title: 'Equivalent fractions',
          description: '',
          methodology: 'inquiry',
          durationMinutes: 60,
          successCriteria: ['I can show two equivalent fractions.'],
          keyVocabulary: ['numerator'],
          phases: [{ title: 'Engage', minutes: 10, studentActions: ['Fold a strip in half.'] }],
        }),
      ),
    );
    renderApp({ path: '/lesson/ABC234', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Equivalent fractions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What we are learning' })).toHaveTextContent('I can show two equivalent fractions.');
    expect(screen.getByRole('region', { name: 'Words to know' })).toHaveTextContent('numerator');
    expect(screen.getByRole('region', { name: 'What you will do' })).toHaveTextContent('Fold a strip in half.');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('says clearly when no lesson has the code', async () => {
    server.use(
      http.get(api('/lesson/join/NOPE99'), () =>
        HttpResponse.json({ statusCode: 404, message: 'No lesson has this join code. Check the code with your teacher.' }, { status: 404 }),
      ),
    );
    renderApp({ path: '/lesson/NOPE99', signedIn: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('No lesson has this code. Check the code with your teacher.');
  });
});

const PIZZA = 'A pizza is cut into 8 equal slices. Mia eats 3 slices and Leo eats 2 slices. What fraction of the pizza do they eat altogether?';
const pizza: PhaseMaterial = { sliceId: 'slice-12', uploadId: 'upload-1', kind: 'problem', text: PIZZA, citation: 'Fractions workbook, p. 12' };
const steps: PhaseMaterial = {
  sliceId: 'slice-40',
  uploadId: 'upload-2',
  kind: 'example',
  text: 'Step 1: find a common denominator.\nStep 2: add the numerators.',
  citation: 'Fractions lesson recording, 04:10–05:30',
};

/** An Enhanced lesson whose Engage phase poses the pizza problem and whose Explain phase models the steps. */
function enhancedLesson(): Lesson {
  const lesson = aLesson({ enhancementEnabled: true });
  return {
    ...lesson,
    phases: lesson.phases.map((phase) => {
      if (phase.key === 'engage') return { ...phase, materials: [pizza] };
      if (phase.key === 'explain') return { ...phase, materials: [steps] };
      return phase;
    }),
    provenance: { ...lesson.provenance, sliceIds: ['slice-12', 'slice-40'] },
  };
}

const NOTICE =
  "None of your uploads matched this lesson's outcomes (3.NF.A.3a: Understand two fractions as equivalent if they are the same size, or the same point on a number line). " +
  'To build this lesson on your own material, upload a worked example, a short text or practice problems that teach this outcome, then plan the lesson again.';

/** The material shown in a phase (found by the phase's region or group), as a teacher reads it. */
function materialIn(phase: HTMLElement, phaseTitle: string) {
  const group = within(phase).getByRole('group', { name: `Material from your uploads: ${phaseTitle}` });
  return within(group);
}

describe('material from the teacher’s uploads in the plan', () => {
  it('shows the problem itself, and its citation, in the phase that uses it on /lessons/:id', async () => {
    server.use(http.get(api('/lesson/lesson-1'), () => HttpResponse.json(enhancedLesson())));
    renderApp({ path: '/lessons/lesson-1' });
    const engage = materialIn(await screen.findByRole('region', { name: 'Engage' }), 'Engage');
    expect(engage.getByText('Problem')).toBeInTheDocument();
    expect(engage.getByText(PIZZA)).toBeInTheDocument();
    expect(engage.getByText('Source: Fractions workbook, p. 12')).toBeInTheDocument();
    const explain = materialIn(screen.getByRole('region', { name: 'Explain' }), 'Explain');
    expect(explain.getByText('Worked example')).toBeInTheDocument();
    expect(explain.getByText('Source: Fractions lesson recording, 04:10–05:30')).toBeInTheDocument();
    // Phases without material show none.
    expect(within(screen.getByRole('region', { name: 'Explore' })).queryByRole('group')).not.toBeInTheDocument();
  });

  it('cites the material in the shared lesson view', async () => {
    server.use(
      http.get(api('/sharing/shared/o-1/lesson-1'), () =>
        HttpResponse.json({ audience: 'people', type: 'lesson', id: 'lesson-1', ownerId: 'o-1', ownerEmail: 'ada@school.example', ownerName: 'Ada', sharedLesson: { lesson: enhancedLesson() } }),
      ),
    );
    renderApp({ path: '/shared/o-1/lesson-1', signedIn: null });
    const engage = materialIn(await screen.findByRole('region', { name: 'Engage' }), 'Engage');
    expect(engage.getByText(PIZZA)).toBeInTheDocument();
    expect(engage.getByText('Source: Fractions workbook, p. 12')).toBeInTheDocument();
  });

  it('tells the owner what the checks against the brief repaired in a model\'s plan, and keeps it out of the shared view', async () => {
    const note = 'The model gave 368 for "Work out 27 × 14"; the computed answer, 378, is used.';
    const lesson = aLesson({ provenance: { ...aLesson().provenance, engine: 'llm', note } });
    server.use(
      http.get(api('/lesson/lesson-1'), () => HttpResponse.json(lesson)),
      http.get(api('/sharing/shared/o-1/lesson-1'), () =>
        HttpResponse.json({ audience: 'people', type: 'lesson', id: 'lesson-1', ownerId: 'o-1', ownerEmail: 'ada@school.example', ownerName: 'Ada', sharedLesson: { lesson } }),
      ),
    );
    const owner = renderApp({ path: '/lessons/lesson-1' });
    expect(await screen.findByText('Checked against your brief: The model gave 368 for "Work out 27 × 14"; the computed answer, 378, is used.')).toBeInTheDocument();
    owner.unmount();
    renderApp({ path: '/shared/o-1/lesson-1', signedIn: null });
    expect(await screen.findByRole('region', { name: 'Engage' })).toBeInTheDocument();
    expect(screen.queryByText(/Checked against your brief/)).not.toBeInTheDocument();
  });

  it('keeps the owner’s note about their uploads out of the shared lesson view', async () => {
    const lesson = aLesson({ enhancementEnabled: true, materialNotice: NOTICE });
    server.use(
      http.get(api('/sharing/shared/o-1/lesson-1'), () =>
        HttpResponse.json({ audience: 'people', type: 'lesson', id: 'lesson-1', ownerId: 'o-1', ownerEmail: 'ada@school.example', ownerName: 'Ada', sharedLesson: { lesson } }),
      ),
    );
    renderApp({ path: '/shared/o-1/lesson-1', signedIn: null });
    expect(await screen.findByRole('region', { name: 'Engage' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('shows the material and its citation in the editor, and saves it with the edited phase', async () => {
    let sent: { phases: Lesson['phases'] } | undefined;
    server.use(
      http.get(api('/lesson/lesson-1'), () => HttpResponse.json(enhancedLesson())),
      http.post(api('/lesson'), async ({ request }) => {
        sent = (await request.json()) as { phases: Lesson['phases'] };
        return HttpResponse.json({ ...enhancedLesson(), phases: sent.phases });
      }),
    );
    renderApp({ path: '/lessons/editor/lesson-1/plan' });
    const user = userEvent.setup();
    const first = await screen.findByRole('group', { name: 'Phase 1' });
    const material = materialIn(first, 'Engage');
    expect(material.getByText(PIZZA)).toBeInTheDocument();
    expect(material.getByText('Source: Fractions workbook, p. 12')).toBeInTheDocument();

    const title = within(first).getByRole('textbox', { name: 'Phase title' });
    await user.clear(title);
    await user.type(title, 'Hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent?.phases[0]).toMatchObject({ title: 'Hook', materials: [pizza] });

    // Removing material is an edit like any other: the phase is saved without it.
    await user.click(within(screen.getByRole('group', { name: 'Phase 3' })).getByRole('button', { name: 'Remove the material from Fractions lesson recording, 04:10–05:30' }));
    expect(within(screen.getByRole('group', { name: 'Phase 3' })).queryByText('Source: Fractions lesson recording, 04:10–05:30')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent?.phases[2]?.materials).toEqual([]));
    expect(sent?.phases[0]?.materials).toEqual([pizza]);
  });

  it('says plainly when none of the teacher’s uploads matched, in the lesson and in the editor', async () => {
    server.use(http.get(api('/lesson/lesson-1'), () => HttpResponse.json(aLesson({ enhancementEnabled: true, materialNotice: NOTICE }))));
    const first = renderApp({ path: '/lessons/lesson-1' });
    expect(await screen.findByText('None of your uploads matched')).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    first.unmount();
    renderApp({ path: '/lessons/editor/lesson-1/plan' });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it('previews the material and its source on the phase’s slide', async () => {
    server.use(
      http.get(api('/lesson/lesson-1'), () => HttpResponse.json(enhancedLesson())),
      http.get(api('/lesson/lesson-1/presentation/outline'), () =>
        HttpResponse.json({
          slides: [
            { title: 'Equivalent fractions', bullets: [], notes: '' },
            {
              title: 'Phase 1: Engage (12 min)',
              bullets: ['Engage: student step'],
              notes: 'Problem from Fractions workbook, p. 12',
              materials: [{ heading: 'Problem', text: PIZZA, source: 'Source: Fractions workbook, p. 12' }],
            },
          ],
        }),
      ),
    );
    renderApp({ path: '/lessons/editor/lesson-1/present' });
    const slide = within(await screen.findByRole('article', { name: 'Slide 2' }));
    expect(slide.getByText(PIZZA)).toBeInTheDocument();
    expect(slide.getByText('Source: Fractions workbook, p. 12')).toBeInTheDocument();
  });
});
