import { describe, expect, it } from 'vitest';
import { createLlmGenerator, LESSON_PLAN_JSON_SCHEMA, type LlmSettings } from '../../server/generation/llm.ts';
import type { Generator, LessonBrief, LessonPlan } from '../../server/generation/types.ts';
import { expectStrictSchema, fakeLlmServiceForSuite } from './helpers/fake-llm-service.ts';

const fake = fakeLlmServiceForSuite();

const CODE = 'AC9M7A02';
const brief: LessonBrief = {
  title: 'Solving one-step equations',
  description: '',
  methodology: 'direct',
  yearLevel: '7',
  subject: 'Mathematics',
  durationMinutes: 50,
  outcomes: [{ code: CODE, framework: 'au-v9-math', statement: 'formulate algebraic expressions using constants, variables, operations and brackets' }],
  slices: [],
};

/** What the offline engine planned: computed answers, a worked example, a teacher's slice. Literal, so the test sees exactly what must survive. */
const offlinePlan = (): LessonPlan => ({
  phases: [
    {
      key: 'model',
      title: 'Model',
      minutes: 20,
      teacherActions: ['Model solving x + 7 = 12.'],
      studentActions: ['Copy the steps.'],
      resources: ['Balance diagram'],
      outcomeCodes: [CODE],
      workedExample: { problem: 'Solve x + 7 = 12.', steps: ['Subtract 7 from both sides: x = 12 − 7.'], answer: 'x = 5' },
      materials: [{ sliceId: 's-1', uploadId: 'u-1', kind: 'example', text: 'Balance: 3 + x = 10, so x = 7.', citation: 'Algebra notes, p. 2' }],
    },
    {
      key: 'independent',
      title: 'Independent practice',
      minutes: 30,
      teacherActions: ['Circulate.'],
      studentActions: ['Solve the practice set.'],
      resources: [],
      outcomeCodes: [CODE],
      practice: [{ prompt: 'Solve x − 4 = 9.', answer: 'x = 13', outcomeCode: CODE }],
      supply: ['A word problem from your class context.'],
    },
  ],
  successCriteria: [{ text: 'I can solve a one-step equation', outcomeCode: CODE, bloomLevel: 'apply' }],
  keyVocabulary: ['equation'],
  keywords: [{ term: 'equation', definition: 'A number sentence with an equals sign.', source: { kind: 'subject', ref: 'Mathematics glossary' } }],
  differentiation: { support: ['Balance diagrams.'], extension: ['Two-step equations.'], languageSupport: ['Word mat.'] },
  learningOutcome: 'I can solve one-step equations.',
  misconceptions: [{ misconception: 'The equals sign means "write the answer".', response: 'Read = as "is the same as".', source: 'Kieran (1981)' }],
  starterCheck: [{ prompt: 'What is 12 − 7?', answer: '5' }],
  exitCheck: [{ prompt: 'Solve y + 3 = 10.', answer: 'y = 7', outcomeCode: CODE }],
  contentSources: ['Teachkit mathematics generator (equations)'],
  provenance: { engine: 'offline', engineVersion: '1', model: null, outcomeCodes: [CODE], sliceIds: ['s-1'], generatedAt: '2026-01-01T00:00:00.000Z' },
});
const offline: Generator = { name: 'offline', generateLessonPlan: () => Promise.resolve(offlinePlan()) };

const check = (prompt: string, answer: string, over: Record<string, unknown> = {}) => ({ prompt, answer, options: [], outcomeCode: '', ...over });
const modelPlan = (over: Record<string, unknown> = {}, phaseOver: Record<string, unknown>[] = [{}, {}]) => ({
  phases: [
    {
      title: 'Model',
      teacherActions: ['Show a balance with x + 7 on one side and 12 on the other.'],
      studentActions: ['Say which step keeps the balance level.'],
      resources: ['Mini-whiteboards'],
      outcomeCodes: [CODE],
      explanation: ['An equation is balanced: whatever you do to one side, do to the other.'],
      workedExample: { problem: 'Solve x + 2 = 9.', steps: ['Subtract 2 from both sides.'], answer: 'x = 7' },
      check: [check('Which is the first step for x + 5 = 11?', 'Subtract 5', { options: ['Add 5', 'Subtract 5', 'Divide by 5'], outcomeCode: CODE })],
      practice: [],
      ...phaseOver[0],
    },
    {
      title: 'Independent practice',
      teacherActions: ['Check the first two answers of every student.'],
      studentActions: ['Solve the set, then write one of your own.'],
      resources: [],
      outcomeCodes: [CODE],
      explanation: [],
      workedExample: { problem: 'Solve 3 + x = 4.', steps: ['Subtract 3.'], answer: 'x = 1' },
      check: [],
      practice: [check('Solve x + 11 = 20.', 'x = 9'), check('solve x - 4 = 9', 'x = 13')],
      ...phaseOver[1],
    },
  ],
  successCriteria: [{ text: 'I can solve x + a = b by undoing the addition', outcomeCode: CODE, bloomLevel: 'apply' }],
  keyVocabulary: ['equation', 'inverse operation', 'variable'],
  differentiation: { support: ['Balance diagrams.', 'Number line to 20.'], extension: [], languageSupport: [] },
  learningOutcome: 'Model wording of the outcome.',
  drivingQuestion: 'How can a balance help us find a missing number?',
  priorKnowledge: ['Addition and subtraction facts to 20.'],
  keyLearningPoints: ['Do the same to both sides.'],
  misconceptions: [{ misconception: 'x always stands for 1.', response: 'Show x taking different values in different equations.' }],
  keywords: [{ term: 'inverse operation', definition: 'The operation that undoes another, like subtraction undoes addition.' }],
  starterCheck: [check('What is 20 − 11?', '9')],
  exitCheck: [check('Solve m + 6 = 15.', 'm = 9', { outcomeCode: CODE })],
  ...over,
});

const settings = (): LlmSettings => ({ baseUrl: fake.baseUrl, model: 'fake-model', apiKey: undefined, apiKeyHeader: 'authorization', timeoutMs: 2000, retries: 0 });
const plan = () => createLlmGenerator(settings(), offline, () => new Date('2026-02-02T00:00:00.000Z')).generateLessonPlan(brief);

describe('plan content slots from the model', () => {
  it("adds the model's content after the offline engine's, which stays exactly as it was", async () => {
    fake.script('lesson_plan', { content: modelPlan() });
    const result = await plan();
    expect(result.provenance).toEqual({ engine: 'llm', engineVersion: '2', model: 'fake-model', outcomeCodes: [CODE], sliceIds: ['s-1'], generatedAt: '2026-02-02T00:00:00.000Z' });
    const [model, practice] = result.phases;
    // Timing, the offline worked example and the teacher's slice stay; the model's worked example does not replace them.
    expect(result.phases.map((p) => p.minutes)).toEqual([20, 30]);
    expect(model!.workedExample).toEqual({ problem: 'Solve x + 7 = 12.', steps: ['Subtract 7 from both sides: x = 12 − 7.'], answer: 'x = 5' });
    expect(model!.materials).toEqual([{ sliceId: 's-1', uploadId: 'u-1', kind: 'example', text: 'Balance: 3 + x = 10, so x = 7.', citation: 'Algebra notes, p. 2' }]);
    expect(model!.teacherActions).toEqual(['Show a balance with x + 7 on one side and 12 on the other.']);
    expect(model!.resources).toEqual(['Balance diagram', 'Mini-whiteboards']);
    expect(model!.explanation).toEqual(['An equation is balanced: whatever you do to one side, do to the other.']);
    expect(model!.check).toEqual([{ prompt: 'Which is the first step for x + 5 = 11?', answer: 'Subtract 5', options: ['Add 5', 'Subtract 5', 'Divide by 5'], outcomeCode: CODE }]);
    // Where the offline engine had no worked example, the model's fills the slot.
    expect(practice!.workedExample).toEqual({ problem: 'Solve 3 + x = 4.', steps: ['Subtract 3.'], answer: 'x = 1' });
    // The computed practice item stays first; the model's repeat of it is not added again.
    expect(practice!.practice).toEqual([
      { prompt: 'Solve x − 4 = 9.', answer: 'x = 13', outcomeCode: CODE },
      { prompt: 'Solve x + 11 = 20.', answer: 'x = 9' },
    ]);
    expect(practice!.supply).toEqual(['A word problem from your class context.']);
    expect(result.starterCheck).toEqual([
      { prompt: 'What is 12 − 7?', answer: '5' },
      { prompt: 'What is 20 − 11?', answer: '9' },
    ]);
    expect(result.exitCheck).toEqual([
      { prompt: 'Solve y + 3 = 10.', answer: 'y = 7', outcomeCode: CODE },
      { prompt: 'Solve m + 6 = 15.', answer: 'm = 9', outcomeCode: CODE },
    ]);
    expect(result.learningOutcome).toBe('I can solve one-step equations.');
    expect(result.drivingQuestion).toBe('How can a balance help us find a missing number?');
    expect(result.priorKnowledge).toEqual(['Addition and subtraction facts to 20.']);
    expect(result.misconceptions).toEqual([
      { misconception: 'The equals sign means "write the answer".', response: 'Read = as "is the same as".', source: 'Kieran (1981)' },
      { misconception: 'x always stands for 1.', response: 'Show x taking different values in different equations.', source: 'fake-model (language model); check before teaching' },
    ]);
    // "variable" came without a definition, so it is not listed: every listed term is defined.
    expect(result.keyVocabulary).toEqual(['equation', 'inverse operation']);
    expect(result.keywords).toEqual([
      { term: 'equation', definition: 'A number sentence with an equals sign.', source: { kind: 'subject', ref: 'Mathematics glossary' } },
      { term: 'inverse operation', definition: 'The operation that undoes another, like subtraction undoes addition.', source: { kind: 'model', ref: 'fake-model' } },
    ]);
    expect(result.differentiation.support).toEqual(['Balance diagrams.', 'Number line to 20.']);
    expect(result.contentSources).toEqual(['Teachkit mathematics generator (equations)', 'fake-model (language model); check before teaching']);
  });

  it('tells the model what the plan already holds, with the fixed phases and minutes', async () => {
    fake.script('lesson_plan', { content: modelPlan() });
    await plan();
    const [system, user] = fake.requests[0]!.body.messages.map((m) => m.content);
    expect(system).toContain('Use exactly these phases, in this order: Model (20 min), Independent practice (30 min). Give each phase its minutes');
    const sent = JSON.parse(user!) as { alreadyInPlan: { starterCheck: string[]; phases: { practice: string[]; teacherMustSupply: string[] }[] } };
    expect(sent.alreadyInPlan.starterCheck).toEqual(['What is 12 − 7?']);
    expect(sent.alreadyInPlan.phases[1]).toMatchObject({ practice: ['Solve x − 4 = 9.'], teacherMustSupply: ['A word problem from your class context.'] });
  });

  const misses: [string, Record<string, unknown>, Record<string, unknown>[] | undefined, RegExp][] = [
    ['an exit check without an answer', { exitCheck: [check('Solve m + 6 = 15.', '')] }, undefined, /schema: exitCheck\.0\.answer: every check and practice item needs its answer/],
    ['a practice item without an answer', {}, [{}, { practice: [check('Solve x + 1 = 3.', '  ')] }], /schema: phases\.1\.practice\.0\.answer/],
    ['a hinge question whose answer is not an option', {}, [{ check: [check('First step for x + 5 = 11?', 'Take away 5', { options: ['Add 5', 'Subtract 5'] })] }, {}], /answer is not one of its options/],
    ['a code it was not given, in an explanation', {}, [{ explanation: ['This builds on AC9M6A02.'] }, {}], /codes the lesson does not have: AC9M6A02/],
    ['a success criterion that is not "I can"', { successCriteria: [{ text: 'Students can solve equations', outcomeCode: CODE, bloomLevel: 'apply' }] }, undefined, /does not start with "I can"/],
    ['a placeholder instead of an explanation', {}, [{ explanation: ['[Insert an example from your class here]'] }, {}], /placeholder instead of content: "\[Insert an example/],
    ['a phase where students do nothing', {}, [{}, { studentActions: [] }], /left the Independent practice phase without a teacher or student action/],
    ['a phase too many', { phases: [...modelPlan().phases, modelPlan().phases[0]] }, undefined, /returned 3 phases, expected 2/],
  ];
  it.each(misses)('falls back to the offline plan on %s, and says why', async (_, over, phases, reason) => {
    fake.script('lesson_plan', { content: modelPlan(over, phases) });
    const result = await plan();
    expect(result.provenance.engine).toBe('offline');
    expect(result.provenance.note).toMatch(reason);
    const { provenance: _p, ...rest } = result;
    const { provenance: _o, ...expected } = offlinePlan();
    expect(rest).toEqual(expected);
  });

  it('falls back on a 500, text that is not JSON and a timeout', async () => {
    fake.script('lesson_plan', { status: 500 });
    expect((await plan()).provenance.note).toContain('answered 500');
    fake.script('lesson_plan', { rawContent: '{"phases": [' });
    expect((await plan()).provenance.note).toContain('not JSON');
    fake.script('lesson_plan', { content: modelPlan(), delayMs: 500 });
    const slow = await createLlmGenerator({ ...settings(), timeoutMs: 100 }, offline).generateLessonPlan(brief);
    expect(slow.provenance.note).toContain('did not answer within 100 ms');
  });
});

describe('LESSON_PLAN_JSON_SCHEMA', () => {
  it('is strict: every object requires all its properties and allows no others, content fields included', () => {
    expect(expectStrictSchema(LESSON_PLAN_JSON_SCHEMA)).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(LESSON_PLAN_JSON_SCHEMA)).not.toMatch(/"(\$schema|default|minLength)"/);
    const root = LESSON_PLAN_JSON_SCHEMA as { required: string[]; properties: { phases: { items: { required: string[] } } } };
    expect(root.required).toEqual(
      expect.arrayContaining(['learningOutcome', 'drivingQuestion', 'priorKnowledge', 'keyLearningPoints', 'misconceptions', 'keywords', 'starterCheck', 'exitCheck']),
    );
    expect(root.properties.phases.items.required).toEqual(expect.arrayContaining(['explanation', 'workedExample', 'check', 'practice']));
    // The model may move minutes between phases; a lesson whose minutes do not add up is rescaled (llm-brief.test.ts).
    expect(root.properties.phases.items.required).toContain('minutes');
  });
});
