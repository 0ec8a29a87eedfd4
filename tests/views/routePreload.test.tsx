import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aProfile, renderApp, serveProfile } from './renderApp';

const imported = vi.hoisted(() => ({ dashboard: false }));

// A signed-in frame that never shows its page, as while the profile is still loading.
vi.mock('../../src/views/layout/SignedInLayout', () => ({ SignedInLayout: () => <p>Loading your profile</p> }));
vi.mock('../../src/views/account/DashboardPage', () => {
  imported.dashboard = true;
  return { default: () => <h1>Dashboard</h1> };
});

describe('page chunks', () => {
  it('start downloading when the address matches, before the frame above the page shows it', async () => {
    serveProfile(aProfile());
    renderApp({ path: '/dashboard' });
    expect(await screen.findByText('Loading your profile')).toBeInTheDocument();
    await waitFor(() => expect(imported.dashboard).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
