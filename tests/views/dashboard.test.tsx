import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { aLessonSummary } from './fixtures/lessons';
import { aLimit, aProfile, api, openNavMenu, renderApp, serveProfile } from './renderApp';
import { server } from './server';
import { InteractionRequiredError } from '../../src/services/authTypes';

describe('dashboard', () => {

  it('a stale sign-in goes to sign in, remembering the dashboard, instead of "Loading your profile..." and a service-status message', async () => {
    serveProfile(aProfile());
    const { router, authClient } = renderApp({
      path: '/dashboard?tab=recent',
      acquireApiToken: async () => {
        throw new InteractionRequiredError(new Error('invalid_grant: the refresh token is no longer valid'));
      },
    });
    expect(await screen.findByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(authClient.logout).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('lastUrl')).toBe('/dashboard?tab=recent');
    expect(screen.queryByText(/could not load your profile/)).not.toBeInTheDocument();
  });

  it('greets the teacher by name', async () => {
    serveProfile(aProfile({ name: 'Ada Lovelace', email: 'ada@example.org' }));
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
  });

  it('greets by the part of the email before the @ when the name is empty', async () => {
    serveProfile(aProfile({ name: '', email: 'grace.hopper@example.org' }));
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, grace.hopper' })).toBeInTheDocument();
  });

  it('shows the robot actions left in this shift', async () => {
    serveProfile(aProfile(), { max: 10, consumed: 4, resetTimeUtc: new Date(Date.now() + 3_600_000).toISOString() });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByText('6 of 10 robot actions left in this shift.')).toBeInTheDocument();
  });

  it('shows the lessons only with the robot actions above them, so nothing moves once they are painted', async () => {
    serveProfile(aProfile({ name: 'Ada Lovelace' }));
    let releaseLimit: () => void = () => {};
    const limitHeld = new Promise<void>((resolve) => (releaseLimit = resolve));
    server.use(
      http.get(api('/profile/limits'), async () => {
        await limitHeld;
        return HttpResponse.json([aLimit({ max: 10, consumed: 4 })]);
      }),
    );
    const { system } = renderApp({ path: '/dashboard' });
    await waitFor(() => expect(system.session.getSnapshot().context.profile).not.toBeNull());
    expect(system.platformLimit.getSnapshot().matches({ usage: 'loading' })).toBe(true);
    await act(async () => {});
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).not.toBeInTheDocument();
    releaseLimit();
    expect(await screen.findByText('6 of 10 robot actions left in this shift.')).toBeInTheDocument();
    expect(await screen.findByText('You have not planned a lesson yet. Start with a topic and the outcomes you teach.')).toBeInTheDocument();
  });

  it('offers the Build and Plan flyout', async () => {
    serveProfile(aProfile());
    renderApp({ path: '/dashboard' });
    const user = userEvent.setup();
    const flyout = await openNavMenu(user, /Build and Plan/);
    const items = {
      'Plan Lessons': '/lessons/editor/new',
      'Build Assessments': '/assessments',
      'Structure Units of Work': '/units',
      'Give Feedback': '/comments',
      'Do more in the Studio': '/studio',
    };
    for (const [name, href] of Object.entries(items)) {
      expect(within(flyout).getByRole('menuitem', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  it('puts Lessons (my lessons) in the nav', async () => {
    serveProfile(aProfile());
    renderApp({ path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Lessons' })).toHaveAttribute('href', '/lessons');
  });

  it('lists the three most recent lessons and the next steps', async () => {
    serveProfile(aProfile());
    server.use(
      http.get(api('/lesson'), () =>
        HttpResponse.json({
          items: [
            aLessonSummary({ id: 'l-1', title: 'Equivalent fractions', yearLevel: 'Year 3', subject: 'Mathematics' }),
            aLessonSummary({ id: 'l-2', title: 'Bridges' }),
            aLessonSummary({ id: 'l-3', title: 'Photosynthesis' }),
            aLessonSummary({ id: 'l-4', title: 'Fourth lesson' }),
          ],
          continuationToken: null,
        }),
      ),
    );
    renderApp({ path: '/dashboard' });
    const recent = await screen.findByRole('region', { name: 'Your recent lessons' });
    expect(await within(recent).findByRole('link', { name: 'Equivalent fractions' })).toHaveAttribute('href', '/lessons/editor/l-1/plan');
    const items = within(recent).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toBe('Equivalent fractions · Year 3 · Mathematics');
    expect(items.map((text) => text!.split(' · ')[0])).toEqual(['Equivalent fractions', 'Bridges', 'Photosynthesis']);
    expect(within(recent).queryByText('Fourth lesson')).not.toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'All my lessons' })).toHaveAttribute('href', '/lessons');
    const next = screen.getByRole('region', { name: 'Next steps' });
    expect(within(next).getByRole('link', { name: 'Plan a lesson' })).toHaveAttribute('href', '/lessons/editor/new');
    expect(within(next).getByRole('link', { name: 'Upload your teaching files' })).toHaveAttribute('href', '/uploads');
    expect(within(next).getByRole('link', { name: 'Structure a unit of work' })).toHaveAttribute('href', '/units');
  });

  it('says so when no lesson is planned yet', async () => {
    serveProfile(aProfile());
    renderApp({ path: '/dashboard' });
    expect(await screen.findByText('You have not planned a lesson yet. Start with a topic and the outcomes you teach.')).toBeInTheDocument();
  });

  it('logs out from the profile menu', async () => {
    serveProfile(aProfile());
    const { authClient } = renderApp({ path: '/dashboard' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: /Welcome/ });
    await openNavMenu(user, 'Account menu');
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(authClient.logout).toHaveBeenCalledTimes(1));
    expect(authClient.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Sign in to Teachkit' })).toBeInTheDocument();
  });
});
