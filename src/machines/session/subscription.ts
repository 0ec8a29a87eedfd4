import type { Profile } from '../../services/profileApi';

export const paidTiers = ['pro', 'starter', 'pilot', 'institution'] as const;

/**
 * Spec §4: a subscription is active only if subscriptionEnd is set, the tier is a paid one,
 * and the end date is not in the past.
 */
export function hasActiveSubscription(
  profile: Pick<Profile, 'subscription' | 'subscriptionEnd'> | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!profile?.subscriptionEnd) return false;
  if (!(paidTiers as readonly string[]).includes(profile.subscription)) return false;
  const end = Date.parse(profile.subscriptionEnd);
  if (Number.isNaN(end)) return false;
  return end >= now;
}
