import { describe, expect, it } from 'vitest';
import { parseTimespan, formatTimespan, TIMESPAN_MESSAGES } from '../../src/lib/timespan.ts';
import { isAudioExtension, isMediaExtension, isVideoExtension, normaliseExtension } from '../../src/lib/media.ts';
import { cutBreadcrumb, cutDescription, displayName } from '../../src/lib/text.ts';
import { dateLabel, fileNameTimestamp, formatCountdown, formatDuration, formatSeconds, sizeInMb } from '../../src/lib/format.ts';
import { ENHANCEMENT_MESSAGES, validateEnhancementSearch } from '../../src/lib/enhancements.ts';
import { assertNavItem } from '../../src/lib/nav.ts';

describe('time spans (spec §5)', () => {
  it('reads HH:MM:SS and HHH:MM:SS as seconds', () => {
    expect(parseTimespan('01:02:03')).toBe(3723);
    expect(parseTimespan('100:00:00')).toBe(360_000);
    expect(parseTimespan('00:59:59')).toBe(3599);
  });

  it('counts an empty value as 0', () => {
    expect(parseTimespan('')).toBe(0);
    expect(parseTimespan('   ')).toBe(0);
    expect(parseTimespan(undefined)).toBe(0);
  });

  it.each([
    ['01:02', TIMESPAN_MESSAGES.format],
    ['1:02:03:04', TIMESPAN_MESSAGES.format],
    ['1000:00:00', TIMESPAN_MESSAGES.format],
    ['01:2:03', TIMESPAN_MESSAGES.format],
    ['aa:02:03', TIMESPAN_MESSAGES.part],
    ['01:-2:03', TIMESPAN_MESSAGES.part],
    ['01:02:3.5', TIMESPAN_MESSAGES.part],
    ['01:60:00', TIMESPAN_MESSAGES.range],
    ['01:00:60', TIMESPAN_MESSAGES.range],
  ])('rejects "%s" with "%s"', (text, message) => {
    expect(() => parseTimespan(text)).toThrow(message);
  });

  it('formats seconds back to the same text', () => {
    expect(formatTimespan(3723)).toBe('01:02:03');
    expect(parseTimespan(formatTimespan(360_001))).toBe(360_001);
  });
});

describe('media extensions (spec §5)', () => {
  it('ignores case, spaces and a leading dot', () => {
    expect(normaliseExtension(' .MP3 ')).toBe('mp3');
    expect(isAudioExtension('.FLAC')).toBe(true);
    expect(isVideoExtension(' m p4')).toBe(true);
  });

  it('knows every listed audio and video extension and nothing else', () => {
    for (const ext of ['mp3', 'wav', 'ogg', 'flac', 'aac', 'm4a', 'wma', 'aiff', 'alac']) expect(isAudioExtension(ext)).toBe(true);
    for (const ext of ['mp4', 'avi', 'mkv', 'mov', 'wmv', 'flv', 'webm', 'mpeg', 'm4v', '3gp', 'ts']) expect(isVideoExtension(ext)).toBe(true);
    expect(isMediaExtension('pdf')).toBe(false);
    expect(isMediaExtension('')).toBe(false);
    expect(isAudioExtension('mp4')).toBe(false);
  });
});

describe('text cuts (spec §9)', () => {
  it('cuts descriptions at 220 characters plus an ellipsis', () => {
    const long = 'x'.repeat(221);
    expect(cutDescription(long)).toBe(`${'x'.repeat(220)}...`);
    expect(cutDescription('x'.repeat(220))).toBe('x'.repeat(220));
  });

  it('cuts breadcrumb labels at 100 characters', () => {
    expect(cutBreadcrumb('y'.repeat(150))).toBe(`${'y'.repeat(100)}...`);
    expect(cutBreadcrumb(undefined)).toBe('');
  });

  it('names a profile by its name or the part of the email before the @', () => {
    expect(displayName({ name: 'Ada', email: 'ada@x.org' })).toBe('Ada');
    expect(displayName({ name: '  ', email: 'grace.hopper@navy.example' })).toBe('grace.hopper');
  });
});

describe('formats (spec §9)', () => {
  it('gives sizes in MB with two decimals', () => {
    expect(sizeInMb(1048576)).toBe('1.00');
    expect(sizeInMb(1572864)).toBe('1.50');
    expect(sizeInMb(0)).toBe('0.00');
  });

  it('writes durations in pluralised parts, leaving zero parts out', () => {
    expect(formatDuration(90_061_001)).toBe('1 day 1 hour 1 minute 1 second 1 millisecond');
    expect(formatDuration(2 * 86_400_000 + 3 * 60_000)).toBe('2 days 3 minutes');
    expect(formatDuration(0)).toBe('0 milliseconds');
  });

  it('writes seconds as Xm YYs, or Ys under a minute, with fractions padded to 3 digits', () => {
    expect(formatSeconds(75)).toBe('1m 15s');
    expect(formatSeconds(61)).toBe('1m 01s');
    expect(formatSeconds(7)).toBe('7s');
    expect(formatSeconds(7.05)).toBe('7.050s');
    expect(formatSeconds(65.25)).toBe('1m 05.250s');
  });

  it('writes file-name timestamps and date labels', () => {
    const date = new Date(2026, 10, 2, 9, 5);
    expect(fileNameTimestamp(date)).toBe('2026-11-02_09-05');
    expect(dateLabel(date)).toBe('02-Nov-2026');
  });

  it('writes countdowns as hh:mm:ss', () => {
    expect(formatCountdown(3723)).toBe('01:02:03');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('enhancement search (spec §5)', () => {
  it('needs some input', () => {
    expect(() => validateEnhancementSearch({ input: '  ' })).toThrow(ENHANCEMENT_MESSAGES.input);
    expect(() => validateEnhancementSearch({})).toThrow('You must provide some input to search for');
  });

  it('defaults the size to 20 and refuses more than 50', () => {
    expect(validateEnhancementSearch({ input: 'volcanoes' }).size).toBe(20);
    expect(validateEnhancementSearch({ input: 'volcanoes', size: 50 }).size).toBe(50);
    expect(() => validateEnhancementSearch({ input: 'volcanoes', size: 51 })).toThrow("You can't request more than 50 enhancements at a time");
  });
});

describe('navigation items (spec §8)', () => {
  it('refuses an item with neither a path nor a flyout', () => {
    expect(() => assertNavItem({ label: 'Nowhere' })).toThrow('Invalid Nav Item');
    expect(() => assertNavItem({ label: 'Build', flyout: { items: [{ label: 'Broken' }] } })).toThrow('Invalid Nav Item');
    expect(assertNavItem({ label: 'Home', path: '/' }).path).toBe('/');
  });
});
