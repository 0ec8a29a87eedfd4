import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/services/config';
import { aProfile, config, renderApp, serveProfile } from './renderApp';

const actionsPerShift = { free: 5, starter: 120, pro: 250, pilot: 400, institution: 2000 };
const withPlans = (billingPortalUrl: string | null): AppConfig => ({ ...config, plans: { actionsPerShift, billingPortalUrl } });
const card = (name: string) => screen.getByRole('region', { name });

describe('/pricing: each plan’s allowance and how to get it', () => {
  it('shows this installation’s allowances; Free by signing up, a paid plan by asking the administrators', async () => {
    renderApp({ path: '/pricing', signedIn: null, appConfig: withPlans(null) });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(await within(card('Free')).findByText('5')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('120')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('250')).toBeInTheDocument();
    expect(within(card('Pilot')).getByText('400')).toBeInTheDocument();
    expect(within(card('Institution')).getByText('2000')).toBeInTheDocument();
    expect(within(card('Free')).getByRole('link', { name: 'Sign up or sign in' })).toHaveAttribute('href', '/login');
    expect(within(card('Pro')).getByRole('link', { name: 'Ask for Pro' })).toHaveAttribute('href', '/contact?topic=plan');
    expect(within(card('Institution')).getByRole('link', { name: 'Ask for Institution' })).toHaveAttribute('href', '/contact?topic=plan');
  });

  it('sends a teacher to the billing portal for a paid plan when there is one', async () => {
    renderApp({ path: '/pricing', signedIn: null, appConfig: withPlans('https://billing.school.example/portal') });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    const link = await within(card('Starter')).findByRole('link', { name: /Get Starter in the billing portal/ });
    expect(link).toHaveAttribute('href', 'https://billing.school.example/portal');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card('Starter')).queryByRole('link', { name: /Ask for/ })).not.toBeInTheDocument();
  });
});

describe('the upgrade prompt leads somewhere a teacher can act', () => {
  it('without a billing portal it opens the contact form on the topic "My plan"', async () => {
    serveProfile(aProfile(), { max: 10, consumed: 10, resetTimeUtc: new Date(Date.now() + 3_600_000).toISOString() });
    renderApp({ path: '/dashboard', appConfig: withPlans(null) });
    const banner = await screen.findByRole('region', { name: 'Robot actions' });
    await userEvent.click(await within(banner).findByRole('link', { name: 'Upgrade for more robot actions' }));
    expect(await screen.findByRole('combobox', { name: 'What is it about?' })).toHaveValue('plan');
  });

  it('with a billing portal it opens the portal in a new tab', async () => {
    serveProfile(aProfile(), { max: 10, consumed: 10, resetTimeUtc: new Date(Date.now() + 3_600_000).toISOString() });
    renderApp({ path: '/dashboard', appConfig: withPlans('https://billing.school.example/portal') });
    const banner = await screen.findByRole('region', { name: 'Robot actions' });
    const link = await within(banner).findByRole('link', { name: /^Upgrade for more robot actions in the billing portal/ });
    expect(link).toHaveAttribute('href', 'https://billing.school.example/portal');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
