/**
 * Per-account back-off after wrong passwords, on top of the per-address request limit: an attacker spreading guesses
 * over many addresses still meets it. The first few mistakes are free (people mistype); from then on each wrong
 * password locks the account's sign-in for twice as long as the one before, up to a ceiling that keeps a teacher who
 * is being guessed at from being locked out for long.
 */
export const FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

/** How long sign-in stays locked after this many wrong passwords in a row (0: not locked). */
export function lockSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** "30 seconds", "2 minutes": the wait, rounded up, for the sign-in page. */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole === 1) return '1 second';
  if (whole < 60) return `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
