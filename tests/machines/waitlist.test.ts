import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { waitlistMachine } from '../../src/machines/waitlist/machine';
import { selectNoticeOpen } from '../../src/machines/waitlist/selectors';
import type { Profile } from '../../src/services/profileApi';

const profile: Profile = {
  id: 'user-1',
  name: 'Ada',
  email: 'ada@example.org',
  onboarded: false,
  subscription: '',
  subscriptionEnd: null,
  market: '',
};

function start(save: () => Promise<Profile>) {
  const recordAcknowledged = vi.fn();
  const applySavedProfile = vi.fn();
  const saveOnboarded = vi.fn(save);
  const actor = createActor(
    waitlistMachine.provide({
      actors: { saveOnboarded: fromPromise(saveOnboarded) },
      actions: {
        recordAcknowledged,
        applySavedProfile: (_, params) => applySavedProfile(params.profile),
        logSaveFailure: () => {},
      },
    }),
  ).start();
  return { actor, recordAcknowledged, applySavedProfile, saveOnboarded };
}

describe('waitlist machine (spec §4)', () => {
  it('stays hidden without a profile and for onboarded profiles', () => {
    const { actor } = start(async () => profile);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    actor.send({ type: 'waitlist.profileChanged', profile: { ...profile, onboarded: true } });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });

  it.each([
    ['false', { ...profile, onboarded: false }],
    ['absent', (({ onboarded: _onboarded, ...rest }) => rest)(profile) as Profile],
  ])('shows the notice when onboarded is %s', (_label, changed) => {
    const { actor } = start(async () => profile);
    actor.send({ type: 'waitlist.profileChanged', profile: changed });
    expect(selectNoticeOpen(actor.getSnapshot())).toBe(true);
  });

  it('"I understand" saves onboarded, records the event and closes', async () => {
    const saved = { ...profile, onboarded: true };
    const { actor, recordAcknowledged, applySavedProfile, saveOnboarded } = start(async () => saved);
    actor.send({ type: 'waitlist.profileChanged', profile });
    actor.send({ type: 'waitlist.acknowledge' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(selectNoticeOpen(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(saveOnboarded).toHaveBeenCalledTimes(1);
    expect(recordAcknowledged).toHaveBeenCalledTimes(1);
    expect(applySavedProfile).toHaveBeenCalledWith(saved);
    // The merged profile coming back from the session keeps it closed.
    actor.send({ type: 'waitlist.profileChanged', profile: saved });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });

  it('stays open with a message when saving fails, and can try again', async () => {
    let attempt = 0;
    const { actor, recordAcknowledged } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { ...profile, onboarded: true };
    });
    actor.send({ type: 'waitlist.profileChanged', profile });
    actor.send({ type: 'waitlist.acknowledge' });
    await waitFor(actor, (s) => s.matches('showing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('We could not save that just now. Please try again.');
    expect(recordAcknowledged).not.toHaveBeenCalled();
    actor.send({ type: 'waitlist.acknowledge' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(recordAcknowledged).toHaveBeenCalledTimes(1);
  });

  it('ignores a second acknowledgement while saving', async () => {
    const { actor, saveOnboarded } = start(async () => ({ ...profile, onboarded: true }));
    actor.send({ type: 'waitlist.profileChanged', profile });
    actor.send({ type: 'waitlist.acknowledge' });
    actor.send({ type: 'waitlist.acknowledge' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(saveOnboarded).toHaveBeenCalledTimes(1);
  });

  it('closes when the user signs out', () => {
    const { actor } = start(async () => profile);
    actor.send({ type: 'waitlist.profileChanged', profile });
    actor.send({ type: 'waitlist.profileChanged', profile: null });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });
});
