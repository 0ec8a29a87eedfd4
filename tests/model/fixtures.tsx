import { Outlet } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { authMachine } from '../../src/machines/auth/machine';
import { sessionMachine } from '../../src/machines/session/machine';
import type { AuthStarted } from '../../src/machines/auth/types';
import type { AuthClient } from '../../src/services/authTypes';
import { PublicNav } from '../../src/views/layout/PublicNav';
import { account, aProfile, config } from '../views/renderApp';

export { account, aProfile, config };

/** An identity client that does nothing: the auth flow's own actors are replaced by test actors. */
export const idleAuthClient: AuthClient = {
  handleRedirect: async () => null,
  login: async () => {},
  logout: async () => {},
  acquireApiToken: async () => 'test-token',
};

/** A real auth actor that settles signed out at once, for views that read auth beside the machine under test. */
export function signedOutAuth() {
  return createActor(
    authMachine.provide({
      actors: { startAuth: fromPromise<AuthStarted>(async () => ({ config, returnTo: null, signInPending: false })) },
    }),
  ).start();
}

/** A real session actor without a profile (signed out). */
export function signedOutSession() {
  return createActor(sessionMachine).start();
}

/** The public navigation above whatever route is shown, and the path on screen, so tests can see where they are. */
export function NavAndPage() {
  return (
    <>
      <PublicNav />
      <Outlet />
    </>
  );
}
