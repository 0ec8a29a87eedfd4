import { and, setup } from 'xstate';
import type { ApiErrorEvent } from './types';

export const loginPath = '/login';

/** True when the location is the login page (with or without query or hash). */
export function isLoginLocation(location: string): boolean {
  const path = location.split(/[?#]/)[0] ?? '';
  return path === loginPath || path === `${loginPath}/`;
}

/**
 * Routes failed API calls (spec §8): 401 remembers the page (unless on /login) and logs out by
 * redirect, 403 goes to /pricing, 429 announces tooManyRequests. Other failures are left to the
 * flow that made the call. A 401 is the server refusing the token or the identity provider no longer
 * honouring the sign-in (no token could be had, spec §7): either way the teacher signs in again and
 * comes back to the page.
 */
export const apiErrorsMachine = setup({
  types: {
    events: {} as ApiErrorEvent,
  },
  actions: {
    rememberLocation: (_, _params: { location: string }) => {},
    logOut: () => {},
    goToPricing: () => {},
    announceTooManyRequests: () => {},
  },
  guards: {
    isUnauthorised: ({ event }) => event.error.statusCode === 401,
    isForbidden: ({ event }) => event.error.statusCode === 403,
    isTooManyRequests: ({ event }) => event.error.statusCode === 429,
    isAwayFromLogin: ({ event }) => !isLoginLocation(event.location),
  },
}).createMachine({
  id: 'apiErrors',
  initial: 'listening',
  states: {
    listening: {
      on: {
        'api.failed': [
          {
            guard: and(['isUnauthorised', 'isAwayFromLogin']),
            actions: [{ type: 'rememberLocation', params: ({ event }) => ({ location: event.location }) }, 'logOut'],
          },
          { guard: 'isUnauthorised', actions: 'logOut' },
          { guard: 'isForbidden', actions: 'goToPricing' },
          { guard: 'isTooManyRequests', actions: 'announceTooManyRequests' },
        ],
      },
    },
  },
});

export type ApiErrorsMachine = typeof apiErrorsMachine;
