import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: the page scrolls to the top on each route change (visual only, no flow state). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
