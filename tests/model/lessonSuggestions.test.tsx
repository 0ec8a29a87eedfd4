import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import { LessonEditorContext } from '../../src/machines/lessonEditor/useLessonEditor';
import { lessonSuggestionsMachine } from '../../src/machines/lessonSuggestions/machine';
import type { LessonSuggestionsContext } from '../../src/machines/lessonSuggestions/machine';
import { ApiError } from '../../src/services/apiError';
import type { LessonSuggestion } from '../../src/services/lessonApi';
import { SuggestionsTab } from '../../src/views/lessons/tabs/SuggestionsTab';
import { aLesson } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const suggestion: LessonSuggestion = {
  id: 's-1',
  type: 'timing',
  title: 'Give Explore more time',
  detail: 'Explore is the longest hands-on phase.',
  phaseKey: 'explore',
};
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LessonSuggestionsContext;
const implemented = aLesson({
  title: 'With more time to explore',
  phases: aLesson().phases.map((p) => (p.key === 'explore' ? { ...p, minutes: 17 } : p.key === 'explain' ? { ...p, minutes: 7 } : p)),
});

describeModel({
  name: 'lessonSuggestions',
  machine: lessonSuggestionsMachine,
  input: { lessonId: 'lesson-1' },
  events: [{ type: 'suggestions.chooseType', suggestionType: 'timing' }, { type: 'suggestions.retry' }, { type: 'suggestions.implement', id: 's-1', lesson: aLesson() }],
  outputs: { loadSuggestions: [[suggestion]], implementSuggestion: [implemented] },
  error: (src) =>
    src === 'implementSuggestion' ? new ApiError(404, 'That suggestion no longer applies to this lesson') : new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return { type: c.type, implemented: c.implemented.length, failed: Boolean(c.failure) };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lessonApi = {
      suggestions: (_id: string, _type: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadSuggestions', signal),
      implementSuggestion: (_id: string, _s: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('implementSuggestion', signal),
    };
    const editor = createActor(lessonEditorMachine.provide({ actors: { loadLesson: fromPromise(async () => aLesson()) } }), { input: { lessonId: 'lesson-1' } }).start();
    renderViews({
      system: { lessonApi: lessonApi as never, inspect: kit.inspect },
      routes: [
        at(
          '/',
          <LessonEditorContext.Provider value={editor}>
            <SuggestionsTab lessonId="lesson-1" />
          </LessonEditorContext.Provider>,
        ),
      ],
    });
    return { editor };
  },
  states: {
    '*': (snapshot) => {
      const label = { differentiation: 'Differentiation', engagement: 'Engagement', assessment: 'Assessment', timing: 'Timing' }[contextOf(snapshot).type];
      expect(screen.getByRole('combobox', { name: 'Suggestions for' })).toHaveDisplayValue(label);
    },
    loading: () => {
      expect(screen.queryByText('Give Explore more time')).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    ready: (snapshot, kit) => {
      const c = contextOf(snapshot);
      expect(screen.getByText('Give Explore more time')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: c.implemented.length ? 'Added to the lesson' : 'Add to lesson' });
      expect(button).toHaveProperty('disabled', c.implemented.length > 0);
      // The page's editor now holds the lesson the suggestion changed.
      const editor = kit.extra.editor as { getSnapshot: () => { context: { lesson: { title: string } | null } } };
      if (c.implemented.length) expect(editor.getSnapshot().context.lesson?.title).toBe('With more time to explore');
      // Where it went: a note per change, each linking to the changed field on the plan tab.
      const notes = screen.queryAllByRole('note');
      expect(notes.map((n) => n.textContent)).toEqual(
        c.implemented.length
          ? ['Added to Phase 2 (Explore), Minutes“12 → 17”Show it in the plan', 'Added to Phase 3 (Explain), Minutes“12 → 7”Show it in the plan']
          : [],
      );
      if (c.implemented.length) expect(within(notes[0]!).getByRole('link', { name: 'Show it in the plan' })).toHaveAttribute('href', '/lessons/editor/lesson-1/plan#phase-2-minutes');
      if (c.failure) expect(screen.getByRole('alert')).toHaveTextContent('That suggestion no longer applies to this lesson');
    },
    implementing: () => {
      expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    },
  },
});
