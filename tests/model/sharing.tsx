import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ItemSharingContext, ItemSharingEvent } from '../../src/machines/itemSharing/types';
import type { Share } from '../../src/services/sharingApi';
import type { MountKit, RunKit } from './harness';

/** What the lesson's and the upload's share tabs have in common, for their model tests. */
export const sharingOrigin = 'https://teachkit.test';
export const sharingContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ItemSharingContext;

export const sharingEvents: ItemSharingEvent[] = [
  { type: 'sharing.retry' },
  { type: 'sharing.chooseMode', mode: 'link' },
  { type: 'sharing.chooseMode', mode: 'people' },
  { type: 'sharing.editEmails', text: 'grace@school.example' },
  { type: 'sharing.save' },
  { type: 'sharing.copyLink' },
  { type: 'sharing.copyCode' },
  { type: 'sharing.regenerateCode' },
];

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
  ready: (snapshot: AnyMachineSnapshot, kit: RunKit) => {
    const c = sharingContextOf(snapshot);
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
  'ready.saving': () => {
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
});
