import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { PlatformLimit } from '../../services/profileApi';
import { countdownTickMs, isResetReached, resetTimeOf } from './limit';
import type { PlatformLimitContext, PlatformLimitEvent } from './types';

/**
 * Robot actions per shift (spec §4): the limit is fetched, a countdown to resetTimeUtc ticks every
 * second and refreshes the limit at zero, and a tooManyRequests browser event opens the explanation.
 */
export const platformLimitMachine = setup({
  types: {
    context: {} as PlatformLimitContext,
    events: {} as PlatformLimitEvent,
  },
  actors: {
    fetchPlatformLimit: fromPromise<PlatformLimit | null, void>(async () => {
      throw new Error('fetchPlatformLimit is not provided');
    }),
    listenForTooManyRequests: fromCallback<PlatformLimitEvent>(() => () => {}),
  },
  actions: {
    recordNow: assign({ now: () => Date.now() }),
    logLimitFailure: (_, params: { error: unknown }) => console.error('Could not load the platform limit', params.error),
  },
  guards: {
    resetPassed: (_, params: { limit: PlatformLimit | null }) => !params.limit || isResetReached(params.limit, Date.now()),
    resetReached: ({ context }) => !context.limit || isResetReached(context.limit, Date.now()),
  },
  delays: {
    // One second, or less when the reset comes sooner, so the refresh happens at zero.
    tick: ({ context }) =>
      context.limit ? Math.max(0, Math.min(countdownTickMs, resetTimeOf(context.limit) - Date.now())) : countdownTickMs,
  },
}).createMachine({
  id: 'platformLimit',
  context: () => ({ limit: null, now: Date.now() }),
  type: 'parallel',
  states: {
    usage: {
      initial: 'unknown',
      on: {
        'limit.clear': { target: '.unknown', actions: assign({ limit: null }) },
      },
      states: {
        unknown: {
          on: { 'limit.refresh': 'loading' },
        },
        loading: {
          invoke: {
            src: 'fetchPlatformLimit',
            onDone: [
              {
                guard: { type: 'resetPassed', params: ({ event }) => ({ limit: event.output }) },
                target: 'cleared',
                actions: [assign({ limit: ({ event }) => event.output }), 'recordNow'],
              },
              { target: 'counting', actions: [assign({ limit: ({ event }) => event.output }), 'recordNow'] },
            ],
            onError: {
              target: 'unavailable',
              actions: { type: 'logLimitFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        counting: {
          after: {
            tick: [
              { guard: 'resetReached', target: 'loading', actions: 'recordNow' },
              { target: 'counting', reenter: true, actions: 'recordNow' },
            ],
          },
          on: { 'limit.refresh': 'loading', 'limit.tooManyRequests': 'loading' },
        },
        /** The loaded limit's reset time has passed: nothing is used up. */
        cleared: {
          on: { 'limit.refresh': 'loading', 'limit.tooManyRequests': 'loading' },
        },
        // A 429 does not retry from here: the limits call itself may be what failed.
        unavailable: {
          on: { 'limit.refresh': 'loading' },
        },
      },
    },
    dialog: {
      initial: 'closed',
      invoke: { src: 'listenForTooManyRequests' },
      states: {
        closed: {
          on: { 'limit.tooManyRequests': 'open' },
        },
        open: {
          on: { 'limit.dismissDialog': 'closed' },
        },
      },
    },
  },
});

export type PlatformLimitMachine = typeof platformLimitMachine;
