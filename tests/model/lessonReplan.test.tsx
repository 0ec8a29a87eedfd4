import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import { LessonEditorContext } from '../../src/machines/lessonEditor/useLessonEditor';
import { lessonReplanMachine } from '../../src/machines/lessonReplan/machine';
import type { LessonReplanContext } from '../../src/machines/lessonReplan/machine';
import { ApiError } from '../../src/services/apiError';
import { OutcomesTab } from '../../src/views/lessons/tabs/OutcomesTab';
import { aLesson, curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

/** The saved lesson has one outcome; its plan was made from two. */
const saved = aLesson({ outcomes: aLesson().outcomes.slice(0, 1) });
const replanned = aLesson({ outcomes: aLesson().outcomes.slice(0, 1), title: 'Planned again' });
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LessonReplanContext;
const savedCodes = [fractionOutcomes[0]!.code];

describeModel({
  name: 'lessonReplan',
  machine: lessonReplanMachine,
  input: { lessonId: 'lesson-1', plannedWith: fractionOutcomes.map((o) => o.code) },
  events: [{ type: 'replan.start' }, { type: 'replan.keep', outcomeCodes: savedCodes }],
  outputs: { replanLesson: [replanned] },
  error: () => new ApiError(429, 'Your robot has hit the limit!'),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return { plannedWith: c.plannedWith.length, failed: Boolean(c.failure) };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lessonApi = { replan: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('replanLesson', signal) };
    const syllabusApi = { options: async () => curriculumOptions, search: async () => [], browse: async () => [] };
    // The editor opens on the saved lesson; the plan on screen was made from both outcomes.
    const editor = createActor(lessonEditorMachine.provide({ actors: { loadLesson: fromPromise(async () => saved) } }), { input: { lessonId: 'lesson-1' } }).start();
    renderViews({
      system: { lessonApi: lessonApi as never, syllabusApi: syllabusApi as never, platformLimit: { send: () => {} } as never, inspect: kit.inspect },
      routes: [
        at(
          '/',
          <LessonEditorContext.Provider value={editor}>
            <OutcomesTab />
          </LessonEditorContext.Provider>,
        ),
      ],
    });
    return { editor };
  },
  states: {
    idle: (snapshot, kit) => {
      const c = contextOf(snapshot);
      const offer = screen.queryByRole('region', { name: "The lesson's outcomes changed" });
      const editor = kit.extra.editor as { getSnapshot: () => { context: { lesson: { title: string } | null } } };
      // Offered until the plan is made again or kept for the saved outcomes.
      expect(offer !== null).toBe(c.plannedWith.length === 2);
      if (offer) {
        expect(within(offer).getByRole('button', { name: 'Re-plan from these outcomes' })).toBeEnabled();
        if (c.failure) expect(offer).toHaveTextContent('Your robot has hit the limit!');
      }
      // Re-planned or kept, the editor holds a lesson with the one saved outcome.
      expect(editor.getSnapshot().context.lesson?.title).toMatch(/^(Equivalent fractions|Planned again)$/);
    },
    replanning: () => {
      expect(screen.getByRole('button', { name: 'Re-planning...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Keep the plan' })).toBeDisabled();
    },
  },
});
