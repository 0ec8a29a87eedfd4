import { describe, expect, it } from 'vitest';
import { shapedPhases, type ShapedLesson } from '../../server/generation/shapes/build.ts';

/** A Foundation PE lesson on the oval, as the movement shape fills it. */
const onTheOval: ShapedLesson = {
  shape: 'movement',
  values: { scalars: { space: 'the oval', skill: 'hop', game: 'Rob the nest', criteria: 'I can hop on one foot' }, lists: {} },
  checks: {},
  practice: [],
  safety: [],
  equipment: ['cones'],
  texts: [],
  equipped: ['open'],
};

const languageLesson: ShapedLesson = { ...onTheOval, shape: 'language', values: { scalars: { language: 'Chinese', words: '你好 (nǐ hǎo) and 再见 (zàijiàn)' }, lists: {} } };

const actionsOf = (lesson: ShapedLesson, band: 'early' | 'upper') => shapedPhases(lesson, { minutes: 45, outcomeCodes: ['ACPMP013'], band }).map((p) => p.studentActions);

describe('what a Foundation to Year 2 class is told to do', () => {
  it('tells five-year-olds one thing at a time in short sentences, on the oval', () => {
    const [warmUp] = actionsOf(onTheOval, 'early');
    expect(warmUp).toEqual(['Move around the oval. Find a space of your own. Stop when the whistle blows.', 'Tell a friend what we will learn today.']);
  });

  it('keeps the fuller wording for an older primary class', () => {
    const [warmUp] = actionsOf(onTheOval, 'upper');
    expect(warmUp).toEqual(["Move around the oval in the warm-up, keeping an arm's length from others and freezing on the signal.", "Say back today's goal to a partner in their own words."]);
  });

  it('asks a young class to talk with a friend in the language, not to perform a dialogue of every item', () => {
    const phases = actionsOf(languageLesson, 'early');
    expect(phases.flat()).not.toContain('Practise the dialogue with a partner using 你好 (nǐ hǎo) and 再见 (zàijiàn), swap roles, then perform it to another pair.');
    expect(phases.flat()).toContain('Talk with a friend. Say 你好 (nǐ hǎo) and 再见 (zàijiàn). Then swap.');
  });

  it('has no sentence of more than ten words in any young wording of any shape', async () => {
    const { SHAPES, SHAPE_NAMES } = await import('../../server/generation/shapes/schema.ts');
    const young = SHAPE_NAMES.flatMap((name) => SHAPES[name].phases.flatMap((p) => p.studentsYoung ?? []));
    expect(young.length).toBeGreaterThanOrEqual(30);
    const long = young.flatMap((line) => line.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.split(/\s+/).length > 10);
    expect(long).toEqual([]);
  });
});
