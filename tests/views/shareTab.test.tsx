import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aLesson } from './fixtures/lessons';
import { aProfile, api, origin, renderApp, serveProfile } from './renderApp';
import { server } from './server';

beforeAll(async () => {
  await import('../../src/views/lessons/LessonEditorPage');
});

const linkShare = {
  type: 'lesson',
  id: 'lesson-1',
  mode: 'link',
  emails: [],
  accessKey: 'k3y',
  path: '/shared/user-1/lesson-1?key=k3y',
  updatedAt: '2025-03-01T00:00:00Z',
};

beforeEach(() => {
  serveProfile(aProfile());
  server.use(http.get(api('/lesson/lesson-1'), () => HttpResponse.json(aLesson())));
});

describe('share tab', () => {
  it('asks before a share with named people goes to a link, naming who loses it; keeping them saves nothing', async () => {
    const peopleShare = { ...linkShare, mode: 'people', emails: ['fred@school.example', 'grace@school.example'], accessKey: null, path: '/shared/user-1/lesson-1' };
    const puts: { mode: string; body: unknown }[] = [];
    server.use(
      http.get(api('/sharing/lesson-1'), () => HttpResponse.json([peopleShare])),
      http.put(api('/sharing/lesson/lesson-1/:mode'), async ({ params, request }) => {
        puts.push({ mode: String(params.mode), body: await request.json() });
        return HttpResponse.json(linkShare);
      }),
    );
    renderApp({ path: '/lessons/editor/lesson-1/share' });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Specific people' })).toBeChecked();
    await user.click(screen.getByText('Anyone with the link'));
    await user.click(screen.getByRole('button', { name: 'Save sharing' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Share by link instead?' });
    expect(dialog).toHaveTextContent(
      'Anyone with the link will be able to open it, and fred@school.example, grace@school.example will no longer find it under "Shared with me". Send them the link if they still need it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep sharing with these people' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save sharing' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Share by link' }));
    expect(await screen.findByRole('textbox', { name: 'Link to share' })).toHaveValue(`${origin}/shared/user-1/lesson-1?key=k3y`);
    expect(puts).toEqual([{ mode: 'link', body: { emails: [] } }]);
  });

  it('shares by link and copies the full address', async () => {
    const puts: { mode: string; body: unknown }[] = [];
    server.use(
      http.get(api('/sharing/lesson-1'), () => HttpResponse.json([])),
      http.put(api('/sharing/lesson/lesson-1/:mode'), async ({ params, request }) => {
        puts.push({ mode: String(params.mode), body: await request.json() });
        return HttpResponse.json(linkShare);
      }),
    );
    renderApp({ path: '/lessons/editor/lesson-1/share' });
    const user = userEvent.setup();
    const privateMode = await screen.findByRole('radio', { name: 'Only me' });
    expect(privateMode).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save sharing' });
    expect(save).toBeDisabled();

    await user.click(screen.getByText('Anyone with the link'));
    expect(save).toBeEnabled();
    await user.click(save);

    const link = await screen.findByRole('textbox', { name: 'Link to share' });
    expect(link).toHaveValue(`${origin}/shared/user-1/lesson-1?key=k3y`);
    expect(puts).toEqual([{ mode: 'link', body: { emails: [] } }]);
    expect(save).toBeDisabled();
    expect(screen.getByText('Sharing saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event puts its own clipboard in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(`${origin}/shared/user-1/lesson-1?key=k3y`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shares with named people', async () => {
    let sent: unknown;
    server.use(
      http.get(api('/sharing/lesson-1'), () => HttpResponse.json([])),
      http.put(api('/sharing/lesson/lesson-1/people'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...linkShare, mode: 'people', accessKey: null, path: '/shared/user-1/lesson-1', emails: ['grace@school.example', 'alan@school.example'] });
      }),
    );
    renderApp({ path: '/lessons/editor/lesson-1/share' });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Specific people'));
    const save = screen.getByRole('button', { name: 'Save sharing' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email addresses' }), 'grace@school.example, alan@school.example');
    await user.click(save);
    await waitFor(() => expect(sent).toEqual({ emails: ['grace@school.example', 'alan@school.example'] }));
    expect(screen.queryByRole('textbox', { name: 'Link to share' })).not.toBeInTheDocument();
  });

  it('shows the saved link and join code, and draws a new code on request', async () => {
    server.use(
      http.get(api('/sharing/lesson-1'), () => HttpResponse.json([linkShare])),
      http.post(api('/lesson/lesson-1/join/regenerate'), () => HttpResponse.json({ joinCode: 'XYZ789' })),
    );
    renderApp({ path: '/lessons/editor/lesson-1/share' });
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Link to share' })).toHaveValue(`${origin}${linkShare.path}`);
    expect(screen.getByRole('radio', { name: 'Anyone with the link' })).toBeChecked();
    expect(screen.getByLabelText('Join code')).toHaveTextContent('ABC234');
    expect(screen.getByText('Students open /lesson/ABC234 and see the lesson\'s goals, vocabulary and their steps.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New code' }));
    await waitFor(() => expect(screen.getByLabelText('Join code')).toHaveTextContent('XYZ789'));
  });
});
