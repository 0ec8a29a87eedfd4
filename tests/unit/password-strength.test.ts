import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../server/identity/passwords.ts';

const teacher = { name: 'Marie Curie', email: 'marie.curie@school.example' };

describe('password strength (zxcvbn)', () => {
  it('refuses the name of the product with a digit, and says what zxcvbn found and what would help', () => {
    expect(passwordProblem('Teachkit1', teacher)).toBe(
      'This password would be easy to guess. It is built on your name, your email address or the word Teachkit, which are tried first. ' +
        'Add another word or two, less common ones. Capitalize more than the first letter.',
    );
  });

  it("refuses passwords built on the teacher's own name or address", () => {
    for (const password of ['curie1867', 'mariecurie1', 'Marie.Curie9']) {
      expect(passwordProblem(password, teacher)).toContain('It is built on your name, your email address or the word Teachkit');
    }
  });

  it('accepts a few unrelated words', () => {
    expect(passwordProblem('radium glows green 1898', teacher)).toBeUndefined();
  });
});
