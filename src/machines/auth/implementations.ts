import { fromPromise } from 'xstate';
import type { AppConfig } from '../../services/config';
import type { AuthClient, SignedInAccount } from '../../services/authTypes';
import type { LastUrlStorage } from '../../services/storage';
import type { AuthStarted } from './types';

export interface AuthDeps {
  loadConfig: (options: { signal: AbortSignal }) => Promise<AppConfig>;
  createAuthClient: (config: AppConfig) => Promise<AuthClient>;
  lastUrl: LastUrlStorage;
  /** Called with the account and the client that can get its tokens. */
  onSignedIn: (signedIn: { account: SignedInAccount; client: AuthClient }) => void;
  onSignedOut: () => void;
}

export function createAuthImplementations(deps: AuthDeps) {
  return {
    actors: {
      startAuth: fromPromise<AuthStarted>(async ({ signal }) => {
        const config = await deps.loadConfig({ signal });
        const client = await deps.createAuthClient(config);
        const account = await client.handleRedirect();
        return { config, client, account, returnTo: deps.lastUrl.read() };
      }),
    },
    actions: {
      announceSignedIn: (_: unknown, params: { account: SignedInAccount; client: AuthClient }) => deps.onSignedIn(params),
      announceSignedOut: () => deps.onSignedOut(),
      forgetLastUrl: () => deps.lastUrl.forget(),
    },
  };
}
