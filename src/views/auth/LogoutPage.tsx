import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../machines/auth/useAuth';
import { Loading } from '../layout/Loading';
import { PageTitle } from '../layout/PageTitle';
import { authTexts } from './texts';

/** /logout asks the auth flow to sign out; the identity provider brings the browser back to /login. */
export default function LogoutPage() {
  const { isSignedIn, isSignedOut, logout } = useAuth();
  useEffect(() => {
    if (isSignedIn) logout();
  }, [isSignedIn, logout]);

  if (isSignedOut) return <Navigate to="/login" replace />;
  return (
    <>
      <PageTitle title={authTexts.logoutTitle} />
      <Loading label={authTexts.signingOut} />
    </>
  );
}
