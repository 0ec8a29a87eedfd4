import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { studioStartMachine } from '../../src/machines/studioStart/machine';
import type { StudioStartContext } from '../../src/machines/studioStart/types';
import { ApiError } from '../../src/services/apiError';
import { StartTab } from '../../src/views/studio/StartTab';
import { curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as StudioStartContext;
const goButton = () => screen.getByRole('button', { name: /^(Plan lesson|Structure unit)$/ });
// Serves both the outcome search (code) and an upload's outcomes (outcomeCode, rank).
const foundOutcomes = [{ code: 'ESS2.C', outcomeCode: 'ESS2.C', shortCode: 'ESS2.C', statement: 'Water shapes the land', framework: 'ngss', rank: 1 }];

describeModel({
  name: 'studioStart',
  machine: studioStartMachine,
  events: [
    { type: 'start.chooseKind', kind: 'unit' },
    { type: 'start.edit', changes: { topic: 'glaciers' } },
    { type: 'start.chooseSource', source: 'upload' },
    { type: 'start.chooseSource', source: 'topic' },
    { type: 'start.chooseUpload', id: 'up-1' },
    { type: 'start.showMoreUploads' },
    { type: 'start.addOutcome', outcome: fractionOutcomes[0]! },
    { type: 'start.removeOutcome', code: fractionOutcomes[0]!.code },
    { type: 'start.go' },
  ],
  outputs: {
    // A first page with more to come, and a last page.
    loadUploads: [
      { items: [{ id: 'up-1', title: 'Glaciers chapter', state: 'complete' }], continuationToken: 'uploads-2' },
      { items: [{ id: 'up-2', title: 'Rivers chapter', state: 'complete' }], continuationToken: null },
    ],
    prepareBrief: [foundOutcomes],
    createItem: [{ id: 'item-1', title: 'glaciers' }],
    recordStart: [{}],
  },
  error: () => new ApiError(429, 'Too Many Requests'),
  project: (snapshot) => {
    const { source, draft, uploads, uploadsToken, failure } = contextOf(snapshot);
    return { source, topic: draft.topic !== '', upload: draft.uploadId, outcomes: draft.outcomes.length, uploads: uploads?.map((u) => u.id) ?? null, moreUploads: uploadsToken !== null, failure: failure?.kind ?? null };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const created = ({ signal }: { signal?: AbortSignal } = {}) => kit.pending('createItem', signal);
    const system = {
      lessonApi: { create: (_brief: unknown, options?: { signal?: AbortSignal }) => created(options) },
      assessmentApi: { create: (_brief: unknown, options?: { signal?: AbortSignal }) => created(options) },
      studioStartApi: {
        createUnit: (_brief: unknown, options?: { signal?: AbortSignal }) => created(options),
        createCommentSet: (_brief: unknown, options?: { signal?: AbortSignal }) => created(options),
        recordStart: (_started: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('recordStart', signal),
      },
      syllabusApi: {
        options: async () => curriculumOptions,
        browse: async () => [],
        search: (_query: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('prepareBrief', signal),
      },
      uploadApi: {
        // Only the finished uploads are asked for: the server leaves out those still being read.
        list: async ({ signal, state }: { signal?: AbortSignal; state?: string } = {}) => {
          if (state !== 'complete') throw new Error(`the Start tab asked for uploads in state ${state}`);
          return kit.pending('loadUploads', signal);
        },
        outcomes: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('prepareBrief', signal),
        slices: async () => ({ items: [{ text: 'Glaciers carve valleys as they move.' }], continuationToken: null }),
      },
      platformLimit: { send: () => {} },
      inspect: kit.inspect,
    };
    const { router } = renderViews({
      system: system as never,
      routes: [at('/studio/start', <StartTab />), at('/lessons/editor/:id/:tab', <p>Lesson editor</p>), at('/units/editor/:id', <p>Unit editor</p>)],
      path: '/studio/start',
    });
    return { router };
  },
  exec: {
    'start.showMoreUploads': () => userEvent.setup().click(screen.getByRole('button', { name: 'Show more uploads' })),
  },
  states: {
    editing: (snapshot) => {
      const { source, draft, failure } = contextOf(snapshot);
      expect(goButton()).toHaveProperty('disabled', !snapshot.can({ type: 'start.go' }));
      expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue(source);
      if (source === 'topic') expect(screen.getByRole('textbox', { name: /^Topic/ })).toHaveValue(draft.topic);
      if (source === 'upload') {
        const { uploads, uploadsToken } = contextOf(snapshot);
        const upload = screen.getByRole('combobox', { name: /^Upload/ });
        expect(upload).toHaveValue(draft.uploadId ?? '');
        expect(within(upload).getAllByRole('option').map((o) => o.textContent)).toEqual(
          uploads!.length === 2 ? ['Choose an upload', 'Glaciers chapter', 'Rivers chapter'] : ['Choose an upload', uploads![0]!.id === 'up-1' ? 'Glaciers chapter' : 'Rivers chapter'],
        );
        expect(screen.queryByRole('button', { name: 'Show more uploads' }) !== null).toBe(uploadsToken !== null);
      }
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('Your robot needs a rest...');
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Progress' })).not.toBeInTheDocument();
    },
    loadingUploads: () => {
      expect(screen.getByText('Loading your uploads...')).toBeInTheDocument();
      expect(goButton()).toBeDisabled();
    },
    // The uploads listed stay while the next page loads; the form waits for it.
    loadingMoreUploads: (snapshot) => {
      expect(screen.getByRole('button', { name: 'Loading more uploads...' })).toBeDisabled();
      expect(within(screen.getByRole('combobox', { name: /^Upload/ })).getAllByRole('option')).toHaveLength(contextOf(snapshot).uploads!.length + 1);
      expect(screen.getByRole('combobox', { name: /^Upload/ })).toBeDisabled();
      expect(goButton()).toBeDisabled();
    },
    'working.preparing': () => {
      expect(screen.getByRole('status')).toHaveTextContent('Finding the outcomes and the brief...');
      expect(within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem')[0]).toHaveTextContent('working...');
    },
    'working.creating': () => {
      expect(screen.getByRole('status')).toHaveTextContent(/^(Planning your lesson|Structuring your unit)\.\.\.$/);
    },
    'working.recording': () => {
      expect(screen.getByRole('status')).toHaveTextContent('Adding it to your Studio history...');
    },
    started: async (snapshot, kit) => {
      const router = kit.extra.router as { state: { location: { pathname: string } } };
      const kind = contextOf(snapshot).kind;
      expect(await screen.findByText(kind === 'unit' ? 'Unit editor' : 'Lesson editor')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(kind === 'unit' ? '/units/editor/item-1' : '/lessons/editor/item-1/plan');
    },
  },
});
