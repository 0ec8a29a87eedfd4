import type { PlatformLimit } from '../../services/profileApi';

export const countdownTickMs = 1000;

export function resetTimeOf(limit: Pick<PlatformLimit, 'resetTimeUtc'>): number {
  return Date.parse(limit.resetTimeUtc);
}

/** Spec §4: past resetTimeUtc the limit is cleared and not hit; otherwise hit when consumed >= max. */
export function isLimitHit(limit: PlatformLimit | null | undefined, now: number): boolean {
  if (!limit) return false;
  if (isResetReached(limit, now)) return false;
  return limit.consumed >= limit.max;
}

export function isResetReached(limit: Pick<PlatformLimit, 'resetTimeUtc'>, now: number): boolean {
  const reset = resetTimeOf(limit);
  return Number.isNaN(reset) || now >= reset;
}

export function remainingActions(limit: PlatformLimit | null | undefined, now: number): number | null {
  if (!limit) return null;
  if (isResetReached(limit, now)) return limit.max;
  return Math.max(0, limit.max - limit.consumed);
}

/** Milliseconds until the reset as hh:mm:ss (hours may pass 99 only for odd data; never negative). */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
