import { lazy, Suspense } from 'react';
import { useAuth } from '../../machines/auth/useAuth';
import { Loading } from './Loading';
import { PublicLayout } from './PublicLayout';
import { navTexts } from './texts';

/** The signed-in frame is its own chunk: a visitor who never signs in never loads it. */
const SignedInLayout = lazy(async () => ({ default: (await import('./SignedInLayout')).SignedInLayout }));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/**
 * The frame of a page that does not exist: the signed-in layout for a signed-in teacher (a mistyped address must not
 * feel like being signed out), the public one for everyone else.
 */
export function NotFoundFrame() {
  const { isSignedIn } = useAuth();
  return (
    <Suspense fallback={<Loading label={navTexts.loading} />}>
      {isSignedIn ? (
        <SignedInLayout>
          <NotFoundPage />
        </SignedInLayout>
      ) : (
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      )}
    </Suspense>
  );
}
