import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Profile } from '../../services/profileApi';
import { useSession } from '../../machines/session/useSession';
import { Loading } from '../layout/Loading';
import { accountTexts } from './texts';

/** For-state view: a loaded profile renders the page; loading and failure have their own visible states. */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const { profile, isLoading } = useSession();
  if (profile) return <>{children(profile)}</>;
  if (isLoading) return <Loading label={accountTexts.loadingProfile} holdsPage />;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{accountTexts.profileUnavailable}</Alert.Title>
    </Alert.Root>
  );
}
