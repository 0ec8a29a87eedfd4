import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSharingOverviewImplementations } from '../../src/machines/sharingOverview/implementations';
import { sharingOverviewMachine } from '../../src/machines/sharingOverview/machine';
import { selectMine } from '../../src/machines/sharingOverview/selectors';
import { ApiError } from '../../src/services/apiError';
import type { EmailConfirmation } from '../../src/services/profileApi';
import type { ListedShare, Share, SharedItemType, ShareMode, ShareWithMe } from '../../src/services/sharingApi';

const unitShare: ListedShare = { type: 'unit', id: 'u-1', title: 'Fractions unit', mode: 'link', emails: [], accessKey: 'k', path: '/shared/me/u-1?key=k', updatedAt: '2026-11-20T09:00:00.000Z' };
const setShare: ListedShare = { type: 'comment', id: 'c-1', title: 'Term 3 reports', mode: 'people', emails: ['fred@school.example'], accessKey: null, path: '/shared/me/c-1', updatedAt: '2026-11-19T09:00:00.000Z' };
const fromAda: ShareWithMe = { ...unitShare, id: 'a-1', type: 'assessment', title: 'Ada’s quiz', ownerId: 'ada', ownerName: 'Ada', ownerEmail: 'ada@school.example', mode: 'people', path: '/shared/ada/a-1' };

const confirmed: EmailConfirmation = { email: 'me@school.example', confirmed: true, canSendLink: true };

function start({ stopFails = false, confirmation = confirmed, withMeShares = [fromAda] }: { stopFails?: boolean; confirmation?: EmailConfirmation; withMeShares?: ShareWithMe[] } = {}) {
  const mine = vi.fn(async () => [unitShare, setShare]);
  const withMe = vi.fn(async () => withMeShares);
  const emailConfirmation = vi.fn(async () => confirmation);
  const sendConfirmationLink = vi.fn(async () => ({ message: `We sent a confirmation link to ${confirmation.email}. It works once, for 24 hours.` }));
  const share = vi.fn(async (type: SharedItemType, id: string, mode: ShareMode, emails: string[]): Promise<Share> => ({
    type,
    id,
    mode,
    emails,
    accessKey: null,
    path: `/shared/me/${id}`,
    updatedAt: '2026-11-24T02:00:00.000Z',
  }));
  const stop = vi.fn(async () => {
    if (stopFails) throw new ApiError(404, 'This item is not shared');
  });
  const copyText = vi.fn();
  const implementations = createSharingOverviewImplementations({
    sharingApi: { mine, withMe, share, stop },
    profileApi: { emailConfirmation, sendConfirmationLink },
    origin: 'https://teachkit.test',
    copyText,
  });
  const actor = createActor(sharingOverviewMachine.provide(implementations)).start();
  return { actor, share, stop, copyText, withMe, emailConfirmation, sendConfirmationLink };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready'));

describe('Sharing and Privacy', () => {
  it('with an unconfirmed address: knows why nothing is shared with me, sends a new link, and checks again', async () => {
    const unconfirmed = { email: 'me@school.example', confirmed: false, canSendLink: true };
    const { actor, withMe, emailConfirmation, sendConfirmationLink } = start({ confirmation: unconfirmed, withMeShares: [] });
    await ready(actor);
    expect(actor.getSnapshot().context.confirmation).toEqual(unconfirmed);
    actor.send({ type: 'overview.sendConfirmation' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(sendConfirmationLink).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'linkSent', message: 'We sent a confirmation link to me@school.example. It works once, for 24 hours.' });

    // The teacher opens the link in their email, comes back and checks again: both lists and the address are read anew.
    withMe.mockResolvedValue([fromAda]);
    emailConfirmation.mockResolvedValue({ ...unconfirmed, confirmed: true });
    actor.send({ type: 'overview.refresh' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.withMe.length === 1);
    expect(actor.getSnapshot().context.confirmation?.confirmed).toBe(true);
    expect(actor.getSnapshot().can({ type: 'overview.sendConfirmation' })).toBe(false);
  });

  it('sends no link where the sign-in provider confirms addresses', async () => {
    const { actor } = start({ confirmation: { email: 'me@school.example', confirmed: false, canSendLink: false } });
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'overview.sendConfirmation' })).toBe(false);
  });

  it('loads what I share and what is shared with me, and copies a link share’s full address', async () => {
    const { actor, copyText } = start();
    await ready(actor);
    expect(actor.getSnapshot().context.mine.map((s) => s.title)).toEqual(['Fractions unit', 'Term 3 reports']);
    expect(actor.getSnapshot().context.withMe.map((s) => s.title)).toEqual(['Ada’s quiz']);
    actor.send({ type: 'overview.copyLink', share: setShare });
    expect(copyText).not.toHaveBeenCalled();
    actor.send({ type: 'overview.copyLink', share: unitShare });
    expect(copyText).toHaveBeenCalledWith('https://teachkit.test/shared/me/u-1?key=k');
    expect(actor.getSnapshot().context.copied).toBe('u-1');
  });

  it('changes a share to specific people, saves it as its own kind and confirms it', async () => {
    const { actor, share } = start();
    await ready(actor);
    actor.send({ type: 'overview.edit', share: unitShare });
    expect(actor.getSnapshot().can({ type: 'overview.save' })).toBe(false);
    actor.send({ type: 'overview.chooseMode', mode: 'people' });
    expect(actor.getSnapshot().can({ type: 'overview.save' })).toBe(false);
    actor.send({ type: 'overview.editEmails', text: 'grace@school.example; ada@school.example' });
    actor.send({ type: 'overview.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(share).toHaveBeenCalledWith('unit', 'u-1', 'people', ['grace@school.example', 'ada@school.example'], expect.anything());
    const { context } = actor.getSnapshot();
    expect(context.notice).toEqual({ kind: 'saved', title: 'Fractions unit', mode: 'people' });
    expect(context.draft).toBeNull();
    expect(context.mine[0]).toMatchObject({ type: 'unit', id: 'u-1', title: 'Fractions unit', mode: 'people', emails: ['grace@school.example', 'ada@school.example'] });
  });

  it('hides a share made private from what I share', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'overview.edit', share: setShare });
    actor.send({ type: 'overview.chooseMode', mode: 'private' });
    actor.send({ type: 'overview.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'saved', title: 'Term 3 reports', mode: 'private' });
    expect(selectMine(actor.getSnapshot()).map((s) => s.id)).toEqual(['u-1']);
  });

  it('stops sharing only after the teacher confirms', async () => {
    const { actor, stop } = start();
    await ready(actor);
    actor.send({ type: 'overview.stop', share: setShare });
    actor.send({ type: 'overview.cancelStop' });
    expect(stop).not.toHaveBeenCalled();
    actor.send({ type: 'overview.stop', share: setShare });
    actor.send({ type: 'overview.confirmStop' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(stop).toHaveBeenCalledWith('comment', 'c-1', expect.anything());
    expect(actor.getSnapshot().context.mine.map((s) => s.id)).toEqual(['u-1']);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'stopped', title: 'Term 3 reports' });
  });

  it('keeps the list and says why when stopping fails', async () => {
    const { actor } = start({ stopFails: true });
    await ready(actor);
    actor.send({ type: 'overview.stop', share: unitShare });
    actor.send({ type: 'overview.confirmStop' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.mine).toHaveLength(2);
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'notFound', message: 'This item is not shared' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
