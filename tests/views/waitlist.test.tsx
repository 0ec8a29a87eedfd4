import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/services/profileApi';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

describe('waitlist notice', () => {
  it('is not shown to onboarded teachers', async () => {
    serveProfile(aProfile({ onboarded: true }));
    renderApp({ path: '/dashboard' });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is dismissed only by "I understand", which saves onboarded: true', async () => {
    const profile = aProfile({ onboarded: false });
    serveProfile(profile);
    const posted: unknown[] = [];
    server.use(
      http.post(api('/profile'), async ({ request }) => {
        const body = (await request.json()) as Partial<Profile>;
        posted.push(body);
        return HttpResponse.json({ ...profile, ...body });
      }),
    );
    renderApp({ path: '/dashboard' });
    const user = userEvent.setup();

    const dialog = await screen.findByRole('alertdialog', { name: 'Welcome to Teachkit' });
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // A click outside (on the backdrop) must not close it either.
    const backdrop = document.querySelector('[data-part="backdrop"]');
    expect(backdrop).not.toBeNull();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(backdrop!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dialog).not.toBeVisible();
    expect(posted).toEqual([{ onboarded: true }]);
  });

  it('stays open with a message when saving fails', async () => {
    serveProfile(aProfile({ onboarded: false }));
    server.use(http.post(api('/profile'), () => HttpResponse.json({ statusCode: 500, message: 'down' }, { status: 500 })));
    renderApp({ path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I understand' }));
    expect(await screen.findByText('We could not save that just now. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
