import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, readTrustProxy } from '../../server/trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('is off when unset, empty, false or 0', () => {
    for (const raw of [undefined, '', 'false', '0', ' ']) expect(readTrustProxy(raw)).toBe(false);
  });

  it('reads a hop count, and hands Fastify a test that trusts exactly that many nearest peers', () => {
    expect(readTrustProxy('2')).toBe(2);
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false, false]);
  });

  it('reads a list of addresses, CIDR ranges and range names', () => {
    expect(readTrustProxy(' 10.0.0.1, 10.1.0.0/16 ,fd00::/8, loopback ')).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('refuses "true" and anything else it cannot read, saying what to write', () => {
    expect(() => readTrustProxy('true')).toThrow(
      'TRUST_PROXY must be the number of proxies in front of Teachkit (such as 1) or a comma-separated list of their addresses or CIDR ranges (such as 10.0.0.0/8, loopback); not understood: "true"',
    );
    expect(() => readTrustProxy('10.0.0.0/33')).toThrow(/not understood: "10.0.0.0\/33"/);
    expect(() => readTrustProxy('10.0.0.1, proxy.example')).toThrow(/not understood: "proxy.example"/);
  });
});
