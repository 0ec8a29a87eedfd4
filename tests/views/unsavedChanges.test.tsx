import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAssessment } from './fixtures/assessments';
import { aCommentSet } from './fixtures/comments';
import { aLesson, curriculumOptions } from './fixtures/lessons';
import { aUnit } from './fixtures/units';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

/**
 * Issue 22: a teacher changed a lesson's description, pressed "Lessons" in the top bar, then Back, and the edit was
 * gone without a word. Every editor that says "You have unsaved changes." now asks before the teacher leaves it.
 */
beforeAll(async () => {
  await Promise.all([
    import('../../src/views/lessons/LessonEditorPage'),
    import('../../src/views/lessons/LessonsPage'),
    import('../../src/views/units/UnitEditorPage'),
    import('../../src/views/assessments/AssessmentEditorPage'),
    import('../../src/views/comments/CommentEditorPage'),
  ]);
});

beforeEach(() => {
  serveProfile(aProfile());
  server.use(
    http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)),
    http.get(api('/syllabus/recommended/outcomes'), () => HttpResponse.json([])),
    http.get(api('/lesson/lesson-1'), () => HttpResponse.json(aLesson())),
    http.get(api('/unit/unit-1'), () => HttpResponse.json(aUnit())),
    http.get(api('/assessment/as-1'), () => HttpResponse.json(anAssessment())),
    http.get(api('/comment/cs-1'), () => HttpResponse.json(aCommentSet())),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const leaveDialog = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });
const topBarLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });

/** Whether reloading or closing the page would ask first: a beforeunload the page cancels. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving the lesson editor with unsaved changes', { timeout: 30_000 }, () => {
  it('asks before the top bar leaves; staying keeps the edit, leaving goes', async () => {
    const { router } = renderApp({ path: '/lessons/editor/lesson-1/plan' });
    const user = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(unloadAsks()).toBe(false);
    await user.type(description, ' Bring fraction strips.');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(unloadAsks()).toBe(true);

    await user.click(topBarLink('Lessons'));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('You have unsaved changes. If you leave this page now, they are lost.');
    expect(router.state.location.pathname).toBe('/lessons/editor/lesson-1/plan');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/lessons/editor/lesson-1/plan');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(`${aLesson().description} Bring fraction strips.`);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(topBarLink('Lessons'));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons'));
    // Once the editor is gone, nothing is left to lose.
    await waitFor(() => expect(unloadAsks()).toBe(false));
  });

  it('asks before Back leaves, and the page stays where it was while it asks', async () => {
    const { router } = renderApp({ path: '/lessons' });
    const user = userEvent.setup();
    act(() => router.navigate('/lessons/editor/lesson-1/plan'));
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' Bring fraction strips.');

    act(() => router.history.go(-1));
    const dialog = await leaveDialog();
    expect(router.state.location.pathname).toBe('/lessons/editor/lesson-1/plan');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/lessons/editor/lesson-1/plan');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(`${aLesson().description} Bring fraction strips.`);

    // Back again, and this time the teacher leaves: the browser goes back as asked.
    act(() => router.history.go(-1));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons'));
  });

  it('moves between the editor’s tabs without asking: the draft stays with the editor', async () => {
    const { router } = renderApp({ path: '/lessons/editor/lesson-1/plan' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' Bring fraction strips.');
    await user.click(screen.getByRole('tab', { name: 'Outcomes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/editor/lesson-1/outcomes'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Plan' }));
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue(`${aLesson().description} Bring fraction strips.`);
  });

  it('leaves without asking once the edit is saved or discarded', async () => {
    server.use(http.post(api('/lesson'), async ({ request }) => HttpResponse.json({ ...aLesson(), ...((await request.json()) as object) })));
    const { router } = renderApp({ path: '/lessons/editor/lesson-1/plan' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), ' Bring fraction strips.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(unloadAsks()).toBe(false);
    await user.click(topBarLink('Lessons'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('every editor that says "You have unsaved changes." asks before leaving', { timeout: 30_000 }, () => {
  it.each([
    ['unit', '/units/editor/unit-1/details', async (user: ReturnType<typeof userEvent.setup>) => user.type(await screen.findByRole('textbox', { name: /^Title/ }), ' (draft)')],
    ['assessment', '/assessments/editor/as-1/details', async (user: ReturnType<typeof userEvent.setup>) => user.type(await screen.findByRole('textbox', { name: /^Title/ }), ' (draft)')],
    [
      'comment set',
      '/comments/editor/cs-1/class',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.type(within(await screen.findByRole('listitem', { name: 'Ben' })).getByRole('textbox', { name: /^Evidence for Ben/ }), 'Drew halves'),
    ],
  ])('the %s editor', async (_editor, path, edit) => {
    const { router } = renderApp({ path });
    const user = userEvent.setup();
    await edit(user);
    expect(await screen.findByText('You have unsaved changes.')).toBeInTheDocument();
    expect(unloadAsks()).toBe(true);
    await user.click(topBarLink('Lessons'));
    const dialog = await leaveDialog();
    expect(router.state.location.pathname).toBe(path);
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons'));
  });
});
