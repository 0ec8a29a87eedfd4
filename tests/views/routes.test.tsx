import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProfile, renderApp, serveProfile } from './renderApp';

describe('routes (spec §2)', () => {
  it.each(['/content-deliverers', '/affiliate', '/roadmap'])('%s redirects home', async (path) => {
    const { router } = renderApp({ path, signedIn: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/syllabi redirects to /outcomes/create', async () => {
    serveProfile(aProfile());
    const { router } = renderApp({ path: '/syllabi' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/outcomes/create'));
  });

  it('pages set their title, description and social metadata', async () => {
    renderApp({ path: '/pricing', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pricing | Teachkit'));
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing | Teachkit');
    expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Teachkit plans and the robot actions each one includes per shift.',
    );
  });
});
