import { describe, expect, it } from 'vitest';
import { disciplineOf } from '../../server/generation/plan/discipline.ts';

describe('the discipline a lesson is worded in', () => {
  it.each([
    ['Mathematics', [], 'mathematics'],
    ['Chemistry', [], 'science'],
    ['History', [], 'history'],
    ['Geography', [], 'geography'],
    ['English Language Arts', [], 'english'],
    ['Digital Technologies', [], 'technologies'],
    ['Computing', [], 'technologies'],
    ['Design and Technologies', [], 'technologies'],
    ['HASS', [], 'general'],
    ['Civics and Citizenship', [], 'general'],
    ['', ['AC9M7A02'], 'mathematics'],
    ['', ['AC9HH8K01'], 'history'],
    ['', ['NC-GE-KS3-PHYSICAL-GEOGRAPHY'], 'geography'],
    ['', ['CCSS.ELA-Literacy.RI.4.2'], 'english'],
    ['', ['AC9TDI6P02'], 'technologies'],
    ['', ['AC9HS5K01'], 'general'],
    ['Music', ['AC9M7A02'], 'mathematics'],
  ] as const)('%s %j → %s', (subject, codes, expected) => {
    expect(disciplineOf(subject, [...codes])).toBe(expected);
  });
});
