import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { profileFailureMessage, sessionMachine } from '../../src/machines/session/machine';
import { selectHasSubscription, selectIsLoading } from '../../src/machines/session/selectors';
import type { SignedInAccount } from '../../src/services/authTypes';
import type { Profile } from '../../src/services/profileApi';

const account = { homeAccountId: 'home-1', username: 'ada@example.org' };
const profile: Profile = {
  id: 'user-1',
  name: 'Ada',
  email: 'ada@example.org',
  onboarded: true,
  subscription: 'pro',
  subscriptionEnd: '2999-01-01T00:00:00Z',
  market: 'AU',
};

function start(fetchProfile: () => Promise<Profile>) {
  const slots = {
    identifyUser: vi.fn(),
    recordLogin: vi.fn(),
    refreshPlatformLimit: vi.fn(),
    clearPlatformLimit: vi.fn(),
    announceProfile: vi.fn(),
    logProfileFailure: vi.fn(),
  };
  const actor = createActor(
    sessionMachine.provide({
      actors: { fetchProfile: fromPromise<Profile, { account: SignedInAccount }>(fetchProfile) },
      actions: {
        identifyUser: (_, params) => slots.identifyUser(params.profile),
        recordLogin: (_, params) => slots.recordLogin(params.profile),
        refreshPlatformLimit: slots.refreshPlatformLimit,
        clearPlatformLimit: slots.clearPlatformLimit,
        announceProfile: (_, params) => slots.announceProfile(params.profile),
        logProfileFailure: (_, params) => slots.logProfileFailure(params.error),
      },
    }),
  ).start();
  return { actor, slots };
}

describe('session machine (profile loading, spec §4)', () => {
  it('loads the profile when signed in; isLoading is true only while fetching', async () => {
    let resolve: (value: Profile) => void = () => {};
    const { actor, slots } = start(() => new Promise<Profile>((r) => (resolve = r)));
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.signedIn', account });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    // The robot-action limit is asked for beside the profile, not after it.
    expect(slots.refreshPlatformLimit).toHaveBeenCalledTimes(1);
    resolve(profile);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
    expect(slots.identifyUser).toHaveBeenCalledWith(profile);
    expect(slots.recordLogin).toHaveBeenCalledWith(profile);
    expect(slots.refreshPlatformLimit).toHaveBeenCalledTimes(1);
    expect(slots.announceProfile).toHaveBeenCalledWith(profile);
    expect(selectHasSubscription(actor.getSnapshot())).toBe(true);
  });

  it('only logs when the profile cannot be loaded', async () => {
    const { actor, slots } = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'session.signedIn', account });
    await waitFor(actor, (s) => s.matches('withoutProfile'));
    expect(slots.logProfileFailure).toHaveBeenCalledTimes(1);
    expect(slots.identifyUser).not.toHaveBeenCalled();
    // Asked for at sign-in, beside the profile; the profile's failure does not ask again.
    expect(slots.refreshPlatformLimit).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('writes exactly "Unable to set the current user profile" by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          fetchProfile: fromPromise<Profile, { account: SignedInAccount }>(async () => {
            throw new Error('boom');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'session.signedIn', account });
    await waitFor(actor, (s) => s.matches('withoutProfile'));
    expect(error).toHaveBeenCalledWith('Unable to set the current user profile', expect.any(Error));
    expect(profileFailureMessage).toBe('Unable to set the current user profile');
    error.mockRestore();
  });

  it('does not store a profile without an id', async () => {
    const { actor, slots } = start(async () => ({ ...profile, id: '' }));
    actor.send({ type: 'session.signedIn', account });
    await waitFor(actor, (s) => s.matches('withoutProfile'));
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(slots.recordLogin).not.toHaveBeenCalled();
  });

  it('merges partial profile updates', async () => {
    const { actor, slots } = start(async () => profile);
    actor.send({ type: 'session.signedIn', account });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'profile.update', changes: { name: 'Ada Lovelace' } });
    expect(actor.getSnapshot().context.profile).toEqual({ ...profile, name: 'Ada Lovelace' });
    expect(slots.announceProfile).toHaveBeenLastCalledWith({ ...profile, name: 'Ada Lovelace' });
  });

  it('clears the profile, the limit and the flags on logout', async () => {
    const { actor, slots } = start(async () => profile);
    actor.send({ type: 'session.signedIn', account });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(selectHasSubscription(actor.getSnapshot())).toBe(false);
    expect(slots.clearPlatformLimit).toHaveBeenCalled();
    expect(slots.announceProfile).toHaveBeenLastCalledWith(null);
  });
});
