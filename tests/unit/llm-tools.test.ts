import { describe, expect, it, vi } from 'vitest';
import { lessonGlossary } from '../../server/generation/glossary.ts';
import { studentInstructions } from '../../server/generation/instructions.ts';
import type { LessonView } from '../../server/generation/lesson-view.ts';
import { createLessonTools, createLlmLessonTools, offlineLessonTools } from '../../server/generation/llm.ts';
import { taxonomyReport } from '../../server/generation/pedagogy.ts';
import { lessonQuestions } from '../../server/generation/questions.ts';
import { implementSuggestion, lessonSuggestions, publicSuggestion } from '../../server/generation/suggestions.ts';
import { expectStrictSchema, fakeLlmServiceForSuite, type FakeLlmService } from './helpers/fake-llm-service.ts';

const fake = fakeLlmServiceForSuite();
const settings = fake.settings;
const tools = () => createLlmLessonTools(settings());

const A = 'CCSS.Math.Content.3.NF.A.1';
const B = 'CCSS.Math.Content.3.NF.A.3b';
const view: LessonView = {
  title: 'Equivalent fractions',
  description: 'Fraction strips; two EAL learners.',
  methodology: 'direct',
  yearLevel: '3',
  subject: 'Mathematics',
  durationMinutes: 45,
  outcomes: [
    {
      code: A,
      shortCode: '3.NF.A.1',
      framework: 'us-ccss-math',
      statement: 'Understand a fraction 1/b as the quantity formed by 1 part when a whole is partitioned into b equal parts; understand a fraction a/b as the quantity formed by a parts of size 1/b.',
    },
    {
      code: B,
      shortCode: '3.NF.A.3b',
      framework: 'us-ccss-math',
      statement: 'Recognize and generate simple equivalent fractions, e.g., 1/2 = 2/4, 4/6 = 2/3. Explain why the fractions are equivalent, e.g., by using a visual fraction model.',
    },
  ],
  phases: [
    { key: 'review', title: 'Review', minutes: 8, teacherActions: ['Ask three retrieval questions on halves and quarters.'], studentActions: ['Answer on mini-whiteboards.'], resources: [], outcomeCodes: [A] },
    { key: 'model', title: 'Model', minutes: 12, teacherActions: ['Fold a strip into halves, then quarters, and show that 1/2 = 2/4.'], studentActions: ['Watch and say what stays the same.'], resources: ['Fraction strips'], outcomeCodes: [B] },
    { key: 'independent', title: 'Independent practice', minutes: 25, teacherActions: ['Circulate and check the strips.'], studentActions: ['Find two fractions equal to 2/3 with strips and explain why they are equal.'], resources: ['Fraction strips'], outcomeCodes: [B] },
  ],
  successCriteria: [
    { text: 'I can name a unit fraction such as 1/4', outcomeCode: A, bloomLevel: 'remember' },
    { text: 'I can find fractions equal to 1/2', outcomeCode: B, bloomLevel: 'apply' },
  ],
  keyVocabulary: ['fraction', 'equivalent fractions', 'denominator'],
  differentiation: { support: ['Pre-folded strips.'], extension: ['Find a rule for equal fractions.'], languageSupport: ['Word mat.'] },
};

describe('the lesson tools port', () => {
  it('is offline, exactly the offline functions, when LLM_BASE_URL or LLM_MODEL is unset', async () => {
    expect(createLessonTools({}).engine).toBe('offline');
    expect(createLessonTools({ LLM_BASE_URL: fake.baseUrl }).engine).toBe('offline');
    expect(createLessonTools({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'm' }).engine).toBe('llm');
    expect(await offlineLessonTools.glossary(view)).toEqual({ value: lessonGlossary(view), engine: 'offline' });
    expect(await offlineLessonTools.questions(view, { input: 'pizza', language: 'en' })).toEqual({ value: lessonQuestions(view, 'pizza'), engine: 'offline' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('request shape', () => {
  it('posts to /chat/completions with the model, a system and a user message, strict json_schema output and the bearer key', async () => {
    fake.script('lesson_glossary', { status: 500 });
    await tools().glossary(view);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-secret-777');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body.model).toBe('fake-model');
    expect(request!.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request!.body.response_format.type).toBe('json_schema');
    expect(request!.body.response_format.json_schema).toMatchObject({ name: 'lesson_glossary', strict: true });
    expect(request!.body.messages[1]!.content).toContain('Recognize and generate simple equivalent fractions');
    expect(request!.body.messages[1]!.content).toContain('"terms":["fraction","equivalent fractions","denominator"]');
  });

  it('sends the key in api-key (Azure OpenAI) and no authorization header; without a key, neither', async () => {
    fake.script('lesson_glossary', { status: 500 });
    await createLlmLessonTools(settings({ apiKeyHeader: 'api-key' })).glossary(view);
    await createLlmLessonTools(settings({ apiKey: undefined })).glossary(view);
    expect(fake.requests[0]!.headers['api-key']).toBe('sk-secret-777');
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
    expect(fake.requests[1]!.headers.authorization).toBeUndefined();
    expect(fake.requests[1]!.headers['api-key']).toBeUndefined();
  });

  it('every tool schema is strict: each object lists all its properties as required and allows no others', async () => {
    for (const name of ['lesson_glossary', 'student_instructions', 'lesson_questions', 'lesson_suggestions', 'taxonomy_report']) fake.script(name, { status: 500 });
    const t = tools();
    await t.glossary(view);
    await t.instructions(view);
    await t.questions(view, { language: 'en' });
    await t.suggestions(view, undefined);
    await t.pedagogy(view, 'bloom', true);
    expect(fake.requests.map((r) => r.body.response_format.json_schema.name)).toEqual(['lesson_glossary', 'student_instructions', 'lesson_questions', 'lesson_suggestions', 'taxonomy_report']);
    // Derived from the zod checks, without the keywords strict services refuse.
    for (const r of fake.requests) expect(JSON.stringify(r.body.response_format.json_schema.schema)).not.toMatch(/"(\$schema|default|minLength)"/);
    expect(fake.requests.reduce((sum, r) => sum + expectStrictSchema(r.body.response_format.json_schema.schema), 0)).toBe(9);
  });
});

const glossaryAnswer = {
  entries: [
    { term: 'fraction', definition: 'A number that names equal parts of a whole.', outcomeCode: A },
    { term: 'equivalent fractions', definition: 'Fractions that name the same amount, like 1/2 and 2/4.', outcomeCode: B },
    { term: 'denominator', definition: 'The bottom number: how many equal parts the whole has.', outcomeCode: '' },
  ],
};

describe('glossary', () => {
  it("answers with the model's definitions, keeping a definition the curriculum itself gives", async () => {
    fake.script('lesson_glossary', { content: glossaryAnswer });
    const answer = await tools().glossary(view);
    expect(answer.engine).toBe('llm');
    expect(answer.note).toBeUndefined();
    expect(answer.value.map((e) => e.term)).toEqual(['fraction', 'equivalent fractions', 'denominator']);
    // 3.NF.A.1 defines "fraction": the curriculum's words stay.
    expect(answer.value[0]!.source).toEqual({ kind: 'outcome', ref: A });
    expect(answer.value[0]!.definition).toMatch(/^A fraction 1\/b is the quantity formed by 1 part/);
    expect(answer.value[1]).toEqual({ term: 'equivalent fractions', definition: 'Fractions that name the same amount, like 1/2 and 2/4.', source: { kind: 'model', ref: B } });
    expect(answer.value[2]).toEqual({ term: 'denominator', definition: 'The bottom number: how many equal parts the whole has.', source: { kind: 'model', ref: '' } });
  });

  const misses: [string, Parameters<FakeLlmService['script']>[1], RegExp][] = [
    ['a 500', { status: 500 }, /answered 500/],
    ['text that is not JSON', { rawContent: 'Here is your glossary: fraction means…' }, /not JSON/],
    ['a schema miss', { content: { entries: [{ term: 'fraction', meaning: 'x' }] } }, /did not match the schema: entries\.0\.definition/],
    ['a term left out', { content: { entries: glossaryAnswer.entries.slice(0, 2) } }, /defined 2 terms, expected 3/],
    ['an empty definition', { content: { entries: [glossaryAnswer.entries[0], { ...glossaryAnswer.entries[1], definition: ' ' }, glossaryAnswer.entries[2]] } }, /"equivalent fractions" no real definition/],
    ['a placeholder definition', { content: { entries: [glossaryAnswer.entries[0], glossaryAnswer.entries[1], { ...glossaryAnswer.entries[2], definition: 'Add your own definition here.' }] } }, /"denominator" no real definition/],
    ['an invented code in a definition', { content: { entries: [glossaryAnswer.entries[0], { ...glossaryAnswer.entries[1], definition: 'Fractions of the same size, as in 4.NF.A.1.' }, glossaryAnswer.entries[2]] } }, /codes the lesson does not have: 4\.NF\.A\.1/],
    ['an invented outcome code', { content: { entries: [glossaryAnswer.entries[0], { ...glossaryAnswer.entries[1], outcomeCode: 'AC9M3N04' }, glossaryAnswer.entries[2]] } }, /does not have: AC9M3N04/],
  ];
  it.each(misses)('falls back to the offline glossary on %s, and says why', async (_, reply, reason) => {
    fake.script('lesson_glossary', reply);
    const answer = await tools().glossary(view);
    expect(answer.engine).toBe('offline');
    expect(answer.value).toEqual(lessonGlossary(view));
    expect(answer.note).toMatch(/^The AI service could not be used for the glossary \(/);
    expect(answer.note).toMatch(reason);
  });

  it('falls back when the service does not answer within the timeout', async () => {
    fake.script('lesson_glossary', { content: glossaryAnswer, delayMs: 1000 });
    const started = Date.now();
    const answer = await createLlmLessonTools(settings({ timeoutMs: 150 })).glossary(view);
    expect(Date.now() - started).toBeLessThan(900);
    expect(answer.engine).toBe('offline');
    expect(answer.note).toContain('did not answer within 150 ms');
  });

  it('retries a failed attempt and uses the answer that checks out', async () => {
    fake.script('lesson_glossary', { status: 503 }, { content: glossaryAnswer });
    const answer = await createLlmLessonTools(settings({ retries: 1 })).glossary(view);
    expect(answer.engine).toBe('llm');
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back when the service cannot be reached, without the key in the note', async () => {
    const answer = await createLlmLessonTools(settings({ baseUrl: 'http://127.0.0.1:9/v1' })).glossary(view);
    expect(answer.engine).toBe('offline');
    expect(answer.note).toContain('could not be reached');
    expect(answer.note).not.toContain('sk-secret-777');
  });
});

const questionAnswer = {
  questions: [
    { question: 'What is a unit fraction?', bloomLevel: 'remember', outcomeCode: A, answerGuide: 'A fraction with 1 as its numerator, such as 1/4.' },
    { question: 'Why is 2/4 the same amount as 1/2?', bloomLevel: 'understand', outcomeCode: B, answerGuide: 'Each half is split into two quarters, so two quarters cover one half.' },
    { question: 'Find two fractions equal to 2/3.', bloomLevel: 'apply', outcomeCode: B, answerGuide: '4/6 and 6/9 (any a/b with a:b = 2:3).' },
    { question: 'Which is bigger, 3/4 or 5/8? Show how you know.', bloomLevel: 'analyse', outcomeCode: A, answerGuide: '3/4, because 3/4 = 6/8 and 6/8 > 5/8.' },
    { question: 'Sam says 2/6 = 1/2. Is Sam right? Explain.', bloomLevel: 'evaluate', outcomeCode: B, answerGuide: 'No: 2/6 = 1/3; 1/2 = 3/6.' },
    { question: 'Make a strip puzzle with three equal fractions.', bloomLevel: 'create', outcomeCode: B, answerGuide: 'Marking points: three fractions of equal value, each shown on a strip.' },
  ],
};

describe('questions', () => {
  it("answers with the model's questions in Bloom order, the focus and language in the prompt", async () => {
    const shuffled = { questions: [...questionAnswer.questions].reverse() };
    fake.script('lesson_questions', { content: shuffled });
    const answer = await tools().questions(view, { input: 'pizza', language: 'fr' });
    expect(answer.engine).toBe('llm');
    expect(answer.value.map((q) => q.bloomLevel)).toEqual(['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create']);
    expect(answer.value[2]).toEqual({ question: 'Find two fractions equal to 2/3.', bloomLevel: 'apply', outcomeCode: B, answerGuide: '4/6 and 6/9 (any a/b with a:b = 2:3).' });
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('Weave the focus "pizza"');
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('language with the code "fr"');
  });

  const misses: [string, Parameters<FakeLlmService['script']>[1], RegExp][] = [
    ['a question without an answer', { content: { questions: questionAnswer.questions.map((q, i) => (i === 3 ? { ...q, answerGuide: '' } : q)) } }, /schema: questions\.3\.answerGuide/],
    ['a Bloom level that does not exist', { content: { questions: questionAnswer.questions.map((q, i) => (i === 0 ? { ...q, bloomLevel: 'recall' } : q)) } }, /schema: questions\.0\.bloomLevel/],
    ['a missing Bloom level', { content: { questions: questionAnswer.questions.filter((q) => q.bloomLevel !== 'create') } }, /no create question/],
    ['an outcome without a question', { content: { questions: questionAnswer.questions.map((q) => ({ ...q, outcomeCode: B })) } }, /no question on CCSS\.Math\.Content\.3\.NF\.A\.1/],
    ['an answer that is a placeholder', { content: { questions: questionAnswer.questions.map((q, i) => (i === 4 ? { ...q, answerGuide: 'TBD' } : q)) } }, /placeholder instead of content: "TBD"/],
    ['a duplicate question', { content: { questions: [...questionAnswer.questions, { ...questionAnswer.questions[2]!, question: 'find two fractions equal to 2/3!' }] } }, /repeated a question/],
    ['a question on an outcome the lesson does not have', { content: { questions: questionAnswer.questions.map((q, i) => (i === 1 ? { ...q, outcomeCode: 'CCSS.Math.Content.4.NF.A.1' } : q)) } }, /does not have: CCSS\.Math\.Content\.4\.NF\.A\.1/],
  ];
  it.each(misses)('falls back to the offline questions on %s', async (_, reply, reason) => {
    fake.script('lesson_questions', reply);
    const answer = await tools().questions(view, { input: 'pizza', language: 'en' });
    expect(answer.engine).toBe('offline');
    expect(answer.value).toEqual(lessonQuestions(view, 'pizza'));
    expect(answer.note).toMatch(reason);
  });

  it('says the fallback questions are in English when another language was asked for', async () => {
    fake.script('lesson_questions', { status: 500 });
    const answer = await tools().questions(view, { language: 'fr' });
    expect(answer.note).toMatch(/The questions are in English\.$/);
  });
});

const instructionsAnswer = {
  intro: 'Today you will find fractions that are the same amount.',
  steps: ['Answer three quick questions on your whiteboard.', 'Watch the strip fold. Say what stays the same.', 'Use strips to find two fractions equal to 2/3. Tell a partner why.'],
  closing: 'At the end, check each goal. Can you show it with a strip?',
};

describe('instructions', () => {
  it("answers with the model's steps under each phase's title and minutes, measured for reading level", async () => {
    fake.script('student_instructions', { content: instructionsAnswer });
    const answer = await tools().instructions(view);
    expect(answer.engine).toBe('llm');
    expect(answer.value.title).toBe('What you will do: Equivalent fractions');
    expect(answer.value.steps).toEqual([
      'Review (8 min): Answer three quick questions on your whiteboard.',
      'Model (12 min): Watch the strip fold. Say what stays the same.',
      'Independent practice (25 min): Use strips to find two fractions equal to 2/3. Tell a partner why.',
    ]);
    expect(answer.value.text.split('\n')).toEqual([
      'Today you will find fractions that are the same amount.',
      '1. Review (8 min): Answer three quick questions on your whiteboard.',
      '2. Model (12 min): Watch the strip fold. Say what stays the same.',
      '3. Independent practice (25 min): Use strips to find two fractions equal to 2/3. Tell a partner why.',
      'At the end, check each goal. Can you show it with a strip?',
    ]);
    expect(answer.value.readingLevel.gradeLevel).toBeLessThan(4);
  });

  it('falls back when a phase gets no step', async () => {
    fake.script('student_instructions', { content: { ...instructionsAnswer, steps: instructionsAnswer.steps.slice(0, 2) } });
    const answer = await tools().instructions(view);
    expect(answer.engine).toBe('offline');
    expect(answer.value).toEqual(studentInstructions(view));
    expect(answer.note).toContain('wrote 2 steps for 3 phases');
  });

  it('falls back when the text reads far above the year level', async () => {
    const dense =
      'Subsequently, individually investigate multiplicative relationships characterising equivalent representations, articulating generalisations concerning proportionality, denominators, numerators and multiplicative invariance comprehensively.';
    fake.script('student_instructions', { content: { ...instructionsAnswer, steps: [dense, dense, dense] } });
    const answer = await tools().instructions(view);
    expect(answer.engine).toBe('offline');
    expect(answer.note).toMatch(/read at grade \d+\.\d, above grade/);
  });
});

describe('suggestions', () => {
  const offline = lessonSuggestions(view);
  const reworded = () => ({ suggestions: [...offline].reverse().map((s, i) => ({ id: s.id, title: `Suggestion ${i + 1} for equivalent fractions`, detail: `Detail ${i + 1}.` })) });

  it("rewords every offline suggestion in the model's order; ids, types, phases and changes stay the offline engine's", async () => {
    expect(offline.length).toBeGreaterThan(1);
    fake.script('lesson_suggestions', { content: reworded() });
    const answer = await tools().suggestions(view, undefined);
    expect(answer.engine).toBe('llm');
    expect(answer.value.map((s) => s.title)).toEqual(offline.map((_, i) => `Suggestion ${i + 1} for equivalent fractions`));
    const last = answer.value[answer.value.length - 1]!;
    expect(last.id).toBe(offline[0]!.id);
    expect(last.type).toBe(offline[0]!.type);
    expect(last.phaseKey).toBe(offline[0]!.phaseKey);
    // Implementing still works without a model: the id is the offline engine's.
    expect(implementSuggestion(view, last.id)).toBeDefined();
  });

  it('falls back on an id it was not given, a dropped suggestion, or an invented code', async () => {
    const t = tools();
    fake.script('lesson_suggestions', { content: { suggestions: [...reworded().suggestions.slice(1), { id: 'timing-000000000000', title: 'x', detail: 'y' }] } });
    expect((await t.suggestions(view, undefined)).note).toContain('not asked about: timing-000000000000');
    fake.script('lesson_suggestions', { content: { suggestions: reworded().suggestions.slice(1) } });
    expect((await t.suggestions(view, undefined)).note).toContain(`answered ${offline.length - 1} of ${offline.length} suggestions`);
    fake.script('lesson_suggestions', { content: { suggestions: reworded().suggestions.map((s, i) => (i ? s : { ...s, detail: 'Cover AC9M3N04 as well.' })) } });
    const invented = await t.suggestions(view, undefined);
    expect(invented.note).toContain('AC9M3N04');
    expect(invented.value.map(publicSuggestion)).toEqual(offline.map(publicSuggestion));
  });
});

describe('pedagogy report', () => {
  // The plan items in order: 3 phases × (teacher, student), then the 2 criteria.
  const classification = ['remember', 'remember', 'understand', 'understand', 'apply', 'analyse', 'remember', 'apply'];
  const bloomAnswer = { items: classification.map((level, index) => ({ index, level })), recommendations: ['In Independent practice, ask students to judge a partner’s strip.'] };

  it("builds the report from the model's classification, with the offline report's levels and labels", async () => {
    fake.script('taxonomy_report', { content: bloomAnswer });
    const answer = await tools().pedagogy(view, 'bloom', true);
    expect(answer.engine).toBe('llm');
    expect(answer.value.levels.map((l) => [l.level, l.label, l.count])).toEqual([
      ['remember', 'Remember', 3],
      ['understand', 'Understand', 2],
      ['apply', 'Apply', 2],
      ['analyse', 'Analyse', 1],
      ['evaluate', 'Evaluate', 0],
      ['create', 'Create', 0],
    ]);
    expect(answer.value.levels[3]!.items).toEqual(['Independent practice (students): Find two fractions equal to 2/3 with strips and explain why they are equal.']);
    expect(answer.value.recommendation).toEqual(['In Independent practice, ask students to judge a partner’s strip.']);
  });

  it('falls back when an item is left out, classified twice, or put at a level of the other taxonomy', async () => {
    const t = tools();
    fake.script('taxonomy_report', { content: { ...bloomAnswer, items: bloomAnswer.items.slice(1) } });
    expect((await t.pedagogy(view, 'bloom', true)).note).toContain('classified 7 of 8 items');
    fake.script('taxonomy_report', { content: { ...bloomAnswer, items: [...bloomAnswer.items, { index: 0, level: 'apply' }] } });
    expect((await t.pedagogy(view, 'bloom', true)).note).toContain('item 0 twice');
    fake.script('taxonomy_report', { content: { ...bloomAnswer, items: bloomAnswer.items.map((i) => ({ ...i, level: 'relational' })) } });
    const solo = await t.pedagogy(view, 'bloom', false);
    expect(solo.note).toContain('did not match the schema: items.0.level');
    expect(solo.value).toEqual(taxonomyReport(view, 'bloom', false));
  });
});

describe('every tool falls back to its own offline answer, whatever goes wrong', () => {
  const TOOLS = [
    { tool: 'glossary', schema: 'lesson_glossary', run: (t = tools()) => t.glossary(view), offline: () => lessonGlossary(view) },
    { tool: 'instructions', schema: 'student_instructions', run: (t = tools()) => t.instructions(view), offline: () => studentInstructions(view) },
    { tool: 'questions', schema: 'lesson_questions', run: (t = tools()) => t.questions(view, { language: 'en' }), offline: () => lessonQuestions(view) },
    { tool: 'suggestions', schema: 'lesson_suggestions', run: (t = tools()) => t.suggestions(view, undefined), offline: () => lessonSuggestions(view).map(publicSuggestion) },
    { tool: 'pedagogy report', schema: 'taxonomy_report', run: (t = tools()) => t.pedagogy(view, 'solo', true), offline: () => taxonomyReport(view, 'solo', true) },
  ];
  const FAILURES: [string, Parameters<FakeLlmService['script']>[1], string][] = [
    ['a 500', { status: 500 }, 'the model service answered 500'],
    ['text that is not JSON', { rawContent: '{"oops": ' }, 'the model answered with text that is not JSON'],
    ['a schema miss', { content: { unexpected: true } }, "the model's answer did not match the schema"],
    ['a timeout', { content: {}, delayMs: 600 }, 'the model service did not answer within 100 ms'],
  ];
  const cases = TOOLS.flatMap((t) => FAILURES.map(([failure, reply, reason]) => [t.tool, failure, t, reply, reason] as const));
  it.each(cases)('%s on %s', async (tool, failure, t, reply, reason) => {
    fake.script(t.schema, reply);
    // The time limit is 100 ms only where the model is meant to be late: on a busy machine a prompt answer can take
    // longer than that, and would be read as a timeout.
    const answer = await t.run(createLlmLessonTools(settings({ timeoutMs: failure === 'a timeout' ? 100 : 10_000 })));
    expect(answer.engine).toBe('offline');
    const value = tool === 'suggestions' ? (answer.value as ReturnType<typeof lessonSuggestions>).map(publicSuggestion) : answer.value;
    expect(value).toEqual(t.offline());
    expect(answer.note).toContain(`could not be used for the ${tool} (${reason}`);
    // A request given up on may reach the fake service after the answer: wait for it here, not in the next test.
    await vi.waitFor(() => expect(fake.requests.map((r) => r.body.response_format.json_schema.name)).toEqual([t.schema]));
  });
});
