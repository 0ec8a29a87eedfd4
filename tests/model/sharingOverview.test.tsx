import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { sharingOverviewMachine } from '../../src/machines/sharingOverview/machine';
import type { SharingOverviewContext, SharingOverviewEvent } from '../../src/machines/sharingOverview/types';
import { ApiError } from '../../src/services/apiError';
import type { EmailConfirmation } from '../../src/services/profileApi';
import type { ListedShare, Share, ShareWithMe } from '../../src/services/sharingApi';
import SharingPage from '../../src/views/sharing/SharingPage';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const unitShare: ListedShare = { type: 'unit', id: 'u-1', title: 'Fractions unit', mode: 'link', emails: [], accessKey: 'k', path: '/shared/me/u-1?key=k', updatedAt: '2026-11-20T09:00:00.000Z' };
const fromAda: ShareWithMe = { type: 'assessment', id: 'a-1', title: 'Angles quiz', mode: 'people', emails: [], accessKey: null, path: '/shared/ada/a-1', updatedAt: '2026-11-21T09:00:00.000Z', ownerId: 'ada', ownerName: 'Ada Lovelace', ownerEmail: 'ada@school.example' };
const savedForPeople: Share = { type: 'unit', id: 'u-1', mode: 'people', emails: ['grace@school.example'], accessKey: null, path: '/shared/me/u-1', updatedAt: '2026-11-24T09:00:00.000Z' };
const link = 'https://teachkit.test/shared/me/u-1?key=k';
/** An address still waiting for confirmation, so the explanation and the send-a-link step are on every path. */
const unconfirmed: EmailConfirmation = { email: 'me@school.example', confirmed: false, canSendLink: true };
const linkSent = { message: 'We sent a confirmation link to me@school.example. It works once, for 24 hours.' };
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SharingOverviewContext;

const events: SharingOverviewEvent[] = [
  { type: 'overview.retry' },
  { type: 'overview.edit', share: unitShare },
  { type: 'overview.chooseMode', mode: 'people' },
  { type: 'overview.editEmails', text: 'grace@school.example' },
  { type: 'overview.save' },
  { type: 'overview.cancelEdit' },
  { type: 'overview.copyLink', share: unitShare },
  { type: 'overview.stop', share: unitShare },
  { type: 'overview.confirmStop' },
  { type: 'overview.cancelStop' },
  { type: 'overview.refresh' },
  { type: 'overview.sendConfirmation' },
];

describeModel({
  name: 'sharingOverview',
  machine: sharingOverviewMachine,
  events,
  outputs: { loadShares: [{ mine: [unitShare], withMe: [fromAda], confirmation: unconfirmed }], saveShare: [savedForPeople], stopShare: [undefined], sendConfirmationLink: [linkSent] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return {
      mine: c.mine.map((s) => s.mode),
      draft: c.draft && { mode: c.draft.mode, emails: c.draft.emailsText.length > 0 },
      failed: Boolean(c.failure),
    };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
    // The three reads of one load settle together, with the output the path gives loadShares.
    let load: Promise<{ mine: ListedShare[]; confirmation: EmailConfirmation }> | undefined;
    const profileApi = {
      emailConfirmation: async () => (await load!).confirmation,
      sendConfirmationLink: ({ signal }: { signal?: AbortSignal } = {}) => kit.pending('sendConfirmationLink', signal),
    };
    const sharingApi = {
      mine: async ({ signal }: { signal?: AbortSignal } = {}) => {
        load = kit.pending<{ mine: ListedShare[]; confirmation: EmailConfirmation }>('loadShares', signal);
        return (await load).mine;
      },
      withMe: async () => [fromAda],
      share: (_t: string, _id: string, _m: string, _e: string[], { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveShare', signal),
      stop: (_t: string, _id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('stopShare', signal),
    };
    renderViews({ system: { sharingApi: sharingApi as never, profileApi: profileApi as never, origin: 'https://teachkit.test', inspect: kit.inspect }, routes: [at('/', <SharingPage />)] });
    return { copied };
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading your sharing...')).toBeInTheDocument();
    },
    loadFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    ready: async (snapshot, kit) => {
      const c = contextOf(snapshot);
      // A closed confirmation leaves the page once its closing animation ends; until then the page is hidden behind it.
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      const mine = within(screen.getByRole('region', { name: 'What I share' }));
      const shared = c.mine.filter((s) => s.mode !== 'private');
      if (shared.length === 0) expect(mine.getByText(/You do not share anything/)).toBeInTheDocument();
      for (const share of shared) {
        expect(mine.getByRole('link', { name: share.title })).toHaveAttribute('href', `/units/editor/${share.id}`);
        expect(mine.getByText('Unit of work')).toBeInTheDocument();
      }
      const current = shared[0];
      if (current?.mode === 'link') {
        expect(mine.getByRole('textbox', { name: 'Link to share' })).toHaveValue(link);
        expect(mine.getByRole('button', { name: 'Copy the link to Fractions unit' })).toHaveTextContent(c.copied === 'u-1' ? 'Copied' : 'Copy link');
      }
      if (current?.mode === 'people') expect(mine.getByText('With grace@school.example')).toBeInTheDocument();
      if (c.copied) expect(kit.extra.copied).toContain(link);
      const withMe = within(screen.getByRole('region', { name: 'Shared with me' }));
      expect(withMe.getByRole('link', { name: 'Angles quiz' })).toHaveAttribute('href', '/shared/ada/a-1');
      expect(withMe.getByText(/Shared by Ada Lovelace/)).toBeInTheDocument();
      if (c.draft) {
        const form = within(screen.getByRole('form', { name: 'Change who can see Fractions unit' }));
        const modeLabel = { private: 'Only me', people: 'Specific people', link: 'Anyone with the link' }[c.draft.mode];
        expect(form.getByRole('radio', { name: modeLabel })).toBeChecked();
        expect(form.getByRole('button', { name: 'Save sharing' })).toHaveProperty('disabled', !snapshot.can({ type: 'overview.save' }));
      } else if (current) {
        expect(mine.getByRole('button', { name: 'Change who can see Fractions unit' })).toBeInTheDocument();
        expect(mine.getByRole('button', { name: 'Stop sharing Fractions unit' })).toBeInTheDocument();
      }
      if (c.notice?.kind === 'saved') expect(screen.getByRole('status')).toHaveTextContent('Sharing saved: "Fractions unit" is shared with the people you named.');
      if (c.notice?.kind === 'stopped') expect(screen.getByRole('status')).toHaveTextContent('You stopped sharing "Fractions unit". Only you can see it now.');
      if (c.notice?.kind === 'linkSent') expect(screen.getByRole('status')).toHaveTextContent(linkSent.message);
      if (c.failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
      if (c.confirmation && !c.confirmation.confirmed) {
        expect(withMe.getByText('Confirm your email address to see what is shared with you')).toBeInTheDocument();
        expect(withMe.getByRole('button', { name: 'Send a new confirmation link' })).toBeEnabled();
        expect(withMe.getByRole('button', { name: 'I have confirmed it: check again' })).toBeEnabled();
      }
    },
    sendingConfirmation: () => {
      expect(within(screen.getByRole('region', { name: 'Shared with me' })).getByRole('button', { name: /Sending/ })).toBeDisabled();
    },
    saving: () => {
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
    confirmingStop: () => {
      const dialog = within(screen.getByRole('alertdialog', { name: 'Stop sharing?' }));
      expect(dialog.getByText(/Only you will see "Fractions unit"/)).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Stop sharing' })).toBeEnabled();
    },
    stopping: () => {
      expect(within(screen.getByRole('alertdialog', { name: 'Stop sharing?' })).getByRole('button', { name: 'Stopping...' })).toBeDisabled();
    },
  },
});
