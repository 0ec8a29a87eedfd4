import { describe, expect, it } from 'vitest';
import { createLlmGenerator } from '../../server/generation/llm.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief } from '../../server/generation/types.ts';
import { fakeLlmServiceForSuite } from './helpers/fake-llm-service.ts';

/**
 * The model path against a fake OpenAI-compatible service: what the request carries of the brief (named items,
 * schedule, lesson shape, scoped criteria, computed maths).
 */
const fake = fakeLlmServiceForSuite();

interface SentBrief {
  namedInBrief: unknown[];
  schedule: unknown;
  lessonShape: { shape?: string; label?: string; rules?: string[]; methodology?: string; phases: string[] };
  successCriteria: unknown[];
  computedMaths: { workedExamples: unknown[]; answers: unknown[] };
}
const sentRequest = () => {
  const [system, user] = fake.requests[0]!.body.messages.map((m) => m.content);
  return { system: system!, user: JSON.parse(user!) as SentBrief };
};

describe('what the model is told of the brief', () => {
  const french: LessonBrief = {
    title: 'Greetings in French',
    description: 'Greetings: bonjour (hello), salut (hi), au revoir (goodbye). Students act out a pair dialogue at the café. We have two 30-minute lessons for this.',
    methodology: 'direct',
    yearLevel: '4',
    subject: 'French',
    durationMinutes: 60,
    outcomes: [{ code: 'AC9LF4C01', framework: 'au', statement: 'initiate and sustain exchanges in familiar contexts, using greetings and simple phrases to share information about themselves' }],
    slices: [],
  };

  it("sends the brief's named items by kind, the schedule lesson by lesson, the language shape with its rules and the scoped criteria", async () => {
    fake.script('lesson_plan', { status: 500 });
    await createLlmGenerator(fake.settings(), createOfflineGenerator()).generateLessonPlan(french);
    const { system, user } = sentRequest();
    expect(system).toContain('use each of these where it belongs');
    expect(user.namedInBrief).toEqual([
      {
        kind: 'words',
        text: 'bonjour, salut, au revoir',
        parts: ['bonjour', 'salut', 'au revoir'],
        heading: 'Greetings',
        glosses: { bonjour: { meaning: 'hello' }, salut: { meaning: 'hi' }, 'au revoir': { meaning: 'goodbye' } },
      },
      { kind: 'activity', text: 'Students act out a pair dialogue at the café' },
    ]);
    const phases = (n: number) => [`Lesson ${n}: Greeting and warm-up`, `Lesson ${n}: New language: listen and repeat`, `Lesson ${n}: Song or game`, `Lesson ${n}: Pair dialogue`, `Lesson ${n}: Check and farewell`];
    expect(user.schedule).toEqual({ lessons: 2, lessonsInOrder: [{ lesson: 1, minutes: 30, phases: phases(1) }, { lesson: 2, minutes: 30, phases: phases(2) }] });
    expect(system).toContain('lesson 1: 30 min, lesson 2: 30 min');
    expect(user.lessonShape).toMatchObject({ shape: 'language', label: 'Language lesson' });
    expect(user.lessonShape.rules).toContain('Every target-language item is given with its meaning and how to say it.');
    // The offline engine's criterion, scoped to greetings: not the outcome's whole statement.
    expect(user.successCriteria).toEqual([{ text: 'I can use greetings and simple phrases to share information about myself', outcomeCode: 'AC9LF4C01' }]);
  });

  it("sends the brief's calculation worked out, and the methodology's phases where no shape applies", async () => {
    fake.script('lesson_plan', { status: 500 });
    const maths: LessonBrief = {
      ...french,
      title: 'Multiplying two-digit numbers',
      description: 'Use the area model for 27 × 14. Students play Multiplication Bingo in pairs.',
      subject: 'Mathematics',
      durationMinutes: 50,
      outcomes: [{ code: 'AC9M4N06', framework: 'au', statement: 'develop efficient strategies for solving problems involving multiplication and division where there is no remainder' }],
    };
    await createLlmGenerator(fake.settings(), createOfflineGenerator()).generateLessonPlan(maths);
    const { user } = sentRequest();
    expect(user.computedMaths.workedExamples).toContainEqual({
      problem: 'Work out 27 × 14',
      steps: ['Split 27 by place value: 20 + 7.', '20 × 14 = 280', '7 × 14 = 98', 'Add the parts: 280 + 98 = 378.'],
      answer: '378',
    });
    expect(user.lessonShape).toEqual({ methodology: 'direct', phases: ['Review', 'Model (I do)', 'Guided practice (we do)', 'Independent practice (you do)', 'Check for understanding'] });
    expect(user.namedInBrief).toContainEqual({ kind: 'examples', text: '27 × 14' });
  });
});
