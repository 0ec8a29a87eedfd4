import type { SnapshotFrom } from 'xstate';
import type { ProfileDetailsMachine } from './machine';

type ProfileDetailsSnapshot = SnapshotFrom<ProfileDetailsMachine>;

export const selectDetailsName = (snapshot: ProfileDetailsSnapshot) => snapshot.context.name;
export const selectDetailsMarket = (snapshot: ProfileDetailsSnapshot) => snapshot.context.market;
export const selectDetailsSaved = (snapshot: ProfileDetailsSnapshot) => snapshot.context.saved;
export const selectDetailsSaving = (snapshot: ProfileDetailsSnapshot) => snapshot.matches('saving');
export const selectDetailsFailure = (snapshot: ProfileDetailsSnapshot) => snapshot.context.failure;
