import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { Generator, LessonPhase } from '../../server/generation/types.ts';
import { explainContent, teachingContent } from '../views/fixtures/teachingContent.ts';

/**
 * The plan's teaching content through the API: read back whole, validated and kept on every edit, given to students
 * without answers or teacher notes. The generator plans the real phases and adds the hand-written fixture content,
 * so the expectations are literals whatever the offline engine writes.
 */
const withoutContent = ({ explanation: _e, workedExample: _w, check: _c, practice: _p, texts: _t, safety: _s, supply: _u, ...phase }: LessonPhase): LessonPhase => phase;

const offline = createOfflineGenerator();
const generator: Generator = {
  name: 'fixture content',
  async generateLessonPlan(brief, options) {
    const plan = await offline.generateLessonPlan(brief, options);
    const phases = plan.phases.map((p, i) => (i === 2 ? { ...withoutContent(p), ...explainContent } : withoutContent(p)));
    return { ...plan, ...teachingContent, keyVocabulary: teachingContent.keywords.map((k) => k.term), phases };
  },
};

let t: TestApp;
let ada: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '50' }, generator });
  ada = await t.token({ sub: 'content-ada', email: 'ada@school.example', name: 'Ada' });
});
afterAll(() => t.close());

const brief = { title: 'Equivalent fractions', yearLevel: '3', subject: 'Mathematics', durationMinutes: 60, outcomes: ['3.NF.A.3a', '3.NF.A.3b'] };

async function planned() {
  const res = await t.call('POST', '/api/lesson', ada, brief);
  expect(res.statusCode).toBe(201);
  return res.json();
}

const save = (body: Record<string, unknown>) => t.call('POST', '/api/lesson', ada, body);

describe('the lesson JSON carries the teaching content', () => {
  it('returns every content field the plan has, on create and on read', async () => {
    const created = await planned();
    expect(created).toMatchObject({
      learningOutcome: 'I can find fractions that name the same amount.',
      drivingQuestion: 'When do two fractions name the same amount?',
      readingLevel: { targetGrade: 3, measuredGrade: 4 },
      contentSources: ['Teachkit mathematics generator (fractions)'],
      exitCheck: [
        { prompt: 'Write a fraction equivalent to 1/2 with a denominator of 8.', answer: '4/8' },
        { prompt: 'Which fraction equals 2/3?', answer: '4/6', options: ['4/6', '3/4', '2/6'] },
      ],
    });
    const read = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json();
    expect(read.keywords).toEqual(teachingContent.keywords);
    expect(read.misconceptions[0].response).toBe('Compare 1/2 and 1/4 with fraction strips of the same length.');
    expect(read.phases[2].workedExample).toEqual({
      problem: 'Find a fraction equal to 1/3 with a denominator of 6.',
      steps: ['6 is 3 × 2.', 'Multiply the numerator by 2 as well: 1 × 2 = 2.'],
      answer: '2/6',
    });
    expect(read.phases[2].supply).toEqual(['A fraction wall poster for the class.']);
  });

  it('gives the teachers the lesson is shared with the same content', async () => {
    const created = await planned();
    const grace = await t.token({ sub: 'content-grace', email: 'grace@school.example', name: 'Grace' });
    expect((await t.call('PUT', `/api/sharing/lesson/${created.id}/people`, ada, { emails: ['grace@school.example'] })).statusCode).toBe(200);
    const item = (await t.call('GET', `/api/sharing/shared/content-ada/${created.id}`, grace)).json();
    expect(item.sharedLesson.lesson.exitCheck[0].answer).toBe('4/8');
  });
});

describe('saving the teaching content', () => {
  it('keeps the content when an edit sends only the brief and the phases as read', async () => {
    const created = await planned();
    const res = await save({ id: created.id, title: 'Fractions that match', phases: created.phases });
    expect(res.statusCode).toBe(200);
    const read = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json();
    expect(read.title).toBe('Fractions that match');
    expect(read.learningOutcome).toBe('I can find fractions that name the same amount.');
    expect(read.exitCheck[1].options).toEqual(['4/6', '3/4', '2/6']);
    expect(read.phases[2].practice).toEqual([{ prompt: 'Complete: 3/4 = ?/8', answer: '6/8' }]);
    expect(read.phases[2].safety).toEqual(['Use round-ended scissors to cut the strips.']);
    expect(read.phases[2].texts[0].body).toBe('Mia cut her cake into 8 equal slices and ate 4.');
  });

  it('stores edited checks, answers, lists and phase content, and reads them back', async () => {
    const created = await planned();
    const phases = created.phases.map((p: LessonPhase, i: number) =>
      i === 2 ? { ...p, practice: [{ prompt: 'Complete: 2/5 = ?/10', answer: '4/10' }], supply: [] } : p,
    );
    const res = await save({
      id: created.id,
      phases,
      learningOutcome: 'I can show that two fractions are equal.',
      keyLearningPoints: ['Equal fractions cover the same length of a strip.'],
      starterCheck: [{ prompt: 'How many quarters make a whole?', answer: '4' }],
      exitCheck: [{ prompt: 'Which fraction equals 1/2?', answer: '3/6', options: ['3/6', '2/6'] }],
      drivingQuestion: '',
      sequence: { lessons: 2, outline: ['Lesson 1: strips', 'Lesson 2: number lines'] },
    });
    expect(res.statusCode).toBe(200);
    const read = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json();
    expect(read.learningOutcome).toBe('I can show that two fractions are equal.');
    expect(read.keyLearningPoints).toEqual(['Equal fractions cover the same length of a strip.']);
    expect(read.starterCheck).toEqual([{ prompt: 'How many quarters make a whole?', answer: '4' }]);
    expect(read.exitCheck).toEqual([{ prompt: 'Which fraction equals 1/2?', answer: '3/6', options: ['3/6', '2/6'] }]);
    expect(read.phases[2].practice).toEqual([{ prompt: 'Complete: 2/5 = ?/10', answer: '4/10' }]);
    expect(read.phases[2].supply).toEqual([]);
    expect(read.sequence).toEqual({ lessons: 2, outline: ['Lesson 1: strips', 'Lesson 2: number lines'] });
    // An emptied driving question is removed; the engine's record of how the plan was made is kept.
    expect(read).not.toHaveProperty('drivingQuestion');
    expect(read.readingLevel).toEqual({ targetGrade: 3, measuredGrade: 4 });
    expect(read.misconceptions).toHaveLength(1);
  });

  it('credits a rewritten definition to the teacher and keeps the key vocabulary in step with the keywords', async () => {
    const created = await planned();
    const keywords = [
      { ...teachingContent.keywords[0], definition: 'Worth the same.' },
      teachingContent.keywords[1],
      { term: 'denominator', definition: 'The bottom number of a fraction.', source: { kind: 'outcome', ref: 'CCSS.Math.Content.3.NF.A.3a' } },
    ];
    const res = await save({ id: created.id, keywords });
    expect(res.statusCode).toBe(200);
    expect(res.json().keywords).toEqual([
      { term: 'equivalent', definition: 'Worth the same.', source: { kind: 'teacher', ref: '' } },
      { term: 'numerator', definition: 'The top number of a fraction.', source: { kind: 'subject', ref: 'Mathematics glossary' } },
      { term: 'denominator', definition: 'The bottom number of a fraction.', source: { kind: 'teacher', ref: '' } },
    ]);
    expect(res.json().keyVocabulary).toEqual(['equivalent', 'numerator', 'denominator']);
  });

  it('names each content field to fix with the 400 array body, and keeps the saved lesson', async () => {
    const created = await planned();
    const phases = created.phases.map((p: LessonPhase, i: number) =>
      i === 2 ? { ...p, check: [{ prompt: 'Is 2/4 equal to 1/2?', answer: '' }], workedExample: { problem: 'Find 1/3 = ?/6', steps: [], answer: '' } } : p,
    );
    const res = await save({
      id: created.id,
      title: 'Should not be saved',
      phases,
      exitCheck: [
        { prompt: 'Write a fraction equivalent to 1/2 with a denominator of 8.', answer: ' ' },
        { prompt: 'Which fraction equals 2/3?', answer: '5/6', options: ['4/6', '3/4'] },
      ],
      keywords: [{ term: 'equivalent', definition: '' }],
      misconceptions: [{ misconception: 'Bigger denominator, bigger fraction.', response: '' }],
      learningOutcome: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { field: 'phases.2.workedExample.answer', message: 'A worked example needs its answer' },
      { field: 'phases.2.check.0.answer', message: 'Give the answer a teacher marks against' },
      { field: 'learningOutcome', message: 'Say in one sentence what students will learn' },
      { field: 'misconceptions.0.response', message: 'Say how you address the misconception' },
      { field: 'keywords.0.definition', message: 'Every keyword needs a definition' },
      { field: 'exitCheck.0.answer', message: 'Give the answer a teacher marks against' },
      { field: 'exitCheck.1.answer', message: 'The answer must be one of the options' },
    ]);
    const read = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json();
    expect(read.title).toBe('Equivalent fractions');
    expect(read.exitCheck[0].answer).toBe('4/8');
  });

  it('refuses the engine’s own record (reading level, content sources) as fields of an edit', async () => {
    const created = await planned();
    const res = await save({ id: created.id, readingLevel: { targetGrade: 9, measuredGrade: 9 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'readingLevel', message: 'These fields are not part of a lesson: readingLevel' }]);
  });
});

describe('a lesson planned before the plan had teaching content', () => {
  it('loads and saves without any content field', async () => {
    const plain = await createTestApp({ env: { LIMIT_FREE: '5' }, generator: { name: 'plain', generateLessonPlan: async (b, o) => {
      const plan = await offline.generateLessonPlan(b, o);
      const { learningOutcome: _l, drivingQuestion: _d, priorKnowledge: _p, keyLearningPoints: _k, misconceptions: _m, keywords: _w, starterCheck: _s, exitCheck: _x, readingLevel: _r, sequence: _q, contentSources: _c, ...old } = plan;
      return { ...old, phases: old.phases.map(withoutContent) };
    } } });
    try {
      const teacher = await plain.token({ sub: 'content-old', email: 'old@school.example' });
      const created = (await plain.call('POST', '/api/lesson', teacher, brief)).json();
      expect(created).not.toHaveProperty('exitCheck');
      expect(created).not.toHaveProperty('learningOutcome');
      const res = await plain.call('POST', '/api/lesson', teacher, { id: created.id, title: 'Older lesson', phases: created.phases });
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('keywords');
      expect(res.json().phases[2]).not.toHaveProperty('check');
      expect(res.json().keyVocabulary).toEqual(created.keyVocabulary);
    } finally {
      await plain.close();
    }
  });
});

describe('students see the content without answers or teacher notes', () => {
  it('gives the learning outcome, keywords, texts, the worked example and the questions, and no answer', async () => {
    const created = await planned();
    const code = (await t.call('POST', `/api/lesson/${created.id}/join/regenerate`, ada)).json().joinCode;
    const student = (await t.call('GET', `/api/lesson/join/${code}`, undefined)).json();
    expect(student.learningOutcome).toBe('I can find fractions that name the same amount.');
    expect(student.keywords).toEqual([
      { term: 'equivalent', definition: 'Equal in amount or value.' },
      { term: 'numerator', definition: 'The top number of a fraction.' },
    ]);
    expect(student.exitCheck).toEqual([
      { prompt: 'Write a fraction equivalent to 1/2 with a denominator of 8.' },
      { prompt: 'Which fraction equals 2/3?', options: ['4/6', '3/4', '2/6'] },
    ]);
    expect(student.phases[2]).toEqual({
      title: created.phases[2].title,
      minutes: created.phases[2].minutes,
      studentActions: created.phases[2].studentActions,
      texts: [{ title: 'Sharing a cake', body: 'Mia cut her cake into 8 equal slices and ate 4.', source: 'Teachkit mathematics generator (fractions)' }],
      workedExample: explainContent.workedExample,
      check: [{ prompt: 'Is 2/4 equal to 1/2?' }],
      practice: [{ prompt: 'Complete: 3/4 = ?/8' }],
    });
    const text = JSON.stringify(student);
    for (const hidden of ['4/8', '6/8', 'Yes: both cover half the strip.', 'fraction wall poster', 'round-ended scissors', 'Compare 1/2 and 1/4', 'Fold a strip', 'readingLevel', 'misconceptions']) {
      expect(text).not.toContain(hidden);
    }
  });
});

describe('saving a plan as it was planned', () => {
  it('keeps long citations and a language model’s definitions as planned', async () => {
    const created = await planned();
    const source = `Teachkit science misconceptions: ${'Driver, Squires, Rushworth and Wood-Robinson (1994), Making Sense of Secondary Science; '.repeat(6)}`.trim();
    const misconceptions = [{ misconception: 'Mass is lost when a gas is given off.', response: 'Weigh a sealed flask before and after the reaction.', source }];
    const keywords = [{ term: 'reactant', definition: 'A substance that changes in a chemical reaction.', source: { kind: 'model', ref: 'gpt-test' } }];
    const first = await save({ id: created.id, misconceptions, keywords });
    expect(first.statusCode).toBe(200);
    expect(first.json().misconceptions[0].source).toBe(source);
    // A definition the model wrote is not the planned one here, so it becomes the teacher's; saved again as read, it stays.
    expect(first.json().keywords[0].source).toEqual({ kind: 'teacher', ref: '' });
    const read = (await t.call('GET', `/api/lesson/${created.id}`, ada)).json();
    const again = await save({ id: created.id, phases: read.phases, misconceptions: read.misconceptions, keywords: read.keywords, exitCheck: read.exitCheck });
    expect(again.statusCode).toBe(200);
    expect(again.json().misconceptions).toEqual(read.misconceptions);
    expect(again.json().keywords).toEqual(read.keywords);
  });
});

describe('a lesson whose outcome has no teaching content', () => {
  it('says what the teacher must supply for its prior knowledge, key points and a misconception, and never tells students', async () => {
    const app = await createTestApp({ env: { LIMIT_FREE: '5' }, generator: offline });
    try {
      const teacher = await app.token({ sub: 'content-landscapes', email: 'lee@school.example' });
      const res = await app.call('POST', '/api/lesson', teacher, { title: 'Landscapes and landforms', yearLevel: 'Year 8', subject: 'Geography', durationMinutes: 60, outcomes: ['ACHGK048'] });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created.keyLearningPoints).toEqual([]);
      const contentSupply = {
        priorKnowledge: 'Supply what students must already know before landscapes and landforms, from earlier lessons or units, so the starter can check it.',
        keyLearningPoints: 'Supply the three to five key points students must learn about landscapes and landforms, each from a source you trust.',
        misconceptions: 'Supply a misconception students often hold about landscapes and landforms, and how you will address it.',
      };
      expect(created.contentSupply).toEqual(contentSupply);
      // The geography shape has no phase that asks for a misconception: the plan's summary asks for it, once.
      expect(created.phases.flatMap((p: { supply?: string[] }) => p.supply ?? []).filter((line: string) => line.startsWith('Supply a misconception')).length).toBe(0);
      expect((await app.call('GET', `/api/lesson/${created.id}`, teacher)).json().contentSupply).toEqual(contentSupply);
      const code = (await app.call('POST', `/api/lesson/${created.id}/join/regenerate`, teacher)).json().joinCode;
      expect((await app.call('GET', `/api/lesson/join/${code}`, undefined)).json()).not.toHaveProperty('contentSupply');
    } finally {
      await app.close();
    }
  });
});
