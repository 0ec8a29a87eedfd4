import { describe, expect, it } from 'vitest';
import { classGrade, measuredGrade, spokenToClass, studentFacingText, teacherFacingText, teacherGrade } from '../../server/generation/plan/reading.ts';
import type { LessonPhase, LessonPlan } from '../../server/generation/types.ts';

/** A Foundation PE lesson as the engine writes one: notes for the teacher beside what the children hear and do. */
const warmUp: LessonPhase = {
  key: 'warm-up',
  title: 'Warm-up',
  minutes: 7,
  teacherActions: [
    'Before the class arrives, walk the oval: clear hazards and mark the boundaries with cones.',
    'Share the goal: "I can hop on one foot to the red cone."',
  ],
  studentActions: ['Hop to the cone and back with a friend.'],
  resources: ['cones'],
  outcomeCodes: ['ACPMP013'],
  supply: ['Supply the names of two games the class already knows.'],
};

const lesson = (over: Partial<LessonPlan> = {}): LessonPlan => ({
  phases: [warmUp],
  successCriteria: [{ text: 'I can test possible solutions to movement challenges through trial and error', outcomeCode: 'ACPMP013', bloomLevel: 'analyse' }],
  keyVocabulary: [],
  differentiation: {
    support: ['Pair a student who needs support with a confident partner.'],
    extension: ['Ask a confident student to coach a group.'],
    languageSupport: ['Pre-teach "hop" with a picture.'],
  },
  provenance: { engine: 'offline', engineVersion: '2', model: null, outcomeCodes: ['ACPMP013'], sliceIds: [], generatedAt: '2026-11-23T09:00:00Z' },
  learningOutcome: 'We are learning to hop and skip.',
  priorKnowledge: ['Students can walk and run in a space without bumping into others.'],
  misconceptions: [{ misconception: 'Running flat-footed', response: 'Run quietly on the balls of the feet.', source: 'Teachkit movement data' }],
  exitCheck: [{ prompt: 'Show me a hop.', answer: 'One foot, land softly.' }],
  ...over,
});

describe('the text a plan says to the class and the text it says to the teacher', () => {
  it('reads the goal shared with the class, what students do and what they are asked, and none of the teacher’s notes', () => {
    expect(studentFacingText(lesson())).toEqual([
      'We are learning to hop and skip.',
      'I can test possible solutions to movement challenges through trial and error',
      'Hop to the cone and back with a friend.',
      'Show me a hop.',
    ]);
  });

  it('reads the preparation, what to supply, prior knowledge, misconceptions and differentiation as the teacher’s, without the words said to the class', () => {
    expect(teacherFacingText(lesson())).toEqual([
      'Before the class arrives, walk the oval: clear hazards and mark the boundaries with cones.',
      'Share the goal: ',
      'Supply the names of two games the class already knows.',
      'Students can walk and run in a space without bumping into others.',
      'Running flat-footed',
      'Run quietly on the balls of the feet.',
      'Pair a student who needs support with a confident partner.',
      'Ask a confident student to coach a group.',
      'Pre-teach "hop" with a picture.',
    ]);
  });

  it('finds what the teacher says to the class in double quotation marks', () => {
    expect(spokenToClass('Share the goal: "I can hop on one foot to the red cone."')).toEqual(['I can hop on one foot to the red cone.']);
    expect(spokenToClass('Ask: “What do you notice?” and let talk partners share.')).toEqual(['What do you notice?']);
    expect(spokenToClass('Walk the oval and clear hazards.')).toEqual([]);
  });

  it('reads the "I can" criterion the children read in the class grade, not in the plan reading level its wording sets', () => {
    const onlyTheAction = lesson({ successCriteria: [], learningOutcome: undefined, exitCheck: [] });
    // "Hop to the cone and back with a friend.": 8 words of one syllable, 0.39 × 8 + 11.8 × 1 − 15.59 < 0, read as 0.
    expect(measuredGrade(onlyTheAction)).toBe(0);
    expect(classGrade(onlyTheAction)).toBe(0);
    // With the curriculum criterion (12 words, 20 syllables as the formula counts them): 2 sentences, 20 words,
    // 28 syllables, 0.39 × 10 + 11.8 × 1.4 − 15.59 = 4.83. The plan's reading level, which picks its wording, stays 0.
    const withCriterion = lesson({ learningOutcome: undefined, exitCheck: [] });
    expect(classGrade(withCriterion)).toBe(4.8);
    expect(measuredGrade(withCriterion)).toBe(0);
  });

  it('leaves the teacher’s notes out of the children’s reading level, however hard they read', () => {
    const easy = lesson({ successCriteria: [{ text: 'I can hop on one foot to the red cone.', outcomeCode: 'ACPMP013', bloomLevel: 'apply' }], learningOutcome: undefined, exitCheck: [] });
    const heavyNotes = lesson({
      ...easy,
      differentiation: { support: ['Differentiate systematically by manipulating environmental constraints and equipment specifications.'], extension: [], languageSupport: [] },
    });
    // Two sentences of one-syllable words, 8 and 10 words: 0.39 × 9 + 11.8 − 15.59 = −0.28, read as 0.
    expect(classGrade(easy)).toBe(0);
    expect(classGrade(heavyNotes)).toBe(0);
    expect(teacherGrade(heavyNotes)).toBeGreaterThan(teacherGrade(easy));
  });
});
