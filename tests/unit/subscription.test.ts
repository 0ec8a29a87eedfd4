import { describe, expect, it } from 'vitest';
import { hasActiveSubscription } from '../../src/machines/session/subscription';

const now = Date.parse('2025-03-01T12:00:00Z');

describe('hasActiveSubscription (spec §4)', () => {
  it.each(['pro', 'starter', 'pilot', 'institution'] as const)('is active for %s with a future end date', (tier) => {
    expect(hasActiveSubscription({ subscription: tier, subscriptionEnd: '2025-04-01T00:00:00Z' }, now)).toBe(true);
  });

  it('is not active without an end date', () => {
    expect(hasActiveSubscription({ subscription: 'pro', subscriptionEnd: null }, now)).toBe(false);
  });

  it('is not active for an empty or unknown tier', () => {
    expect(hasActiveSubscription({ subscription: '', subscriptionEnd: '2025-04-01T00:00:00Z' }, now)).toBe(false);
    expect(
      hasActiveSubscription({ subscription: 'gold' as never, subscriptionEnd: '2025-04-01T00:00:00Z' }, now),
    ).toBe(false);
  });

  it('is not active once the end date is in the past', () => {
    expect(hasActiveSubscription({ subscription: 'pro', subscriptionEnd: '2025-03-01T11:59:59Z' }, now)).toBe(false);
  });

  it('is still active at the exact end instant', () => {
    expect(hasActiveSubscription({ subscription: 'pro', subscriptionEnd: '2025-03-01T12:00:00Z' }, now)).toBe(true);
  });

  it('is not active without a profile or with an unreadable date', () => {
    expect(hasActiveSubscription(null, now)).toBe(false);
    expect(hasActiveSubscription({ subscription: 'pro', subscriptionEnd: 'soon' }, now)).toBe(false);
  });
});
