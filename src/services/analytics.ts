/** The analytics port. The default adapter only logs locally: no third-party request. */
export interface Analytics {
  identify(userId: string, traits: Record<string, unknown>): void;
  event(name: string, properties?: Record<string, unknown>): void;
}

export const analyticsEvents = {
  login: 'login',
  waitlistAcknowledged: 'waitlist_acknowledged',
  pageView: 'page_view',
} as const;

export function createConsoleAnalytics(log: (...args: unknown[]) => void = console.debug): Analytics {
  return {
    identify: (userId, traits) => log('[analytics] identify', userId, traits),
    event: (name, properties) => log('[analytics] event', name, properties ?? {}),
  };
}
