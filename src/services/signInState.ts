/**
 * Whether MSAL has anything to do in this browser, read from the storage it keeps, without loading MSAL (a large
 * download an anonymous visitor should not pay for). MSAL lists its cached accounts under `msal.<schema>.account.keys`
 * in local storage and marks a redirect in flight with `msal.interaction.status` in session storage.
 */
const accountKeysKey = /^msal\.(\d+\.)?account\.keys$/;
const interactionStatusKey = 'msal.interaction.status';

type ReadableStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;

function hasCachedAccount(local: ReadableStorage): boolean {
  for (let index = 0; index < local.length; index++) {
    const key = local.key(index);
    if (!key || !accountKeysKey.test(key)) continue;
    try {
      const accounts: unknown = JSON.parse(local.getItem(key) ?? '[]');
      if (Array.isArray(accounts) && accounts.length > 0) return true;
    } catch {
      // Unreadable: MSAL will sort its own cache out if it is ever loaded.
    }
  }
  return false;
}

export function hasMsalSignInState(local: ReadableStorage, session: ReadableStorage): boolean {
  try {
    return hasCachedAccount(local) || session.getItem(interactionStatusKey) !== null;
  } catch {
    // Storage can be switched off (private mode); MSAL could not keep a sign-in there either.
    return false;
  }
}
