import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aLimit, aProfile, api, openNavMenu, renderApp, serveProfile } from './renderApp';
import { server } from './server';

describe('public navigation', () => {
  it('reads "Connecting..." while sign-in starts, then offers "Login / Register"', async () => {
    let finishStart: (value: null) => void = () => {};
    renderApp({ signedIn: new Promise((resolve) => (finishStart = resolve)) });
    const button = await screen.findByRole('button', { name: 'Connecting...' });
    expect(button).toBeDisabled();
    finishStart(null);
    expect(await screen.findByRole('button', { name: 'Login / Register' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
  });

  it('"Login / Register" starts the redirect sign-in once and reads "Connecting..." meanwhile', async () => {
    const { authClient } = renderApp({ signedIn: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Login / Register' }));
    expect(await screen.findByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(authClient.login).toHaveBeenCalledTimes(1);
  });

  it('reads "Connecting..." while the profile loads, then shows "My Dashboard"', async () => {
    let sendProfile: () => void = () => {};
    const profileSent = new Promise<void>((resolve) => (sendProfile = resolve));
    server.use(
      http.get(api('/profile'), async () => {
        await profileSent;
        return HttpResponse.json(aProfile());
      }),
      http.get(api('/profile/limits'), () => HttpResponse.json([aLimit()])),
    );
    const { system } = renderApp();
    await waitFor(() => expect(system.session.getSnapshot().matches('loadingProfile')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Connecting...' })).toBeDisabled();
    sendProfile();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('has the public links, an external For Publishers link and the footer links', async () => {
    renderApp({ signedIn: null });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    const publishers = within(nav).getByRole('link', { name: /For Publishers/ });
    expect(publishers).toHaveAttribute('target', '_blank');
    expect(publishers).toHaveAccessibleName(/opens an external site/);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const footerLinks = {
      Home: '/',
      FAQ: '/faq',
      Pricing: '/pricing',
      Contact: '/contact',
      Privacy: '/privacy',
      'Terms of Service': '/terms',
      'Service status': '/status',
    };
    for (const [name, href] of Object.entries(footerLinks)) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('link', { name: /For Publishers/ })).toHaveAttribute('href', 'https://publishers.teachkit.org');
  });

  it('sends signed-out visitors of a signed-in page to the login page', async () => {
    renderApp({ path: '/dashboard', signedIn: null });
    expect(await screen.findByRole('heading', { name: 'Sign in to Teachkit' })).toBeInTheDocument();
  });

  it('keeps a signed-in teacher in the signed-in layout on an unknown path', async () => {
    serveProfile(aProfile());
    renderApp({ path: '/lessons-typo/42' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths and sets the page title', async () => {
    renderApp({ path: '/no-such-page', signedIn: null });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Teachkit'));
  });
});

describe('the top bars on a phone', () => {
  // jsdom applies the wide screen's styles, where the menu button is hidden (and so has no accessible name): it is
  // found by its text here, and what a phone shows is checked in Chromium at 390 px (tests/e2e/phones.test.ts).
  const menuButton = (nav: HTMLElement) => within(nav).getByText('Menu', { exact: false, selector: 'button' });
  it('the public bar\'s "Menu" opens Home, Pricing, FAQ and the external For Publishers link, and a choice folds it away', async () => {
    const { router } = renderApp({ signedIn: null });
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const summary = within(nav).getByText('Menu', { exact: false, selector: 'summary' });
    const disclosure = summary.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(summary);
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
      ['For Publishers ↗ (opens an external site)', 'https://publishers.teachkit.org'],
    ]);
    await user.click(within(disclosure).getByText('Pricing', { selector: 'a' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(disclosure).not.toHaveAttribute('open');
  });

  it('the signed-in bar\'s "Menu" holds Build and Plan, Lessons, Studio and Uploads, and a choice opens it', async () => {
    serveProfile(aProfile());
    const { router } = renderApp({ path: '/dashboard' });
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const menu = await openNavMenu(user, await waitFor(() => menuButton(nav)));
    expect(within(menu).getByText('Build and Plan')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual([
      '/lessons/editor/new',
      '/assessments',
      '/units',
      '/comments',
      '/lessons',
      '/studio',
      '/uploads',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Uploads' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/uploads'));
  });
});
