import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { MoveRequested } from '../../services/profileApi';
import { isSameEmail } from '../accountRemoval/machine';
import type { AccountMoveContext, AccountMoveEvent, AccountMoveInput } from './types';

/** Worth sending: something@something.something, and not the address the account has now. */
export function isNewAddress(typed: string, current: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed.trim()) && !isSameEmail(typed, current);
}

/**
 * Moving the account to another email address: the teacher opens the form, types the new address (sending works
 * only for an address that differs from the current one) and sends; the server mails a one-time link there, and the
 * move happens when the teacher opens it. A refusal keeps the form with the server's reason; once sent, the page
 * says where the link went, and "Use another address" starts again.
 */
export const accountMoveMachine = setup({
  types: {
    context: {} as AccountMoveContext,
    events: {} as AccountMoveEvent,
    input: {} as AccountMoveInput,
  },
  actors: {
    requestMove: fromPromise<MoveRequested, { toEmail: string }>(async () => {
      throw new Error('requestMove is not provided');
    }),
  },
  guards: {
    newAddressTyped: ({ context }) => isNewAddress(context.typed, context.email),
  },
}).createMachine({
  id: 'accountMove',
  context: ({ input }) => ({ email: input.email, typed: '', sentMessage: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'move.start': { target: 'editing', actions: assign({ typed: '', failure: null }) } },
    },
    editing: {
      on: {
        'move.typed': { actions: assign({ typed: ({ event }) => event.text }) },
        'move.cancel': { target: 'idle', actions: assign({ typed: '', failure: null }) },
        'move.send': { guard: 'newAddressTyped', target: 'sending', actions: assign({ failure: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'requestMove',
        input: ({ context }) => ({ toEmail: context.typed.trim() }),
        onDone: { target: 'sent', actions: assign({ sentMessage: ({ event }) => event.output.message }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    sent: {
      on: { 'move.again': { target: 'editing', actions: assign({ typed: '', sentMessage: null }) } },
    },
  },
});

export type AccountMoveMachine = typeof accountMoveMachine;
