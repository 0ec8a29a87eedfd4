import type { LastUrlStorage } from '../../services/storage';

export interface ApiErrorsDeps {
  lastUrl: LastUrlStorage;
  logOut: () => void;
  navigate: (path: string) => void;
  announceTooManyRequests: () => void;
}

export function createApiErrorsImplementations(deps: ApiErrorsDeps) {
  return {
    actions: {
      rememberLocation: (_: unknown, { location }: { location: string }) => deps.lastUrl.remember(location),
      logOut: () => deps.logOut(),
      goToPricing: () => deps.navigate('/pricing'),
      announceTooManyRequests: () => deps.announceTooManyRequests(),
    },
  };
}
