import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createPlatformLimitImplementations } from '../../src/machines/platformLimit/implementations';
import { platformLimitMachine } from '../../src/machines/platformLimit/machine';
import {
  selectCountdown,
  selectHitPlatformLimit,
  selectLimitDialogOpen,
  selectRemainingActions,
} from '../../src/machines/platformLimit/selectors';
import { dispatchTooManyRequests } from '../../src/services/browserEvents';
import type { PlatformLimit } from '../../src/services/profileApi';

const start = Date.parse('2025-03-01T23:00:00Z');
const resetTimeUtc = '2025-03-02T00:00:00Z';

function startMachine(responses: Array<PlatformLimit | null | Error>) {
  const eventTarget = new EventTarget();
  const fetches = vi.fn(async () => {
    const next = responses.length > 1 ? responses.shift() : responses[0];
    if (next instanceof Error) throw next;
    return next ?? null;
  });
  const implementations = createPlatformLimitImplementations({
    profileApi: { platformLimit: fetches },
    eventTarget,
  });
  const actor = createActor(
    platformLimitMachine.provide({
      actors: { ...implementations.actors, fetchPlatformLimit: fromPromise(fetches) },
      actions: { logLimitFailure: () => {} },
    }),
  ).start();
  return { actor, fetches, eventTarget };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('platform limit machine (spec §4)', () => {
  it('waits for a refresh before fetching', () => {
    const { actor, fetches } = startMachine([{ max: 10, consumed: 3, resetTimeUtc }]);
    expect(actor.getSnapshot().matches({ usage: 'unknown' })).toBe(true);
    expect(fetches).not.toHaveBeenCalled();
  });

  it('counts down to the reset every second in hh:mm:ss', async () => {
    const { actor } = startMachine([{ max: 10, consumed: 3, resetTimeUtc }]);
    actor.send({ type: 'limit.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ usage: 'counting' })).toBe(true);
    expect(selectCountdown(actor.getSnapshot())).toBe('01:00:00');
    expect(selectRemainingActions(actor.getSnapshot())).toBe(7);
    expect(selectHitPlatformLimit(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectCountdown(actor.getSnapshot())).toBe('00:59:59');
    await vi.advanceTimersByTimeAsync(61_000);
    expect(selectCountdown(actor.getSnapshot())).toBe('00:58:58');
  });

  it('is hit when consumed reaches max', async () => {
    const { actor } = startMachine([{ max: 10, consumed: 10, resetTimeUtc }]);
    actor.send({ type: 'limit.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectHitPlatformLimit(actor.getSnapshot())).toBe(true);
    expect(selectRemainingActions(actor.getSnapshot())).toBe(0);
  });

  it('refreshes the limit when the countdown reaches zero', async () => {
    const { actor, fetches } = startMachine([
      { max: 10, consumed: 10, resetTimeUtc: '2025-03-01T23:00:03Z' },
      { max: 10, consumed: 0, resetTimeUtc: '2025-03-02T23:00:00Z' },
    ]);
    actor.send({ type: 'limit.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCountdown(actor.getSnapshot())).toBe('00:00:03');
    await vi.advanceTimersByTimeAsync(2000);
    expect(selectCountdown(actor.getSnapshot())).toBe('00:00:01');
    expect(fetches).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(selectHitPlatformLimit(actor.getSnapshot())).toBe(false);
    expect(selectCountdown(actor.getSnapshot())).toBe('23:59:57');
  });

  it('treats a limit whose reset time has passed as cleared, without a countdown', async () => {
    const { actor } = startMachine([{ max: 10, consumed: 10, resetTimeUtc: '2025-03-01T22:00:00Z' }]);
    actor.send({ type: 'limit.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ usage: 'cleared' })).toBe(true);
    expect(selectHitPlatformLimit(actor.getSnapshot())).toBe(false);
    expect(selectCountdown(actor.getSnapshot())).toBeNull();
  });

  it('is unavailable when the limit cannot be loaded, and can be refreshed again', async () => {
    const { actor } = startMachine([new Error('offline'), { max: 10, consumed: 1, resetTimeUtc }]);
    actor.send({ type: 'limit.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ usage: 'unavailable' })).toBe(true);
    actor.send({ type: 'limit.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ usage: 'counting' })).toBe(true);
  });

  it('forgets the limit on clear (logout)', async () => {
    const { actor } = startMachine([{ max: 10, consumed: 10, resetTimeUtc }]);
    actor.send({ type: 'limit.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'limit.clear' });
    expect(actor.getSnapshot().matches({ usage: 'unknown' })).toBe(true);
    expect(actor.getSnapshot().context.limit).toBeNull();
    expect(selectHitPlatformLimit(actor.getSnapshot())).toBe(false);
  });

  it('opens the explanation on a tooManyRequests browser event, refreshes the limit, and closes on dismiss', async () => {
    const { actor, eventTarget, fetches } = startMachine([{ max: 10, consumed: 9, resetTimeUtc }]);
    actor.send({ type: 'limit.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectLimitDialogOpen(actor.getSnapshot())).toBe(false);
    dispatchTooManyRequests(eventTarget);
    expect(selectLimitDialogOpen(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveBeenCalledTimes(2);
    actor.send({ type: 'limit.dismissDialog' });
    expect(selectLimitDialogOpen(actor.getSnapshot())).toBe(false);
  });

  it('stops listening to the browser when stopped', () => {
    const { actor, eventTarget } = startMachine([null]);
    actor.stop();
    dispatchTooManyRequests(eventTarget);
    expect(selectLimitDialogOpen(actor.getSnapshot())).toBe(false);
  });
});
