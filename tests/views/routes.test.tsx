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

  it.each([
    ['/', 'Teachkit is an open-source, self-hostable, AI-assisted teaching toolkit: plan lessons against real curriculum outcomes, build assessments with rubrics, and give feedback.'],
    ['/pricing', 'Teachkit plans and the robot actions each one includes per shift.'],
    ['/faq', 'Answers about Teachkit: what it does, where your data lives, and how robot actions work.'],
    ['/contact', 'How to get help with Teachkit.'],
    ['/privacy', 'How this Teachkit installation handles your data.'],
    ['/terms', 'The terms for using this Teachkit installation.'],
    ['/login', 'Sign in to Teachkit, or register, to plan lessons against your curriculum and keep your teaching files in one place.'],
    ['/status', 'Whether this Teachkit server is up and answering.'],
  ])('the public page %s describes itself for search engines', async (path, description) => {
    renderApp({ path, signedIn: null });
    await waitFor(() => expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', description);
  });
});
