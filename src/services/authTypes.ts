/** The signed-in account as the app sees it; MSAL's AccountInfo stays inside msal.ts. */
export interface SignedInAccount {
  homeAccountId: string;
  username: string;
  name?: string;
}

/** Everything the auth flow needs from the identity provider. */
export interface AuthClient {
  /** Finishes a redirect sign-in if one is in progress and returns the first account, if any. */
  handleRedirect(): Promise<SignedInAccount | null>;
  login(request: { redirectStartPage: string }): Promise<void>;
  logout(account: SignedInAccount): Promise<void>;
  /** Access token for the API, acquired silently. Throws InteractionRequiredError when the user must sign in. */
  acquireApiToken(account: SignedInAccount): Promise<string>;
}

export class InteractionRequiredError extends Error {
  constructor(cause: unknown) {
    super('Signing in again is required', { cause });
    this.name = 'InteractionRequiredError';
  }
}
