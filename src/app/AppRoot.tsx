import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { selectLimitDialogOpen } from '../machines/platformLimit/selectors';
import { selectNoticeOpen } from '../machines/waitlist/selectors';
import { loadChunk } from '../services/chunks';
import { useRootSystem } from './RootSystemProvider';

// The dialogs (and the focus trap, scroll lock and layering they bring) are fetched the first time one opens.
const WaitlistDialog = lazy(() => loadChunk(() => import('../views/waitlist/WaitlistDialog')).then((module) => ({ default: module.WaitlistDialog })));
const TooManyRequestsDialog = lazy(() =>
  loadChunk(() => import('../views/limit/TooManyRequestsDialog')).then((module) => ({ default: module.TooManyRequestsDialog })),
);

/** Wraps every route: app-wide dialogs driven by the root actors (route changes are a statechart wired in main.tsx). */
export function AppRoot() {
  const system = useRootSystem();
  // Narrow selectors: the limit's countdown ticks every second and must not re-render every page.
  const waitlistOpen = useSelector(system.waitlist, selectNoticeOpen);
  const limitDialogOpen = useSelector(system.platformLimit, selectLimitDialogOpen);
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        {waitlistOpen && <WaitlistDialog />}
        {limitDialogOpen && <TooManyRequestsDialog />}
      </Suspense>
    </>
  );
}
