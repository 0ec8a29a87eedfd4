import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { createMemoryRouter } from 'react-router-dom';
import { lessonBriefMachine } from '../../src/machines/lessonBrief/machine';
import type { LessonBriefContext } from '../../src/machines/lessonBrief/types';
import { ApiError } from '../../src/services/apiError';
import LessonEditorPage from '../../src/views/lessons/LessonEditorPage';
import { aLesson, curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LessonBriefContext;
const planButton = () => screen.getByRole('button', { name: /Plan lesson|Planning your lesson/ });

describeModel({
  name: 'lessonBrief',
  machine: lessonBriefMachine,
  events: [
    { type: 'brief.edit', changes: { title: 'Equivalent fractions' } },
    { type: 'brief.edit', changes: { title: '' } },
    { type: 'brief.addOutcome', outcome: fractionOutcomes[0]! },
    { type: 'brief.removeOutcome', code: fractionOutcomes[0]!.code },
    { type: 'brief.plan' },
  ],
  outputs: { planLesson: [aLesson()] },
  error: () => new ApiError(429, 'Too Many Requests'),
  project: (snapshot) => {
    const { draft, failure } = contextOf(snapshot);
    return { titled: draft.title.length > 0, outcomes: draft.outcomes.length, failure: failure?.kind ?? null };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lessonApi = {
      create: (_brief: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('planLesson', signal),
      get: () => new Promise(() => {}),
    };
    const syllabusApi = { options: async () => curriculumOptions, search: async () => fractionOutcomes, browse: async () => [] };
    const { router } = renderViews({
      system: { lessonApi: lessonApi as never, syllabusApi: syllabusApi as never, platformLimit: { send: () => {} } as never, inspect: kit.inspect },
      routes: [at('/lessons/editor/:id/:tab?', <LessonEditorPage />)],
      path: '/lessons/editor/new',
    });
    return { router };
  },
  states: {
    editing: (snapshot) => {
      const { draft, failure } = contextOf(snapshot);
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(draft.title);
      expect(planButton()).toHaveProperty('disabled', !snapshot.can({ type: 'brief.plan' }));
      const chosen = screen.getByRole('region', { name: 'Chosen outcomes' });
      if (draft.outcomes.length) expect(within(chosen).getByText('3.NF.A.3a')).toBeInTheDocument();
      else expect(within(chosen).getByText('No outcomes chosen yet. Search or browse below.')).toBeInTheDocument();
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('Your robot needs a rest...');
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    planning: () => {
      expect(planButton()).toBeDisabled();
      expect(screen.getByText('Planning your lesson...')).toBeInTheDocument();
    },
    planned: (_snapshot, kit) => {
      expect((kit.extra.router as ReturnType<typeof createMemoryRouter>).state.location.pathname).toBe('/lessons/editor/lesson-1/plan');
    },
  },
});
