import type { Failure } from '../../lib/failure';
import type { Profile } from '../../services/profileApi';

export interface ProfileDetailsInput {
  profile: Pick<Profile, 'name' | 'market'>;
}

export interface ProfileDetailsContext {
  name: string;
  market: string;
  /** True from a successful save until the next change, so "Saved." never describes unsaved typing. */
  saved: boolean;
  failure: Failure | null;
}

export type ProfileDetailsEvent =
  | { type: 'details.nameChanged'; name: string }
  | { type: 'details.marketChanged'; market: string }
  | { type: 'details.save' };
