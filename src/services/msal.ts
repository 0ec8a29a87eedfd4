import { CacheLookupPolicy, InteractionRequiredAuthError, ServerError, createStandardPublicClientApplication } from '@azure/msal-browser';
import type { AccountInfo, Configuration, IPublicClientApplication } from '@azure/msal-browser';
import { InteractionRequiredError } from './authTypes';
import type { AuthClient, SignedInAccount } from './authTypes';
import type { IdentityConfig } from './config';

export function toSignedInAccount(account: AccountInfo): SignedInAccount {
  const result: SignedInAccount = { homeAccountId: account.homeAccountId, username: account.username };
  if (account.name) result.name = account.name;
  return result;
}

/**
 * The identity provider no longer honours the stored sign-in: MSAL says so (interaction required, no token or refresh
 * token left), or the provider refused the refresh token (`invalid_grant`). Only signing in again helps; anything else
 * (no network, a provider that is down) is a failed call, not a reason to sign the teacher out.
 */
export function isSignInRejected(error: unknown): boolean {
  return error instanceof InteractionRequiredAuthError || (error instanceof ServerError && error.errorCode === 'invalid_grant');
}

export function msalConfiguration(identity: IdentityConfig, origin: string): Configuration {
  return {
    auth: {
      clientId: identity.clientId,
      authority: identity.authority,
      knownAuthorities: identity.knownAuthorities,
      ...(identity.authorityMetadata ? { authorityMetadata: identity.authorityMetadata } : {}),
      redirectUri: `${origin}/`,
      postLogoutRedirectUri: `${origin}/login`,
      // Without this MSAL asks for offline_access on refresh and the embedded provider refuses (DESIGN §4a).
      OIDCOptions: { defaultScopes: ['openid', 'profile'] },
    },
    system: { protocolMode: identity.protocolMode },
    cache: { cacheLocation: 'localStorage' },
  };
}

export async function createMsalAuthClient(
  identity: IdentityConfig,
  origin: string = globalThis.location.origin,
): Promise<AuthClient> {
  const msal: IPublicClientApplication = await createStandardPublicClientApplication(msalConfiguration(identity, origin));

  const find = (account: SignedInAccount): AccountInfo | null =>
    msal.getAccount({ homeAccountId: account.homeAccountId }) ?? msal.getAllAccounts()[0] ?? null;

  return {
    async handleRedirect() {
      const result = await msal.handleRedirectPromise();
      const account = result?.account ?? msal.getAllAccounts()[0] ?? null;
      if (account) msal.setActiveAccount(account);
      return account ? toSignedInAccount(account) : null;
    },
    async login({ redirectStartPage }) {
      await msal.loginRedirect({ scopes: identity.scopes, redirectStartPage: new URL(redirectStartPage, origin).href });
    },
    async logout(account) {
      const info = find(account);
      await msal.logoutRedirect({
        account: info,
        ...(info?.idToken ? { idTokenHint: info.idToken } : {}),
        postLogoutRedirectUri: `${origin}/login`,
      });
    },
    async acquireApiToken(account) {
      const info = find(account);
      if (!info) throw new InteractionRequiredError(new Error('No signed-in account'));
      try {
        // The cached token, else the refresh token; not MSAL's fallback after a refused refresh token, a hidden frame
        // that loads the app's own page and may hold every call up to its 10 s timeout (issue 22: "Loading your
        // profile..." for 10 s, then a failure). A refused refresh token sends the teacher to sign in instead, which the
        // provider answers at once while it still has their session.
        const result = await msal.acquireTokenSilent({
          account: info,
          scopes: identity.apiScopes,
          cacheLookupPolicy: CacheLookupPolicy.AccessTokenAndRefreshToken,
        });
        return result.accessToken;
      } catch (error) {
        if (isSignInRejected(error)) throw new InteractionRequiredError(error);
        throw error;
      }
    },
  };
}
