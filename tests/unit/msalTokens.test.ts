import { CacheLookupPolicy, InteractionRequiredAuthError, ServerError } from '@azure/msal-browser';
import type * as MsalBrowser from '@azure/msal-browser';
import type { SilentRequest } from '@azure/msal-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InteractionRequiredError } from '../../src/services/authTypes';
import type { IdentityConfig } from '../../src/services/config';

/** MSAL itself stands in for the browser: what acquireTokenSilent is asked, and what it answers. */
const msal = vi.hoisted(() => ({
  asked: [] as unknown[],
  answer: async (): Promise<{ accessToken: string }> => ({ accessToken: 'token-1' }),
}));

vi.mock('@azure/msal-browser', async (importOriginal) => {
  const actual = await importOriginal<typeof MsalBrowser>();
  const account = { homeAccountId: 'home-1', username: 'ada@example.org', environment: 'localhost', tenantId: '', localAccountId: 'home-1' };
  return {
    ...actual,
    createStandardPublicClientApplication: async () => ({
      getAccount: () => account,
      getAllAccounts: () => [account],
      acquireTokenSilent: async (request: SilentRequest) => {
        msal.asked.push(request);
        return msal.answer();
      },
    }),
  };
});

const { createMsalAuthClient, isSignInRejected } = await import('../../src/services/msal');

const identity: IdentityConfig = {
  mode: 'embedded',
  clientId: 'spa',
  authority: 'https://localhost/identity',
  knownAuthorities: ['localhost'],
  protocolMode: 'OIDC',
  scopes: ['openid', 'profile', 'email', 'offline_access', 'api'],
  apiScopes: ['api'],
};
const signedIn = { homeAccountId: 'home-1', username: 'ada@example.org' };

beforeEach(() => {
  msal.asked.length = 0;
  msal.answer = async () => ({ accessToken: 'token-1' });
});

describe('API tokens from MSAL (spec §7)', () => {
  it('takes the cached token or the refresh token, never the hidden-frame renewal that holds a stale session for 10 s', async () => {
    const client = await createMsalAuthClient(identity, 'http://localhost:8080');
    await expect(client.acquireApiToken(signedIn)).resolves.toBe('token-1');
    expect(msal.asked).toEqual([expect.objectContaining({ scopes: ['api'], cacheLookupPolicy: CacheLookupPolicy.AccessTokenAndRefreshToken })]);
  });

  it.each([
    ['the provider refuses the refresh token', new ServerError('invalid_grant', 'correlation-1', 'The refresh token is invalid or expired')],
    ['MSAL needs interaction', new InteractionRequiredAuthError('login_required', 'correlation-1')],
    ['MSAL holds no refresh token', new InteractionRequiredAuthError('no_tokens_found', 'correlation-1')],
  ])('asks the teacher to sign in again when %s', async (_situation, error) => {
    msal.answer = async () => {
      throw error;
    };
    const client = await createMsalAuthClient(identity, 'http://localhost:8080');
    await expect(client.acquireApiToken(signedIn)).rejects.toBeInstanceOf(InteractionRequiredError);
    expect(isSignInRejected(error)).toBe(true);
  });

  it('passes any other failure on as it is (no network is not a reason to sign out)', async () => {
    const offline = new ServerError('temporarily_unavailable', 'correlation-1', 'The provider is busy');
    msal.answer = async () => {
      throw offline;
    };
    const client = await createMsalAuthClient(identity, 'http://localhost:8080');
    await expect(client.acquireApiToken(signedIn)).rejects.toBe(offline);
  });
});
