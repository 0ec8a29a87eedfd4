import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { waitlistMachine } from '../../src/machines/waitlist/machine';
import { WaitlistDialog } from '../../src/views/waitlist/WaitlistDialog';
import { describeModel } from './harness';
import { aProfile } from './fixtures';
import { at, renderViews } from './render';

const newcomer = aProfile({ onboarded: false });
const onboarded = aProfile({ onboarded: true });
const saveFailed = 'We could not save that just now. Please try again.';

describeModel({
  name: 'waitlist',
  machine: waitlistMachine,
  events: [
    { type: 'waitlist.profileChanged', profile: newcomer },
    { type: 'waitlist.profileChanged', profile: onboarded },
    { type: 'waitlist.profileChanged', profile: null },
    { type: 'waitlist.acknowledge' },
  ],
  outputs: { saveOnboarded: [onboarded] },
  project: (snapshot) => ({ onboarded: snapshot.context.profile?.onboarded ?? null, error: snapshot.context.error }),
  mount: (kit) => {
    const waitlist = createActor(
      waitlistMachine.provide({ actors: { saveOnboarded: kit.testActor('saveOnboarded') }, actions: { logSaveFailure: () => {} } }),
      { inspect: kit.inspect },
    ).start();
    renderViews({ system: { waitlist }, routes: [at('/', <WaitlistDialog />)] });
    return { actor: waitlist };
  },
  exec: {
    'waitlist.acknowledge': async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'I understand' }));
    },
  },
  states: {
    hidden: async () => {
      // The notice closes with its exit animation.
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    },
    showing: (snapshot) => {
      expect(screen.getByRole('alertdialog', { name: 'Welcome to Teachkit' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'I understand' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
      if (snapshot.context.error) expect(screen.getByText(saveFailed)).toBeInTheDocument();
      else expect(screen.queryByText(saveFailed)).not.toBeInTheDocument();
    },
    saving: () => {
      expect(screen.getByRole('alertdialog', { name: 'Welcome to Teachkit' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled();
    },
  },
});
