/** A shift is one UTC day (spec §9: robot actions per shift, daily). */
export function shiftStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function shiftEnd(now: Date): Date {
  const start = shiftStart(now);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

export function secondsUntil(target: Date, now: Date): number {
  return Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000));
}
