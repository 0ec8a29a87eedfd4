import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentSetEdits } from '../../src/services/commentApi';
import { aSummary, anAssessment, someResults } from './fixtures/assessments';
import { aBankComment, aCommentSet, aCommentSummary, aStudent } from './fixtures/comments';
import { curriculumOptions, fractionOutcomes } from './fixtures/lessons';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

const code = 'CCSS.Math.Content.3.NF.A.3a';

beforeAll(async () => {
  await Promise.all([
    import('../../src/views/comments/CommentsPage'),
    import('../../src/views/comments/CommentEditorPage'),
    import('../../src/views/comments/CommentSetPage'),
    import('../../src/views/assessments/AssessmentEditorPage'),
  ]);
});

beforeEach(() => {
  serveProfile(aProfile());
  server.use(
    http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)),
    http.get(api('/syllabus/recommended/outcomes'), ({ request }) =>
      new URL(request.url).searchParams.get('input') === 'equivalent fractions' ? HttpResponse.json(fractionOutcomes) : HttpResponse.json([]),
    ),
    http.get(api('/assessment'), () => HttpResponse.json({ items: [aSummary(), aSummary({ id: 'as-2', title: 'Place value quiz' })], continuationToken: null })),
    http.get(api('/comment/cs-1'), () => HttpResponse.json(aCommentSet())),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/comments', () => {
  it('lists comment sets linked to their comments and deletes one only after the teacher confirms', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(api('/comment'), () => HttpResponse.json({ items: [aCommentSummary(), aCommentSummary({ id: 'cs-2', title: 'Reading reports', students: 1 })], continuationToken: null })),
      http.delete(api('/comment/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ path: '/comments' });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Term 4 fractions' })).toHaveAttribute('href', '/comments/editor/cs-1/comments');
    expect(screen.getByRole('link', { name: 'Read Term 4 fractions' })).toHaveAttribute('href', '/comments/cs-1');
    expect(within(screen.getByRole('link', { name: 'Reading reports' }).closest('li')!).getByText('1 student')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New comment set' })).toHaveAttribute('href', '/comments/editor/new');

    await user.click(screen.getByRole('button', { name: 'Delete Reading reports' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this comment set?' })).getByRole('button', { name: 'Delete comment set' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reading reports' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['cs-2']);
  });
});

describe('a new comment set', () => {
  it('starts from chosen outcomes and a pasted class, and opens on its class', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/comment'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aCommentSet(), { status: 201 });
      }),
    );
    const { router } = renderApp({ path: '/comments/editor/new' });
    const user = userEvent.setup();
    const create = await screen.findByRole('button', { name: 'Create comment set' });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Term 4 fractions');
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Words to search for' }), 'equivalent fractions');
    await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
    await user.click(await screen.findByRole('button', { name: 'Add 3.NF.A.3a' }));
    await user.type(screen.getByRole('textbox', { name: 'Class (one name a line)' }), 'Ana{Enter}{Enter} Ben {Enter}');
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/comments/editor/cs-1/class'));
    expect(sent).toEqual({ title: 'Term 4 fractions', yearLevel: '', subject: '', outcomes: [code], students: [{ name: 'Ana' }, { name: 'Ben' }] });
  }, 15_000);

  it('keeps the assessment list closed until the teacher\'s assessments have loaded', async () => {
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/assessment'), async () => {
        await loaded;
        return HttpResponse.json({ items: [aSummary({ id: 'as-2', title: 'Place value quiz' })], continuationToken: null });
      }),
    );
    renderApp({ path: '/comments/editor/new?fromAssessment=as-2' });
    const list = await screen.findByRole('combobox', { name: /Assessment/ });
    expect(list).toBeDisabled();
    expect(within(list).getByRole('option', { name: 'Loading your assessments...' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Assessment/ })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: /Assessment/ })).toHaveValue('as-2');
  });

  it('starts from the marked assessment it came from, named after it, and opens on its comments', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/comment'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aCommentSet({ assessmentId: 'as-2' }), { status: 201 });
      }),
    );
    const { router } = renderApp({ path: '/comments/editor/new?fromAssessment=as-2' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Comments: Place value quiz'));
    expect(screen.getByRole('radio', { name: 'A marked assessment' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Assessment/ })).toHaveValue('as-2');
    await user.click(screen.getByRole('button', { name: 'Create comment set' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comments/editor/cs-1/comments'));
    expect(sent).toEqual({ title: 'Comments: Place value quiz', yearLevel: 'Year 3', subject: 'Mathematics', outcomes: [], students: [], fromAssessment: 'as-2' });
  });
});

describe('/comments/editor/:id', () => {
  it('edits the class (achievement, evidence, pasted names) and saves it, then says "Saved."', async () => {
    let sent: CommentSetEdits | undefined;
    server.use(
      http.post(api('/comment'), async ({ request }) => {
        sent = (await request.json()) as CommentSetEdits;
        return HttpResponse.json(aCommentSet({ students: sent.students!.map((s, i) => ({ ...s, id: s.id || `new-${i}` })) }));
      }),
    );
    renderApp({ path: '/comments/editor/cs-1/class' });
    const user = userEvent.setup();
    const ben = within(await screen.findByRole('listitem', { name: 'Ben' }));
    await user.selectOptions(ben.getByRole('combobox', { name: 'Achievement of Ben on 3.NF.A.3a' }), 'Developing');
    await user.type(ben.getByRole('textbox', { name: 'Evidence for Ben on 3.NF.A.3a' }), 'Drew halves');
    await user.type(screen.getByRole('textbox', { name: 'Add students: names, one a line' }), 'Cleo{Enter}Dev');
    await user.click(screen.getByRole('button', { name: 'Add to the class' }));
    expect(screen.getByRole('listitem', { name: 'Dev' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent?.id).toBe('cs-1');
    expect(sent?.students?.slice(1)).toEqual([
      { id: 'st-2', name: 'Ben', pronouns: 'he', achievements: { [code]: 'developing' }, evidence: { [code]: 'Drew halves' }, comment: '' },
      { id: '', name: 'Cleo', pronouns: 'they', achievements: {}, evidence: {}, comment: '' },
      { id: '', name: 'Dev', pronouns: 'they', achievements: {}, evidence: {}, comment: '' },
    ]);
  });

  it('writes every comment, rewrites one for the family, uses the rewrite and saves it', async () => {
    let perspectiveSent: unknown;
    let saved: CommentSetEdits | undefined;
    const written = aCommentSet({ students: [aStudent({ comment: 'Ana can show that two fractions are equal.' }), aStudent({ id: 'st-2', name: 'Ben', comment: 'Ben is beginning.' })] });
    server.use(
      http.get(api('/comment/cs-1/generate'), () => HttpResponse.json(written)),
      http.post(api('/comment/cs-1/generate/perspective'), async ({ request }) => {
        perspectiveSent = await request.json();
        return HttpResponse.json({ studentId: 'st-1', perspective: 'parent', text: 'Ana has shown you at home...' });
      }),
      http.post(api('/comment'), async ({ request }) => {
        saved = (await request.json()) as CommentSetEdits;
        return HttpResponse.json(aCommentSet({ students: saved.students! }));
      }),
    );
    renderApp({ path: '/comments/editor/cs-1/comments' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write every comment' }));
    const ana = within(screen.getByRole('listitem', { name: 'Ana' }));
    await waitFor(() => expect(ana.getByRole('textbox', { name: 'Comment for Ana' })).toHaveValue('Ana can show that two fractions are equal.'));
    await user.click(ana.getByRole('button', { name: 'For the family' }));
    const rewrite = within(await ana.findByRole('region', { name: 'Rewritten for the family' }));
    expect(rewrite.getByText('Ana has shown you at home...')).toBeInTheDocument();
    expect(perspectiveSent).toEqual({ studentId: 'st-1', perspective: 'parent' });
    await user.click(rewrite.getByRole('button', { name: 'Use this' }));
    expect(ana.getByRole('textbox', { name: 'Comment for Ana' })).toHaveValue('Ana has shown you at home...');
    // Writing works on the saved class: with a change unsaved it waits.
    expect(screen.getByRole('button', { name: 'Write every comment' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(saved?.students?.map((s) => s.comment)).toEqual(['Ana has shown you at home...', 'Ben is beginning.']);
  });

  it('shortens a comment to the length asked and keeps one in the bank', async () => {
    let summarySent: unknown;
    let banked: unknown;
    server.use(
      http.get(api('/comment/cs-1'), () => HttpResponse.json(aCommentSet({ students: [aStudent({ comment: 'A long comment. With two sentences.' })] }))),
      http.post(api('/comment/cs-1/generate/summary'), async ({ request }) => {
        summarySent = await request.json();
        return HttpResponse.json({ studentId: 'st-1', maxCharacters: 120, text: 'A long comment.' });
      }),
      http.post(api('/comment/bank'), async ({ request }) => {
        banked = await request.json();
        return HttpResponse.json(aBankComment({ text: 'A long comment. With two sentences.' }), { status: 201 });
      }),
    );
    renderApp({ path: '/comments/editor/cs-1/comments' });
    const user = userEvent.setup();
    const length = await screen.findByRole('spinbutton', { name: 'Shorten to (characters)' });
    await user.clear(length);
    await user.type(length, '120');
    const ana = within(screen.getByRole('listitem', { name: 'Ana' }));
    await user.click(ana.getByRole('button', { name: 'Shorten' }));
    expect(within(await ana.findByRole('region', { name: 'Shortened' })).getByText('A long comment.')).toBeInTheDocument();
    expect(summarySent).toEqual({ studentId: 'st-1', maxCharacters: 120 });
    await user.click(ana.getByRole('button', { name: 'Save to bank' }));
    expect(await ana.findByText('Saved to your bank.')).toBeInTheDocument();
    expect(banked).toEqual({ text: 'A long comment. With two sentences.' });
  });

  it('says at the length field how long a summary must be when the comment cannot be shortened that far', async () => {
    const message = "A summary of Ana's comment needs at least 140 characters to say what they can do";
    server.use(http.post(api('/comment/cs-1/generate/summary'), () => HttpResponse.json([{ field: 'maxCharacters', message }], { status: 400 })));
    renderApp({ path: '/comments/editor/cs-1/comments' });
    const user = userEvent.setup();
    const length = await screen.findByRole('spinbutton', { name: 'Shorten to (characters)' });
    await user.clear(length);
    await user.type(length, '100');
    await user.click(within(screen.getByRole('listitem', { name: 'Ana' })).getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(length).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('adds a banked comment to a student\'s comment and deletes another from the bank', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(api('/comment/bank'), () => HttpResponse.json([aBankComment(), aBankComment({ id: 'bk-2', text: 'A joy to teach.' })])),
      http.delete(api('/comment/bank/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderApp({ path: '/comments/editor/cs-1/bank' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Add to the comment of (1)' }), 'Ben');
    expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes.');
    await user.click(screen.getByRole('button', { name: 'Delete (2)' }));
    await waitFor(() => expect(screen.queryByText('A joy to teach.')).not.toBeInTheDocument());
    expect(deleted).toEqual(['bk-2']);
    await user.click(screen.getByRole('tab', { name: 'Comments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comments/editor/cs-1/comments'));
    expect(within(await screen.findByRole('listitem', { name: 'Ben' })).getByRole('textbox', { name: 'Comment for Ben' })).toHaveValue('Keep reading every night.');
  });

  it('shares the comment set by link', async () => {
    server.use(
      http.get(api('/sharing/cs-1'), () => HttpResponse.json([])),
      http.put(api('/sharing/comment/cs-1/link'), () =>
        HttpResponse.json({ type: 'comment', id: 'cs-1', mode: 'link', emails: [], accessKey: 'k3y', path: '/shared/user-1/cs-1?key=k3y', updatedAt: '' }),
      ),
    );
    renderApp({ path: '/comments/editor/cs-1/share' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Anyone with the link' }));
    await user.click(screen.getByRole('button', { name: 'Save sharing' }));
    expect(await screen.findByRole('textbox', { name: 'Link to share' })).toHaveValue(`${window.location.origin}/shared/user-1/cs-1?key=k3y`);
    expect(screen.getByRole('heading', { name: 'Who can see these comments' })).toBeInTheDocument();
  });
});

describe('/comments/:id', () => {
  it('reads every student\'s comment as saved', async () => {
    server.use(http.get(api('/comment/cs-1'), () => HttpResponse.json(aCommentSet({ students: [aStudent({ comment: 'Ana explains equal fractions.' }), aStudent({ id: 'st-2', name: 'Ben' })] }))));
    renderApp({ path: '/comments/cs-1' });
    expect(await within(await screen.findByRole('listitem', { name: 'Ana' })).findByText('Ana explains equal fractions.')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Ben' })).getByText('No comment written yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit comments' })).toHaveAttribute('href', '/comments/editor/cs-1/comments');
  });
});

describe('the assessment editor', () => {
  it('leads from the results to a comment set started from these marks', async () => {
    server.use(
      http.get(api('/assessment/as-1'), () => HttpResponse.json(anAssessment())),
      http.get(api('/assessment/as-1/results'), () => HttpResponse.json(someResults())),
    );
    renderApp({ path: '/assessments/editor/as-1/results' });
    expect(await screen.findByRole('link', { name: 'Write comments from these marks' })).toHaveAttribute('href', '/comments/editor/new?fromAssessment=as-1');
  });

  it('has a share tab for the assessment', async () => {
    server.use(
      http.get(api('/assessment/as-1'), () => HttpResponse.json(anAssessment())),
      http.get(api('/sharing/as-1'), () => HttpResponse.json([{ type: 'assessment', id: 'as-1', mode: 'people', emails: ['grace@school.example'], accessKey: null, path: '/shared/user-1/as-1', updatedAt: '' }])),
    );
    renderApp({ path: '/assessments/editor/as-1/share' });
    expect(await screen.findByRole('heading', { name: 'Who can see this assessment' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Specific people' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Email addresses' })).toHaveValue('grace@school.example');
  });
});
