import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

describe('contact page form', () => {
  it('keeps its sections, shows field reasons from the server and keeps the draft, then confirms', async () => {
    const sent: unknown[] = [];
    let attempt = 0;
    server.use(
      http.post(api('/contact'), async ({ request }) => {
        attempt += 1;
        const body = await request.json();
        sent.push(body);
        if (attempt === 1) {
          return HttpResponse.json([{ field: 'message', message: 'Write a little more: at least 10 characters, so we know how to help' }], { status: 400 });
        }
        if (attempt === 2) return HttpResponse.json({ statusCode: 503, message: 'The database is not reachable' }, { status: 503 });
        return HttpResponse.json({ id: 'm1', received: true }, { status: 201 });
      }),
    );
    renderApp({ path: '/contact', signedIn: null });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Help with your account or plan' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Write to the administrators' });

    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Grace');
    await user.type(within(form).getByRole('textbox', { name: 'Your email address' }), 'grace@example.org');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'What is it about?' }), 'Feedback or an idea');
    const message = within(form).getByRole('textbox', { name: 'Your message' });
    await user.type(message, 'Nice');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Write a little more: at least 10 characters, so we know how to help')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');

    await user.type(message, ' work on the slides.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your message was not sent. It is still here: please try again. The database is not reachable');
    expect(message).toHaveValue('Nice work on the slides.');

    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you: your message is on its way.')).toBeInTheDocument();
    expect(screen.getByText('The administrators will answer at grace@example.org.')).toBeInTheDocument();
    expect(sent[2]).toEqual({ name: 'Grace', email: 'grace@example.org', topic: 'feedback', message: 'Nice work on the slides.' });
  });

  it('fills in the signed-in teacher\'s name and email', async () => {
    serveProfile(aProfile());
    renderApp({ path: '/contact' });
    const form = await screen.findByRole('region', { name: 'Write to the administrators' });
    expect(await within(form).findByDisplayValue('Ada Lovelace')).toHaveAccessibleName('Your name');
    expect(within(form).getByRole('textbox', { name: 'Your email address' })).toHaveValue('ada@example.org');
  });
});
