import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aProfile, api, origin, renderApp, serveProfile } from './renderApp';
import { server } from './server';

const unitLink = { type: 'unit', id: 'unit-1', title: 'Equivalent fractions', mode: 'link', emails: [], accessKey: 'k3y', path: '/shared/user-1/unit-1?key=k3y', updatedAt: '2026-11-20T09:00:00Z' };
const reports = { type: 'comment', id: 'set-1', title: 'Term 3 reports', mode: 'people', emails: ['fred@school.example'], accessKey: null, path: '/shared/user-1/set-1', updatedAt: '2026-11-19T09:00:00Z' };
const madePrivate = { ...reports, id: 'set-2', title: 'Old reports', mode: 'private', emails: [] };
const fromAda = { type: 'assessment', id: 'quiz-1', title: 'Angles quiz', mode: 'people', emails: ['me@school.example'], accessKey: null, path: '/shared/ada/quiz-1', updatedAt: '2026-11-21T09:00:00Z', ownerId: 'ada', ownerName: 'Ada Lovelace', ownerEmail: 'ada@school.example' };

beforeEach(() => {
  serveProfile(aProfile());
  server.use(
    http.get(api('/sharing'), () => HttpResponse.json([unitLink, reports, madePrivate])),
    http.get(api('/sharing/withme'), () => HttpResponse.json([fromAda])),
    http.get(api('/profile/email-verification'), () => HttpResponse.json({ email: 'me@school.example', confirmed: true, canSendLink: true })),
  );
});

const mine = async () => within(await screen.findByRole('list', { name: 'What I share' }));

describe('Sharing and Privacy', () => {
  it('lists what I share with its kind, mode, people and link, and what others share with me', async () => {
    renderApp({ path: '/sharing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharing and Privacy' })).toBeInTheDocument();
    const list = await mine();
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const unit = within(items[0]!);
    expect(unit.getByRole('link', { name: 'Equivalent fractions' })).toHaveAttribute('href', '/units/editor/unit-1');
    expect(unit.getByText('Unit of work')).toBeInTheDocument();
    expect(unit.getByText('Anyone with the link · Changed 20 Nov 2026')).toBeInTheDocument();
    expect(unit.getByRole('textbox', { name: 'Link to share' })).toHaveValue(`${origin}/shared/user-1/unit-1?key=k3y`);
    const set = within(items[1]!);
    expect(set.getByRole('link', { name: 'Term 3 reports' })).toHaveAttribute('href', '/comments/editor/set-1');
    expect(set.getByText('With fred@school.example')).toBeInTheDocument();
    expect(screen.queryByText('Old reports')).not.toBeInTheDocument();

    const withMe = within(screen.getByRole('list', { name: 'Shared with me' }));
    expect(withMe.getByRole('link', { name: 'Angles quiz' })).toHaveAttribute('href', '/shared/ada/quiz-1');
    expect(withMe.getByText('Shared by Ada Lovelace · Changed 21 Nov 2026')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(unit.getByRole('button', { name: 'Copy the link to Equivalent fractions' }));
    expect(await navigator.clipboard.readText()).toBe(`${origin}/shared/user-1/unit-1?key=k3y`);
    expect(unit.getByRole('button', { name: 'Copy the link to Equivalent fractions' })).toHaveTextContent('Copied');
  });

  it('changes a link share to named people and confirms it was saved', async () => {
    const puts: { path: string; body: unknown }[] = [];
    server.use(
      http.put(api('/sharing/:type/:id/:mode'), async ({ params, request }) => {
        puts.push({ path: `${String(params.type)}/${String(params.id)}/${String(params.mode)}`, body: await request.json() });
        return HttpResponse.json({ ...unitLink, mode: 'people', accessKey: null, emails: ['grace@school.example'], path: '/shared/user-1/unit-1', updatedAt: '2026-11-24T09:00:00Z' });
      }),
    );
    renderApp({ path: '/sharing' });
    const user = userEvent.setup();
    await user.click((await mine()).getByRole('button', { name: 'Change who can see Equivalent fractions' }));
    const form = within(screen.getByRole('form', { name: 'Change who can see Equivalent fractions' }));
    expect(form.getByRole('radio', { name: 'Anyone with the link' })).toBeChecked();
    await user.click(form.getByText('Specific people'));
    expect(form.getByRole('button', { name: 'Save sharing' })).toBeDisabled();
    await user.click(form.getByRole('textbox', { name: 'Email addresses' }));
    await user.paste('grace@school.example');
    await user.click(form.getByRole('button', { name: 'Save sharing' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Sharing saved: "Equivalent fractions" is shared with the people you named.');
    expect(puts).toEqual([{ path: 'unit/unit-1/people', body: { emails: ['grace@school.example'] } }]);
    const unit = within((await mine()).getAllByRole('listitem')[0]!);
    expect(unit.getByText('With grace@school.example')).toBeInTheDocument();
    expect(unit.queryByRole('textbox', { name: 'Link to share' })).not.toBeInTheDocument();
  });

  it('stops sharing only after a confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(api('/sharing/:type/:id/:who'), ({ params }) => {
        deleted.push(`${String(params.type)}/${String(params.id)}/${String(params.who)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ path: '/sharing' });
    const user = userEvent.setup();
    await user.click((await mine()).getByRole('button', { name: 'Stop sharing Term 3 reports' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Stop sharing?' }));
    expect(dialog.getByText('Only you will see "Term 3 reports". Its link stops working and the people you named lose it.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click((await mine()).getByRole('button', { name: 'Stop sharing Term 3 reports' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You stopped sharing "Term 3 reports". Only you can see it now.');
    expect(deleted).toEqual(['comment/set-1/*']);
    expect(screen.queryByRole('link', { name: 'Term 3 reports' })).not.toBeInTheDocument();
  });

  it('is where "Back to Sharing and Privacy" leads from a shared item that cannot be opened', async () => {
    server.use(http.get(api('/sharing/shared/ada/gone'), () => HttpResponse.json({ statusCode: 404, message: 'Not found' }, { status: 404 })));
    renderApp({ path: '/shared/ada/gone' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Back to Sharing and Privacy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharing and Privacy' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Angles quiz' })).toBeInTheDocument();
  });

  it('tells a teacher whose address is unconfirmed why nothing is shared with them, sends a new link, and lists the share once confirmed', async () => {
    let confirmed = false;
    const sent: string[] = [];
    server.use(
      http.get(api('/sharing/withme'), () => HttpResponse.json(confirmed ? [fromAda] : [])),
      http.get(api('/profile/email-verification'), () => HttpResponse.json({ email: 'me@school.example', confirmed, canSendLink: true })),
      http.post(api('/profile/email-verification'), () => {
        sent.push('link');
        return HttpResponse.json({ message: 'We sent a confirmation link to me@school.example. It works once, for 24 hours.' }, { status: 202 });
      }),
    );
    renderApp({ path: '/sharing' });
    const section = within(await screen.findByRole('region', { name: 'Shared with me' }));
    expect(await section.findByText('Confirm your email address to see what is shared with you')).toBeInTheDocument();
    expect(
      section.getByText(
        'Teachers may already share with me@school.example, but nothing shared with it shows here until you confirm that it is yours. Open the confirmation link we emailed you, then check again.',
      ),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Send a new confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation link to me@school.example. It works once, for 24 hours.');
    expect(sent).toEqual(['link']);

    confirmed = true;
    await user.click(within(screen.getByRole('region', { name: 'Shared with me' })).getByRole('button', { name: 'I have confirmed it: check again' }));
    const withMe = within(await screen.findByRole('list', { name: 'Shared with me' }));
    expect(withMe.getByRole('link', { name: 'Angles quiz' })).toHaveAttribute('href', '/shared/ada/quiz-1');
    expect(screen.queryByText('Confirm your email address to see what is shared with you')).not.toBeInTheDocument();
  });

  it('says nothing about confirming to a teacher whose address is confirmed', async () => {
    renderApp({ path: '/sharing' });
    expect(await screen.findByRole('link', { name: 'Angles quiz' })).toBeInTheDocument();
    expect(screen.queryByText('Confirm your email address to see what is shared with you')).not.toBeInTheDocument();
  });
});
