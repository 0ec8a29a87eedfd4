import { describe, expect, it } from 'vitest';
import { readCookie } from '../../src/services/cookies';
import { serialiseQuery, withSerialisedQuery } from '../../src/services/query';

describe('serialiseQuery', () => {
  it('serialises arrays with indexes', () => {
    expect(serialiseQuery({ ownerIds: ['a', 'b'], size: 20 })).toBe('ownerIds%5B0%5D=a&ownerIds%5B1%5D=b&size=20');
  });

  it('leaves out null and undefined values and encodes text', () => {
    expect(serialiseQuery({ input: 'fractions & decimals', key: undefined, token: null })).toBe(
      'input=fractions%20%26%20decimals',
    );
  });

  it('appends to a path that already has a query', () => {
    expect(withSerialisedQuery('/profile/limits?x=1', { key: 'platform' })).toBe('/profile/limits?x=1&key=platform');
    expect(withSerialisedQuery('/profile', {})).toBe('/profile');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
