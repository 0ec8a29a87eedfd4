import type { PlanLimits } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { ProfileRow } from '../repositories/profiles.ts';
import type { UsageRepository } from '../repositories/usage.ts';
import { secondsUntil, shiftEnd, shiftStart } from './shift.ts';
import { shiftAllowance } from './subscription.ts';

export const PLATFORM = 'platform';

/** Spec §3 "Platform limit". */
export interface PlatformLimit {
  max: number;
  consumed: number;
  resetTimeUtc: string;
}

/** Counted actions (spec §9). */
export type MeteredAction = 'lesson.create' | 'assessment.create' | 'unit.create' | 'comment.create' | 'studio.generate' | 'upload.create' | 'api.call';

export const LIMIT_MESSAGE = 'Your robot has hit the limit! It is back when the shift resets.';

export function createMetering(deps: { usage: UsageRepository; limits: PlanLimits; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async platformLimit(profile: ProfileRow): Promise<PlatformLimit> {
      const at = now();
      const consumed = await deps.usage.countBetween(profile.id, PLATFORM, shiftStart(at), shiftEnd(at));
      return {
        max: shiftAllowance(deps.limits, profile.subscription, profile.subscriptionEnd, at),
        consumed,
        resetTimeUtc: shiftEnd(at).toISOString(),
      };
    },

    /** Takes one robot action or throws a 429 that says when the robot is back. */
    async consume(profile: ProfileRow, action: MeteredAction): Promise<void> {
      const at = now();
      const max = shiftAllowance(deps.limits, profile.subscription, profile.subscriptionEnd, at);
      const taken = await deps.usage.recordWithin(profile.id, PLATFORM, action, at, shiftStart(at), shiftEnd(at), max);
      if (!taken) {
        throw new HttpError(429, LIMIT_MESSAGE, { 'retry-after': String(secondsUntil(shiftEnd(at), at)) });
      }
    },
  };
}

export type Metering = ReturnType<typeof createMetering>;
