import type { SnapshotFrom } from 'xstate';
import type { ProfileUsageMachine } from './machine';

type ProfileUsageSnapshot = SnapshotFrom<ProfileUsageMachine>;

export const selectConsumption = (snapshot: ProfileUsageSnapshot) => snapshot.context.consumption;
export const selectConsumptionLoading = (snapshot: ProfileUsageSnapshot) => snapshot.matches({ consumption: 'loading' });
export const selectConsumptionFailed = (snapshot: ProfileUsageSnapshot) => snapshot.matches({ consumption: 'failed' });
export const selectPortal = (snapshot: ProfileUsageSnapshot) => snapshot.context.portal;
export const selectPortalLoading = (snapshot: ProfileUsageSnapshot) => snapshot.matches({ plan: 'loading' });
export const selectPortalFailed = (snapshot: ProfileUsageSnapshot) => snapshot.matches({ plan: 'failed' });
