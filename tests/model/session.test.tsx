import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { platformLimitMachine } from '../../src/machines/platformLimit/machine';
import { sessionMachine } from '../../src/machines/session/machine';
import DashboardPage from '../../src/views/account/DashboardPage';
import { describeModel } from './harness';
import { account, aProfile, NavAndPage, signedOutAuth } from './fixtures';
import { renderViews } from './render';

const nav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));
const unavailable = 'We could not load your profile just now. Please reload the page; if it keeps happening, check the service status.';

describeModel({
  name: 'session',
  machine: sessionMachine,
  events: [
    { type: 'session.signedIn', account },
    { type: 'session.signedOut' },
    { type: 'profile.update', changes: { name: 'Grace Hopper' } },
  ],
  outputs: { fetchProfile: [aProfile({ name: 'Ada Lovelace' }), aProfile({ id: '' })] },
  project: (snapshot) => ({ name: snapshot.context.profile?.name ?? null }),
  mount: (kit) => {
    const session = createActor(
      sessionMachine.provide({ actors: { fetchProfile: kit.testActor('fetchProfile') }, actions: { logProfileFailure: () => {} } }),
      { inspect: kit.inspect },
    ).start();
    renderViews({
      system: { session, auth: signedOutAuth(), platformLimit: createActor(platformLimitMachine) },
      routes: [{ element: <NavAndPage />, children: [{ path: 'dashboard', element: <DashboardPage /> }] }],
      path: '/dashboard',
    });
    return { actor: session };
  },
  states: {
    signedOut: () => {
      expect(screen.getByText(unavailable)).toBeInTheDocument();
      expect(nav().getByRole('button', { name: 'Login / Register' })).toBeEnabled();
      expect(nav().queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
    },
    loadingProfile: () => {
      expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
      expect(nav().getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    },
    withoutProfile: () => {
      // Only a log line is written (spec §4); the page says the profile could not be loaded.
      expect(screen.getByText(unavailable)).toBeInTheDocument();
      expect(nav().queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
    },
    ready: (snapshot) => {
      // The name the model expects is the one last loaded or updated.
      const expected = (snapshot.context.profile as { name?: string } | null)?.name ?? 'the teacher';
      expect(screen.getByRole('heading', { level: 1, name: `Welcome, ${expected}` })).toBeInTheDocument();
      expect(nav().getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
    },
  },
});
