import { Navigate } from 'react-router-dom';
import { useLogoutPage } from '../../machines/auth/useLogoutPage';
import { Loading } from '../layout/Loading';
import { PageTitle } from '../layout/PageTitle';
import { authTexts } from './texts';

/** /logout: the flow signs out; the identity provider brings the browser back to /login. */
export default function LogoutPage() {
  const { isSignedOut } = useLogoutPage();
  if (isSignedOut) return <Navigate to="/login" replace />;
  return (
    <>
      <PageTitle title={authTexts.logoutTitle} />
      <Loading label={authTexts.signingOut} />
    </>
  );
}
