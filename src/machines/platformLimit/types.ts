import type { PlatformLimit } from '../../services/profileApi';

export interface PlatformLimitContext {
  limit: PlatformLimit | null;
  /** The clock as of the last tick; the countdown is derived from it. */
  now: number;
}

export type PlatformLimitEvent =
  | { type: 'limit.refresh' }
  | { type: 'limit.clear' }
  | { type: 'limit.tooManyRequests'; message: string }
  | { type: 'limit.dismissDialog' };
