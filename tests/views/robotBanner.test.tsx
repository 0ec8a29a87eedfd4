import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

const now = Date.parse('2025-03-01T22:00:00Z');
const resetTimeUtc = '2025-03-02T00:00:00Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

// Load the lazy pages and the API clients' chunk before time is faked: fake time would otherwise run out while a chunk loads.
beforeAll(async () => {
  await Promise.all([
    import('../../src/services/apiClients'),
    import('../../src/views/layout/SignedInLayout'),
    import('../../src/views/account/DashboardPage'),
    import('../../src/views/account/ProfilePage'),
    import('../../src/views/limit/TooManyRequestsDialog'),
    import('../../src/views/waitlist/WaitlistDialog'),
  ]);
});

const timer = () => screen.findByRole('timer', { name: 'Time until your robot is back' });

describe('robot limit banner', () => {
  it('shows a happy robot while actions are left, with a ticking countdown', async () => {
    serveProfile(aProfile(), { max: 10, consumed: 9, resetTimeUtc });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('img', { name: 'A happy robot, ready to help' })).toBeInTheDocument();
    expect(screen.getByText('Your robot is ready to help.')).toBeInTheDocument();
    expect(screen.queryByText('Your robot needs a rest...')).not.toBeInTheDocument();
    const countdown = await timer();
    const before = countdown.textContent;
    expect(before).toMatch(/^0[12]:\d\d:\d\d$/);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const toSeconds = (text: string | null) => (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);
    expect(toSeconds(before) - toSeconds(countdown.textContent)).toBe(3);
  });

  it('reads "Your robot needs a rest..." with an upgrade link once consumed reaches max', async () => {
    serveProfile(aProfile(), { max: 10, consumed: 10, resetTimeUtc });
    renderApp({ path: '/dashboard' });
    const banner = await screen.findByRole('region', { name: 'Robot actions' });
    expect(await within(banner).findByText('Your robot needs a rest...')).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: /sleeping robot/ })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Upgrade for more robot actions' })).toHaveAttribute('href', '/contact?topic=plan');
    expect(within(banner).getByRole('timer', { name: 'Time until your robot is back' })).toHaveTextContent(/^0[12]:\d\d:\d\d$/);
  });

  it('refreshes the limit at zero and the happy robot returns', async () => {
    const soon = new Date(now + 2000).toISOString();
    let calls = 0;
    server.use(
      http.get(api('/profile'), () => HttpResponse.json(aProfile())),
      http.get(api('/profile/limits'), () => {
        calls += 1;
        return HttpResponse.json([
          calls === 1 ? { max: 10, consumed: 10, resetTimeUtc: soon } : { max: 10, consumed: 0, resetTimeUtc },
        ]);
      }),
    );
    renderApp({ path: '/dashboard' });
    expect(await screen.findByText('Your robot needs a rest...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(await screen.findByText('Your robot is ready to help.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('is hidden from subscribers on the dashboard but shown to them on the profile page', async () => {
    serveProfile(aProfile({ subscription: 'pro', subscriptionEnd: '2026-01-01T00:00:00Z' }), { max: 300, consumed: 1, resetTimeUtc });
    const { router } = renderApp({ path: '/dashboard' });
    await screen.findByRole('heading', { name: /Welcome/ });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByRole('region', { name: 'Robot actions' })).not.toBeInTheDocument();
    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('region', { name: 'Robot actions' })).toBeInTheDocument();
    expect(screen.getByText('299 of 300 robot actions left in this shift.')).toBeInTheDocument();
  });
});

describe('too many requests', () => {
  it('a 429 from the API opens "Your robot has hit the limit!", which can be closed', async () => {
    // Acknowledging the waitlist notice is a real API call the server may refuse with 429.
    serveProfile(aProfile({ onboarded: false }), { max: 10, consumed: 10, resetTimeUtc });
    server.use(
      http.post(api('/profile'), () => HttpResponse.json({ statusCode: 429, message: 'Your robot needs a rest' }, { status: 429 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/dashboard' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(await screen.findByRole('button', { name: 'I understand' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your robot has hit the limit!' });
    expect(within(dialog).getByRole('timer', { name: 'Time until your robot is back' })).toHaveTextContent(/^0[12]:\d\d:\d\d$/);
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(within(dialog).getByRole('link', { name: 'Upgrade for more robot actions' })).toHaveAttribute('href', '/contact?topic=plan');
    // Nothing is lost: the notice is still there to try again later.
    expect(screen.getByRole('alertdialog', { name: 'Welcome to Teachkit' })).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your robot has hit the limit!' })).not.toBeInTheDocument(),
    );
    vi.restoreAllMocks();
  });
});
