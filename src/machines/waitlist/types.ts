import type { Profile } from '../../services/profileApi';

export interface WaitlistContext {
  profile: Profile | null;
  error: string | null;
}

export type WaitlistEvent =
  | { type: 'waitlist.profileChanged'; profile: Profile | null }
  | { type: 'waitlist.acknowledge' };
