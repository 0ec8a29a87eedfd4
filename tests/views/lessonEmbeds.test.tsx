import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aLesson } from './fixtures/lessons';
import { aLessonWithContent, studentLessonWithContent } from './fixtures/teachingContent';
import { setUpLessonPages } from './lessonPagesSetup';
import { api, renderApp } from './renderApp';
import { server } from './server';

setUpLessonPages();

const video = { title: 'Fractions on a number line', body: 'Watch how 1/2 and 2/4 land on the same point.', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=45' };
const recording = { title: 'Halves song', body: 'Sing along with the halves song.', source: 'https://vimeo.com/76979871' };
const website = { title: 'A fraction wall', body: 'Print the wall for each pair.', source: 'https://example.org/fraction-wall' };

describe('YouTube and Vimeo links in a lesson play in the privacy-enhanced players', () => {
  it('students see the YouTube video through youtube-nocookie.com and the Vimeo one with dnt=1', async () => {
    const lesson = { ...studentLessonWithContent, phases: studentLessonWithContent.phases.map((p) => (p.title === 'Explain' ? { ...p, texts: [video, recording, website] } : p)) };
    server.use(http.get(api('/lesson/join/ABC234'), () => HttpResponse.json(lesson)));
    renderApp({ path: '/lesson/ABC234', signedIn: null });
    const steps = await screen.findByRole('region', { name: 'What you will do' });

    const youtube = within(steps).getByTitle('YouTube player: Fractions on a number line');
    expect(youtube.tagName).toBe('IFRAME');
    expect(youtube).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=45');
    expect(youtube).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(within(steps).getByTitle('Vimeo player: Halves song')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
    // Any other link stays a source line: only the two players are ever framed.
    expect(steps.querySelectorAll('iframe')).toHaveLength(2);
    expect(within(steps).getByText('Source: https://example.org/fraction-wall')).toBeInTheDocument();
  });

  it('the teacher sees the same player in the plan', async () => {
    const planned = aLessonWithContent(aLesson());
    const lesson = { ...planned, phases: planned.phases.map((p) => (p.key === 'explain' ? { ...p, texts: [recording] } : p)) };
    server.use(http.get(api('/lesson/lesson-1'), () => HttpResponse.json(lesson)));
    renderApp({ path: '/lessons/lesson-1' });
    const explain = await screen.findByRole('region', { name: 'Explain' });
    expect(within(explain).getByTitle('Vimeo player: Halves song')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
  });
});
