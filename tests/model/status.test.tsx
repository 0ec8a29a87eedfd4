import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { statusMachine } from '../../src/machines/status/machine';
import StatusPage from '../../src/views/status/StatusPage';
import { describeModel } from './harness';
import { at, renderViews } from './render';
import type { Health } from '../../src/services/healthApi';

const checkAgain = () => screen.getByRole('button', { name: 'Check again' });

describeModel({
  name: 'status',
  machine: statusMachine,
  events: [{ type: 'status.check' }],
  outputs: { checkHealth: [{ status: 'ok' }, { status: 'degraded' }] },
  mount: (kit) => {
    // The page spawns its own actor (useStatus); the health service is the test seam. A proxy or another server on the
    // address may answer 200 with something other than Teachkit's { status: 'ok' }: the 'degraded' output stands for it.
    const healthApi = { check: ({ signal }: { signal?: AbortSignal } = {}) => kit.pending<Health>('checkHealth', signal) };
    renderViews({ system: { healthApi, inspect: kit.inspect }, routes: [at('/status', <StatusPage />)], path: '/status' });
    return {};
  },
  exec: {
    'status.check': async () => {
      await userEvent.setup().click(checkAgain());
    },
  },
  states: {
    checking: () => {
      expect(screen.getByText('Checking the Teachkit API...')).toBeInTheDocument();
      expect(checkAgain()).toBeDisabled();
    },
    reachable: () => {
      expect(screen.getByText('The Teachkit API is reachable.')).toBeInTheDocument();
      expect(checkAgain()).toBeEnabled();
    },
    unreachable: () => {
      expect(screen.getByText('The Teachkit API cannot be reached right now.')).toBeInTheDocument();
      expect(checkAgain()).toBeEnabled();
    },
  },
});
