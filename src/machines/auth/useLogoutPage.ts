import { useEffect } from 'react';
import { useAuth } from './useAuth';

/**
 * /logout asks the auth flow to sign out. The page can open while sign-in is still settling, so the request is
 * sent as soon as an account is there; the identity provider then brings the browser back to /login.
 */
export function useLogoutPage() {
  const { isSignedIn, isSignedOut, logout } = useAuth();
  useEffect(() => {
    if (isSignedIn) logout();
  }, [isSignedIn, logout]);
  return { isSignedOut };
}
