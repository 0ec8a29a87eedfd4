import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { BankComment } from '../../services/commentApi';
import type { CommentBankContext, CommentBankEvent } from './types';

/**
 * The teacher's comment bank: the comments they kept, newest first, fetched when the bank is opened. A kept comment
 * can be added to a student's comment (the comment set's editor does that) or deleted; the list drops it once the
 * server has, and a failed delete keeps it with the message.
 */
export const commentBankMachine = setup({
  types: {
    context: {} as CommentBankContext,
    events: {} as CommentBankEvent,
  },
  actors: {
    loadBank: fromPromise<BankComment[]>(async () => {
      throw new Error('loadBank is not provided');
    }),
    deleteFromBank: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteFromBank is not provided');
    }),
  },
  guards: {
    isKept: ({ context, event }) => event.type === 'bank.delete' && context.comments.some((c) => c.id === event.id),
  },
}).createMachine({
  id: 'commentBank',
  context: { comments: [], deleting: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBank',
        onDone: { target: 'ready', actions: assign({ comments: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'bank.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'bank.delete': { guard: 'isKept', target: 'deleting', actions: assign({ deleting: ({ event }) => event.id, failure: null }) } },
        },
        deleting: {
          invoke: {
            src: 'deleteFromBank',
            input: ({ context }) => ({ id: context.deleting ?? '' }),
            onDone: { target: 'idle', actions: assign({ comments: ({ context }) => context.comments.filter((c) => c.id !== context.deleting), deleting: null }) },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error), deleting: null }) },
          },
        },
      },
    },
  },
});

export type CommentBankMachine = typeof commentBankMachine;
