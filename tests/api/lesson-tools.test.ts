import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
let ada: string;
let grace: string;
/** Ada's inquiry lesson on two real CCSS outcomes. */
let lesson: {
  id: string;
  phases: { key: string; title: string; minutes: number; studentActions: string[]; teacherActions: string[]; practice?: unknown[]; check?: unknown[] }[];
  keyVocabulary: string[];
  successCriteria: { text: string }[];
  starterCheck?: unknown[];
  exitCheck?: unknown[];
};
let direct: typeof lesson;

const A = 'CCSS.Math.Content.3.NF.A.3a';
const B = 'CCSS.Math.Content.3.NF.A.3b';

const call = (...args: Parameters<TestApp['call']>) => t.call(...args);

const brief = {
  title: 'Equivalent fractions',
  description: 'Using fraction strips to find fractions that name the same amount.',
  yearLevel: '3',
  subject: 'Mathematics',
  durationMinutes: 60,
  outcomes: ['3.NF.A.3a', '3.NF.A.3b'],
};

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.token({ sub: 'tools-ada', email: 'ada@school.example', name: 'Ada' });
  grace = await t.token({ sub: 'tools-grace', email: 'grace@school.example', name: 'Grace' });
  lesson = (await call('POST', '/api/lesson', ada, brief)).json();
  direct = (await call('POST', '/api/lesson', ada, { ...brief, methodology: 'direct', outcomes: ['ACMNA077'] })).json();
});
afterAll(() => t.close());

const TOOLS = [
  'glossary',
  'instructions',
  'questions',
  'generate/suggestions',
  'pedagogy/implementation',
  'pedagogy/21cld',
  'pedagogy/wef',
  'presentation/outline',
  'presentation',
];

describe('every lesson tool is owner-scoped', () => {
  it.each(TOOLS)("GET %s: 401 without a token, 404 for another teacher's lesson and for a non-id", async (tool) => {
    expect((await call('GET', `/api/lesson/${lesson.id}/${tool}`, undefined)).statusCode).toBe(401);
    const foreign = await call('GET', `/api/lesson/${lesson.id}/${tool}`, grace);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Lesson not found');
    expect((await call('GET', `/api/lesson/not-a-uuid/${tool}`, ada)).statusCode).toBe(404);
  });

  it("POST suggestion/implement: 404 for another teacher's lesson, which stays unchanged", async () => {
    const [suggestion] = (await call('GET', `/api/lesson/${lesson.id}/generate/suggestions`, ada)).json();
    const res = await call('POST', `/api/lesson/${lesson.id}/suggestion/implement`, grace, { id: suggestion.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Lesson not found');
  });
});

describe('GET /api/lesson/:id/glossary', () => {
  it('defines each key term, from the outcome that defines it when one does', async () => {
    const res = await call('GET', `/api/lesson/${lesson.id}/glossary`, ada);
    expect(res.statusCode).toBe(200);
    const glossary = res.json();
    // 3.NF.A.3a: "Understand two fractions as equivalent (equal) if they are the same size, or the same point on a number line."
    expect(glossary.find((g: { term: string }) => g.term === 'equivalent')).toEqual({
      term: 'equivalent',
      definition: 'Two fractions are equivalent (equal) if they are the same size, or the same point on a number line.',
      source: { kind: 'outcome', ref: A },
    });
  });

  it("defines every term it lists in the subject's sense, never asking the teacher to add a definition", async () => {
    const glossary = (await call('GET', `/api/lesson/${lesson.id}/glossary`, ada)).json();
    expect(glossary.find((g: { term: string }) => g.term === 'fraction')).toEqual({
      term: 'fraction',
      definition: 'A number that names equal parts of one whole, such as 3/4 (3 of 4 equal parts).',
      source: { kind: 'subject', ref: 'Teachkit mathematics glossary' },
    });
    for (const entry of glossary) {
      expect(entry.definition.trim()).not.toBe('');
      expect(entry.definition).not.toMatch(/add your own definition|Used in /);
      if (entry.source.kind === 'outcome') expect([A, B]).toContain(entry.source.ref);
    }
  });
});

describe('GET /api/lesson/:id/instructions', () => {
  it("speaks to the student phase by phase and measures the text's reading level", async () => {
    const res = await call('GET', `/api/lesson/${lesson.id}/instructions`, ada);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.steps).toHaveLength(lesson.phases.length);
    body.steps.forEach((step: string, i: number) => {
      expect(step.startsWith(`${lesson.phases[i]!.title} (${lesson.phases[i]!.minutes} min): `)).toBe(true);
      expect(step).toMatch(/\byou will\b/i);
      expect(step).not.toMatch(/\btheir\b/i);
    });
    // The curriculum's own "they" (the fractions) is kept; the students' "their" becomes "your".
    expect(body.text).toContain('explain two fractions as equivalent if they are the same size');
    expect(body.text).toContain('in your own words to a partner');
    expect(body.text).not.toMatch(/\bsuccess criteri/i);
    expect(body.readingLevel.gradeLevel).toBeGreaterThan(0);
    expect(body.readingLevel.readingEase).toBeGreaterThan(0);
    expect(body.readingLevel.label).toBe(`Grade ${Math.max(1, Math.round(body.readingLevel.gradeLevel))} reading level`);
    expect(body.title).toContain('Equivalent fractions');
  });
});

describe('GET /api/lesson/:id/questions', () => {
  it('asks at rising Bloom levels for every outcome, in the outcomes own words', async () => {
    const res = await call('GET', `/api/lesson/${lesson.id}/questions`, ada);
    expect(res.statusCode).toBe(200);
    const questions = res.json();
    const levels = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'];
    expect(questions.map((q: { bloomLevel: string }) => levels.indexOf(q.bloomLevel))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    for (const code of [A, B]) {
      expect(questions.filter((q: { outcomeCode: string }) => q.outcomeCode === code).map((q: { bloomLevel: string }) => q.bloomLevel)).toEqual(levels);
    }
    // The questions are about the plan's own content: its keywords (3.NF.A.3a defines "equivalent" itself), its
    // computed practice, its misconceptions; every one carries its answer or marking points.
    expect(questions).toContainEqual(
      expect.objectContaining({
        bloomLevel: 'remember',
        outcomeCode: A,
        question: 'What does "equivalent" mean?',
        answerGuide: "Answer: Two fractions are equivalent (equal) if they are the same size, or the same point on a number line. (3.NF.A.3a's own words)",
      }),
    );
    const evaluate = questions.find((q: { bloomLevel: string; outcomeCode: string }) => q.bloomLevel === 'evaluate' && q.outcomeCode === A);
    expect(evaluate.question).toMatch(/^Some students make this mistake: .+ What is wrong with it, and what should they do instead\?$/);
    for (const q of questions) expect(q.answerGuide).toMatch(/^(Answer: |Marking points: )/);
    expect(new Set(questions.map((q: { question: string }) => q.question)).size).toBe(questions.length);
  });

  it("weaves the teacher's sub-topic into every question", async () => {
    const questions = (await call('GET', `/api/lesson/${direct.id}/questions?input=${encodeURIComponent('pizza slices')}`, ada)).json();
    expect(questions).toHaveLength(6);
    for (const q of questions) {
      expect(q.question).toContain('pizza slices');
      expect(q.outcomeCode).toBe('ACMNA077');
    }
  });

  it('answers in English by default and refuses other languages without a language model', async () => {
    expect((await call('GET', `/api/lesson/${lesson.id}/questions?language=en-GB`, ada)).statusCode).toBe(200);
    expect((await call('GET', `/api/lesson/${lesson.id}/questions?input=&language=`, ada)).json()).toHaveLength(12);
    const res = await call('GET', `/api/lesson/${lesson.id}/questions?language=fr`, ada);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'language', message: 'Only English is available without a language model' }]);
  });
});

describe('suggestions and implementing them', () => {
  const suggestions = async (id: string, type?: string) =>
    (await call('GET', `/api/lesson/${id}/generate/suggestions${type ? `?type=${type}` : ''}`, ada)).json() as {
      id: string;
      type: string;
      title: string;
      detail: string;
      phaseKey: string;
    }[];

  it('gives lesson-specific suggestions with stable ids, and filters by type', async () => {
    const all = await suggestions(lesson.id);
    expect(all.length).toBeGreaterThan(0);
    const keys = new Set(lesson.phases.map((p) => p.key));
    for (const s of all) {
      expect(['differentiation', 'engagement', 'assessment', 'timing']).toContain(s.type);
      expect(keys.has(s.phaseKey)).toBe(true);
      expect(s.id).toMatch(new RegExp(`^${s.type}-[0-9a-f]{12}$`));
    }
    expect((await suggestions(lesson.id)).map((s) => s.id)).toEqual(all.map((s) => s.id));
    // The word mat covers the first four terms; the rest are named.
    const vocabulary = all.find((s) => s.type === 'differentiation' && s.title.includes('vocabulary'))!;
    for (const term of lesson.keyVocabulary.slice(4)) expect(vocabulary.detail).toContain(`"${term}"`);
    expect((await suggestions(lesson.id, 'assessment')).every((s) => s.type === 'assessment')).toBe(true);
  });

  it('refuses an unknown type', async () => {
    const res = await call('GET', `/api/lesson/${lesson.id}/generate/suggestions?type=vibes`, ada);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'type', message: 'Type must be differentiation, engagement, assessment or timing' }]);
  });

  it('finds unbalanced minutes and rebalances them without changing the total', async () => {
    const created = (await call('POST', '/api/lesson', ada, brief)).json();
    const phases = created.phases.map((p: { key: string; minutes: number }) => ({ ...p, minutes: p.key === 'explore' ? 4 : p.key === 'elaborate' ? p.minutes + 10 : p.minutes }));
    expect((await call('POST', '/api/lesson', ada, { id: created.id, phases })).statusCode).toBe(200);
    const timing = await suggestions(created.id, 'timing');
    const more = timing.find((s) => s.phaseKey === 'explore')!;
    expect(more.title).toBe('Give Explore more time');
    expect(more.detail).toContain('Explore has 4 of 60 minutes');

    const res = await call('POST', `/api/lesson/${created.id}/suggestion/implement`, ada, { id: more.id });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.id).toBe(created.id);
    expect(updated.phases.find((p: { key: string }) => p.key === 'explore').minutes).toBe(created.phases.find((p: { key: string }) => p.key === 'explore').minutes);
    expect(updated.phases.reduce((n: number, p: { minutes: number }) => n + p.minutes, 0)).toBe(60);
    expect((await call('GET', `/api/lesson/${created.id}`, ada)).json().phases).toEqual(updated.phases);
    expect(await suggestions(created.id, 'timing')).toEqual([]);

    const again = await call('POST', `/api/lesson/${created.id}/suggestion/implement`, ada, { id: more.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That suggestion no longer applies to this lesson');
  });

  it('fits the phases to the lesson when their minutes do not add up', async () => {
    const created = (await call('POST', '/api/lesson', ada, brief)).json();
    await call('POST', '/api/lesson', ada, { id: created.id, durationMinutes: 45 });
    const [fit] = await suggestions(created.id, 'timing');
    expect(fit!.title).toBe('Fit the phases to the 45-minute lesson');
    const updated = (await call('POST', `/api/lesson/${created.id}/suggestion/implement`, ada, { id: fit!.id })).json();
    expect(updated.phases.reduce((n: number, p: { minutes: number }) => n + p.minutes, 0)).toBe(45);
  });

  it('adds the missing success criterion and exit check for an outcome', async () => {
    const created = (await call('POST', '/api/lesson', ada, brief)).json();
    const evaluate = created.phases.find((p: { key: string }) => p.key === 'evaluate');
    // The teacher replaced the close with collecting books and dropped the exit check: nothing checks 3.NF.A.3a any more.
    const phases = created.phases.map((p: { key: string }) => (p.key === 'evaluate' ? { ...evaluate, teacherActions: ['Collect the books.'], check: [] } : p));
    const saved = await call('POST', '/api/lesson', ada, { id: created.id, phases, successCriteria: created.successCriteria.slice(0, 1), exitCheck: [] });
    expect(saved.statusCode).toBe(200);
    const assessment = await suggestions(created.id, 'assessment');
    const criterion = assessment.find((s) => s.title === 'Add a success criterion for 3.NF.A.3b')!;
    expect(criterion.detail).toContain('"I can recognize and generate simple equivalent fractions"');
    const exit = assessment.find((s) => s.title === 'Check 3.NF.A.3a before the lesson ends')!;
    expect(exit.phaseKey).toBe('evaluate');

    const withCriterion = (await call('POST', `/api/lesson/${created.id}/suggestion/implement`, ada, { id: criterion.id })).json();
    expect(withCriterion.successCriteria).toContainEqual({ text: 'I can recognize and generate simple equivalent fractions', outcomeCode: B, bloomLevel: 'create' });
    const withCheck = (await call('POST', `/api/lesson/${created.id}/suggestion/implement`, ada, { id: exit.id })).json();
    expect(withCheck.phases.find((p: { key: string }) => p.key === 'evaluate').teacherActions.join(' ')).toContain(
      'Exit check for 3.NF.A.3a: ask each student, on their own, to explain two fractions as equivalent',
    );
    const left = (await suggestions(created.id, 'assessment')).map((s) => s.id);
    expect(left).not.toContain(criterion.id);
    expect(left).not.toContain(exit.id);
  });

  it('implementing every suggestion in turn leaves none', async () => {
    const created = (await call('POST', '/api/lesson', ada, { ...brief, methodology: 'direct' })).json();
    for (let round = 0; round < 15; round += 1) {
      const [next] = await suggestions(created.id);
      if (!next) break;
      expect((await call('POST', `/api/lesson/${created.id}/suggestion/implement`, ada, { id: next.id })).statusCode).toBe(200);
    }
    expect(await suggestions(created.id)).toEqual([]);
  });

  it('names the fields of a bad implement body', async () => {
    const res = await call('POST', `/api/lesson/${lesson.id}/suggestion/implement`, ada, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'id', message: 'Give the id of a suggestion' }]);
    expect((await call('POST', `/api/lesson/${lesson.id}/suggestion/implement`, ada, { id: 'timing-000000000000' })).statusCode).toBe(404);
  });
});

describe('GET /api/lesson/:id/pedagogy/implementation', () => {
  it("classifies every action and criterion by Bloom's six levels, with recommendations by default", async () => {
    const res = await call('GET', `/api/lesson/${lesson.id}/pedagogy/implementation`, ada);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.taxonomy).toBe('bloom');
    expect(body.levels.map((l: { level: string }) => l.level)).toEqual(['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create']);
    for (const level of body.levels) expect(level.count).toBe(level.items.length);
    const items = body.levels.flatMap((l: { items: string[] }) => l.items);
    expect(items).toContain('Evaluate (students): Rate their confidence in each goal for equivalent fractions: green, amber or red.');
    expect(body.levels.find((l: { level: string }) => l.level === 'evaluate').items).toContain(
      'Evaluate (students): Rate their confidence in each goal for equivalent fractions: green, amber or red.',
    );
    expect(body.levels.find((l: { level: string }) => l.level === 'create').items).toContain('Success criterion: I can recognize and generate simple equivalent fractions');
    expect(body.recommendation.length).toBeGreaterThan(0);
  });

  it('uses SOLO on request and leaves recommendations out when asked', async () => {
    const body = (await call('GET', `/api/lesson/${direct.id}/pedagogy/implementation?taxonomy=solo&recommendation=false`, ada)).json();
    expect(body.taxonomy).toBe('solo');
    expect(body.levels.map((l: { level: string }) => l.level)).toEqual(['prestructural', 'unistructural', 'multistructural', 'relational', 'extended abstract']);
    expect(body.recommendation).toEqual([]);
    // Every action, practice item, check and criterion is placed once.
    const total =
      direct.phases.reduce((n, p) => n + p.teacherActions.length + p.studentActions.length + (p.practice?.length ?? 0) + (p.check?.length ?? 0), 0) +
      (direct.starterCheck?.length ?? 0) +
      (direct.exitCheck?.length ?? 0) +
      direct.successCriteria.length;
    expect(body.levels.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(total);
  });

  it('refuses another taxonomy', async () => {
    const res = await call('GET', `/api/lesson/${lesson.id}/pedagogy/implementation?taxonomy=marzano`, ada);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'taxonomy', message: 'Taxonomy must be bloom or solo' }]);
  });
});

describe('GET /api/lesson/:id/pedagogy/21cld and /wef', () => {
  it('rates the six 21CLD dimensions on their rubric scales, quoting the plan', async () => {
    const { dimensions } = (await call('GET', `/api/lesson/${lesson.id}/pedagogy/21cld`, ada)).json();
    expect(dimensions.map((d: { name: string }) => d.name)).toEqual([
      'Collaboration',
      'Knowledge Construction',
      'Self-Regulation',
      'Real-World Problem-Solving and Innovation',
      'Use of ICT for Learning',
      'Skilled Communication',
    ]);
    expect(dimensions.map((d: { maxRating: number }) => d.maxRating)).toEqual([5, 5, 4, 5, 5, 4]);
    const byKey = Object.fromEntries(dimensions.map((d: { key: string }) => [d.key, d]));
    expect(byKey.collaboration.rating).toBe(2);
    // The evidence comes from the longest phase that shows it.
    expect(byKey.collaboration.reason).toContain('Explore: "With a partner');
    expect(byKey['ict-for-learning']).toMatchObject({ rating: 1, reason: expect.stringContaining('No digital tool') });
    expect(byKey['self-regulation'].reason).toContain('Evaluate: "Rate their confidence in each goal');
  });

  it('rates a project lesson higher for collaboration than a direct lesson', async () => {
    const project = (await call('POST', '/api/lesson', ada, { ...brief, methodology: 'project' })).json();
    const rating = async (id: string) =>
      (await call('GET', `/api/lesson/${id}/pedagogy/21cld`, ada)).json().dimensions.find((d: { key: string }) => d.key === 'collaboration').rating;
    expect(await rating(project.id)).toBeGreaterThan(await rating(direct.id));
  });

  it('reports the WEF Education 4.0 skills and experiences with evidence', async () => {
    const { skills } = (await call('GET', `/api/lesson/${lesson.id}/pedagogy/wef`, ada)).json();
    expect(skills.map((s: { name: string; category: string }) => `${s.category}: ${s.name}`)).toEqual([
      'skill: Global citizenship skills',
      'skill: Innovation and creativity skills',
      'skill: Technology skills',
      'skill: Interpersonal skills',
      'experience: Personalized and self-paced learning',
      'experience: Accessible and inclusive learning',
      'experience: Problem-based and collaborative learning',
      'experience: Lifelong and student-driven learning',
    ]);
    const technology = skills.find((s: { key: string }) => s.key === 'technology');
    expect(technology).toMatchObject({ present: false, evidence: 'No digital tool or technology appears in the plan.' });
    const collaborative = skills.find((s: { key: string }) => s.key === 'problem-based-collaborative');
    expect(collaborative.present).toBe(true);
    expect(collaborative.evidence).toMatch(/^Explore: "/);
  });
});

describe('presentation', () => {
  it('outlines the title, the goal, each phase followed by its content, then criteria and vocabulary', async () => {
    const { slides } = (await call('GET', `/api/lesson/${lesson.id}/presentation/outline`, ada)).json();
    const titles: string[] = slides.map((s: { title: string }) => s.title);
    expect(slides[0]).toMatchObject({ title: 'Equivalent fractions', bullets: ['Grade 3 · Mathematics', '60 minutes', 'Inquiry lesson'] });
    // The plan's question names the lesson's subject, not the outcome's whole task, so it has a slide of its own.
    expect(titles.slice(1, 4)).toEqual(['Our question', 'What we are learning', 'Starter']);
    expect(slides[1].bullets).toEqual(['What do we know about equivalent fractions, and how do we know it?']);
    lesson.phases.forEach((phase, i) => {
      const slide = slides[titles.indexOf(`Phase ${i + 1}: ${phase.title} (${phase.minutes} min)`)];
      expect(slide.bullets.length).toBeGreaterThanOrEqual(phase.studentActions.length);
      for (const action of phase.teacherActions) expect(slide.notes).toContain(action);
    });
    // Answers stay in the speaker notes: a practice slide shows the questions, its notes the answers.
    const practice = slides.find((s: { title: string }) => s.title.endsWith(': practice'));
    expect(practice.notes).toMatch(/^1\. Answer: /);
    // (A worked example is modelled to its answer; every other slide keeps answers off the screen.)
    const asked = slides.filter((s: { title: string }) => !s.title.endsWith('worked example'));
    for (const bullet of asked.flatMap((s: { bullets: string[] }) => s.bullets)) expect(bullet).not.toMatch(/^Answer: |Supply /);
    expect(titles.slice(-2)).toEqual(['Success criteria', 'Key vocabulary']);
    expect(slides.at(-2).bullets).toEqual(lesson.successCriteria.map((c) => c.text));
    expect(slides.at(-1).bullets).toContain('equivalent: Two fractions are equivalent (equal) if they are the same size, or the same point on a number line.');
  });

  it('downloads a real .pptx with a slide per outline slide, phase titles and speaker notes', async () => {
    const res = await call('GET', `/api/lesson/${lesson.id}/presentation`, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lesson-${lesson.id}.pptx"`);
    const { slides } = (await call('GET', `/api/lesson/${lesson.id}/presentation/outline`, ada)).json();
    const zip = await JSZip.loadAsync(res.rawPayload);
    const slideFiles = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slideFiles).toHaveLength(slides.length);
    for (const [i, phase] of lesson.phases.entries()) {
      const at = slides.findIndex((s: { title: string }) => s.title === `Phase ${i + 1}: ${phase.title} (${phase.minutes} min)`) + 1;
      expect(await zip.file(`ppt/slides/slide${at}.xml`)!.async('string')).toContain(`Phase ${i + 1}: ${phase.title} (${phase.minutes} min)`);
      expect(await zip.file(`ppt/notesSlides/notesSlide${at}.xml`)!.async('string')).toContain(phase.teacherActions[0]!.slice(0, 20).replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    }
    const notes = Object.keys(zip.files).filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name));
    expect(notes).toHaveLength(slideFiles.length);
  });
});
