import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { authMachine } from '../../src/machines/auth/machine';
import LoginPage from '../../src/views/auth/LoginPage';
import LogoutPage from '../../src/views/auth/LogoutPage';
import type { AppRouter } from '../../src/app/App';
import { describeModel } from './harness';
import { account, config, idleAuthClient, NavAndPage, signedOutSession } from './fixtures';
import { renderViews } from './render';

function Somewhere() {
  return <p>On page {useLocation().pathname}</p>;
}

const main = () => within(screen.getByRole('main'));
const navButton = () => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button');
const started = (overrides: { returnTo?: string | null; signInPending: boolean }) => ({ config, returnTo: null, ...overrides });
const clientStarted = (overrides: { account?: typeof account | null }) => ({ client: idleAuthClient, account: null, ...overrides });

describeModel({
  name: 'auth',
  machine: authMachine,
  events: [{ type: 'auth.login' }, { type: 'auth.logout' }],
  outputs: {
    startAuth: [started({ signInPending: false }), started({ signInPending: true }), started({ signInPending: true, returnTo: '/lessons/l-1' })],
    startClient: [clientStarted({}), clientStarted({ account })],
  },
  project: (snapshot) => ({ account: Boolean(snapshot.context.account), returnTo: snapshot.context.returnTo, error: snapshot.context.error }),
  mount: (kit) => {
    const auth = createActor(
      authMachine.provide({
        actors: {
          startAuth: kit.testActor('startAuth'),
          startClient: kit.testActor('startClient'),
          loginRedirect: kit.testActor('loginRedirect'),
          logoutRedirect: kit.testActor('logoutRedirect'),
        },
        actions: { logAuthError: () => {} },
      }),
      { inspect: kit.inspect },
    ).start();
    const { router } = renderViews({
      system: { auth, session: signedOutSession() },
      routes: [
        {
          element: <NavAndPage />,
          children: [
            { path: 'login', element: <LoginPage /> },
            { path: 'logout', element: <LogoutPage /> },
            { path: '*', element: <Somewhere /> },
          ],
        },
      ],
      path: '/login',
    });
    return { actor: auth, router };
  },
  exec: {
    'auth.login': async () => {
      await userEvent.setup().click(main().getByRole('button', { name: 'Login / Register' }));
    },
    // The profile menu's Logout is a link to /logout, which asks the flow to sign out.
    'auth.logout': async (_event, { extra }) => {
      await (extra.router as AppRouter).navigate('/logout');
    },
  },
  states: {
    initialising: () => {
      expect(main().getByRole('button', { name: 'Connecting...' })).toBeDisabled();
      expect(navButton()).toHaveTextContent('Connecting...');
    },
    restoringSession: () => {
      expect(main().getByRole('button', { name: 'Connecting...' })).toBeDisabled();
      expect(navButton()).toHaveTextContent('Connecting...');
    },
    startingSignIn: () => {
      expect(main().getByRole('button', { name: 'Connecting...' })).toBeDisabled();
      expect(navButton()).toHaveTextContent('Connecting...');
    },
    unavailable: () => {
      expect(main().getByText('Sign-in is not available right now.')).toBeInTheDocument();
      expect(main().getByRole('button', { name: 'Login / Register' })).toBeDisabled();
      expect(main().getByRole('link', { name: 'Check the service status' })).toHaveAttribute('href', '/status');
    },
    signedOut: (snapshot) => {
      // After signing out the identity provider brings the browser back to /login.
      expect(main().getByRole('heading', { name: 'Sign in to Teachkit' })).toBeInTheDocument();
      expect(main().getByRole('button', { name: 'Login / Register' })).toBeEnabled();
      expect(navButton()).toHaveTextContent('Login / Register');
      if (snapshot.context.error) expect(main().getByText('Signing in did not start. Please try again.')).toBeInTheDocument();
    },
    interacting: () => {
      expect(main().getByRole('button', { name: 'Connecting...' })).toBeDisabled();
      expect(navButton()).toHaveTextContent('Connecting...');
    },
    signedIn: (snapshot) => {
      // Signed in on /login: the page sends the teacher where they were going (lastUrl) or to the dashboard.
      expect(screen.getByText(`On page ${snapshot.context.returnTo}`)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Sign in to Teachkit' })).not.toBeInTheDocument();
    },
    loggingOut: () => {
      expect(screen.getByText('Signing you out...')).toBeInTheDocument();
      expect(navButton()).toHaveTextContent('Connecting...');
    },
  },
});
