import { describe, expect, it } from 'vitest';
import { describeWait, lockSeconds } from '../../server/identity/sign-in-backoff.ts';

describe('sign-in back-off', () => {
  it('leaves four mistakes free, then locks for 30 s doubling up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 20].map(lockSeconds)).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900]);
  });

  it('words the wait for the sign-in page', () => {
    expect([0.2, 30, 59.5, 60, 61, 900].map(describeWait)).toEqual(['1 second', '30 seconds', '1 minute', '1 minute', '2 minutes', '15 minutes']);
  });
});
