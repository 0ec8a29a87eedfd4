import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import { LessonEditorContext } from '../../src/machines/lessonEditor/useLessonEditor';
import { lessonReplanMachine } from '../../src/machines/lessonReplan/machine';
import type { LessonReplanContext } from '../../src/machines/lessonReplan/machine';
import { ApiError } from '../../src/services/apiError';
import type { Lesson } from '../../src/services/lessonApi';
import { OutcomesTab } from '../../src/views/lessons/tabs/OutcomesTab';
import { aLesson, curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

/** The saved lesson has one outcome; its plan was made from two (the fixture's provenance names both). */
const saved = aLesson({ outcomes: aLesson().outcomes.slice(0, 1) });
/** The server's answers: the plan now made from (re-planned) or kept for the one saved outcome. */
const madeFromSaved = { ...saved.provenance, outcomeCodes: [fractionOutcomes[0]!.code] };
const replanned = aLesson({ outcomes: aLesson().outcomes.slice(0, 1), title: 'Planned again', provenance: madeFromSaved });
const kept = aLesson({ outcomes: aLesson().outcomes.slice(0, 1), provenance: madeFromSaved });
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LessonReplanContext;

describeModel({
  name: 'lessonReplan',
  machine: lessonReplanMachine,
  input: { lessonId: 'lesson-1' },
  events: [{ type: 'replan.start' }, { type: 'replan.keep' }],
  outputs: { replanLesson: [replanned], keepPlan: [kept] },
  error: () => new ApiError(429, 'Your robot has hit the limit!'),
  project: (snapshot) => ({ failed: Boolean(contextOf(snapshot).failure) }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lessonApi = {
      replan: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('replanLesson', signal),
      keepPlan: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('keepPlan', signal),
    };
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
      const editor = kit.extra.editor as { getSnapshot: () => { context: { lesson: Lesson | null } } };
      const lesson = editor.getSnapshot().context.lesson!;
      // Re-planned or kept, the editor holds the server's answer; until then the saved lesson.
      expect([saved, replanned, kept]).toContain(lesson);
      // Offered until the plan is made again or kept for the saved outcomes.
      expect(offer !== null).toBe(lesson === saved);
      if (offer) {
        expect(within(offer).getByRole('button', { name: 'Re-plan from these outcomes' })).toBeEnabled();
        expect(within(offer).getByRole('button', { name: 'Keep the plan' })).toBeEnabled();
        if (c.failure) expect(offer).toHaveTextContent('Your robot has hit the limit!');
      }
    },
    replanning: () => {
      expect(screen.getByRole('button', { name: 'Re-planning...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Keep the plan' })).toBeDisabled();
    },
    keeping: () => {
      expect(screen.getByRole('button', { name: 'Keeping...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Re-plan from these outcomes' })).toBeDisabled();
    },
  },
});
