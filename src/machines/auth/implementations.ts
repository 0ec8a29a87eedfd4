import { fromPromise } from 'xstate';
import type { AppConfig } from '../../services/config';
import type { AuthClient, SignedInAccount } from '../../services/authTypes';
import type { LastUrlStorage } from '../../services/storage';
import type { AuthClientStarted, AuthStarted } from './types';

export interface AuthDeps {
  loadConfig: (options: { signal: AbortSignal }) => Promise<AppConfig>;
  createAuthClient: (config: AppConfig) => Promise<AuthClient>;
  lastUrl: LastUrlStorage;
  /** Whether the browser holds a sign-in (an account, or a redirect coming back), checked without loading MSAL. */
  hasSignInState: () => boolean;
  /** Called with the account and the client that can get its tokens. */
  onSignedIn: (signedIn: { account: SignedInAccount; client: AuthClient }) => void;
  onSignedOut: () => void;
}

export function createAuthImplementations(deps: AuthDeps) {
  return {
    actors: {
      startAuth: fromPromise<AuthStarted>(async ({ signal }) => {
        const config = await deps.loadConfig({ signal });
        return { config, returnTo: deps.lastUrl.read(), signInPending: deps.hasSignInState() };
      }),
      startClient: fromPromise<AuthClientStarted, { config: AppConfig }>(async ({ input }) => {
        const client = await deps.createAuthClient(input.config);
        return { client, account: await client.handleRedirect() };
      }),
    },
    actions: {
      announceSignedIn: (_: unknown, params: { account: SignedInAccount; client: AuthClient }) => deps.onSignedIn(params),
      announceSignedOut: () => deps.onSignedOut(),
      forgetLastUrl: () => deps.lastUrl.forget(),
    },
  };
}
