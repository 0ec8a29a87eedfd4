import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, vi } from 'vitest';
import { curriculumOptions } from './fixtures/lessons';
import { aProfile, api, serveProfile } from './renderApp';
import { server } from './server';

/** The lesson pages loaded up front (they are lazy routes) and a signed-in teacher with the curriculum options. */
export function setUpLessonPages() {
  beforeAll(async () => {
    await Promise.all([
      import('../../src/views/lessons/LessonsPage'),
      import('../../src/views/lessons/LessonPage'),
      import('../../src/views/lessons/StudentLessonPage'),
      import('../../src/views/lessons/LessonEditorPage'),
      import('../../src/views/shared/SharedItemPage'),
    ]);
  });

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveProfile(aProfile());
    server.use(http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)));
  });
}
