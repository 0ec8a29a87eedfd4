import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { itemSharingMachine } from '../../src/machines/itemSharing/machine';
import { ApiError } from '../../src/services/apiError';
import type { Share } from '../../src/services/sharingApi';
import { ShareTab } from '../../src/views/comments/tabs/ShareTab';
import { describeModel } from './harness';
import { at, renderViews } from './render';
import { modelSharingApi, sharingContextOf, sharingEvents, sharingOrigin, sharingViewStates } from './sharing';

const linkShare: Share = { type: 'comment', id: 'cs-1', mode: 'link', emails: [], accessKey: 'k', path: '/shared/t/cs-1?key=k', updatedAt: '' };
const shared = sharingViewStates('https://teachkit.test/shared/t/cs-1?key=k');
const noJoinCode = 'a comment set has no join code';

describeModel({
  name: 'itemSharing (a comment set)',
  machine: itemSharingMachine,
  input: { itemType: 'comment', itemId: 'cs-1', joinCode: null },
  // The join code events stay in: the model checks that a comment set refuses them.
  events: sharingEvents,
  outputs: { loadShare: [null, linkShare], saveShare: [linkShare] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = sharingContextOf(snapshot);
    return { mode: c.mode, saved: c.share?.mode ?? null, emails: c.emailsText.length > 0, failed: Boolean(c.failure), copied: c.copied };
  },
  unreachable: {
    'itemSharing.ready.idle sharing.copyCode [hasCode] → (stays)': noJoinCode,
    'itemSharing.ready.idle sharing.regenerateCode [isLesson] → itemSharing.ready.regenerating': noJoinCode,
    'itemSharing.ready.regenerating xstate.done.actor.0.itemSharing.ready.regenerating → itemSharing.ready.idle': noJoinCode,
    'itemSharing.ready.regenerating xstate.error.actor.0.itemSharing.ready.regenerating → itemSharing.ready.idle': noJoinCode,
  },
  mount: (kit) => {
    const { sharingApi, copied } = modelSharingApi(kit);
    renderViews({
      system: { sharingApi: sharingApi as never, origin: sharingOrigin, inspect: kit.inspect },
      routes: [at('/', <ShareTab commentSetId="cs-1" />)],
    });
    return { copied };
  },
  states: {
    ...shared,
    ready: (snapshot, kit) => {
      shared.ready(snapshot, kit);
      expect(screen.getByRole('heading', { name: 'Who can see these comments' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Join code')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'New code' })).not.toBeInTheDocument();
    },
  },
});
