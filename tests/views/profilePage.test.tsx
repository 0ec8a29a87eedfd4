import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SubscriptionPortal } from '../../src/services/profileApi';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

const gradebookKey = { id: 'k1', name: 'Gradebook', prefix: 'tk_abc12', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: '2026-11-20T10:00:00.000Z' };

/** The profile page's reads, as the server answers them; each test overrides what it exercises. */
const schoolManaged: SubscriptionPortal = { url: null, managed: true, message: "Your plan is managed by your school's Teachkit administrator: ask them to change it." };

function serveProfilePage({ portal = schoolManaged }: { portal?: SubscriptionPortal } = {}) {
  const profile = aProfile({ market: 'au' });
  serveProfile(profile);
  const consumptionQueries: string[] = [];
  server.use(
    http.get(api('/profile/api-keys'), () => HttpResponse.json([gradebookKey])),
    http.get(api('/profile/consumption'), ({ request }) => {
      consumptionQueries.push(new URL(request.url).search);
      return HttpResponse.json({
        startDate: '2026-11-18',
        endDate: '2026-11-20',
        total: 7,
        days: [
          { date: '2026-11-18', actions: 2 },
          { date: '2026-11-19', actions: 0 },
          { date: '2026-11-20', actions: 5 },
        ],
      });
    }),
    http.get(api('/profile/subscription-portal-url'), () => HttpResponse.json(portal)),
  );
  return { profile, consumptionQueries };
}

describe('profile page', () => {
  it('saves name and market and says Saved.', async () => {
    const { profile } = serveProfilePage();
    const posted: unknown[] = [];
    server.use(
      http.post(api('/profile'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        posted.push(body);
        return HttpResponse.json({ ...profile, ...body });
      }),
    );
    renderApp({ path: '/profile' });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('combobox', { name: 'Curriculum market' })).toHaveValue('au');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Curriculum market' }), 'United Kingdom (England)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(posted).toEqual([{ name: 'Ada King', market: 'uk' }]);
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ada King');
  });

  it('makes a key shown once with a warning, lists keys by prefix and revokes after confirmation', async () => {
    serveProfilePage();
    const made: unknown[] = [];
    const revoked: string[] = [];
    server.use(
      http.post(api('/profile/api-key'), async ({ request }) => {
        made.push(await request.json());
        return HttpResponse.json({ id: 'k2', name: 'Timetable', prefix: 'tk_def34', createdAt: '2026-11-21T08:00:00.000Z', lastUsedAt: null, key: 'tk_def34wholesecret' });
      }),
      http.delete(api('/profile/api-key/:id'), ({ params }) => {
        revoked.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ path: '/profile' });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Your API keys' });
    expect(within(table).getByRole('row', { name: /Gradebook tk_abc12\.\.\. 01 Nov 2026 20 Nov 2026/ })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name of the new key' }), 'Timetable');
    await user.click(screen.getByRole('button', { name: 'Make a key' }));
    const shown = await screen.findByRole('region', { name: 'Your new key "Timetable"' });
    expect(within(shown).getByTestId('created-key')).toHaveTextContent('tk_def34wholesecret');
    expect(within(shown).getByText('Copy it now: this is the only time Teachkit shows the whole key. It keeps only a fingerprint of it.')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(made).toEqual([{ name: 'Timetable' }]);
    expect(within(table).getByRole('row', { name: /Timetable tk_def34\.\.\. 21 Nov 2026 Never/ })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('tk_def34wholesecret')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Gradebook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
    expect(revoked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the key' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Gradebook/ })).not.toBeInTheDocument());
    expect(revoked).toEqual(['k1']);
  });

  it('draws robot actions per day as an accessible chart with a table, asking for the last 30 days', async () => {
    const { consumptionQueries } = serveProfilePage();
    renderApp({ path: '/profile' });
    const chart = await screen.findByRole('img', { name: 'Robot actions per day from 18 Nov 2026 to 20 Nov 2026: 7 in all' });
    expect(within(chart).getAllByTestId('consumption-bar').map((bar) => bar.textContent)).toEqual([
      '18 Nov 2026: 2 actions',
      '19 Nov 2026: 0 actions',
      '20 Nov 2026: 5 actions',
    ]);
    expect(screen.getByText('7 robot actions in the last 30 days.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Robot actions per day' });
    expect(within(table).getByRole('row', { name: '20 Nov 2026 5' })).toBeInTheDocument();
    const [query] = consumptionQueries;
    const params = new URLSearchParams(query);
    const start = Date.parse(`${params.get('startDate')}T00:00:00Z`);
    const end = Date.parse(`${params.get('endDate')}T00:00:00Z`);
    expect((end - start) / 86_400_000).toBe(29);
  });

  it('shows the school-managed message, or a link to the billing portal', async () => {
    serveProfilePage();
    const first = renderApp({ path: '/profile' });
    expect(await screen.findByText("Your plan is managed by your school's Teachkit administrator: ask them to change it.")).toBeInTheDocument();
    first.unmount();
    serveProfilePage({ portal: { url: 'https://billing.example.org/portal', managed: false } });
    renderApp({ path: '/profile' });
    expect(await screen.findByRole('link', { name: 'Manage your plan' })).toHaveAttribute('href', 'https://billing.example.org/portal');
  });

  it('removes the account only after the email is typed, then signs out', async () => {
    serveProfilePage();
    const confirms: (string | null)[] = [];
    server.use(
      http.delete(api('/profile'), ({ request }) => {
        confirms.push(new URL(request.url).searchParams.get('confirm'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { authClient } = renderApp({ path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove my account...' }));
    const confirmation = screen.getByRole('textbox', { name: 'Type your email address (ada@example.org) to confirm' });
    const remove = screen.getByRole('button', { name: 'Remove my account for good' });
    await user.type(confirmation, 'ada@example.com');
    expect(remove).toBeDisabled();
    await user.clear(confirmation);
    await user.type(confirmation, 'ada@example.org');
    expect(remove).toBeEnabled();
    await user.click(remove);
    await waitFor(() => expect(authClient.logout).toHaveBeenCalled());
    expect(confirms).toEqual(['ada@example.org']);
  });
  it('moves the account: sends the link to a different address, says where it went, and shows a refusal beside the field', async () => {
    serveProfilePage();
    const asked: (string | null)[] = [];
    server.use(
      http.get(api('/profile/migrate'), ({ request }) => {
        const toEmail = new URL(request.url).searchParams.get('toEmail');
        asked.push(toEmail);
        if (toEmail === 'taken@school.example') {
          return HttpResponse.json({ statusCode: 409, message: 'Another Teachkit account uses that address: give a different one, or remove that account first' }, { status: 409 });
        }
        return HttpResponse.json(
          { email: toEmail, message: `We sent a link to ${toEmail}. Open it within 24 hours to move your account; until then you sign in with ada@example.org.` },
          { status: 202 },
        );
      }),
    );
    renderApp({ path: '/profile' });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Move your account to another email address' });
    expect(section).toHaveTextContent('Your account uses ada@example.org.');
    await user.click(within(section).getByRole('button', { name: 'Use another email address' }));
    const field = within(section).getByRole('textbox', { name: 'New email address' });
    const send = within(section).getByRole('button', { name: 'Send the link' });
    await user.type(field, 'ADA@example.org');
    expect(send).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'taken@school.example');
    await user.click(send);
    expect(await within(section).findByText('Another Teachkit account uses that address: give a different one, or remove that account first')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ada@home.example');
    await user.click(send);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We sent a link to ada@home.example. Open it within 24 hours to move your account; until then you sign in with ada@example.org.',
    );
    expect(asked).toEqual(['taken@school.example', 'ada@home.example']);
    await user.click(within(section).getByRole('button', { name: 'Use another address' }));
    expect(within(section).getByRole('textbox', { name: 'New email address' })).toHaveValue('');
  });
});
