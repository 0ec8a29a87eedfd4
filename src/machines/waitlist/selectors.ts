import type { SnapshotFrom } from 'xstate';
import type { WaitlistMachine } from './machine';

type WaitlistSnapshot = SnapshotFrom<WaitlistMachine>;

export const selectNoticeOpen = (snapshot: WaitlistSnapshot) =>
  snapshot.matches('showing') || snapshot.matches('saving');
export const selectIsSaving = (snapshot: WaitlistSnapshot) => snapshot.matches('saving');
export const selectWaitlistError = (snapshot: WaitlistSnapshot) => snapshot.context.error;
export const selectCanAcknowledge = (snapshot: WaitlistSnapshot) => snapshot.can({ type: 'waitlist.acknowledge' });
