import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { lessonSharingMachine } from '../../src/machines/lessonSharing/machine';
import type { LessonSharingContext } from '../../src/machines/lessonSharing/types';
import { LessonEditorContext } from '../../src/machines/lessonEditor/useLessonEditor';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import { ApiError } from '../../src/services/apiError';
import type { Share } from '../../src/services/sharingApi';
import { ShareTab } from '../../src/views/lessons/tabs/ShareTab';
import { createActor, fromPromise } from 'xstate';
import { aLesson } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const origin = 'https://teachkit.test';
const linkShare: Share = { type: 'lesson', id: 'lesson-1', mode: 'link', emails: [], accessKey: 'k', path: '/shared/u/lesson-1?key=k', updatedAt: '' };
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LessonSharingContext;

describeModel({
  name: 'lessonSharing',
  machine: lessonSharingMachine,
  input: { lessonId: 'lesson-1', joinCode: 'ABC234' },
  events: [
    { type: 'sharing.retry' },
    { type: 'sharing.chooseMode', mode: 'link' },
    { type: 'sharing.chooseMode', mode: 'people' },
    { type: 'sharing.editEmails', text: 'grace@school.example' },
    { type: 'sharing.save' },
    { type: 'sharing.copyLink' },
    { type: 'sharing.copyCode' },
    { type: 'sharing.regenerateCode' },
  ],
  outputs: { loadShare: [null, linkShare], saveShare: [linkShare], regenerateJoinCode: ['XYZ789'] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return { mode: c.mode, saved: c.share?.mode ?? null, emails: c.emailsText.length > 0, code: c.joinCode, failed: Boolean(c.failure), copied: c.copied };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
    const sharingApi = {
      forItem: async (_id: string, { signal }: { signal?: AbortSignal } = {}) => {
        const share = await kit.pending<Share | null>('loadShare', signal);
        return share ? [share] : [];
      },
      share: (_t: string, _id: string, _m: string, _e: string[], { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveShare', signal),
    };
    const lessonApi = {
      regenerateJoinCode: async (_id: string, { signal }: { signal?: AbortSignal } = {}) => ({ joinCode: await kit.pending<string>('regenerateJoinCode', signal) }),
    };
    // The tab reads the lesson from its page's editor; a loaded one stands in for it.
    const editor = createActor(lessonEditorMachine.provide({ actors: { loadLesson: fromPromise(async () => aLesson()) } }), { input: { lessonId: 'lesson-1' } }).start();
    renderViews({
      system: { sharingApi: sharingApi as never, lessonApi: lessonApi as never, origin, inspect: kit.inspect },
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
    loading: () => {
      expect(screen.getByText('Share')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    ready: (snapshot, kit) => {
      const c = contextOf(snapshot);
      const modeLabel = { private: 'Only me', people: 'Specific people', link: 'Anyone with the link' }[c.mode];
      expect(screen.getByRole('radio', { name: modeLabel })).toBeChecked();
      if (c.share?.mode === 'link') expect(screen.getByRole('textbox', { name: 'Link to share' })).toHaveValue(`${origin}${c.share.path}`);
      else expect(screen.queryByRole('textbox', { name: 'Link to share' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Join code')).toHaveTextContent(c.joinCode ?? '');
      if (c.failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
      if (c.copied === 'link') expect(kit.extra.copied).toContain(`${origin}${c.share!.path}`);
      if (c.copied === 'code') expect(kit.extra.copied).toContain(c.joinCode);
    },
    'ready.idle': (snapshot) => {
      expect(screen.getByRole('button', { name: 'Save sharing' })).toHaveProperty('disabled', !snapshot.can({ type: 'sharing.save' }));
    },
    'ready.saving': () => {
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
    'ready.regenerating': () => {
      expect(screen.getByRole('button', { name: 'Drawing a new code...' })).toBeDisabled();
    },
  },
});
