import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ItemSharingContext, ItemSharingEvent } from '../../src/machines/itemSharing/types';
import type { ReactNode } from 'react';
import { itemSharingMachine } from '../../src/machines/itemSharing/machine';
import { ApiError } from '../../src/services/apiError';
import type { Share, SharedItemType } from '../../src/services/sharingApi';
import { describeModel } from './harness';
import type { MountKit, RunKit } from './harness';
import { at, renderViews } from './render';

/** What the lesson's and the upload's share tabs have in common, for their model tests. */
export const sharingOrigin = 'https://teachkit.test';
export const sharingContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ItemSharingContext;

export const sharingEvents: ItemSharingEvent[] = [
  { type: 'sharing.retry' },
  { type: 'sharing.chooseMode', mode: 'link' },
  { type: 'sharing.chooseMode', mode: 'people' },
  { type: 'sharing.editEmails', text: 'grace@school.example' },
  { type: 'sharing.save' },
  { type: 'sharing.confirmSave' },
  { type: 'sharing.cancelSave' },
  { type: 'sharing.copyLink' },
  { type: 'sharing.copyCode' },
  { type: 'sharing.regenerateCode' },
];

/** A share with named people, saved before: going to a link from it asks first. */
export const peopleShareOf = (type: SharedItemType, id: string): Share => ({
  type,
  id,
  mode: 'people',
  emails: ['fred@school.example'],
  accessKey: null,
  path: `/shared/t/${id}`,
  updatedAt: '',
});

/** A sharing API whose answers the model gives, and a clipboard that records what was copied. */
export function modelSharingApi(kit: MountKit) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
  const sharingApi = {
    forItem: async (_id: string, { signal }: { signal?: AbortSignal } = {}) => {
      const share = await kit.pending<Share | null>('loadShare', signal);
      return share ? [share] : [];
    },
    share: (_t: string, _id: string, _m: string, _e: string[], { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveShare', signal),
  };
  return { sharingApi, copied };
}

/** What both tabs show in each state; `link` is the full address of the link share the model saves. */
export const sharingViewStates = (link: string) => ({
  loading: () => {
    expect(screen.getByText('Share')).toBeInTheDocument();
  },
  failed: () => {
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
  ready: async (snapshot: AnyMachineSnapshot, kit: RunKit) => {
    const c = sharingContextOf(snapshot);
    // While the question is open the tab is hidden behind it; once answered, it leaves after its closing animation.
    if (snapshot.matches({ ready: 'confirmingSave' })) return;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const modeLabel = { private: 'Only me', people: 'Specific people', link: 'Anyone with the link' }[c.mode];
    expect(screen.getByRole('radio', { name: modeLabel })).toBeChecked();
    if (c.share?.mode === 'link') expect(screen.getByRole('textbox', { name: 'Link to share' })).toHaveValue(link);
    else expect(screen.queryByRole('textbox', { name: 'Link to share' })).not.toBeInTheDocument();
    if (c.failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    if (c.copied === 'link') expect(kit.extra.copied).toContain(link);
    if (c.saved) expect(screen.getByText('Sharing saved.')).toBeInTheDocument();
    else expect(screen.queryByText('Sharing saved.')).not.toBeInTheDocument();
  },
  'ready.idle': (snapshot: AnyMachineSnapshot) => {
    expect(screen.getByRole('button', { name: 'Save sharing' })).toHaveProperty('disabled', !snapshot.can({ type: 'sharing.save' }));
  },
  'ready.confirmingSave': () => {
    const dialog = within(screen.getByRole('alertdialog', { name: 'Share by link instead?' }));
    expect(
      dialog.getByText('Anyone with the link will be able to open it, and fred@school.example will no longer find it under "Shared with me". Send them the link if they still need it.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Share by link' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Keep sharing with these people' })).toBeEnabled();
  },
  'ready.saving': () => {
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
});

/**
 * The model test of a share tab for an item without a join code (an upload, a comment set, an assessment): the join
 * code events stay in, and the model checks the item refuses them.
 */
export function describeSharingWithoutJoinCode({ what, itemType, itemId, heading, view }: { what: string; itemType: SharedItemType; itemId: string; heading: string; view: ReactNode }) {
  const linkShare: Share = { type: itemType, id: itemId, mode: 'link', emails: [], accessKey: 'k', path: `/shared/t/${itemId}?key=k`, updatedAt: '' };
  const shared = sharingViewStates(`https://teachkit.test/shared/t/${itemId}?key=k`);
  const noJoinCode = `${what} has no join code`;
  describeModel({
    name: `itemSharing (${what})`,
    machine: itemSharingMachine,
    input: { itemType, itemId, joinCode: null },
    events: sharingEvents,
    outputs: { loadShare: [null, linkShare, peopleShareOf(itemType, itemId)], saveShare: [linkShare] },
    error: () => new ApiError(500, 'An unexpected error occurred'),
    project: (snapshot) => {
      const c = sharingContextOf(snapshot);
      return { mode: c.mode, saved: c.share?.mode ?? null, emails: c.emailsText.length > 0, failed: Boolean(c.failure), copied: c.copied };
    },
    unreachable: {
      'itemSharing.ready.idle sharing.copyCode [hasCode] → (stays)': noJoinCode,
      'itemSharing.ready.idle sharing.regenerateCode [isLesson] → itemSharing.ready.regenerating': noJoinCode,
      'itemSharing.ready.regenerating xstate.done.actor.0.itemSharing.ready.regenerating → itemSharing.ready.idle': noJoinCode,
      'itemSharing.ready.regenerating xstate.error.actor.0.itemSharing.ready.regenerating → itemSharing.ready.idle': noJoinCode,
    },
    mount: (kit) => {
      const { sharingApi, copied } = modelSharingApi(kit);
      renderViews({ system: { sharingApi: sharingApi as never, origin: sharingOrigin, inspect: kit.inspect }, routes: [at('/', view)] });
      return { copied };
    },
    states: {
      ...shared,
      ready: async (snapshot, kit) => {
        await shared.ready(snapshot, kit);
        if (snapshot.matches({ ready: 'confirmingSave' })) return;
        expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
        expect(screen.queryByLabelText('Join code')).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'New code' })).not.toBeInTheDocument();
      },
    },
  });
}
