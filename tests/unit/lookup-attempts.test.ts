import { describe, expect, it } from 'vitest';
import { clientKey, createLookupAttempts } from '../../server/domain/lookup-attempts.ts';

describe('clientKey', () => {
  it('counts IPv4 addresses one by one and IPv6 addresses by their /64 network', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('lookup attempts', () => {
  it('refuses the 4th miss in a minute from one /64, and gives back look-ups that found their item', () => {
    const clock = { now: new Date('2026-03-02T09:00:00Z') };
    const attempts = createLookupAttempts({ max: 3, now: () => clock.now });
    attempts.begin('2001:db8:1:2::1', 'Too many.').found();
    for (const host of ['::2', '::3', '::4']) attempts.begin(`2001:db8:1:2${host}`, 'Too many.');
    clock.now = new Date('2026-03-02T09:00:45Z');
    expect(() => attempts.begin('2001:db8:1:2::99', 'Too many.')).toThrow('Too many. Wait 15 seconds before trying again.');
    expect(() => attempts.begin('2001:db8:1:3::1', 'Too many.')).not.toThrow();
    clock.now = new Date('2026-03-02T09:01:00Z');
    expect(() => attempts.begin('2001:db8:1:2::99', 'Too many.')).not.toThrow();
  });
});
