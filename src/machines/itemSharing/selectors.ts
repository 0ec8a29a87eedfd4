import type { SnapshotFrom } from 'xstate';
import { droppedPeople, type ItemSharingMachine } from './machine';

type Snapshot = SnapshotFrom<ItemSharingMachine>;

export const selectShare = (s: Snapshot) => s.context.share;
export const selectMode = (s: Snapshot) => s.context.mode;
export const selectEmailsText = (s: Snapshot) => s.context.emailsText;
export const selectJoinCode = (s: Snapshot) => s.context.joinCode;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectCopied = (s: Snapshot) => s.context.copied;
export const selectSaved = (s: Snapshot) => s.context.saved;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsSaving = (s: Snapshot) => s.matches({ ready: 'saving' });
export const selectIsConfirmingSave = (s: Snapshot) => s.matches({ ready: 'confirmingSave' });
/** Who loses the item from "Shared with me" if this change is saved. */
export const selectDroppedPeople = (s: Snapshot) => droppedPeople(s.context);
export const selectIsRegenerating = (s: Snapshot) => s.matches({ ready: 'regenerating' });
export const selectCanSave = (s: Snapshot) => s.can({ type: 'sharing.save' });
export const selectCanCopyLink = (s: Snapshot) => s.can({ type: 'sharing.copyLink' });
