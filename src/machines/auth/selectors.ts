import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from './machine';

type AuthSnapshot = SnapshotFrom<AuthMachine>;

export const selectIsSignedIn = (snapshot: AuthSnapshot) => snapshot.matches('signedIn');
export const selectIsSignedOut = (snapshot: AuthSnapshot) =>
  snapshot.matches('signedOut') || snapshot.matches('unavailable');
/** Auth is busy: starting up, loading sign-in, redirecting to sign in, or signing out. */
export const selectIsBusy = (snapshot: AuthSnapshot) =>
  snapshot.matches('initialising') ||
  snapshot.matches('restoringSession') ||
  snapshot.matches('startingSignIn') ||
  snapshot.matches('checkingAccount') ||
  snapshot.matches('interacting') ||
  snapshot.matches('loggingOut');
export const selectAccount = (snapshot: AuthSnapshot) => snapshot.context.account;
export const selectReturnTo = (snapshot: AuthSnapshot) => snapshot.context.returnTo;
export const selectAuthError = (snapshot: AuthSnapshot) => snapshot.context.error;
export const selectCanLogin = (snapshot: AuthSnapshot) => snapshot.can({ type: 'auth.login' });
/** The plans this installation offers, once its configuration has loaded. */
export const selectPlanOffer = (snapshot: AuthSnapshot) => snapshot.context.config?.plans ?? null;
