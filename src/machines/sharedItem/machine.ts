import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { MadeCopy, SharedItem, SharedItemRequest } from '../../services/sharedItemApi';
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

/**
 * A teacher the owner named may make their own copy of a planned item (an upload is a file: it is downloaded instead).
 * A link holder reads only: they may be a student.
 */
export function canBeCopied(item: SharedItem | null): boolean {
  return item?.audience === 'people' && item.type !== 'upload';
}

/**
 * Shared item (spec §2, §4): loading, then loaded, or not found when the fetch fails. Once loaded, a teacher it is
 * shared with by name can make their own copy, which opens in their editor.
 */
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
    copySharedItem: fromPromise<MadeCopy, SharedItemRequest>(async () => {
      throw new Error('copySharedItem is not provided');
    }),
  },
  actions: {
    /** Opens the copy in the teacher's editor of its kind. */
    openCopy: (_, _params: { copy: MadeCopy }) => {},
  },
  guards: {
    hasIds: ({ context }) => Boolean(context.ownerId && context.itemId),
    carriesContent: (_, params: { item: SharedItem }) => carriesContent(params.item),
    canCopy: ({ context }) => canBeCopied(context.item),
  },
}).createMachine({
  id: 'sharedItem',
  context: ({ input }) => ({
    ownerId: input.ownerId ?? '',
    itemId: input.itemId ?? '',
    accessKey: input.accessKey ?? null,
    item: null,
    problem: null,
    copyFailure: null,
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
    loaded: {
      initial: 'viewing',
      states: {
        viewing: {
          on: { 'sharedItem.copy': { guard: 'canCopy', target: 'copying', actions: assign({ copyFailure: null }) } },
        },
        copying: {
          invoke: {
            src: 'copySharedItem',
            input: ({ context }) => ({ ownerId: context.ownerId, itemId: context.itemId }),
            onDone: { target: 'copied', actions: { type: 'openCopy', params: ({ event }) => ({ copy: event.output }) } },
            onError: { target: 'viewing', actions: assign({ copyFailure: ({ event }) => toFailure(event.error) }) },
          },
        },
        /** The copy is made and its editor is opening. */
        copied: {},
      },
    },
    notFound: {},
    /** Missing ids, or an item without its content: an error, not a not-found. */
    invalid: {},
  },
});

export type SharedItemMachine = typeof sharedItemMachine;
