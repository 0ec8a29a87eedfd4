import type { History, HistoryGuard, HistoryTo, HistoryUpdate } from './appRouter';
import { guardInstallerOf } from './appRouter';

/** A navigation held back until the teacher decides: make it after all, or stay where they are. */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

/** Answers true for a navigation to hold (to `pathname`, by a link, a redirect, or Back and Forward). */
export type NavigationBlocker = (next: { pathname: string }) => boolean;

/**
 * What React Router's data router offers as `useBlocker`, for the declarative router the app uses (<HistoryRouter>,
 * src/app/appRouter.ts): one blocker at a time, and the navigation it holds.
 */
export interface NavigationBlocking {
  /** Holds every navigation `blocker` answers true for, until the returned release is called. */
  block(blocker: NavigationBlocker): () => void;
  /** The navigation being held, or null. */
  held(): HeldNavigation | null;
  /** Called whenever a navigation is held or let go; returns the unsubscribe. */
  subscribeHeld(listener: () => void): () => void;
}

/**
 * Holds navigations for one blocker. A link or redirect is simply not made until the teacher decides; Back and Forward
 * have already moved the browser, so the move is undone at once (the listeners never hear of it) and made again if the
 * teacher chooses to leave. A move whose distance is unknown (an entry not made by this history) is let through.
 */
function createBlocking(history: History): HistoryGuard & { blocking: NavigationBlocking } {
  let blocker: NavigationBlocker | null = null;
  let held: HeldNavigation | null = null;
  const heldListeners = new Set<() => void>();
  // Back or Forward the teacher chose to make after all, and the move that undoes a held one: neither is asked about.
  let passNextPop = false;
  let swallowNextPop = false;

  const setHeld = (next: HeldNavigation | null) => {
    held = next;
    heldListeners.forEach((listener) => listener());
  };
  const hold = (make: () => void) =>
    setHeld({
      proceed: () => {
        setHeld(null);
        make();
      },
      reset: () => setHeld(null),
    });
  const holds = (pathname: string) => blocker !== null && blocker({ pathname });

  return {
    blocking: {
      block(next) {
        blocker = next;
        return () => {
          if (blocker !== next) return;
          blocker = null;
          if (held) setHeld(null);
        };
      },
      held: () => held,
      subscribeHeld(listener) {
        heldListeners.add(listener);
        return () => void heldListeners.delete(listener);
      },
    },
    navigate(to: HistoryTo, make: () => void) {
      if (holds(history.createURL(to).pathname)) hold(make);
      else make();
    },
    popped(update: HistoryUpdate): boolean {
      if (swallowNextPop) {
        swallowNextPop = false;
        return false;
      }
      if (passNextPop) {
        passNextPop = false;
        return true;
      }
      const { delta } = update;
      if (delta === null || delta === 0 || !holds(update.location.pathname)) return true;
      swallowNextPop = true;
      history.go(-delta);
      hold(() => {
        passNextPop = true;
        history.go(delta);
      });
      return false;
    },
  };
}

const blockings = new WeakMap<object, NavigationBlocking>();

/**
 * The blocking of the history a <HistoryRouter> was given (React Router's navigator), installed on first use; null for
 * any other router, which then blocks nothing.
 */
export function navigationBlockingOf(navigator: object): NavigationBlocking | null {
  const known = blockings.get(navigator);
  if (known) return known;
  const install = guardInstallerOf(navigator);
  if (!install) return null;
  let blocking: NavigationBlocking | null = null;
  install((history) => {
    const guard = createBlocking(history);
    blocking = guard.blocking;
    return guard;
  });
  if (blocking) blockings.set(navigator, blocking);
  return blocking;
}
