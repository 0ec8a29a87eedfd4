import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { createMemoryRouter } from 'react-router-dom';
import { commentBriefMachine } from '../../src/machines/commentBrief/machine';
import type { CommentBriefContext } from '../../src/machines/commentBrief/types';
import { ApiError } from '../../src/services/apiError';
import CommentEditorPage from '../../src/views/comments/CommentEditorPage';
import { aSummary } from '../views/fixtures/assessments';
import { aCommentSet } from '../views/fixtures/comments';
import { curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CommentBriefContext;
const createButton = () => screen.getByRole('button', { name: /Create comment set|Creating the comment set/ });

describeModel({
  name: 'commentBrief',
  machine: commentBriefMachine,
  input: { fromAssessment: null },
  events: [
    { type: 'brief.edit', changes: { title: 'Reports' } },
    { type: 'brief.addOutcome', outcome: fractionOutcomes[0]! },
    { type: 'brief.removeOutcome', code: fractionOutcomes[0]!.code },
    { type: 'brief.edit', changes: { source: 'assessment', assessmentId: 'as-1' } },
    { type: 'brief.edit', changes: { source: 'outcomes' } },
    { type: 'brief.create' },
  ],
  outputs: { loadAssessments: [{ items: [aSummary()], continuationToken: null }], createCommentSet: [aCommentSet()] },
  error: () => new ApiError(429, 'Too Many Requests'),
  project: (snapshot) => {
    const { draft, failure, assessmentsFailed } = contextOf(snapshot);
    return { title: draft.title, source: draft.source, chosen: draft.assessmentId, outcomes: draft.outcomes.length, failure: failure?.kind ?? null, assessmentsFailed };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assessmentApi = { list: ({ signal }: { signal?: AbortSignal } = {}) => kit.pending('loadAssessments', signal) };
    const commentApi = {
      create: (_brief: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('createCommentSet', signal),
      get: () => new Promise(() => {}),
    };
    const syllabusApi = { options: async () => curriculumOptions, search: async () => fractionOutcomes, browse: async () => [] };
    const { router } = renderViews({
      system: {
        assessmentApi: assessmentApi as never,
        commentApi: commentApi as never,
        syllabusApi: syllabusApi as never,
        platformLimit: { send: () => {} } as never,
        inspect: kit.inspect,
      },
      routes: [at('/comments/editor/:id/:tab?', <CommentEditorPage />)],
      path: '/comments/editor/new',
    });
    return { router };
  },
  states: {
    loadingAssessments: () => {
      expect(createButton()).toBeDisabled();
      expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    },
    editing: (snapshot) => {
      const { draft, failure, assessmentsFailed } = contextOf(snapshot);
      expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue(draft.title);
      expect(createButton()).toHaveProperty('disabled', !snapshot.can({ type: 'brief.create' }));
      expect(screen.getByRole('radio', { name: draft.source === 'assessment' ? 'A marked assessment' : 'Outcomes I choose' })).toBeChecked();
      if (draft.source === 'assessment') {
        expect(screen.getByRole('combobox', { name: /Assessment/ })).toHaveValue(assessmentsFailed ? '' : draft.assessmentId);
        expect(screen.getByRole('combobox', { name: /Assessment/ })).toBeEnabled();
        if (assessmentsFailed) expect(screen.getByText('We could not load your assessments just now. You can still choose outcomes.')).toBeInTheDocument();
      } else {
        const chosen = screen.getByRole('region', { name: 'Outcomes commented on' });
        if (draft.outcomes.length) expect(within(chosen).getByText('3.NF.A.3a')).toBeInTheDocument();
        else expect(within(chosen).getByText('No outcomes chosen yet. Search or browse below and add at least one.')).toBeInTheDocument();
      }
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('Your robot needs a rest...');
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    creating: () => {
      expect(createButton()).toBeDisabled();
      expect(screen.getByText('Creating the comment set...')).toBeInTheDocument();
    },
    created: (_snapshot, kit) => {
      expect((kit.extra.router as ReturnType<typeof createMemoryRouter>).state.location.pathname).toBe('/comments/editor/cs-1/class');
    },
  },
});
