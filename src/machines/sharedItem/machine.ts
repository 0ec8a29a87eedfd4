import { assign, fromPromise, setup } from 'xstate';
import type { SharedItem, SharedItemRequest } from '../../services/sharedItemApi';
import type { SharedItemContext, SharedItemEvent, SharedItemInput } from './types';

export const sharedItemProblems = {
  missingIds: 'A shared item needs both an owner id and an item id.',
  missingContent: 'The shared item does not carry its content.',
} as const;

/** Spec §5: a shared item must carry the content of its kind. */
export function carriesContent(item: SharedItem): boolean {
  switch (item.type) {
    case 'upload':
      return Boolean(item.sharedUpload?.upload);
    case 'lesson':
      return Boolean(item.sharedLesson?.lesson);
    case 'assessment':
      return Boolean(item.sharedAssessment?.assessment);
    case 'comment':
      return Boolean(item.sharedComment?.comment);
    case 'unit':
      return Boolean(item.sharedUnit?.unit);
  }
}

/** Shared item (spec §2, §4): loading, then loaded, or not found when the fetch fails. */
export const sharedItemMachine = setup({
  types: {
    context: {} as SharedItemContext,
    events: {} as SharedItemEvent,
    input: {} as SharedItemInput,
  },
  actors: {
    fetchSharedItem: fromPromise<SharedItem, SharedItemRequest>(async () => {
      throw new Error('fetchSharedItem is not provided');
    }),
  },
  guards: {
    hasIds: ({ context }) => Boolean(context.ownerId && context.itemId),
    carriesContent: (_, params: { item: SharedItem }) => carriesContent(params.item),
  },
}).createMachine({
  id: 'sharedItem',
  context: ({ input }) => ({
    ownerId: input.ownerId ?? '',
    itemId: input.itemId ?? '',
    accessKey: input.accessKey ?? null,
    item: null,
    problem: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasIds', target: 'loading' }, { target: 'invalid', actions: assign({ problem: sharedItemProblems.missingIds }) }],
    },
    loading: {
      invoke: {
        src: 'fetchSharedItem',
        input: ({ context }) => ({ ownerId: context.ownerId, itemId: context.itemId, accessKey: context.accessKey }),
        onDone: [
          {
            guard: { type: 'carriesContent', params: ({ event }) => ({ item: event.output }) },
            target: 'loaded',
            actions: assign({ item: ({ event }) => event.output }),
          },
          { target: 'invalid', actions: assign({ problem: sharedItemProblems.missingContent }) },
        ],
        onError: { target: 'notFound' },
      },
    },
    loaded: {},
    notFound: {},
    /** Missing ids, or an item without its content: an error, not a not-found. */
    invalid: {},
  },
});

export type SharedItemMachine = typeof sharedItemMachine;
