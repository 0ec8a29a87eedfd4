import { describe, expect, it } from 'vitest';
import { createLlmGenerator } from '../../server/generation/llm.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { Generator, LessonBrief, LessonPlan } from '../../server/generation/types.ts';
import { fakeLlmServiceForSuite } from './helpers/fake-llm-service.ts';

/**
 * The model path against a fake OpenAI-compatible service: what the request carries of the brief (named items,
 * schedule, lesson shape, scoped criteria, computed maths) and how the model's plan is checked against the same brief
 * (codes, computed answers, minutes, named items, reading level) — repaired where it can be, reported where not.
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

const CODE = 'AC9M4N06';
const brief: LessonBrief = {
  title: 'Multiplying two-digit numbers',
  description: 'Use the area model for 27 × 14. Students play Multiplication Bingo in pairs. We have two 30-minute lessons for this.',
  methodology: 'direct',
  yearLevel: '4',
  subject: 'Mathematics',
  durationMinutes: 60,
  outcomes: [{ code: CODE, framework: 'au-v9-math', statement: 'develop efficient strategies for solving problems involving multiplication' }],
  slices: [],
};

const AREA_MODEL_LINE = 'Use the area model for 27 × 14: split 27 into 20 and 7 and multiply each part by 14.';
const BINGO_LINE = 'Students play Multiplication Bingo in pairs.';
const OFFLINE_CRITERION = { text: 'I can multiply a two-digit number by a two-digit number with the area model', outcomeCode: CODE, bloomLevel: 'apply' as const };

/** What the offline engine planned for the two lessons, literal, with the brief's items placed where they belong. */
const offlinePlan = (bingo = true): LessonPlan => ({
  phases: [
    {
      key: 'lesson-1-model',
      title: 'Lesson 1: Model',
      minutes: 12,
      teacherActions: [AREA_MODEL_LINE],
      studentActions: ['Copy each row of the area model.'],
      resources: [],
      outcomeCodes: [CODE],
      workedExample: { problem: 'Work out 27 × 14', steps: ['20 × 14 = 280', '7 × 14 = 98', '280 + 98 = 378'], answer: '378' },
    },
    { key: 'lesson-1-practice', title: 'Lesson 1: Practice', minutes: 18, teacherActions: ['Circulate.'], studentActions: ['Work out 23 × 12 with an area model.'], resources: [], outcomeCodes: [CODE], practice: [{ prompt: 'Work out 23 × 12', answer: '276' }] },
    { key: 'lesson-2-model', title: 'Lesson 2: Model', minutes: 10, teacherActions: ['Recap the area model.'], studentActions: ['Say each step.'], resources: [], outcomeCodes: [CODE] },
    { key: 'lesson-2-practice', title: 'Lesson 2: Practice', minutes: 20, teacherActions: ['Hand out the bingo cards.'], studentActions: bingo ? [BINGO_LINE] : ['Solve the set.'], resources: [], outcomeCodes: [CODE] },
  ],
  successCriteria: [OFFLINE_CRITERION],
  keyVocabulary: [],
  differentiation: { support: [], extension: [], languageSupport: [] },
  exitCheck: [{ prompt: 'What is 6 groups of 12?', answer: '72' }],
  readingLevel: { targetGrade: 4, measuredGrade: 4.2 },
  provenance: { engine: 'offline', engineVersion: '2', model: null, outcomeCodes: [CODE], sliceIds: [], generatedAt: '2026-01-01T00:00:00.000Z' },
});
const offline = (bingo = true): Generator => ({ name: 'offline', generateLessonPlan: () => Promise.resolve(offlinePlan(bingo)) });

const item = (prompt: string, answer: string, outcomeCode = '') => ({ prompt, answer, options: [], outcomeCode });
const phase = (title: string, minutes: number, over: Record<string, unknown> = {}) => ({
  title,
  minutes,
  teacherActions: ['Show the grid.'],
  studentActions: ['Fill in each box of the grid with your partner.'],
  resources: [],
  outcomeCodes: [CODE],
  explanation: [],
  workedExample: null,
  check: [],
  practice: [],
  ...over,
});
/** The model's plan: an invented code, wrong answers, minutes that do not add up, and neither named activity. */
const faultyPlan = (over: Record<string, unknown> = {}) => ({
  phases: [
    phase('Lesson 1: Model', 5, { teacherActions: ['Draw a 2 by 2 grid on the board.'], outcomeCodes: [CODE, 'AC9M4N99'], practice: [item('Work out 27 × 14', '368')] }),
    phase('Lesson 1: Practice', 10, { check: [item('What is 6 groups of 12?', '62')], practice: [item('What is 35 × 12?', '410')] }),
    phase('Lesson 2: Model', 10, { workedExample: { problem: 'Work out 36 × 15', steps: ['36 × 15 = 530'], answer: '530' } }),
    phase('Lesson 2: Practice', 10, { teacherActions: ['Set a times-table race.'], studentActions: ['Race your partner to say the times tables.'] }),
  ],
  successCriteria: [{ text: 'I can multiply big numbers', outcomeCode: 'AC9M4N99', bloomLevel: 'apply' }],
  keyVocabulary: [],
  differentiation: { support: [], extension: [], languageSupport: [] },
  exitCheck: [item('Work out 1000 − 358', '652', 'AC9M4N98')],
  ...over,
});

const planWith = (generator: Generator) => createLlmGenerator(fake.settings(), generator, () => new Date('2026-02-02T00:00:00.000Z')).generateLessonPlan(brief);

describe("the model's plan checked against the brief", () => {
  it('drops the invented codes and uses the offline criteria for the outcome they left bare', async () => {
    fake.script('lesson_plan', { content: faultyPlan() });
    const result = await planWith(offline());
    expect(result.provenance.engine).toBe('llm');
    expect(result.phases.map((p) => p.outcomeCodes)).toEqual([[CODE], [CODE], [CODE], [CODE]]);
    expect(result.successCriteria).toEqual([OFFLINE_CRITERION]);
    expect(result.exitCheck).toEqual([
      { prompt: 'What is 6 groups of 12?', answer: '72' },
      { prompt: 'Work out 1000 − 358', answer: '642' },
    ]);
    expect(result.provenance.note).toContain('Outcome codes the lesson does not have were taken out: AC9M4N99, AC9M4N98.');
    expect(result.provenance.note).toContain("The offline planner's success criteria were used for AC9M4N06.");
  });

  it('replaces wrong maths answers and a wrong worked example with the computed ones', async () => {
    fake.script('lesson_plan', { content: faultyPlan() });
    const result = await planWith(offline());
    expect(result.phases[0]!.practice).toEqual([{ prompt: 'Work out 27 × 14', answer: '378' }]);
    expect(result.phases[1]!.practice).toEqual([
      { prompt: 'Work out 23 × 12', answer: '276' },
      { prompt: 'What is 35 × 12?', answer: '420' },
    ]);
    expect(result.phases[2]!.workedExample).toEqual({
      problem: 'Work out 36 × 15',
      steps: ['Split 36 by place value: 30 + 6.', '30 × 15 = 450', '6 × 15 = 90', 'Add the parts: 450 + 90 = 540.'],
      answer: '540',
    });
    // Not a bare calculation: the answer the offline plan computed for the same question is the one that stands.
    expect(result.phases[1]!.check).toEqual([{ prompt: 'What is 6 groups of 12?', answer: '72' }]);
    expect(result.provenance.note).toContain('The answer to "Work out 27 × 14" was 368; the computed answer 378 replaces it.');
    expect(result.provenance.note).toContain('The worked example "Work out 36 × 15" gave 530; the computed answer 540 replaces it, with its steps.');
  });

  it("rescales each lesson's minutes to the schedule's 30", async () => {
    fake.script('lesson_plan', { content: faultyPlan() });
    const result = await planWith(offline());
    expect(result.phases.map((p) => p.minutes)).toEqual([10, 20, 15, 15]);
    expect(result.provenance.note).toContain("The phases of lesson 1 were given 15 minutes; they are rescaled to the lesson's 30.");
  });

  it('keeps minutes that add up as the model gave them', async () => {
    const plan = faultyPlan();
    const minutes = [8, 22, 12, 18];
    fake.script('lesson_plan', { content: { ...plan, phases: plan.phases.map((p, i) => ({ ...p, minutes: minutes[i] })) } });
    const result = await planWith(offline());
    expect(result.phases.map((p) => p.minutes)).toEqual([8, 22, 12, 18]);
    expect(result.provenance.note).not.toContain('rescaled');
  });

  it('adds the named activities the model left out to the phases where the offline planner placed them', async () => {
    fake.script('lesson_plan', { content: faultyPlan() });
    const result = await planWith(offline());
    expect(result.phases[0]!.teacherActions).toEqual(['Draw a 2 by 2 grid on the board.', AREA_MODEL_LINE]);
    expect(result.phases[3]!.studentActions).toEqual(['Race your partner to say the times tables.', BINGO_LINE]);
    expect(result.provenance.note).toContain('"Use the area model for 27 × 14" from your description was added to the Lesson 1: Model phase, where the offline planner uses it.');
    expect(result.provenance.note).toContain('"Multiplication Bingo" from your description was added to the Lesson 2: Practice phase, where the offline planner uses it.');
  });

  it('says which named items neither planner used', async () => {
    fake.script('lesson_plan', { content: faultyPlan() });
    const result = await planWith(offline(false));
    expect(result.provenance.engine).toBe('llm');
    expect(result.phases[3]!.studentActions).toEqual(['Race your partner to say the times tables.']);
    expect(result.provenance.note).toContain('The plan does not use "Multiplication Bingo", "Students play Multiplication Bingo in pairs" from your description: add them where they belong.');
  });

  it('falls back to the offline plan, and says why, when the model writes above the class reading level', async () => {
    const hard = 'Systematically investigate the distributive property, demonstrating comprehensive understanding of multiplicative decomposition and justifying every intermediate calculation.';
    const plan = faultyPlan();
    fake.script('lesson_plan', { content: { ...plan, phases: plan.phases.map((p) => ({ ...p, studentActions: [hard] })) } });
    const result = await planWith(offline());
    expect(result.provenance.engine).toBe('offline');
    expect(result.provenance.note).toMatch(/could not be used \(the model's plan reads at grade [\d.]+, above grade 6 \(the class reads at grade 4\)\)/);
    const { provenance: _p, ...rest } = result;
    const { provenance: _o, ...expected } = offlinePlan();
    expect(rest).toEqual(expected);
  });
});
