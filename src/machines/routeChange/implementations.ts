import type { Analytics } from '../../services/analytics';
import { analyticsEvents } from '../../services/analytics';

export interface RouteChangeDeps {
  scrollToTop: () => void;
  analytics: Analytics;
}

export function createRouteChangeImplementations(deps: RouteChangeDeps) {
  return {
    actions: {
      scrollToTop: () => deps.scrollToTop(),
      reportPageView: (_: unknown, { path }: { path: string }) => deps.analytics.event(analyticsEvents.pageView, { path }),
    },
  };
}
