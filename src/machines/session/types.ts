import type { SignedInAccount } from '../../services/authTypes';
import type { Profile } from '../../services/profileApi';

export interface SessionContext {
  account: SignedInAccount | null;
  profile: Profile | null;
}

export type SessionEvent =
  | { type: 'session.signedIn'; account: SignedInAccount }
  | { type: 'session.signedOut' }
  | { type: 'profile.update'; changes: Partial<Profile> };
