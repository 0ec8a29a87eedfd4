import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProfile, renderApp, serveProfile } from './renderApp';

describe('dashboard', () => {
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

  it('offers the Build and Plan flyout', async () => {
    serveProfile(aProfile());
    renderApp({ path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Build and Plan/ }));
    const flyout = await screen.findByRole('menu');
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

  it('leads every menu entry to a signed-in page: Lessons in the nav, and a plain "not in the browser yet" for the rest', async () => {
    serveProfile(aProfile());
    renderApp({ path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Lessons' })).toHaveAttribute('href', '/lessons');
  });

  it.each([
    ['/assessments', 'Build Assessments'],
    ['/units', 'Structure Units of Work'],
    ['/comments', 'Give Feedback'],
    ['/sharing', 'Sharing and Privacy'],
  ])('%s says it is not in the browser yet, inside the signed-in layout', async (path, title) => {
    serveProfile(aProfile());
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This part of Teachkit is not in the browser yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a lesson' })).toHaveAttribute('href', '/lessons/editor/new');
  });

  it('logs out from the profile menu', async () => {
    serveProfile(aProfile());
    const { authClient } = renderApp({ path: '/dashboard' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: /Welcome/ });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(authClient.logout).toHaveBeenCalledTimes(1));
    expect(authClient.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Sign in to Teachkit' })).toBeInTheDocument();
  });
});
