import { describe, expect, it } from 'vitest';
import { speakToStudent } from '../../server/domain/student-voice.ts';

describe('speaking to the student', () => {
  it.each([
    ['Write one thing they know about fractions and one question they have.', 'Write one thing you know about fractions and one question you have.'],
    ['Say the goals in their own words to a partner.', 'Say the goals in your own words to a partner.'],
    ['Check themselves against each success criterion.', 'Check yourself against each success criterion.'],
    ["Explain what they've found and why they're sure.", "Explain what you've found and why you're sure."],
    ['Their team presents; the others ask them one question.', 'Your team presents; the others ask you one question.'],
  ])('%s', (plan, student) => {
    expect(speakToStudent(plan)).toBe(student);
  });

  it('leaves quoted words and words that only contain a pronoun alone', () => {
    expect(speakToStudent('Explain how they know, using "their" and “them” as written.')).toBe('Explain how you know, using "their" and “them” as written.');
    expect(speakToStudent('Read the theme and then the thesis.')).toBe('Read the theme and then the thesis.');
  });
});
