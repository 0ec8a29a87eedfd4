import type { PlanLimits, Tier } from '../config.ts';

export const PAID_TIERS = ['pro', 'starter', 'pilot', 'institution'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export function isPaidTier(value: string): value is PaidTier {
  return (PAID_TIERS as readonly string[]).includes(value);
}

/** Active only with an end date, a paid tier and an end date not in the past (spec §4). */
export function activeTier(subscription: string, subscriptionEnd: Date | null, now: Date): Tier {
  if (!subscriptionEnd || !isPaidTier(subscription)) return 'free';
  return subscriptionEnd.getTime() < now.getTime() ? 'free' : subscription;
}

export function shiftAllowance(limits: PlanLimits, subscription: string, subscriptionEnd: Date | null, now: Date): number {
  return limits[activeTier(subscription, subscriptionEnd, now)];
}
