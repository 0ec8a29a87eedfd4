import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { createMemoryRouter } from 'react-router-dom';
import { unitBriefMachine } from '../../src/machines/unitBrief/machine';
import type { BriefContext } from '../../src/machines/briefForm/briefMachine';
import type { UnitDraft } from '../../src/machines/unitBrief/types';
import { ApiError } from '../../src/services/apiError';
import UnitEditorPage from '../../src/views/units/UnitEditorPage';
import { curriculumOptions, fractionOutcomes } from '../views/fixtures/lessons';
import { aUnit } from '../views/fixtures/units';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BriefContext<UnitDraft>;
const createButton = () => screen.getByRole('button', { name: /Structure unit|Sequencing the unit/ });

describeModel({
  name: 'unitBrief',
  machine: unitBriefMachine,
  events: [
    { type: 'brief.edit', changes: { title: 'Equivalent fractions' } },
    { type: 'brief.edit', changes: { title: '' } },
    { type: 'brief.edit', changes: { weeks: 2 } },
    { type: 'brief.addOutcome', outcome: fractionOutcomes[0]! },
    { type: 'brief.removeOutcome', code: fractionOutcomes[0]!.code },
    { type: 'brief.create' },
  ],
  outputs: { createItem: [aUnit({ id: 'unit-7' })] },
  error: () => new ApiError(400, 'Validation Error', [{ field: 'lessonsPerWeek', message: 'A unit has at most 60 lessons' }]),
  project: (snapshot) => {
    const { draft, failure } = contextOf(snapshot);
    return { titled: draft.title.length > 0, weeks: draft.weeks, outcomes: draft.outcomes.length, failure: failure?.kind ?? null };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unitApi = {
      create: (_brief: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('createItem', signal),
      get: () => new Promise(() => {}),
    };
    const syllabusApi = { options: async () => curriculumOptions, search: async () => fractionOutcomes, browse: async () => [] };
    const { router } = renderViews({
      system: { unitApi: unitApi as never, syllabusApi: syllabusApi as never, platformLimit: { send: () => {} } as never, inspect: kit.inspect },
      routes: [at('/units/editor/:id/:tab?', <UnitEditorPage />)],
      path: '/units/editor/new',
    });
    return { router };
  },
  states: {
    editing: (snapshot) => {
      const { draft, failure } = contextOf(snapshot);
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(draft.title);
      expect(screen.getByRole('spinbutton', { name: 'Weeks' })).toHaveValue(draft.weeks);
      expect(createButton()).toHaveProperty('disabled', !snapshot.can({ type: 'brief.create' }));
      const chosen = screen.getByRole('region', { name: 'Outcomes covered' });
      if (draft.outcomes.length) expect(within(chosen).getByText('3.NF.A.3a')).toBeInTheDocument();
      else expect(within(chosen).getByText('No outcomes chosen yet. Search or browse below and add at least one.')).toBeInTheDocument();
      // The server's message stands at the field it is about, with the draft kept.
      if (failure) expect(screen.getByText('A unit has at most 60 lessons')).toBeInTheDocument();
      else expect(screen.queryByText('A unit has at most 60 lessons')).not.toBeInTheDocument();
    },
    creating: () => {
      expect(createButton()).toBeDisabled();
      expect(screen.getByText('Sequencing the unit...')).toBeInTheDocument();
    },
    created: (_snapshot, kit) => {
      expect((kit.extra.router as ReturnType<typeof createMemoryRouter>).state.location.pathname).toBe('/units/editor/unit-7/sequence');
    },
  },
});
