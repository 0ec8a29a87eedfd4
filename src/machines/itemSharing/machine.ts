import { and, assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Share } from '../../services/sharingApi';
import type { ItemSharingContext, ItemSharingEvent, ItemSharingInput, SharedItem, ShareRequest } from './types';

export const parseEmails = (text: string) => text.split(/[\s,;]+/).map((e) => e.trim()).filter(Boolean);

const savedEmails = (share: Share | null) => (share?.mode === 'people' ? share.emails.join(', ') : '');

/** The people a saved people-share names, who lose it from "Shared with me" when the item goes to a link instead. */
export const droppedPeople = (context: Pick<ItemSharingContext, 'share' | 'mode'>) =>
  context.share?.mode === 'people' && context.mode === 'link' ? context.share.emails : [];

/**
 * Who can see a lesson, an upload, an assessment, a comment set or a unit: only the teacher (private), named people,
 * or anyone with the link (which carries an access key); a save is confirmed until the next change. Going from named
 * people to a link asks first, naming the people who will no longer find it under "Shared with me". A lesson also has the join code students type, drawn anew on request, which retires the old one;
 * an upload has none.
 */
export const itemSharingMachine = setup({
  types: {
    context: {} as ItemSharingContext,
    events: {} as ItemSharingEvent,
    input: {} as ItemSharingInput,
  },
  actors: {
    loadShare: fromPromise<Share | null, SharedItem>(async () => {
      throw new Error('loadShare is not provided');
    }),
    saveShare: fromPromise<Share, ShareRequest>(async () => {
      throw new Error('saveShare is not provided');
    }),
    regenerateJoinCode: fromPromise<string, { lessonId: string }>(async () => {
      throw new Error('regenerateJoinCode is not provided');
    }),
  },
  actions: {
    copyLink: (_, _params: { share: Share | null }) => {},
    copyCode: (_, _params: { code: string | null }) => {},
    keepShare: assign((_, params: { share: Share | null }) => ({
      share: params.share,
      mode: params.share?.mode ?? 'private',
      emailsText: savedEmails(params.share),
    })),
  },
  guards: {
    hasChanges: ({ context }) =>
      context.mode !== (context.share?.mode ?? 'private') ||
      (context.mode === 'people' && context.emailsText.trim() !== savedEmails(context.share)),
    peopleNamed: ({ context }) => context.mode !== 'people' || parseEmails(context.emailsText).length > 0,
    dropsPeople: ({ context }) => droppedPeople(context).length > 0,
    hasLink: ({ context }) => context.share?.mode === 'link',
    hasCode: ({ context }) => Boolean(context.joinCode),
    isLesson: ({ context }) => context.itemType === 'lesson',
  },
}).createMachine({
  id: 'itemSharing',
  context: ({ input }) => ({
    itemType: input.itemType,
    itemId: input.itemId,
    share: null,
    mode: 'private',
    emailsText: '',
    joinCode: input.joinCode,
    failure: null,
    copied: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadShare',
        input: ({ context }) => ({ itemType: context.itemType, itemId: context.itemId }),
        onDone: { target: 'ready', actions: { type: 'keepShare', params: ({ event }) => ({ share: event.output }) } },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'sharing.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sharing.chooseMode': { actions: assign({ mode: ({ event }) => event.mode, copied: null, saved: false }) },
            'sharing.editEmails': { actions: assign({ emailsText: ({ event }) => event.text, saved: false }) },
            'sharing.save': [
              { guard: and(['hasChanges', 'peopleNamed', 'dropsPeople']), target: 'confirmingSave', actions: assign({ failure: null, saved: false }) },
              { guard: and(['hasChanges', 'peopleNamed']), target: 'saving', actions: assign({ failure: null, saved: false }) },
            ],
            'sharing.copyLink': {
              guard: 'hasLink',
              actions: [{ type: 'copyLink', params: ({ context }) => ({ share: context.share }) }, assign({ copied: 'link' })],
            },
            'sharing.copyCode': {
              guard: 'hasCode',
              actions: [{ type: 'copyCode', params: ({ context }) => ({ code: context.joinCode }) }, assign({ copied: 'code' })],
            },
            'sharing.regenerateCode': { guard: 'isLesson', target: 'regenerating', actions: assign({ failure: null, copied: null, saved: false }) },
          },
        },
        confirmingSave: {
          on: {
            'sharing.confirmSave': 'saving',
            'sharing.cancelSave': 'idle',
          },
        },
        saving: {
          invoke: {
            src: 'saveShare',
            input: ({ context }) => ({
              itemType: context.itemType,
              itemId: context.itemId,
              mode: context.mode,
              emails: context.mode === 'people' ? parseEmails(context.emailsText) : [],
            }),
            onDone: { target: 'idle', actions: [{ type: 'keepShare', params: ({ event }) => ({ share: event.output }) }, assign({ saved: true })] },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        regenerating: {
          invoke: {
            src: 'regenerateJoinCode',
            input: ({ context }) => ({ lessonId: context.itemId }),
            onDone: { target: 'idle', actions: assign({ joinCode: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type ItemSharingMachine = typeof itemSharingMachine;
