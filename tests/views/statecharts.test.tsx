import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { statecharts } from '../../src/machines/registry';
import { renderApp } from './renderApp';

// Mermaid needs a real browser layout; here it returns a stand-in SVG with the node ids Mermaid gives states.
vi.mock('mermaid', () => ({
  default: {
    initialize: vi.fn(),
    render: vi.fn(async (id: string) => ({ svg: `<svg data-chart="${id}"><g id="${id}-state-auth_signedOut-3"><rect/></g></svg>` })),
  },
}));

describe('/statecharts (public)', () => {
  it('draws every machine of the registry and highlights the live state of the running actors', async () => {
    renderApp({ path: '/statecharts', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statecharts' })).toBeInTheDocument();
    for (const chart of statecharts) {
      const section = await screen.findByRole('region', { name: chart.title });
      expect(await within(section).findByRole('img', { name: `${chart.title} statechart` })).toBeInTheDocument();
    }
    const auth = screen.getByRole('region', { name: 'Signing in and out' });
    await waitFor(() => expect(within(auth).getByTestId('live-auth')).toHaveTextContent('Now: signedOut'));
    expect(auth.querySelector('style')?.textContent).toContain('[id^="chart-auth-state-auth_signedOut-"]');
    // A flow that only runs on its own page is drawn but not live here.
    expect(within(screen.getByRole('region', { name: 'Service status page' })).getByTestId('live-status')).toHaveTextContent('Not running on this page.');
    // Every machine of the registry is drawn, so the time grows with the registry.
  }, 30_000);
});
