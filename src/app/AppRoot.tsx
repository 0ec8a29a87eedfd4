import { Outlet } from 'react-router-dom';
import { TooManyRequestsDialog } from '../views/limit/TooManyRequestsDialog';
import { WaitlistDialog } from '../views/waitlist/WaitlistDialog';

/** Wraps every route: app-wide dialogs driven by the root actors (route changes are a statechart wired in main.tsx). */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <WaitlistDialog />
      <TooManyRequestsDialog />
    </>
  );
}
