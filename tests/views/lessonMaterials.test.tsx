import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lesson, PhaseMaterial } from '../../src/services/lessonApi';
import { aLesson, curriculumOptions } from './fixtures/lessons';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

beforeAll(async () => {
  await Promise.all([
    import('../../src/views/lessons/LessonPage'),
    import('../../src/views/lessons/LessonEditorPage'),
    import('../../src/views/shared/SharedItemPage'),
  ]);
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  serveProfile(aProfile());
  server.use(http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)));
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
        HttpResponse.json({ type: 'lesson', id: 'lesson-1', ownerId: 'o-1', ownerEmail: 'ada@school.example', ownerName: 'Ada', sharedLesson: { lesson: enhancedLesson() } }),
      ),
    );
    renderApp({ path: '/shared/o-1/lesson-1', signedIn: null });
    const engage = materialIn(await screen.findByRole('region', { name: 'Engage' }), 'Engage');
    expect(engage.getByText(PIZZA)).toBeInTheDocument();
    expect(engage.getByText('Source: Fractions workbook, p. 12')).toBeInTheDocument();
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
