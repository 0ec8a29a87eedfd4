import { InteractionRequiredAuthError, createStandardPublicClientApplication } from '@azure/msal-browser';
import type { AccountInfo, Configuration, IPublicClientApplication } from '@azure/msal-browser';
import { InteractionRequiredError } from './authTypes';
import type { AuthClient, SignedInAccount } from './authTypes';
import type { IdentityConfig } from './config';

export function toSignedInAccount(account: AccountInfo): SignedInAccount {
  const result: SignedInAccount = { homeAccountId: account.homeAccountId, username: account.username };
  if (account.name) result.name = account.name;
  return result;
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
        const result = await msal.acquireTokenSilent({ account: info, scopes: identity.apiScopes });
        return result.accessToken;
      } catch (error) {
        if (error instanceof InteractionRequiredAuthError) throw new InteractionRequiredError(error);
        throw error;
      }
    },
  };
}
