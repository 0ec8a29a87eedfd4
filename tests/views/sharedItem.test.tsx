import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aPublicSharedAssessment, aSharedAssessment, aSharedCommentSet, aSharedUnit } from './fixtures/sharedItems';
import { studentLessonWithContent as aStudentLesson } from './fixtures/teachingContent';
import { api, renderApp } from './renderApp';
import { server } from './server';

describe('shared item page', () => {
  it('fetches the item anonymously with the access key and shows the shared upload', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    server.use(
      http.get(api('/sharing/shared/o-1/u-1'), ({ request }) => {
        seen.push({ url: new URL(request.url).search, authorization: request.headers.get('authorization') });
        return HttpResponse.json({
          audience: 'link',
          type: 'upload',
          id: 'u-1',
          ownerId: 'o-1',
          ownerEmail: 'grace@example.org',
          ownerName: '',
          sharedUpload: { upload: { id: 'u-1', title: 'Fraction strips', description: 'Printable strips.' } },
        });
      }),
    );
    renderApp({ path: '/shared/o-1/u-1?key=k-9', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fraction strips' })).toBeInTheDocument();
    expect(screen.getByText('Shared by grace@example.org')).toBeInTheDocument();
    expect(seen).toEqual([{ url: '?accessKey=k-9', authorization: null }]);
  });

  const owner = { ownerId: 'o-1', ownerEmail: 'ada@example.org', ownerName: 'Ada Lovelace' };
  const serve = (id: string, item: object) => server.use(http.get(api(`/sharing/shared/o-1/${id}`), () => HttpResponse.json({ id, ...owner, ...item })));

  it('shows a shared assessment read-only: questions with answers, and the rubric', async () => {
    serve('quiz-1', { audience: 'people', type: 'assessment', title: aSharedAssessment.title, sharedAssessment: { assessment: aSharedAssessment } });
    renderApp({ path: '/shared/o-1/quiz-1?key=k', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Equivalent fractions check' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shared Assessment: Equivalent fractions check | Teachkit'));
    expect(screen.getByText('Shared by Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Grade 3 · Mathematics · 1 mark in all')).toBeInTheDocument();
    expect(screen.getByText('Which fraction is equal to 1/2? (1 mark)')).toBeInTheDocument();
    expect(screen.getByText('Answer: 2/4')).toBeInTheDocument();
    const rubric = screen.getByRole('table', { name: 'Rubric' });
    expect(within(rubric).getByRole('columnheader', { name: 'Proficient (2)' })).toBeInTheDocument();
    expect(within(rubric).getByText('Explains why two fractions are equal')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the questions of an assessment opened by its link, without answers, marking points or rubric', async () => {
    serve('quiz-1', { audience: 'link', type: 'assessment', title: aPublicSharedAssessment.title, sharedAssessment: { assessment: aPublicSharedAssessment } });
    renderApp({ path: '/shared/o-1/quiz-1?key=k', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Equivalent fractions check' })).toBeInTheDocument();
    expect(screen.getByText('Which fraction is equal to 1/2? (1 mark)')).toBeInTheDocument();
    expect(screen.queryByText(/^Answer:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Marking points:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rubric' })).not.toBeInTheDocument();
  });

  it('shows a shared lesson opened by its link as students read it, without the teacher\'s brief or notes', async () => {
    serve('l-1', { audience: 'link', type: 'lesson', title: aStudentLesson.title, sharedLesson: { lesson: aStudentLesson } });
    renderApp({ path: '/shared/o-1/l-1?key=k', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: aStudentLesson.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Shared Lesson: ${aStudentLesson.title} | Teachkit`));
    expect(screen.getByText('Shared by Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(aStudentLesson.phases[0]!.studentActions[0]!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sharing & Privacy' })).toHaveAttribute('href', '/sharing');
  });

  it('shows a shared comment set without its students: their comments stay with the teacher', async () => {
    serve('set-1', { audience: 'people', type: 'comment', title: aSharedCommentSet.title, sharedComment: { comment: aSharedCommentSet } });
    renderApp({ path: '/shared/o-1/set-1', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Term 3 maths reports' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shared Comments: Term 3 maths reports | Teachkit'));
    expect(screen.getByText(/Comments about students stay with the teacher who wrote them/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Outcomes' })).toBeInTheDocument();
  });

  it('shows a shared unit: its shape, outcomes and sequence of lessons', async () => {
    serve('unit-1', { audience: 'people', type: 'unit', title: aSharedUnit.title, sharedUnit: { unit: aSharedUnit } });
    renderApp({ path: '/shared/o-1/unit-1', signedIn: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions in four weeks' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shared Unit: Fractions in four weeks | Teachkit'));
    expect(screen.getByText('Grade 3 · Mathematics · 1 week, 2 lessons a week of 50 minutes')).toBeInTheDocument();
    const sequence = within(screen.getByRole('region', { name: 'Sequence of lessons' }));
    expect(sequence.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Equal parts with strips (introduce)Fold strips into halves and quarters.Teaches 3.NF.A.3a',
      'Check for understanding (assess)Teaches 3.NF.A.3a',
    ]);
    expect(screen.getByRole('link', { name: 'Sharing & Privacy' })).toHaveAttribute('href', '/sharing');
  });

  it('shows "Not Found or You don\'t have Access" when the server refuses', async () => {
    server.use(http.get(api('/sharing/shared/o-1/l-404'), () => HttpResponse.json({ statusCode: 404, message: 'Not found' }, { status: 404 })));
    renderApp({ path: '/shared/o-1/l-404', signedIn: null });
    expect(await screen.findByRole('heading', { name: "Not Found or You don't have Access" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sharing and Privacy' })).toHaveAttribute('href', '/sharing');
  });
});
