import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { createPlatformLimitImplementations } from '../../src/machines/platformLimit/implementations';
import { formatCountdown, resetTimeOf } from '../../src/machines/platformLimit/limit';
import { platformLimitMachine } from '../../src/machines/platformLimit/machine';
import { dispatchTooManyRequests } from '../../src/services/browserEvents';
import type { PlatformLimit } from '../../src/services/profileApi';
import { RobotBanner } from '../../src/views/limit/RobotBanner';
import { TooManyRequestsDialog } from '../../src/views/limit/TooManyRequestsDialog';
import { describeModel, modelEpoch } from './harness';
import { signedOutAuth, signedOutSession } from './fixtures';
import { at, renderViews } from './render';

const inAnHour = new Date(modelEpoch + 3_600_000).toISOString();
const limits: PlatformLimit[] = [
  { max: 10, consumed: 3, resetTimeUtc: inAnHour },
  { max: 10, consumed: 10, resetTimeUtc: inAnHour },
  // Resets one tick after it arrives: the countdown reaches zero and the limit is fetched again.
  { max: 10, consumed: 10, resetTimeUtc: new Date(modelEpoch + 1000).toISOString() },
  // Already past its reset: cleared, nothing used up.
  { max: 10, consumed: 10, resetTimeUtc: new Date(modelEpoch - 1000).toISOString() },
];

const banner = () => screen.queryByRole('region', { name: 'Robot actions' });
const dialogTitle = 'Your robot has hit the limit!';
/** The dialog as the user sees it: one that is closing (exit animation under fake timers) no longer counts. */
const openDialogs = () =>
  screen.queryAllByRole('dialog', { name: dialogTitle }).filter((dialog) => dialog.getAttribute('data-state') !== 'closed');

describeModel({
  name: 'platformLimit',
  machine: platformLimitMachine,
  events: [{ type: 'limit.refresh' }, { type: 'limit.clear' }, { type: 'limit.tooManyRequests', message: 'Too Many Requests' }, { type: 'limit.dismissDialog' }],
  outputs: { fetchPlatformLimit: limits },
  project: (snapshot) => ({ limit: snapshot.context.limit }),
  mount: (kit) => {
    const real = createPlatformLimitImplementations({ profileApi: { platformLimit: () => Promise.resolve(null) }, eventTarget: window });
    const platformLimit = createActor(
      platformLimitMachine.provide({
        // The real browser-event listener: the path dispatches tooManyRequests on the window.
        actors: { fetchPlatformLimit: kit.testActor('fetchPlatformLimit'), listenForTooManyRequests: real.actors.listenForTooManyRequests },
        actions: { logLimitFailure: () => {} },
      }),
      { inspect: kit.inspect },
    ).start();
    renderViews({
      system: { platformLimit, session: signedOutSession(), auth: signedOutAuth() },
      routes: [at('/', <><RobotBanner /><TooManyRequestsDialog /></>)],
    });
    return { actor: platformLimit };
  },
  exec: {
    'limit.tooManyRequests': () => dispatchTooManyRequests(window),
    'limit.dismissDialog': async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await user.click(within(screen.getByRole('dialog', { name: dialogTitle })).getAllByRole('button', { name: 'Close' })[0]!);
    },
  },
  states: {
    'usage.unknown': () => {
      expect(banner()).not.toBeInTheDocument();
    },
    'usage.loading': () => {
      expect(banner()).not.toBeInTheDocument();
    },
    'usage.unavailable': () => {
      expect(banner()).not.toBeInTheDocument();
    },
    'usage.counting': (snapshot) => {
      const { limit, now } = snapshot.context;
      const region = within(banner()!);
      const hit = limit!.consumed >= limit!.max;
      expect(region.getByText(hit ? 'Your robot needs a rest...' : 'Your robot is ready to help.')).toBeInTheDocument();
      expect(region.queryAllByRole('link', { name: 'Upgrade for more robot actions' })).toHaveLength(hit ? 1 : 0);
      expect(region.getByRole('timer', { name: 'Time until your robot is back' })).toHaveTextContent(formatCountdown(resetTimeOf(limit!) - now));
    },
    'usage.cleared': () => {
      const region = within(banner()!);
      expect(region.getByText('Your robot is ready to help.')).toBeInTheDocument();
      expect(region.getByText('10 of 10 robot actions left in this shift.')).toBeInTheDocument();
      expect(region.queryByRole('timer')).not.toBeInTheDocument();
    },
    'dialog.closed': () => {
      expect(openDialogs()).toHaveLength(0);
    },
    'dialog.open': () => {
      expect(openDialogs()).toHaveLength(1);
    },
  },
});
