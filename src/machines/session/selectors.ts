import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './machine';
import { hasActiveSubscription } from './subscription';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

export const selectProfile = (snapshot: SessionSnapshot) => snapshot.context.profile;
export const selectIsLoading = (snapshot: SessionSnapshot) => snapshot.matches('loadingProfile');
export const selectHasProfile = (snapshot: SessionSnapshot) => snapshot.context.profile !== null;
export const selectHasSubscription = (snapshot: SessionSnapshot) => hasActiveSubscription(snapshot.context.profile);

/** The name to greet with: the profile name, or the part of the email before the @. */
export function displayName(profile: { name?: string | null; email?: string | null } | null | undefined): string {
  const name = profile?.name?.trim();
  if (name) return name;
  const email = profile?.email ?? '';
  return email.split('@')[0] ?? '';
}
