import type { SnapshotFrom } from 'xstate';
import type { SharingOverviewMachine } from './machine';

type Snapshot = SnapshotFrom<SharingOverviewMachine>;

/** What the teacher shares with someone: a share made private again shares nothing. */
export const selectMine = (snapshot: Snapshot) => snapshot.context.mine.filter((s) => s.mode !== 'private');
export const selectWithMe = (snapshot: Snapshot) => snapshot.context.withMe;
export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
export const selectStopping = (snapshot: Snapshot) => snapshot.context.stopping;
export const selectNotice = (snapshot: Snapshot) => snapshot.context.notice;
export const selectCopied = (snapshot: Snapshot) => snapshot.context.copied;
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectLoadFailed = (snapshot: Snapshot) => snapshot.matches('loadFailed');
export const selectIsSaving = (snapshot: Snapshot) => snapshot.matches('saving');
export const selectIsConfirmingStop = (snapshot: Snapshot) => snapshot.matches('confirmingStop');
export const selectIsStopping = (snapshot: Snapshot) => snapshot.matches('stopping');
export const selectCanSave = (snapshot: Snapshot) => snapshot.can({ type: 'overview.save' });
export const selectConfirmation = (snapshot: Snapshot) => snapshot.context.confirmation;
export const selectCanSendConfirmation = (snapshot: Snapshot) => snapshot.can({ type: 'overview.sendConfirmation' });
export const selectIsSendingConfirmation = (snapshot: Snapshot) => snapshot.matches('sendingConfirmation');
