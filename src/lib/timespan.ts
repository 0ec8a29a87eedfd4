/** Spec §5: time-span text is HH:MM:SS or HHH:MM:SS; an empty value counts as 0. */
export const TIMESPAN_MESSAGES = {
  part: 'Invalid timespan part',
  range: 'Minutes and seconds must be less than 60',
  format: 'Invalid timespan format. Expected HH:MM:SS or HHH:MM:SS',
} as const;

export class TimespanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimespanError';
  }
}

/** Parses a time span into whole seconds, or throws a TimespanError with the spec's message. */
export function parseTimespan(text: string | null | undefined): number {
  const value = (text ?? '').trim();
  if (value === '') return 0;
  const parts = value.split(':');
  if (parts.length !== 3) throw new TimespanError(TIMESPAN_MESSAGES.format);
  if (parts.some((part) => !/^\d+$/.test(part))) throw new TimespanError(TIMESPAN_MESSAGES.part);
  const [hours, minutes, seconds] = parts as [string, string, string];
  if (hours.length < 2 || hours.length > 3 || minutes.length !== 2 || seconds.length !== 2) {
    throw new TimespanError(TIMESPAN_MESSAGES.format);
  }
  const [h, m, s] = [Number(hours), Number(minutes), Number(seconds)];
  if (m >= 60 || s >= 60) throw new TimespanError(TIMESPAN_MESSAGES.range);
  return h * 3600 + m * 60 + s;
}

/** The inverse: whole seconds as HH:MM:SS (HHH:MM:SS from 100 hours). */
export function formatTimespan(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
