export interface RouteChangeContext {
  /** The path the browser is on; a page view is reported for it once the route settles. */
  path: string | null;
}

export type RouteChangeEvent = { type: 'route.changed'; path: string };
