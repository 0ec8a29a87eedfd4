/** Spec §9 number, time and date formats. */

/** Size in MB: bytes / 1048576 with two decimals. */
export function sizeInMb(bytes: number): string {
  return (bytes / 1048576).toFixed(2);
}

const DURATION_PARTS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
  ['millisecond', 1],
] as const;

/** A duration in milliseconds as day, hour, minute, second and millisecond parts, pluralised, zero parts left out. */
export function formatDuration(milliseconds: number): string {
  let rest = Math.max(0, Math.round(milliseconds));
  const parts: string[] = [];
  for (const [unit, size] of DURATION_PARTS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
  }
  return parts.length ? parts.join(' ') : '0 milliseconds';
}

/**
 * Seconds as "Xm YYs", or "Ys" under a minute. A fraction of a second is shown as milliseconds padded to 3 digits
 * ("1m 05.250s", "7.050s").
 */
export function formatSeconds(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const minutes = Math.floor(totalMs / 60_000);
  const wholeSeconds = Math.floor((totalMs % 60_000) / 1000);
  const ms = totalMs % 1000;
  const fraction = ms ? `.${String(ms).padStart(3, '0')}` : '';
  if (minutes === 0) return `${wholeSeconds}${fraction}s`;
  return `${minutes}m ${String(wholeSeconds).padStart(2, '0')}${fraction}s`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** File-name timestamp YYYY-MM-DD_HH-mm, in local time. */
export function fileNameTimestamp(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}_${pad2(date.getHours())}-${pad2(date.getMinutes())}`;
}

/** Date label DD-Mon-YYYY, in local time. */
export function dateLabel(date: Date): string {
  return `${pad2(date.getDate())}-${MONTHS[date.getMonth()]}-${date.getFullYear()}`;
}

/** A countdown as hh:mm:ss (hours grow past 99 when needed). */
export function formatCountdown(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return `${pad2(Math.floor(whole / 3600))}:${pad2(Math.floor((whole % 3600) / 60))}:${pad2(whole % 60)}`;
}
