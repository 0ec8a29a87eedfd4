import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createItemSharingImplementations } from '../../src/machines/itemSharing/implementations';
import { itemSharingMachine } from '../../src/machines/itemSharing/machine';
import type { Share, SharedItemType, ShareMode } from '../../src/services/sharingApi';

const lessonShare: Share = { type: 'lesson', id: 'same-id', mode: 'people', emails: ['a@x.org'], accessKey: null, path: '/shared/t/same-id', updatedAt: '' };
const uploadShare: Share = { type: 'upload', id: 'same-id', mode: 'link', emails: [], accessKey: 'k', path: '/shared/t/same-id?key=k', updatedAt: '' };

function start(shares: Share[]) {
  const forItem = vi.fn(async () => shares);
  const share = vi.fn(async (type: SharedItemType, id: string, mode: ShareMode, emails: string[]): Promise<Share> => ({
    type,
    id,
    mode,
    emails,
    accessKey: null,
    path: '/shared/t/same-id',
    updatedAt: '',
  }));
  const regenerateJoinCode = vi.fn(async () => ({ joinCode: 'NEW234' }));
  const copyText = vi.fn();
  const implementations = createItemSharingImplementations({ sharingApi: { forItem, share }, lessonApi: { regenerateJoinCode }, origin: 'https://teachkit.test', copyText });
  const actor = createActor(itemSharingMachine.provide(implementations), { input: { itemType: 'upload', itemId: 'same-id', joinCode: null } }).start();
  return { actor, forItem, share, regenerateJoinCode, copyText };
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

describe('sharing an upload', () => {
  it("loads the upload's own share, not a lesson's with the same id, and copies its link", async () => {
    const { actor, forItem, copyText } = start([lessonShare, uploadShare]);
    await idle(actor);
    expect(forItem).toHaveBeenCalledWith('same-id', expect.anything());
    expect(actor.getSnapshot().context.mode).toBe('link');
    expect(actor.getSnapshot().context.emailsText).toBe('');
    actor.send({ type: 'sharing.copyLink' });
    expect(copyText).toHaveBeenCalledWith('https://teachkit.test/shared/t/same-id?key=k');
  });

  it('starts private when only a lesson is shared under that id', async () => {
    const { actor } = start([lessonShare]);
    await idle(actor);
    expect(actor.getSnapshot().context.share).toBeNull();
    expect(actor.getSnapshot().context.mode).toBe('private');
  });

  it('saves the share as an upload', async () => {
    const { actor, share } = start([]);
    await idle(actor);
    actor.send({ type: 'sharing.chooseMode', mode: 'people' });
    actor.send({ type: 'sharing.editEmails', text: 'grace@school.example; ada@school.example' });
    actor.send({ type: 'sharing.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.share !== null);
    expect(share).toHaveBeenCalledWith('upload', 'same-id', 'people', ['grace@school.example', 'ada@school.example'], expect.anything());
    expect(actor.getSnapshot().context.emailsText).toBe('grace@school.example, ada@school.example');
  });

  it('has no join code to draw or copy', async () => {
    const { actor, regenerateJoinCode, copyText } = start([]);
    await idle(actor);
    expect(actor.getSnapshot().can({ type: 'sharing.regenerateCode' })).toBe(false);
    actor.send({ type: 'sharing.regenerateCode' });
    actor.send({ type: 'sharing.copyCode' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(regenerateJoinCode).not.toHaveBeenCalled();
    expect(copyText).not.toHaveBeenCalled();
  });
});
