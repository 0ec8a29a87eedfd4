import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Consumption, SubscriptionPortal } from '../../services/profileApi';
import type { ProfileUsageContext, ProfileUsageEvent, ProfileUsageInput } from './types';

/** Days in the consumption chart, today included. */
export const consumptionDays = 30;

/** The first of the `days` days that end on `endDate` (both YYYY-MM-DD, UTC). */
export function startOfRange(endDate: string, days: number): string {
  return new Date(Date.parse(`${endDate}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The profile page's usage and plan: robot actions per day for the last 30 days, and where the plan is managed
 * (the billing portal, or the school's administrator). Both load side by side; each can be tried again alone.
 */
export const profileUsageMachine = setup({
  types: {
    context: {} as ProfileUsageContext,
    events: {} as ProfileUsageEvent,
    input: {} as ProfileUsageInput,
  },
  actors: {
    loadConsumption: fromPromise<Consumption, { startDate: string; endDate: string }>(async () => {
      throw new Error('loadConsumption is not provided');
    }),
    loadPortal: fromPromise<SubscriptionPortal, void>(async () => {
      throw new Error('loadPortal is not provided');
    }),
  },
}).createMachine({
  id: 'profileUsage',
  type: 'parallel',
  context: ({ input }) => ({
    startDate: startOfRange(input.today, consumptionDays),
    endDate: input.today,
    consumption: null,
    portal: null,
    consumptionFailure: null,
    portalFailure: null,
  }),
  states: {
    consumption: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadConsumption',
            input: ({ context }) => ({ startDate: context.startDate, endDate: context.endDate }),
            onDone: { target: 'ready', actions: assign({ consumption: ({ event }) => event.output, consumptionFailure: null }) },
            onError: { target: 'failed', actions: assign({ consumptionFailure: ({ event }) => toFailure(event.error) }) },
          },
        },
        ready: {},
        failed: { on: { 'usage.retry': 'loading' } },
      },
    },
    plan: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPortal',
            onDone: { target: 'ready', actions: assign({ portal: ({ event }) => event.output, portalFailure: null }) },
            onError: { target: 'failed', actions: assign({ portalFailure: ({ event }) => toFailure(event.error) }) },
          },
        },
        ready: {},
        failed: { on: { 'plan.retry': 'loading' } },
      },
    },
  },
});

export type ProfileUsageMachine = typeof profileUsageMachine;
