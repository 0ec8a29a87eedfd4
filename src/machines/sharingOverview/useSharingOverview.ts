import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import { copyToClipboard } from '../../lib/clipboard';
import type { ListedShare, ShareMode } from '../../services/sharingApi';
import { shareUrl } from '../../services/sharingApi';
import { createSharingOverviewImplementations } from './implementations';
import { sharingOverviewMachine } from './machine';
import * as select from './selectors';

/** Screen-level flow: one actor while Sharing and Privacy is open. */
export function useSharingOverview() {
  const { sharingApi, profileApi, origin, inspect } = useRootSystem();
  const ref = useActorRef(sharingOverviewMachine.provide(createSharingOverviewImplementations({ sharingApi, profileApi, origin, copyText: copyToClipboard })), inspect ? { inspect } : {});
  return {
    mine: useSelector(ref, select.selectMine),
    withMe: useSelector(ref, select.selectWithMe),
    draft: useSelector(ref, select.selectDraft),
    stopping: useSelector(ref, select.selectStopping),
    notice: useSelector(ref, select.selectNotice),
    copied: useSelector(ref, select.selectCopied),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isSaving: useSelector(ref, select.selectIsSaving),
    isConfirmingStop: useSelector(ref, select.selectIsConfirmingStop),
    isStopping: useSelector(ref, select.selectIsStopping),
    canSave: useSelector(ref, select.selectCanSave),
    confirmation: useSelector(ref, select.selectConfirmation),
    canSendConfirmation: useSelector(ref, select.selectCanSendConfirmation),
    isSendingConfirmation: useSelector(ref, select.selectIsSendingConfirmation),
    linkOf: (share: ListedShare) => (share.mode === 'link' ? shareUrl(origin, share) : null),
    retry: () => ref.send({ type: 'overview.retry' }),
    edit: (share: ListedShare) => ref.send({ type: 'overview.edit', share }),
    chooseMode: (mode: ShareMode) => ref.send({ type: 'overview.chooseMode', mode }),
    editEmails: (text: string) => ref.send({ type: 'overview.editEmails', text }),
    save: () => ref.send({ type: 'overview.save' }),
    cancelEdit: () => ref.send({ type: 'overview.cancelEdit' }),
    copyLink: (share: ListedShare) => ref.send({ type: 'overview.copyLink', share }),
    stop: (share: ListedShare) => ref.send({ type: 'overview.stop', share }),
    confirmStop: () => ref.send({ type: 'overview.confirmStop' }),
    cancelStop: () => ref.send({ type: 'overview.cancelStop' }),
    refresh: () => ref.send({ type: 'overview.refresh' }),
    sendConfirmation: () => ref.send({ type: 'overview.sendConfirmation' }),
  };
}
