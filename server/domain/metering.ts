import type { z } from 'zod';
import type { platformLimitSchema } from '../../src/contracts/schemas/profile.ts';
import type { PlanLimits } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { ProfileRow } from '../repositories/profiles.ts';
import type { UsageRepository } from '../repositories/usage.ts';
import { secondsUntil, shiftEnd, shiftStart } from './shift.ts';
import { shiftAllowance } from './subscription.ts';

export const PLATFORM = 'platform';
const DAY_MS = 86_400_000;

export type PlatformLimit = z.infer<typeof platformLimitSchema>;

/** Counted actions (spec §9). */
export type MeteredAction = 'lesson.create' | 'assessment.create' | 'unit.create' | 'comment.create' | 'studio.generate' | 'upload.create' | 'upload.process' | 'api.call';

export const LIMIT_MESSAGE = 'Your robot has hit the limit! It is back when the shift resets.';

export function createMetering(deps: { usage: UsageRepository; limits: PlanLimits; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** Takes one robot action now, or throws the 429 that says when the robot is back; answers how to give it back. */
  async function take(profile: ProfileRow, action: MeteredAction): Promise<() => Promise<void>> {
    const at = now();
    const max = shiftAllowance(deps.limits, profile.subscription, profile.subscriptionEnd, at);
    const taken = await deps.usage.recordWithin(profile.id, PLATFORM, action, at, shiftStart(at), shiftEnd(at), max);
    if (taken === undefined) {
      throw new HttpError(429, LIMIT_MESSAGE, { 'retry-after': String(secondsUntil(shiftEnd(at), at)) });
    }
    return () => deps.usage.remove(taken);
  }

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

    /** The robot actions taken on each UTC day from `first` to `last` inclusive, every day listed (0 when none). */
    async consumption(profile: ProfileRow, first: string, last: string): Promise<{ date: string; actions: number }[]> {
      const from = new Date(`${first}T00:00:00Z`);
      const to = new Date(new Date(`${last}T00:00:00Z`).getTime() + DAY_MS);
      const counted = new Map((await deps.usage.perDay(profile.id, PLATFORM, from, to)).map((d) => [d.date, d.actions]));
      const days: { date: string; actions: number }[] = [];
      for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) {
        const date = new Date(t).toISOString().slice(0, 10);
        days.push({ date, actions: counted.get(date) ?? 0 });
      }
      return days;
    },

    take,

    /**
     * Runs `work` for one robot action: the action is taken first (or a 429 says when the robot is back), so a teacher
     * at the limit never sets off a generation and parallel requests cannot overdraw; it is given back when `work`
     * fails, so only an item that was stored is charged. (Should the process die mid-way, the action stays taken.)
     */
    async charge<T>(profile: ProfileRow, action: MeteredAction, work: () => Promise<T>): Promise<T> {
      const giveBack = await take(profile, action);
      try {
        return await work();
      } catch (error) {
        // The work's failure is what the caller must hear about, even if giving the action back fails too.
        await giveBack().catch(() => undefined);
        throw error;
      }
    },
  };
}

export type Metering = ReturnType<typeof createMetering>;
