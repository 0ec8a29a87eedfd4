import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { copyToClipboard } from '../../lib/clipboard';
import type { ShareMode } from '../../services/sharingApi';
import { shareUrl } from '../../services/sharingApi';
import { createItemSharingImplementations } from './implementations';
import { itemSharingMachine } from './machine';
import * as select from './selectors';
import type { ItemSharingInput } from './types';

/** Spawned by the share tab of the lesson editor and of the upload editor. */
export function useItemSharing(input: ItemSharingInput) {
  const { sharingApi, lessonApi, origin, inspect } = useRootSystem();
  const ref = useActorRef(itemSharingMachine.provide(createItemSharingImplementations({ sharingApi, lessonApi, origin, copyText: copyToClipboard })), { input, ...(inspect ? { inspect } : {}) });
  const share = useSelector(ref, select.selectShare);
  return {
    share,
    link: share?.mode === 'link' ? shareUrl(origin, share) : null,
    mode: useSelector(ref, select.selectMode),
    emailsText: useSelector(ref, select.selectEmailsText),
    joinCode: useSelector(ref, select.selectJoinCode),
    failure: useSelector(ref, select.selectFailure),
    copied: useSelector(ref, select.selectCopied),
    saved: useSelector(ref, select.selectSaved),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isSaving: useSelector(ref, select.selectIsSaving),
    isConfirmingSave: useSelector(ref, select.selectIsConfirmingSave),
    droppedPeople: useSelector(ref, select.selectDroppedPeople, (a, b) => a.join() === b.join()),
    isRegenerating: useSelector(ref, select.selectIsRegenerating),
    canSave: useSelector(ref, select.selectCanSave),
    canCopyLink: useSelector(ref, select.selectCanCopyLink),
    retry: () => ref.send({ type: 'sharing.retry' }),
    chooseMode: (mode: ShareMode) => ref.send({ type: 'sharing.chooseMode', mode }),
    editEmails: (text: string) => ref.send({ type: 'sharing.editEmails', text }),
    save: () => ref.send({ type: 'sharing.save' }),
    confirmSave: () => ref.send({ type: 'sharing.confirmSave' }),
    cancelSave: () => ref.send({ type: 'sharing.cancelSave' }),
    copyLink: () => ref.send({ type: 'sharing.copyLink' }),
    copyCode: () => ref.send({ type: 'sharing.copyCode' }),
    regenerateCode: () => ref.send({ type: 'sharing.regenerateCode' }),
  };
}
