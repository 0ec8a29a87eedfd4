import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router-dom';
import type { Location } from 'react-router-dom';

export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<History['listen']>[0];
export type HistoryUpdate = Parameters<Listener>[0];
export type HistoryTo = Parameters<History['push']>[0];

/**
 * Holds navigations back while a page has something to lose (src/app/navigationBlocking.ts). It is installed on a
 * history by the first page that needs it, so a first visit does not download it.
 */
export interface HistoryGuard {
  /** A link or redirect: `make` it now, or hold it. */
  navigate(to: HistoryTo, make: () => void): void;
  /** Back or Forward, heard after the browser moved: false when the listeners are not to hear of it. */
  popped(update: HistoryUpdate): boolean;
}

// How to install a guard on each shared history, for the views under <HistoryRouter>: they reach the history React
// Router holds (its navigator), not the AppRouter made at start-up.
const guardInstallers = new WeakMap<object, (create: (history: History) => HistoryGuard) => void>();

/** Installs a guard on the history a <HistoryRouter> was given (once); undefined for any other router. */
export const guardInstallerOf = (navigator: object) => guardInstallers.get(navigator);

export interface RouterState {
  location: Location;
}

/**
 * Where the app is and how code outside React moves it: the root actors navigate (403 → /pricing, 401 → /login),
 * route changes feed a statechart, tests read the location. React Router's declarative mode renders it
 * (<HistoryRouter>): the data router (loaders, actions, fetchers) would add 14 kB to every first visit and Teachkit's
 * machines already own the data.
 */
export interface AppRouter {
  /** For <HistoryRouter>: the same history, shared with every subscriber. */
  readonly history: History;
  readonly state: RouterState;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Called after every change of location; returns the unsubscribe. */
  subscribe(listener: (state: RouterState) => void): () => void;
}

/**
 * React Router's history objects take one listener (the router component's); this one fans every change out to any
 * number of them, so <HistoryRouter> and the route-change actor both hear it.
 */
function shareHistory(history: History): AppRouter {
  const listeners = new Set<Listener>();
  let guard: HistoryGuard | undefined;
  history.listen((update) => {
    if (update.action === 'POP' && guard && !guard.popped(update)) return;
    listeners.forEach((listener) => listener(update));
  });
  const listen = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const shared: History = {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) => (guard ? guard.navigate(to, () => history.push(to, state)) : history.push(to, state)),
    replace: (to, state?: unknown) => (guard ? guard.navigate(to, () => history.replace(to, state)) : history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen,
  };
  guardInstallers.set(shared, (create) => void (guard ??= create(history)));
  return {
    history: shared,
    get state() {
      return { location: history.location };
    },
    // Through the shared history, so a navigation from outside React (403 → /pricing) is held like a link.
    navigate: (to, { replace = false } = {}) => (replace ? shared.replace(to) : shared.push(to)),
    subscribe: (listener) => listen(() => listener({ location: history.location })),
  };
}

/** The browser's address bar. */
export const createAppBrowserRouter = (window: Window): AppRouter => shareHistory(UNSAFE_createBrowserHistory({ window, v5Compat: true }));

/** An address held in memory, starting at `path` (tests). */
export const createAppMemoryRouter = (path: string): AppRouter => shareHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
