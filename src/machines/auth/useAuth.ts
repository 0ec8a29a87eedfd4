import { useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import {
  selectAuthError,
  selectCanLogin,
  selectIsBusy,
  selectIsSignedIn,
  selectIsSignedOut,
  selectReturnTo,
} from './selectors';

export function useAuth() {
  const { auth } = useRootSystem();
  return {
    isSignedIn: useSelector(auth, selectIsSignedIn),
    isSignedOut: useSelector(auth, selectIsSignedOut),
    isBusy: useSelector(auth, selectIsBusy),
    canLogin: useSelector(auth, selectCanLogin),
    returnTo: useSelector(auth, selectReturnTo),
    error: useSelector(auth, selectAuthError),
    login: (returnTo?: string) => auth.send(returnTo ? { type: 'auth.login', returnTo } : { type: 'auth.login' }),
    logout: () => auth.send({ type: 'auth.logout' }),
  };
}
