import type { SnapshotFrom } from 'xstate';
import { formatCountdown, isLimitHit, remainingActions, resetTimeOf } from './limit';
import type { PlatformLimitMachine } from './machine';

type PlatformLimitSnapshot = SnapshotFrom<PlatformLimitMachine>;

const isCounting = (snapshot: PlatformLimitSnapshot) => snapshot.matches({ usage: 'counting' });

export const selectLimit = (snapshot: PlatformLimitSnapshot) => snapshot.context.limit;
export const selectHitPlatformLimit = (snapshot: PlatformLimitSnapshot) =>
  isCounting(snapshot) && isLimitHit(snapshot.context.limit, snapshot.context.now);
export const selectRemainingActions = (snapshot: PlatformLimitSnapshot) =>
  remainingActions(snapshot.context.limit, snapshot.context.now);
export const selectCountdown = (snapshot: PlatformLimitSnapshot): string | null => {
  const { limit, now } = snapshot.context;
  if (!isCounting(snapshot) || !limit) return null;
  return formatCountdown(resetTimeOf(limit) - now);
};
export const selectIsLimitKnown = (snapshot: PlatformLimitSnapshot) =>
  snapshot.matches({ usage: 'counting' }) || snapshot.matches({ usage: 'cleared' });
/** The first limit of a sign-in is on its way: nothing about the robot actions can be shown yet. */
export const selectIsFirstLimitLoading = (snapshot: PlatformLimitSnapshot) => snapshot.matches({ usage: 'loading' }) && snapshot.context.limit === null;
export const selectLimitDialogOpen = (snapshot: PlatformLimitSnapshot) => snapshot.matches({ dialog: 'open' });
