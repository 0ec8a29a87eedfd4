import { fromPromise, setup } from 'xstate';

/** The /status page: is the API reachable? */
export const statusMachine = setup({
  types: {
    events: {} as { type: 'status.check' },
  },
  actors: {
    checkHealth: fromPromise<{ status: string }, void>(async () => {
      throw new Error('checkHealth is not provided');
    }),
  },
  guards: {
    isHealthy: (_, params: { status: string }) => params.status === 'ok',
  },
}).createMachine({
  id: 'status',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkHealth',
        onDone: [
          { guard: { type: 'isHealthy', params: ({ event }) => ({ status: event.output.status }) }, target: 'reachable' },
          { target: 'unreachable' },
        ],
        onError: { target: 'unreachable' },
      },
    },
    reachable: { on: { 'status.check': 'checking' } },
    unreachable: { on: { 'status.check': 'checking' } },
  },
});

export type StatusMachine = typeof statusMachine;
