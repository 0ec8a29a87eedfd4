import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router-dom';
import type { Location } from 'react-router-dom';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<History['listen']>[0];

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
  history.listen((update) => listeners.forEach((listener) => listener(update)));
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
    push: (to, state?: unknown) => history.push(to, state),
    replace: (to, state?: unknown) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen,
  };
  return {
    history: shared,
    get state() {
      return { location: history.location };
    },
    navigate: (to, { replace = false } = {}) => (replace ? history.replace(to) : history.push(to)),
    subscribe: (listener) => listen(() => listener({ location: history.location })),
  };
}

/** The browser's address bar. */
export const createAppBrowserRouter = (window: Window): AppRouter => shareHistory(UNSAFE_createBrowserHistory({ window, v5Compat: true }));

/** An address held in memory, starting at `path` (tests). */
export const createAppMemoryRouter = (path: string): AppRouter => shareHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
