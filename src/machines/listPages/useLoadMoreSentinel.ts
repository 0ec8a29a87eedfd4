import { useCallback } from 'react';

/** How far below the viewport the next page starts loading, so scrolling rarely waits for it. */
export const loadAheadMargin = '0px 0px 600px 0px';

/**
 * A ref for the element at the end of a paged list: while `enabled`, its coming into view calls `loadMore`. The
 * observer is created again each time `enabled` turns true, and a new observer reports at once, so a page too short
 * to fill the screen is followed by the next without the teacher scrolling. The list's "Load more" button stays
 * the accessible way to ask for it.
 */
export function useLoadMoreSentinel(loadMore: () => void, enabled: boolean) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      }, { rootMargin: loadAheadMargin });
      observer.observe(element);
      return () => observer.disconnect();
    },
    // loadMore only sends an event to an actor that lives as long as the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled],
  );
}
