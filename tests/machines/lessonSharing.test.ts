import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itemSharingMachine, parseEmails } from '../../src/machines/itemSharing/machine';
import type { ShareRequest } from '../../src/machines/itemSharing/types';
import type { Share } from '../../src/services/sharingApi';

const share = (overrides: Partial<Share>): Share => ({
  type: 'lesson',
  id: 'lesson-1',
  mode: 'private',
  emails: [],
  accessKey: null,
  path: '/shared/u/lesson-1',
  updatedAt: '',
  ...overrides,
});

function start(existing: Share | null = null) {
  const saveShare = vi.fn(async (request: ShareRequest) =>
    share({ mode: request.mode, emails: request.emails, ...(request.mode === 'link' ? { accessKey: 'k', path: '/shared/u/lesson-1?key=k' } : {}) }),
  );
  const copyLink = vi.fn();
  const copyCode = vi.fn();
  const actor = createActor(
    itemSharingMachine.provide({
      actors: {
        loadShare: fromPromise(async () => existing),
        saveShare: fromPromise(({ input }) => saveShare(input as ShareRequest)),
        regenerateJoinCode: fromPromise(async () => 'NEW234'),
      },
      actions: { copyLink: (_, p) => copyLink(p.share), copyCode: (_, p) => copyCode(p.code) },
    }),
    { input: { itemType: 'lesson', itemId: 'lesson-1', joinCode: null } },
  ).start();
  return { actor, saveShare, copyLink, copyCode };
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

describe('lesson sharing machine', () => {
  it('reads emails separated by commas, semicolons, spaces or new lines', () => {
    expect(parseEmails('a@x.org, b@x.org;c@x.org\n d@x.org ')).toEqual(['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org']);
  });

  it('saves only a change, and copies the link only once there is one', async () => {
    const { actor, saveShare, copyLink } = start();
    await idle(actor);
    expect(actor.getSnapshot().can({ type: 'sharing.save' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'sharing.copyLink' })).toBe(false);
    actor.send({ type: 'sharing.chooseMode', mode: 'link' });
    actor.send({ type: 'sharing.save' });
    await idle(actor);
    expect(saveShare).toHaveBeenCalledWith({ itemType: 'lesson', itemId: 'lesson-1', mode: 'link', emails: [] });
    expect(actor.getSnapshot().can({ type: 'sharing.save' })).toBe(false);
    actor.send({ type: 'sharing.copyLink' });
    expect(copyLink).toHaveBeenCalledWith(expect.objectContaining({ path: '/shared/u/lesson-1?key=k' }));
    expect(actor.getSnapshot().context.copied).toBe('link');
  });

  it('needs at least one email for people, and keeps the saved list', async () => {
    const { actor, saveShare } = start(share({ mode: 'people', emails: ['a@x.org'] }));
    await idle(actor);
    expect(actor.getSnapshot().context.emailsText).toBe('a@x.org');
    actor.send({ type: 'sharing.editEmails', text: '  ' });
    expect(actor.getSnapshot().can({ type: 'sharing.save' })).toBe(false);
    actor.send({ type: 'sharing.editEmails', text: 'a@x.org, b@x.org' });
    actor.send({ type: 'sharing.save' });
    await idle(actor);
    expect(saveShare).toHaveBeenCalledWith({ itemType: 'lesson', itemId: 'lesson-1', mode: 'people', emails: ['a@x.org', 'b@x.org'] });
  });

  it('draws a new join code, which can then be copied', async () => {
    const { actor, copyCode } = start();
    await idle(actor);
    expect(actor.getSnapshot().can({ type: 'sharing.copyCode' })).toBe(false);
    actor.send({ type: 'sharing.regenerateCode' });
    await idle(actor);
    expect(actor.getSnapshot().context.joinCode).toBe('NEW234');
    actor.send({ type: 'sharing.copyCode' });
    expect(copyCode).toHaveBeenCalledWith('NEW234');
  });
});
