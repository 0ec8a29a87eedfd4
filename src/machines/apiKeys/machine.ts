import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { ApiKey, CreatedApiKey } from '../../services/profileApi';
import type { ApiKeysContext, ApiKeysEvent } from './types';

/**
 * API keys on the profile page: the list by prefix; making a key with a name shows the whole key once, until the
 * teacher dismisses it; revoking asks for confirmation first. A failed call keeps what is on screen and says why.
 */
export const apiKeysMachine = setup({
  types: {
    context: {} as ApiKeysContext,
    events: {} as ApiKeysEvent,
  },
  actors: {
    listKeys: fromPromise<ApiKey[], void>(async () => {
      throw new Error('listKeys is not provided');
    }),
    createKey: fromPromise<CreatedApiKey, { name: string }>(async () => {
      throw new Error('createKey is not provided');
    }),
    revokeKey: fromPromise<void, { id: string }>(async () => {
      throw new Error('revokeKey is not provided');
    }),
  },
  guards: {
    hasName: ({ context }) => context.name.trim().length > 0,
  },
}).createMachine({
  id: 'apiKeys',
  context: { keys: [], name: '', created: null, revoking: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listKeys',
        onDone: { target: 'ready', actions: assign({ keys: ({ event }) => event.output, failure: null }) },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'keys.retry': 'loading' },
    },
    ready: {
      on: {
        'keys.nameChanged': { actions: assign({ name: ({ event }) => event.name }) },
        'keys.create': { guard: 'hasName', target: 'creating', actions: assign({ failure: null, created: null }) },
        'keys.dismissCreated': { actions: assign({ created: null }) },
        'keys.revoke': { target: 'confirmingRevoke', actions: assign({ revoking: ({ event }) => event.key, failure: null }) },
      },
    },
    creating: {
      invoke: {
        src: 'createKey',
        input: ({ context }) => ({ name: context.name.trim() }),
        onDone: {
          target: 'ready',
          actions: assign({
            created: ({ event }) => event.output,
            keys: ({ context, event }) => {
              const { key: _key, ...listed } = event.output;
              return [listed, ...context.keys];
            },
            name: '',
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    confirmingRevoke: {
      on: {
        'keys.confirmRevoke': 'revoking',
        'keys.cancelRevoke': { target: 'ready', actions: assign({ revoking: null }) },
      },
    },
    revoking: {
      invoke: {
        src: 'revokeKey',
        input: ({ context }) => ({ id: context.revoking!.id }),
        onDone: {
          target: 'ready',
          actions: assign({
            keys: ({ context }) => context.keys.filter((key) => key.id !== context.revoking?.id),
            created: ({ context }) => (context.created?.id === context.revoking?.id ? null : context.created),
            revoking: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error), revoking: null }) },
      },
    },
  },
});

export type ApiKeysMachine = typeof apiKeysMachine;
