import { describe, expect, it } from 'vitest';
import { hasMsalSignInState } from '../../src/services/signInState';

/** A Storage over plain entries, as the browser's local and session storage look to the app. */
function storage(entries: Record<string, string> = {}): Pick<Storage, 'getItem' | 'key' | 'length'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => entries[key] ?? null };
}

describe('telling whether MSAL has a sign-in to restore, without loading it', () => {
  it('says no for a browser that never signed in', () => {
    expect(hasMsalSignInState(storage({ lastUrl: '/lessons' }), storage())).toBe(false);
  });

  it('says yes when MSAL lists a cached account', () => {
    const local = storage({ 'msal.version': '5.29.0', 'msal.3.account.keys': '["home-1.localhost-localhost"]' });
    expect(hasMsalSignInState(local, storage())).toBe(true);
  });

  it('says no after signing out, when MSAL keeps an empty account list', () => {
    const local = storage({ 'msal.version': '5.29.0', 'msal.3.account.keys': '[]', 'msal.3.token.keys.spa': '{"idToken":[],"accessToken":[],"refreshToken":[]}' });
    expect(hasMsalSignInState(local, storage())).toBe(false);
  });

  it('says yes while a redirect to the identity provider is coming back', () => {
    const session = storage({ 'msal.interaction.status': '{"clientId":"spa","type":"signin"}' });
    expect(hasMsalSignInState(storage(), session)).toBe(true);
  });

  it('says no when the account list cannot be read, or storage is switched off', () => {
    expect(hasMsalSignInState(storage({ 'msal.3.account.keys': 'not json' }), storage())).toBe(false);
    const blocked = { length: 0, key: () => null, getItem: () => { throw new Error('SecurityError'); } };
    expect(hasMsalSignInState(blocked, blocked)).toBe(false);
  });
});
