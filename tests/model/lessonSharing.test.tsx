import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { itemSharingMachine } from '../../src/machines/itemSharing/machine';
import { LessonEditorContext } from '../../src/machines/lessonEditor/useLessonEditor';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import { ApiError } from '../../src/services/apiError';
import type { Share } from '../../src/services/sharingApi';
import { ShareTab } from '../../src/views/lessons/tabs/ShareTab';
import { aLesson } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';
import { modelSharingApi, peopleShareOf, sharingContextOf, sharingEvents, sharingOrigin, sharingViewStates } from './sharing';

const linkShare: Share = { type: 'lesson', id: 'lesson-1', mode: 'link', emails: [], accessKey: 'k', path: '/shared/u/lesson-1?key=k', updatedAt: '' };
const shared = sharingViewStates('https://teachkit.test/shared/u/lesson-1?key=k');

describeModel({
  name: 'itemSharing (a lesson)',
  machine: itemSharingMachine,
  input: { itemType: 'lesson', itemId: 'lesson-1', joinCode: 'ABC234' },
  events: sharingEvents,
  outputs: { loadShare: [null, linkShare, peopleShareOf('lesson', 'lesson-1')], saveShare: [linkShare], regenerateJoinCode: ['XYZ789'] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = sharingContextOf(snapshot);
    return { mode: c.mode, saved: c.share?.mode ?? null, emails: c.emailsText.length > 0, code: c.joinCode, failed: Boolean(c.failure), copied: c.copied };
  },
  mount: (kit) => {
    const { sharingApi, copied } = modelSharingApi(kit);
    const lessonApi = {
      regenerateJoinCode: async (_id: string, { signal }: { signal?: AbortSignal } = {}) => ({ joinCode: await kit.pending<string>('regenerateJoinCode', signal) }),
    };
    // The tab reads the lesson from its page's editor; a loaded one stands in for it.
    const editor = createActor(lessonEditorMachine.provide({ actors: { loadLesson: fromPromise(async () => aLesson()) } }), { input: { lessonId: 'lesson-1' } }).start();
    renderViews({
      system: { sharingApi: sharingApi as never, lessonApi: lessonApi as never, origin: sharingOrigin, inspect: kit.inspect },
      routes: [
        at(
          '/',
          <LessonEditorContext.Provider value={editor}>
            <ShareTab lessonId="lesson-1" />
          </LessonEditorContext.Provider>,
        ),
      ],
    });
    return { copied };
  },
  states: {
    ...shared,
    ready: async (snapshot, kit) => {
      await shared.ready(snapshot, kit);
      if (snapshot.matches({ ready: 'confirmingSave' })) return;
      const c = sharingContextOf(snapshot);
      expect(screen.getByRole('heading', { name: 'Who can see this lesson' })).toBeInTheDocument();
      expect(screen.getByLabelText('Join code')).toHaveTextContent(c.joinCode ?? '');
      if (c.copied === 'code') expect(kit.extra.copied).toContain(c.joinCode);
    },
    'ready.regenerating': () => {
      expect(screen.getByRole('button', { name: 'Drawing a new code...' })).toBeDisabled();
    },
  },
});
