import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { AccountRemovalContext, AccountRemovalEvent, AccountRemovalInput } from './types';

/** The same address, whatever its case or the spaces around it (as the server compares). */
export function isSameEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Removing the account: the teacher opens the confirmation, types their email address (removal is possible only
 * once it matches), and confirms; the server removes everything, then the teacher is signed out. A refusal keeps
 * the confirmation open with the server's reason.
 */
export const accountRemovalMachine = setup({
  types: {
    context: {} as AccountRemovalContext,
    events: {} as AccountRemovalEvent,
    input: {} as AccountRemovalInput,
  },
  actors: {
    removeAccount: fromPromise<void, { confirm: string }>(async () => {
      throw new Error('removeAccount is not provided');
    }),
  },
  actions: {
    signOut: () => {},
  },
  guards: {
    emailTyped: ({ context }) => isSameEmail(context.typed, context.email),
  },
}).createMachine({
  id: 'accountRemoval',
  context: ({ input }) => ({ email: input.email, typed: '', failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'removal.start': { target: 'confirming', actions: assign({ typed: '', failure: null }) } },
    },
    confirming: {
      on: {
        'removal.typed': { actions: assign({ typed: ({ event }) => event.text }) },
        'removal.cancel': { target: 'idle', actions: assign({ typed: '', failure: null }) },
        'removal.confirm': { guard: 'emailTyped', target: 'removing', actions: assign({ failure: null }) },
      },
    },
    removing: {
      invoke: {
        src: 'removeAccount',
        input: ({ context }) => ({ confirm: context.typed.trim() }),
        onDone: 'removed',
        onError: { target: 'confirming', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    removed: {
      type: 'final',
      entry: 'signOut',
    },
  },
});

export type AccountRemovalMachine = typeof accountRemovalMachine;
