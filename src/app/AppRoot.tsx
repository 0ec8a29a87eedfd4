import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '../views/layout/ScrollToTop';
import { TooManyRequestsDialog } from '../views/limit/TooManyRequestsDialog';
import { WaitlistDialog } from '../views/waitlist/WaitlistDialog';

/** Wraps every route: app-wide dialogs driven by the root actors, and scroll reset on navigation. */
export function AppRoot() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <WaitlistDialog />
      <TooManyRequestsDialog />
    </>
  );
}
