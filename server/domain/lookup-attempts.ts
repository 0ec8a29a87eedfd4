import net from 'node:net';
import { HttpError } from '../errors.ts';
import { secondsUntil } from './shift.ts';

const WINDOW_MS = 60_000;
/** Past this many tracked addresses, finished windows are swept before a new one opens. */
const SWEEP_AT = 10_000;

/**
 * Whom a look-up is counted against: an IPv4 address, or an IPv6 address's /64 network, since one connection is
 * commonly given a whole /64 and could otherwise take a fresh address for every guess.
 */
export function clientKey(address: string): string {
  if (!net.isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

interface Window {
  attempts: number;
  endsAt: number;
}

/** One look-up under way: a look-up that finds what it asked for gives its attempt back. */
export interface LookupAttempt {
  found(): void;
}

/**
 * Bounds guessing of join codes and share links per client address: each address may miss `max` times per minute.
 * A look-up counts when it starts (so a burst of parallel guesses cannot slip past the count) and is given back
 * when it finds its item, so a class joining from one school address is never held up by its own correct codes.
 */
export function createLookupAttempts(deps: { max: number; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const windows = new Map<string, Window>();

  function sweep(at: number) {
    if (windows.size < SWEEP_AT) return;
    for (const [address, window] of windows) if (window.endsAt <= at) windows.delete(address);
  }

  return {
    /** Starts a look-up for this address, or throws a 429 saying how long to wait. */
    begin(address: string, tooMany: string): LookupAttempt {
      const key = clientKey(address);
      const at = now();
      const time = at.getTime();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        sweep(time);
        window = { attempts: 0, endsAt: time + WINDOW_MS };
        windows.set(key, window);
      }
      if (window.attempts >= deps.max) {
        const wait = secondsUntil(new Date(window.endsAt), at);
        throw new HttpError(429, `${tooMany} Wait ${wait} seconds before trying again.`, { 'retry-after': String(wait) });
      }
      window.attempts += 1;
      const counted = window;
      return {
        found() {
          counted.attempts = Math.max(0, counted.attempts - 1);
        },
      };
    },
  };
}

export type LookupAttempts = ReturnType<typeof createLookupAttempts>;
