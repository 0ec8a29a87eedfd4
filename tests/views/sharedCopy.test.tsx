import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aPublicSharedAssessment, aSharedAssessment } from './fixtures/sharedItems';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

const owner = { ownerId: 'o-1', ownerEmail: 'ada@example.org', ownerName: 'Ada Lovelace' };
const colleagueView = { audience: 'people', type: 'assessment', id: 'quiz-1', title: aSharedAssessment.title, ...owner, description: '', sharedAssessment: { assessment: aSharedAssessment } };

beforeEach(() => serveProfile(aProfile()));

describe('making my own copy of a shared item', () => {
  it('copies an assessment shared with me by name and opens my copy in my editor', async () => {
    const copies: string[] = [];
    server.use(
      http.get(api('/sharing/shared/o-1/quiz-1'), () => HttpResponse.json(colleagueView)),
      http.post(api('/sharing/shared/o-1/quiz-1/copy'), ({ request }) => {
        copies.push(new URL(request.url).pathname);
        return HttpResponse.json({ type: 'assessment', id: 'my-copy', title: aSharedAssessment.title }, { status: 201 });
      }),
    );
    const { router } = renderApp({ path: '/shared/o-1/quiz-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Equivalent fractions check' })).toBeInTheDocument();
    expect(
      screen.getByText("Your copy has the questions, answers and rubric, and opens in your editor. Ada Lovelace's class list and marks stay with them. It costs one robot action."),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Make my own copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessments/editor/my-copy'));
    expect(copies).toEqual(['/api/sharing/shared/o-1/quiz-1/copy']);
  });

  it('says why a copy was not made, and keeps the shared item on screen', async () => {
    server.use(
      http.get(api('/sharing/shared/o-1/quiz-1'), () => HttpResponse.json(colleagueView)),
      http.post(api('/sharing/shared/o-1/quiz-1/copy'), () => HttpResponse.json({ statusCode: 404, message: "Not Found or You don't have Access" }, { status: 404 })),
    );
    const { router } = renderApp({ path: '/shared/o-1/quiz-1' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Make my own copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
    expect(screen.getByRole('heading', { level: 1, name: 'Equivalent fractions check' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shared/o-1/quiz-1');
  });

  it('offers no copy to someone reading by link', async () => {
    server.use(
      http.get(api('/sharing/shared/o-1/quiz-2'), () =>
        HttpResponse.json({ audience: 'link', type: 'assessment', id: 'quiz-2', title: aPublicSharedAssessment.title, ...owner, sharedAssessment: { assessment: aPublicSharedAssessment } }),
      ),
    );
    renderApp({ path: '/shared/o-1/quiz-2?key=k', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Equivalent fractions check' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make my own copy' })).not.toBeInTheDocument();
  });
});
