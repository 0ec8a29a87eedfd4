import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/components/ui/avatar';
import { isLoginLocation } from '../../src/machines/apiErrors/machine';
import { needsWaitlistNotice } from '../../src/machines/waitlist/machine';
import { displayName } from '../../src/machines/session/selectors';
import { avatarUrl, emailHash } from '../../src/services/avatar';

describe('displayName', () => {
  it('uses the name when there is one', () => {
    expect(displayName({ name: 'Ada Lovelace', email: 'ada@example.org' })).toBe('Ada Lovelace');
  });

  it('uses the part of the email before the @ when the name is empty', () => {
    expect(displayName({ name: '  ', email: 'grace.hopper@example.org' })).toBe('grace.hopper');
    expect(displayName({ name: '', email: 'grace@example.org' })).toBe('grace');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('grace.hopper')).toBe('GH');
    expect(initialsOf('')).toBe('?');
  });
});

describe('avatars', () => {
  it('hashes the trimmed, lowercased email with SHA-256', async () => {
    expect(await emailHash(' Test@Example.com ')).toBe(await emailHash('test@example.com'));
    expect(await emailHash('test@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes no avatar URL without a configured template', () => {
    expect(avatarUrl(undefined, 'abc')).toBeUndefined();
    expect(avatarUrl('https://avatars.example/{hash}?d=404', 'abc')).toBe('https://avatars.example/abc?d=404');
  });
});

describe('isLoginLocation', () => {
  it('recognises the login page with or without query', () => {
    expect(isLoginLocation('/login')).toBe(true);
    expect(isLoginLocation('/login?next=1')).toBe(true);
    expect(isLoginLocation('/lessons/42')).toBe(false);
  });
});

describe('needsWaitlistNotice', () => {
  it('is due when a profile exists and onboarded is absent or false', () => {
    expect(needsWaitlistNotice({})).toBe(true);
    expect(needsWaitlistNotice({ onboarded: false })).toBe(true);
    expect(needsWaitlistNotice({ onboarded: true })).toBe(false);
    expect(needsWaitlistNotice(null)).toBe(false);
  });
});
