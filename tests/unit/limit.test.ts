import { describe, expect, it } from 'vitest';
import { formatCountdown, isLimitHit, remainingActions } from '../../src/machines/platformLimit/limit';

const now = Date.parse('2025-03-01T12:00:00Z');
const reset = '2025-03-02T00:00:00Z';

describe('isLimitHit (spec §4)', () => {
  it('is hit when consumed reaches max before the reset', () => {
    expect(isLimitHit({ max: 10, consumed: 10, resetTimeUtc: reset }, now)).toBe(true);
    expect(isLimitHit({ max: 10, consumed: 12, resetTimeUtc: reset }, now)).toBe(true);
  });

  it('is not hit while consumed is below max', () => {
    expect(isLimitHit({ max: 10, consumed: 9, resetTimeUtc: reset }, now)).toBe(false);
  });

  it('is cleared once now is past the reset time', () => {
    expect(isLimitHit({ max: 10, consumed: 10, resetTimeUtc: '2025-03-01T11:00:00Z' }, now)).toBe(false);
  });

  it('is not hit without a limit', () => {
    expect(isLimitHit(null, now)).toBe(false);
  });
});

describe('remainingActions', () => {
  it('is max minus consumed, never negative', () => {
    expect(remainingActions({ max: 10, consumed: 3, resetTimeUtc: reset }, now)).toBe(7);
    expect(remainingActions({ max: 10, consumed: 14, resetTimeUtc: reset }, now)).toBe(0);
  });

  it('is the whole allowance after the reset', () => {
    expect(remainingActions({ max: 10, consumed: 10, resetTimeUtc: '2025-03-01T00:00:00Z' }, now)).toBe(10);
  });
});

describe('formatCountdown (hh:mm:ss)', () => {
  it.each([
    [0, '00:00:00'],
    [1_000, '00:00:01'],
    [59_000, '00:00:59'],
    [61_000, '00:01:01'],
    [3_600_000, '01:00:00'],
    [12 * 3_600_000 + 34 * 60_000 + 56_000, '12:34:56'],
    [-5_000, '00:00:00'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('rounds a partial second up so zero shows only at the reset', () => {
    expect(formatCountdown(400)).toBe('00:00:01');
  });
});
