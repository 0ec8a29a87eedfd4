import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountRemovalMachine } from '../../src/machines/accountRemoval/machine';
import { selectCanRemove } from '../../src/machines/accountRemoval/selectors';
import { apiKeysMachine } from '../../src/machines/apiKeys/machine';
import { profileDetailsMachine } from '../../src/machines/profileDetails/machine';
import { profileUsageMachine } from '../../src/machines/profileUsage/machine';
import { ApiError } from '../../src/services/apiError';
import type { ApiKey, CreatedApiKey, Profile, SubscriptionPortal } from '../../src/services/profileApi';

const firstKey: ApiKey = { id: 'k1', name: 'Gradebook', prefix: 'tk_abc12', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: null };
const madeKey: CreatedApiKey = {
  id: 'k2',
  name: 'Timetable',
  prefix: 'tk_def34',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
  key: 'tk_def34secret',
};

function startKeys(overrides: { revoke?: (input: { id: string }) => Promise<void>; create?: (input: { name: string }) => Promise<CreatedApiKey> } = {}) {
  const createKey = vi.fn(overrides.create ?? (async () => madeKey));
  const revokeKey = vi.fn(overrides.revoke ?? (async (_input: { id: string }) => {}));
  const actor = createActor(
    apiKeysMachine.provide({
      actors: {
        listKeys: fromPromise(async () => [firstKey]),
        createKey: fromPromise(({ input }) => createKey(input)),
        revokeKey: fromPromise(({ input }) => revokeKey(input)),
      },
    }),
  ).start();
  return { actor, createKey, revokeKey };
}

describe('API keys machine', () => {
  it('makes a named key, lists it without the secret and keeps the key shown until dismissed', async () => {
    const { actor, createKey } = startKeys();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'keys.create' })).toBe(false);
    actor.send({ type: 'keys.nameChanged', name: '  Timetable ' });
    actor.send({ type: 'keys.create' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(createKey).toHaveBeenCalledWith({ name: 'Timetable' });
    expect(actor.getSnapshot().context.created?.key).toBe('tk_def34secret');
    expect(actor.getSnapshot().context.keys.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(actor.getSnapshot().context.keys[0]).not.toHaveProperty('key');
    expect(actor.getSnapshot().context.name).toBe('');
    actor.send({ type: 'keys.dismissCreated' });
    expect(actor.getSnapshot().context.created).toBeNull();
  });

  it('revokes only after confirmation, and cancelling keeps the key', async () => {
    const { actor, revokeKey } = startKeys();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'keys.revoke', key: firstKey });
    actor.send({ type: 'keys.cancelRevoke' });
    expect(revokeKey).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.keys).toHaveLength(1);
    actor.send({ type: 'keys.revoke', key: firstKey });
    actor.send({ type: 'keys.confirmRevoke' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(revokeKey).toHaveBeenCalledWith({ id: 'k1' });
    expect(actor.getSnapshot().context.keys).toEqual([]);
  });

  it('keeps the list and says why when making a key is refused', async () => {
    const refusal = 'You already have 10 API keys, the most one teacher may hold: revoke one you no longer use, then make a new one.';
    const { actor } = startKeys({ create: async () => Promise.reject(new ApiError(409, refusal)) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'keys.nameChanged', name: 'Eleventh' });
    actor.send({ type: 'keys.create' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.message).toBe(refusal);
    expect(actor.getSnapshot().context.keys.map((k) => k.id)).toEqual(['k1']);
    expect(actor.getSnapshot().context.name).toBe('Eleventh');
  });
});

const profile: Profile = { id: 'u1', name: 'Ada', email: 'ada@example.org', onboarded: true, subscription: '', subscriptionEnd: null, market: '' };

describe('profile details machine', () => {
  it('saves name and market together, says Saved. until the next change and hands the profile on', async () => {
    const applied = vi.fn();
    const saveDetails = vi.fn(async (changes: { name?: string; market?: string }) => ({ ...profile, ...changes }) as Profile);
    const actor = createActor(
      profileDetailsMachine.provide({
        actors: { saveDetails: fromPromise(({ input }) => saveDetails(input)) },
        actions: { applySavedProfile: (_, params) => applied(params.profile) },
      }),
      { input: { profile } },
    ).start();
    actor.send({ type: 'details.nameChanged', name: ' Ada Lovelace ' });
    actor.send({ type: 'details.marketChanged', market: 'uk' });
    actor.send({ type: 'details.save' });
    await waitFor(actor, (s) => s.context.saved);
    expect(saveDetails).toHaveBeenCalledWith({ name: 'Ada Lovelace', market: 'uk' });
    expect(applied).toHaveBeenCalledWith({ ...profile, name: 'Ada Lovelace', market: 'uk' });
    actor.send({ type: 'details.nameChanged', name: 'Ada L.' });
    expect(actor.getSnapshot().context.saved).toBe(false);
  });

  it('keeps the typing and the field message when the save is refused', async () => {
    const actor = createActor(
      profileDetailsMachine.provide({
        actors: {
          saveDetails: fromPromise(async () => Promise.reject(new ApiError(400, 'Validation Error', [{ field: 'name', message: 'Name must be at most 120 characters' }]))),
        },
      }),
      { input: { profile } },
    ).start();
    actor.send({ type: 'details.nameChanged', name: 'x'.repeat(121) });
    actor.send({ type: 'details.save' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ name: 'Name must be at most 120 characters' });
    expect(actor.getSnapshot().context.name).toHaveLength(121);
    expect(actor.getSnapshot().context.saved).toBe(false);
  });
});

describe('profile usage machine', () => {
  it('asks for the 30 days ending today and the plan, and retries each alone', async () => {
    const loadConsumption = vi.fn(async (range: { startDate: string; endDate: string }) => ({ ...range, total: 0, days: [] }));
    let portalCalls = 0;
    const actor = createActor(
      profileUsageMachine.provide({
        actors: {
          loadConsumption: fromPromise(({ input }) => loadConsumption(input)),
          loadPortal: fromPromise(async (): Promise<SubscriptionPortal> => {
            portalCalls += 1;
            if (portalCalls === 1) throw new Error('offline');
            return { url: null, managed: true, message: 'Managed by the school' };
          }),
        },
      }),
      { input: { today: '2026-03-01' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ consumption: 'ready', plan: 'failed' }));
    // 2026 is not a leap year: 30 days ending 1 March start on 31 January.
    expect(loadConsumption).toHaveBeenCalledWith({ startDate: '2026-01-31', endDate: '2026-03-01' });
    actor.send({ type: 'plan.retry' });
    await waitFor(actor, (s) => s.matches({ plan: 'ready' }));
    expect(actor.getSnapshot().context.portal).toEqual({ url: null, managed: true, message: 'Managed by the school' });
    expect(loadConsumption).toHaveBeenCalledTimes(1);
  });
});

describe('account removal machine', () => {
  function startRemoval(remove: (input: { confirm: string }) => Promise<void>) {
    const signOut = vi.fn();
    const removeAccount = vi.fn(remove);
    const actor = createActor(
      accountRemovalMachine.provide({ actors: { removeAccount: fromPromise(({ input }) => removeAccount(input)) }, actions: { signOut } }),
      { input: { email: 'Ada@Example.org' } },
    ).start();
    return { actor, signOut, removeAccount };
  }

  it('removes only once the email is typed, then signs out', async () => {
    const { actor, signOut, removeAccount } = startRemoval(async () => {});
    actor.send({ type: 'removal.start' });
    actor.send({ type: 'removal.typed', text: 'ada@example.com' });
    expect(selectCanRemove(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'removal.confirm' });
    expect(removeAccount).not.toHaveBeenCalled();
    actor.send({ type: 'removal.typed', text: ' ada@example.org ' });
    expect(selectCanRemove(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'removal.confirm' });
    await waitFor(actor, (s) => s.matches('removed'));
    expect(removeAccount).toHaveBeenCalledWith({ confirm: 'ada@example.org' });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('stays open with the reason and does not sign out when the server refuses', async () => {
    const { actor, signOut } = startRemoval(async () =>
      Promise.reject(new ApiError(400, 'Validation Error', [{ field: 'confirm', message: 'Type your email address (ada@example.org) in confirm' }])),
    );
    actor.send({ type: 'removal.start' });
    actor.send({ type: 'removal.typed', text: 'ada@example.org' });
    actor.send({ type: 'removal.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.fields.confirm).toBe('Type your email address (ada@example.org) in confirm');
    expect(signOut).not.toHaveBeenCalled();
  });
});
