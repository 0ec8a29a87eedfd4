import type { AppConfig } from '../../services/config';
import type { AuthClient, SignedInAccount } from '../../services/authTypes';

export interface AuthContext {
  config: AppConfig | null;
  client: AuthClient | null;
  account: SignedInAccount | null;
  /** Where to land after signing in: the remembered lastUrl or the dashboard. */
  returnTo: string;
  error: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; returnTo?: string }
  | { type: 'auth.logout' };

export interface AuthStarted {
  config: AppConfig;
  returnTo: string | null;
  /** The browser holds a signed-in account or is coming back from the identity provider. */
  signInPending: boolean;
}

export interface AuthClientStarted {
  client: AuthClient;
  account: SignedInAccount | null;
}

export const defaultReturnTo = '/dashboard';
