import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLesson, curriculumOptions } from './fixtures/lessons';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

/**
 * A 400 names each field in words (spec §8: the body is an array of { field, message }). The browser shows each
 * message beside its field; a message no field on the screen claims is shown itself, never "Please check the
 * highlighted fields." with nothing highlighted, and never the bare "Validation Error" or a key such as "emails.1".
 */

const highlighted = 'Please check the highlighted fields.';
const refused = (...errors: { field: string; message: string }[]) => HttpResponse.json(errors, { status: 400 });

beforeAll(async () => {
  await Promise.all([import('../../src/views/lessons/LessonEditorPage'), import('../../src/views/outcomes/OutcomesPage')]);
});

beforeEach(() => {
  serveProfile(aProfile());
  server.use(
    http.get(api('/lesson/lesson-1'), () => HttpResponse.json(aLesson())),
    http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a 400 on the lesson’s Questions tab', () => {
  it('shows a message no field on the tab claims as the alert itself, not a pointer to highlighted fields', async () => {
    const noOutcomes = 'This lesson has no outcomes to write questions on: add one on the Outcomes tab first';
    server.use(http.get(api('/lesson/lesson-1/questions'), () => refused({ field: 'outcomes', message: noOutcomes })));
    renderApp({ path: '/lessons/editor/lesson-1/questions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write questions' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(noOutcomes);
    expect(alert).not.toHaveTextContent(highlighted);
    expect(alert).not.toHaveTextContent('outcomes:');
    expect(screen.getByRole('textbox', { name: 'Topic or focus (optional)' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows a message for the focus beside the focus field, and the alert points to it', async () => {
    const tooLong = 'Keep the focus under 200 characters';
    server.use(http.get(api('/lesson/lesson-1/questions'), () => refused({ field: 'input', message: tooLong })));
    renderApp({ path: '/lessons/editor/lesson-1/questions' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Topic or focus (optional)' }), 'fractions');
    await user.click(screen.getByRole('button', { name: 'Write questions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(highlighted);
    expect(screen.getByRole('textbox', { name: 'Topic or focus (optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(tooLong)).toBeInTheDocument();
  });
});

describe('a 400 on an outcome search', () => {
  it('says what is wrong with the search beside the search box, not "Validation Error"', async () => {
    const tooLong = 'Keep the search under 500 characters';
    server.use(http.get(api('/syllabus/recommended/outcomes'), () => refused({ field: 'input', message: tooLong })));
    renderApp({ path: '/outcomes/search' });
    const user = userEvent.setup();
    const words = await screen.findByRole('textbox', { name: 'Words to search for' });
    await user.type(words, 'fractions');
    await user.click(screen.getByRole('button', { name: 'Search outcomes' }));
    await waitFor(() => expect(words).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(tooLong)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Validation Error');
  });
});

describe('a 400 on sharing with people', () => {
  it('shows each bad address’s message beside the addresses, without the list’s keys', async () => {
    const second = 'The second address, "ben at school", is not an email address';
    const fourth = 'The fourth address, "dee@school", is not an email address';
    server.use(
      http.get(api('/sharing/lesson-1'), () => HttpResponse.json([])),
      http.put(api('/sharing/lesson/lesson-1/people'), () => refused({ field: 'emails.1', message: second }, { field: 'emails.3', message: fourth })),
    );
    renderApp({ path: '/lessons/editor/lesson-1/share' });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Specific people'));
    const addresses = screen.getByRole('textbox', { name: 'Email addresses' });
    await user.type(addresses, 'ana@school.example, ben at school, cy@school.example, dee@school');
    await user.click(screen.getByRole('button', { name: 'Save sharing' }));
    await waitFor(() => expect(addresses).toHaveAttribute('aria-invalid', 'true'));
    const field = addresses.closest('[role="group"], .chakra-field__root') as HTMLElement;
    expect(within(field).getByText(`${second} ${fourth}`)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(highlighted);
    expect(document.body).not.toHaveTextContent(/emails\.\d/);
  });
});
