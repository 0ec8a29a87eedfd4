import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ccssAttribution, curriculumOptions, fractionOutcomes } from './fixtures/lessons';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

beforeAll(async () => {
  await import('../../src/views/outcomes/OutcomesPage');
});

beforeEach(() => {
  serveProfile(aProfile());
  server.use(http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)));
});

describe('outcomes search', () => {
  it('finds real outcomes by words, shows code and statement, and the curriculum attribution under them', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/syllabus/recommended/outcomes'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(fractionOutcomes);
      }),
    );
    renderApp({ path: '/outcomes/search' });
    const user = userEvent.setup();
    const search = await screen.findByRole('button', { name: 'Search outcomes' });
    expect(search).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('option', { name: curriculumOptions.frameworks[0]!.title })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'us-ccss-math');
    await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'equivalent fractions');
    await user.click(search);

    const results = await screen.findByRole('list', { name: 'Search outcomes' });
    expect(within(results).getByText('3.NF.A.3a')).toHaveAttribute('title', 'CCSS.Math.Content.3.NF.A.3a');
    expect(within(results).getByText(fractionOutcomes[1]!.statement)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo', { name: 'Curriculum sources' })).toHaveTextContent(ccssAttribution);
    expect(asked[0]?.get('input')).toBe('equivalent fractions');
    expect(asked[0]?.get('framework')).toBe('us-ccss-math');
  });

  it('searches at one year level and shows twelve more results on "Show more", keeping the first ones on top', async () => {
    const asked: URLSearchParams[] = [];
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...fractionOutcomes[0]!, code: `CCSS.Math.Content.3.NF.X.${from + i}`, shortCode: `3.NF.X.${from + i}` }));
    server.use(
      http.get(api('/syllabus/recommended/outcomes'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        // 12 of 15 matches, then all 15.
        return HttpResponse.json(page(1, Math.min(Number(query.get('length')), 15)));
      }),
    );
    renderApp({ path: '/outcomes/search' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('option', { name: 'K' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'At year level' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'fractions');
    await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
    const results = await screen.findByRole('list', { name: 'Search outcomes' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(12);
    expect(asked[0]?.get('level')).toBe('3');
    expect(asked[0]?.get('length')).toBe('12');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Search outcomes' })).getAllByRole('listitem')).toHaveLength(15));
    expect(asked[1]?.get('length')).toBe('24');
    expect(asked[1]?.get('level')).toBe('3');
    expect(asked[1]?.get('input')).toBe('fractions');
    expect(within(screen.getByRole('list', { name: 'Search outcomes' })).getAllByRole('listitem')[0]).toHaveTextContent('3.NF.X.1');
    // Fewer than asked for: that was everything.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  }, 30_000);

  it('says so when nothing matches', async () => {
    server.use(http.get(api('/syllabus/recommended/outcomes'), () => HttpResponse.json([])));
    renderApp({ path: '/outcomes/search' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Words to search for' }), 'the and');
    await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
    expect(await screen.findByText('No outcomes match "the and".')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo', { name: 'Curriculum sources' })).not.toBeInTheDocument();
  });

  it('browses a framework by subject and year level', async () => {
    let path = '';
    server.use(
      http.get(api('/syllabus/:framework/:subject/outcomes'), ({ request }) => {
        const url = new URL(request.url);
        path = `${decodeURIComponent(url.pathname)}${url.search}`;
        return HttpResponse.json(fractionOutcomes);
      }),
    );
    renderApp({ path: '/outcomes/browse' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole('option', { name: curriculumOptions.frameworks[0]!.title }).length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Framework' }), 'us-ccss-math');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Mathematics');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year level' }), '3');
    expect(await screen.findByText(fractionOutcomes[0]!.statement)).toBeInTheDocument();
    expect(path).toBe('/api/syllabus/us-ccss-math/Mathematics/outcomes?level=3');
    expect(screen.getByRole('contentinfo', { name: 'Curriculum sources' })).toHaveTextContent(ccssAttribution);
  });

  it('/syllabi opens the create form, which creates a syllabus and opens it', async () => {
    const syllabus = { id: 's-1', title: 'Year 3 fractions', market: 'us', framework: 'us-ccss-math', subject: '', yearLevel: '3', createdAt: '', updatedAt: '', outcomes: [] };
    server.use(
      http.post(api('/syllabus'), () => HttpResponse.json(syllabus, { status: 201 })),
      http.get(api('/syllabus'), () => HttpResponse.json({ items: [], continuationToken: null })),
      http.get(api('/syllabus/s-1'), () => HttpResponse.json(syllabus)),
    );
    const { router } = renderApp({ path: '/syllabi' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Year 3 fractions');
    await user.click(screen.getByRole('button', { name: 'Create syllabus' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/syllabi/editor/s-1/outcomes'));
    expect(await screen.findByRole('heading', { name: 'Year 3 fractions', level: 1 })).toBeInTheDocument();
  });

  it('"My syllabi" loads the next page with the token of the last one, and keeps the list when a page fails', async () => {
    const summary = (n: number) => ({ id: `s-${n}`, title: `Syllabus ${n}`, market: 'us', framework: 'us-ccss-math', subject: '', yearLevel: '', createdAt: '', updatedAt: '', outcomeCount: n });
    const asked: (string | null)[] = [];
    let failNext = true;
    server.use(
      http.get(api('/syllabus'), ({ request }) => {
        const token = new URL(request.url).searchParams.get('continuationToken');
        asked.push(token);
        if (!token) return HttpResponse.json({ items: [summary(1), summary(2)], continuationToken: 'after-2' });
        if (failNext) {
          failNext = false;
          // Not a retryable status, so the failure reaches the screen at once.
          return HttpResponse.json({ statusCode: 404, message: 'Not Found' }, { status: 404 });
        }
        return HttpResponse.json({ items: [summary(3)], continuationToken: null });
      }),
    );
    renderApp({ path: '/outcomes/syllabi' });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Syllabus 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more syllabi' }));
    expect(await screen.findByText('We could not load more syllabi just now.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Syllabus / }).map((l) => l.textContent)).toEqual(['Syllabus 1', 'Syllabus 2']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Syllabus 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Syllabus / }).map((l) => l.textContent)).toEqual(['Syllabus 1', 'Syllabus 2', 'Syllabus 3']);
    expect(screen.queryByRole('button', { name: 'Load more syllabi' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'after-2', 'after-2']);
  });
});
