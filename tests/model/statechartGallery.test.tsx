import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { apiErrorsMachine } from '../../src/machines/apiErrors/machine';
import { platformLimitMachine } from '../../src/machines/platformLimit/machine';
import { statechartGalleryMachine } from '../../src/machines/statechartGallery/machine';
import { waitlistMachine } from '../../src/machines/waitlist/machine';
import StatechartsPage from '../../src/views/statecharts/StatechartsPage';
import { describeModel } from './harness';
import type { MountKit } from './harness';
import { signedOutAuth, signedOutSession } from './fixtures';
import { at, renderViews } from './render';

// Mermaid needs a browser layout; the first drawing waits for the path to settle it.
const current: { kit?: MountKit } = {};
vi.mock('mermaid', () => ({
  default: {
    initialize: () => {},
    render: async (id: string) => {
      if (id === 'chart-auth') await current.kit!.pending('renderCharts');
      return { svg: `<svg><g id="${id}-state-x-1"><rect/></g></svg>` };
    },
  },
}));

describeModel({
  name: 'statechartGallery',
  machine: statechartGalleryMachine,
  input: { charts: [] },
  events: [{ type: 'gallery.stateChanged', name: 'auth', stateIds: ['auth.signedOut'] }, { type: 'gallery.retry' }],
  outputs: { renderCharts: [{}] },
  mount: (kit) => {
    current.kit = kit;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = signedOutAuth();
    renderViews({
      system: {
        auth,
        session: signedOutSession(),
        waitlist: createActor(waitlistMachine).start(),
        platformLimit: createActor(platformLimitMachine),
        apiErrors: createActor(apiErrorsMachine).start(),
        inspect: kit.inspect,
      },
      routes: [at('/', <StatechartsPage />)],
    });
    return { auth };
  },
  exec: {
    // Any event the running auth actor processes is seen through XState's inspect API.
    'gallery.stateChanged': (_event, { extra }) => (extra.auth as AnyActorRef).send({ type: 'auth.login' }),
    'gallery.retry': async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
    },
  },
  states: {
    drawing: () => {
      expect(screen.getByText('Drawing the statecharts...')).toBeInTheDocument();
    },
    drawn: () => {
      expect(within(screen.getByRole('region', { name: 'Signing in and out' })).getByRole('img', { name: 'Signing in and out statechart' })).toBeInTheDocument();
      expect(screen.queryByText('Drawing the statecharts...')).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByText('The statecharts could not be drawn.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    '*': () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeInTheDocument();
      expect(screen.getByTestId('live-auth').textContent).toMatch(/^Now: (signedOut|interacting|initialising)/);
    },
  },
});
