import { and, assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { ListedShare, Share } from '../../services/sharingApi';
import { parseEmails } from '../itemSharing/machine';
import type { SaveRequest, Shares, SharingOverviewContext, SharingOverviewEvent } from './types';

const emailsOf = (share: Share) => (share.mode === 'people' ? share.emails.join(', ') : '');
const sameShare = (a: Pick<Share, 'type' | 'id'>, b: Pick<Share, 'type' | 'id'>) => a.type === b.type && a.id === b.id;
/** The share as the list holds it now: a row the view rendered earlier may be older than the last save. */
const listedOf = (context: SharingOverviewContext, share: Pick<Share, 'type' | 'id'>) => context.mine.find((s) => sameShare(s, share));

/**
 * Sharing and Privacy: what the teacher shares (each item's title, kind, who can see it, its link) and what others
 * share with them. A share's mode and people can be changed in place and saved, which is confirmed on screen;
 * stopping a share asks first. A failed call keeps the lists and says why.
 */
export const sharingOverviewMachine = setup({
  types: {
    context: {} as SharingOverviewContext,
    events: {} as SharingOverviewEvent,
  },
  actors: {
    loadShares: fromPromise<Shares, void>(async () => {
      throw new Error('loadShares is not provided');
    }),
    saveShare: fromPromise<Share, SaveRequest>(async () => {
      throw new Error('saveShare is not provided');
    }),
    stopShare: fromPromise<void, { type: string; id: string }>(async () => {
      throw new Error('stopShare is not provided');
    }),
    sendConfirmationLink: fromPromise<{ message: string }, void>(async () => {
      throw new Error('sendConfirmationLink is not provided');
    }),
  },
  actions: {
    copyLink: (_, _params: { share: ListedShare }) => {},
  },
  guards: {
    hasChanges: ({ context }) =>
      !!context.draft && (context.draft.mode !== context.draft.share.mode || (context.draft.mode === 'people' && context.draft.emailsText.trim() !== emailsOf(context.draft.share))),
    peopleNamed: ({ context }) => context.draft?.mode !== 'people' || parseEmails(context.draft.emailsText).length > 0,
    /** Only a share still on the list can be changed, copied or stopped (a stale row after stopping is not). */
    isListed: ({ context }, params: { share: ListedShare }) => listedOf(context, params.share) !== undefined,
    isLink: ({ context }, params: { share: ListedShare }) => listedOf(context, params.share)?.mode === 'link',
    /** Teachkit sends confirmation links itself (the embedded sign-in), and this address still waits for one. */
    canSendConfirmation: ({ context }) => Boolean(context.confirmation && !context.confirmation.confirmed && context.confirmation.canSendLink),
  },
}).createMachine({
  id: 'sharingOverview',
  context: { mine: [], withMe: [], confirmation: null, draft: null, stopping: null, notice: null, copied: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadShares',
        onDone: {
          target: 'ready',
          actions: assign({ mine: ({ event }) => event.output.mine, withMe: ({ event }) => event.output.withMe, confirmation: ({ event }) => event.output.confirmation, failure: null }),
        },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'overview.retry': 'loading' },
    },
    ready: {
      on: {
        'overview.edit': {
          guard: { type: 'isListed', params: ({ event }) => ({ share: event.share }) },
          actions: assign({
            draft: ({ context, event }) => {
              const share = listedOf(context, event.share)!;
              return { share, mode: share.mode, emailsText: emailsOf(share) };
            },
            notice: null,
            failure: null,
          }),
        },
        'overview.chooseMode': { actions: assign({ draft: ({ context, event }) => context.draft && { ...context.draft, mode: event.mode } }) },
        'overview.editEmails': { actions: assign({ draft: ({ context, event }) => context.draft && { ...context.draft, emailsText: event.text } }) },
        'overview.cancelEdit': { actions: assign({ draft: null, failure: null }) },
        'overview.save': { guard: and(['hasChanges', 'peopleNamed']), target: 'saving', actions: assign({ failure: null, notice: null }) },
        'overview.copyLink': {
          guard: { type: 'isLink', params: ({ event }) => ({ share: event.share }) },
          actions: [{ type: 'copyLink', params: ({ context, event }) => ({ share: listedOf(context, event.share)! }) }, assign({ copied: ({ event }) => event.share.id })],
        },
        'overview.stop': {
          guard: { type: 'isListed', params: ({ event }) => ({ share: event.share }) },
          target: 'confirmingStop',
          actions: assign({ stopping: ({ context, event }) => listedOf(context, event.share)!, notice: null, failure: null }),
        },
        'overview.refresh': { target: 'loading', actions: assign({ draft: null, notice: null, failure: null }) },
        'overview.sendConfirmation': { guard: 'canSendConfirmation', target: 'sendingConfirmation', actions: assign({ notice: null, failure: null }) },
      },
    },
    sendingConfirmation: {
      invoke: {
        src: 'sendConfirmationLink',
        onDone: { target: 'ready', actions: assign({ notice: ({ event }) => ({ kind: 'linkSent' as const, message: event.output.message }) }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveShare',
        input: ({ context }) => {
          const draft = context.draft!;
          return { type: draft.share.type, id: draft.share.id, mode: draft.mode, emails: draft.mode === 'people' ? parseEmails(draft.emailsText) : [] };
        },
        onDone: {
          target: 'ready',
          actions: assign({
            mine: ({ context, event }) => context.mine.map((s) => (sameShare(s, event.output) ? { ...event.output, title: s.title } : s)),
            notice: ({ context, event }) => ({ kind: 'saved' as const, title: context.draft!.share.title, mode: event.output.mode }),
            draft: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    confirmingStop: {
      on: {
        'overview.confirmStop': 'stopping',
        'overview.cancelStop': { target: 'ready', actions: assign({ stopping: null }) },
      },
    },
    stopping: {
      invoke: {
        src: 'stopShare',
        input: ({ context }) => ({ type: context.stopping!.type, id: context.stopping!.id }),
        onDone: {
          target: 'ready',
          actions: assign({
            mine: ({ context }) => context.mine.filter((s) => !sameShare(s, context.stopping!)),
            notice: ({ context }) => ({ kind: 'stopped' as const, title: context.stopping!.title }),
            draft: ({ context }) => (context.draft && sameShare(context.draft.share, context.stopping!) ? null : context.draft),
            stopping: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error), stopping: null }) },
      },
    },
  },
});

export type SharingOverviewMachine = typeof sharingOverviewMachine;
