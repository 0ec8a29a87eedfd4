import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { apiErrorsMachine } from '../../src/machines/apiErrors/machine';
import { ApiError } from '../../src/services/apiError';

function start() {
  const slots = { rememberLocation: vi.fn(), logOut: vi.fn(), goToPricing: vi.fn(), announceTooManyRequests: vi.fn() };
  const actor = createActor(
    apiErrorsMachine.provide({
      actions: {
        rememberLocation: (_, params) => slots.rememberLocation(params.location),
        logOut: slots.logOut,
        goToPricing: slots.goToPricing,
        announceTooManyRequests: slots.announceTooManyRequests,
      },
    }),
  ).start();
  const fail = (statusCode: number, location = '/lessons/7?tab=plan') =>
    actor.send({ type: 'api.failed', error: new ApiError(statusCode, 'x'), location });
  return { slots, fail };
}

describe('API error routing (spec §8)', () => {
  it('401 remembers the current page and logs out', () => {
    const { slots, fail } = start();
    fail(401);
    expect(slots.rememberLocation).toHaveBeenCalledWith('/lessons/7?tab=plan');
    expect(slots.logOut).toHaveBeenCalledTimes(1);
  });

  it('401 on /login logs out without remembering the login page', () => {
    const { slots, fail } = start();
    fail(401, '/login');
    expect(slots.rememberLocation).not.toHaveBeenCalled();
    expect(slots.logOut).toHaveBeenCalledTimes(1);
  });

  it('403 goes to the pricing page', () => {
    const { slots, fail } = start();
    fail(403);
    expect(slots.goToPricing).toHaveBeenCalledTimes(1);
    expect(slots.logOut).not.toHaveBeenCalled();
  });

  it('429 announces tooManyRequests', () => {
    const { slots, fail } = start();
    fail(429);
    expect(slots.announceTooManyRequests).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the flow that made the call', () => {
    const { slots, fail } = start();
    fail(400);
    fail(500);
    expect(Object.values(slots).every((slot) => slot.mock.calls.length === 0)).toBe(true);
  });
});
