import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../../server/curriculum/seed.ts';
import { cld21Report, wefReport } from '../../server/generation/frameworks.ts';
import { definingSentence, glossaryEntry, lessonGlossary } from '../../server/generation/glossary.ts';
import { studentInstructions, toSecondPerson } from '../../server/generation/instructions.ts';
import type { LessonView } from '../../server/generation/lesson-view.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import { bloomOf, soloOf, taxonomyReport } from '../../server/generation/pedagogy.ts';
import { buildPresentation, presentationOutline } from '../../server/generation/presentation.ts';
import { isEnglish, lessonQuestions, statementExample } from '../../server/generation/questions.ts';
import { implementSuggestion, lessonSuggestions, type EditablePlan } from '../../server/generation/suggestions.ts';
import { cleanStatement, observableAction, readability } from '../../server/generation/text.ts';
import type { Methodology, OutcomeRef } from '../../server/generation/types.ts';

/** The committed curriculum, read once: the lesson tools are tested against real statements, not made-up ones. */
let byCode: Map<string, OutcomeRef> | undefined;
function outcome(code: string): OutcomeRef {
  byCode ??= new Map(
    readSeedFiles().flatMap(({ file }) =>
      file.outcomes.flatMap((o) => {
        const ref: OutcomeRef = { code: o.code, shortCode: o.shortCode, statement: o.statement, framework: o.framework, subject: o.subject };
        return [[o.code, ref] as const, [o.shortCode, ref] as const];
      }),
    ),
  );
  const found = byCode.get(code);
  if (!found) throw new Error(`no outcome ${code} in the curriculum`);
  return found;
}

/** A lesson as the offline engine plans it, in the shape the API hands the lesson tools. */
async function planned(title: string, codes: string[], methodology: Methodology = 'inquiry', subject = 'Mathematics'): Promise<LessonView> {
  const brief = { title, description: '', methodology, yearLevel: '3', subject, durationMinutes: 60, outcomes: codes.map(outcome), slices: [] };
  const plan = await createOfflineGenerator(() => new Date('2026-11-22T09:00:00Z')).generateLessonPlan(brief);
  return { ...brief, ...plan };
}

const fractions = () => planned('Equivalent fractions', ['3.NF.A.3a', '3.NF.A.3b']);
const LESSONS: [string, () => Promise<LessonView>][] = [
  ['inquiry, CCSS maths', fractions],
  ['direct, Australian v8 maths', () => planned('Fractions in context', ['ACMNA077'], 'direct')],
  ['project, Australian v9 maths', () => planned('Fraction problems', ['AC9M6N05'], 'project')],
  ['inquiry, CCSS ELA', () => planned('Word meanings', ['RL.3.4'], 'inquiry', 'English')],
  ['direct, Australian science', () => planned('Living things', ['ACSSU094'], 'direct', 'Science')],
];

describe('glossary', () => {
  it('finds the defining sentence in an outcome statement and rewrites no more than grammar needs', () => {
    expect(definingSentence(outcome('3.NF.A.3a').statement, 'equivalent')).toBe(
      'Two fractions are equivalent (equal) if they are the same size, or the same point on a number line.',
    );
    expect(definingSentence(outcome('3.NF.A.1').statement, 'fraction')).toBe(
      'A fraction 1/b is the quantity formed by 1 part when a whole is partitioned into b equal parts.',
    );
    expect(definingSentence(outcome('3.MD.C.5b').statement, 'area')).toBe(cleanStatement(outcome('3.MD.C.5b').statement));
    expect(definingSentence(outcome('3.MD.C.5a').statement, 'unit square')).toMatch(/^A square with side length 1 unit, called "a unit square,"/);
  });

  it('does not take a sentence that merely mentions the term for a definition', () => {
    expect(definingSentence(outcome('1.OA.A.2').statement, 'sum')).toBeUndefined();
    expect(definingSentence(outcome('ACSSU094').statement, 'living things')).toBeUndefined();
    expect(definingSentence(outcome('3.NF.A.3a').statement, 'fractions')).toBeUndefined();
  });

  it("falls back to where the outcome uses the term, quoting the curriculum's words, when nothing defines it", () => {
    const entry = glossaryEntry('meaning', [outcome('RL.3.4')]);
    expect(entry).toEqual({
      term: 'meaning',
      definition: 'Used in RL.3.4: "Determine the meaning of words and phrases as they are used…"',
      source: { kind: 'usage', ref: 'CCSS.ELA-Literacy.RL.3.4' },
    });
    expect(glossaryEntry('volcano', [outcome('RL.3.4')])).toEqual({
      term: 'volcano',
      definition: "Neither this lesson's outcomes nor the subject glossary define this term.",
      source: { kind: 'usage', ref: '' },
    });
  });

  it.each(LESSONS)('every entry has a definition and cites only the lesson\'s outcomes (%s)', async (_, lesson) => {
    const view = await lesson();
    const glossary = lessonGlossary(view);
    expect(glossary.length).toBeGreaterThan(0);
    for (const entry of glossary) {
      expect(entry.definition.trim(), entry.term).not.toBe('');
      expect(entry.definition).not.toMatch(/add your own definition/);
      if (entry.source.kind === 'outcome') expect(view.outcomes.map((o) => o.code)).toContain(entry.source.ref);
    }
  });
});

describe('statements written as content, not tasks', () => {
  it('become something to explain, so criteria and questions stay sentences', () => {
    expect(observableAction(outcome('ACSSU094').statement)).toBe('explain that the growth and survival of living things are affected by physical conditions of their environment');
    expect(observableAction(outcome('ACSSU002').statement)).toBe('explain that living things have basic needs, including food and water');
    expect(observableAction(outcome('ACDSEH073').statement)).toMatch(/^explain when, how and why the Spanish arrived in the Americas/);
  });

  it('leave task statements as the curriculum wrote them', () => {
    expect(observableAction(outcome('ACMNA077').statement)).toBe('investigate equivalent fractions used in contexts');
    expect(observableAction(outcome('AC9M6N05').statement)).toBe('solve problems involving addition and subtraction of fractions using knowledge of equivalent fractions');
    expect(observableAction(outcome('3.NF.A.3a').statement)).toBe('explain two fractions as equivalent if they are the same size, or the same point on a number line');
  });

  it('no longer give "I can the …" criteria', async () => {
    const view = await planned('Living things', ['ACSSU094'], 'direct', 'Science');
    expect(view.successCriteria[0]!.text).toMatch(/^I can explain that the growth/);
    for (const q of lessonQuestions(view)) expect(q.question).not.toMatch(/\b(to|you) the growth\b/);
  });
});

describe('student instructions', () => {
  it("turns the plan's third person into the second, but keeps the curriculum's own pronouns", () => {
    const keep = ['determine the meaning of words and phrases as they are used in a text'];
    expect(toSecondPerson('In pairs, determine the meaning of words and phrases as they are used in a text, noting what they find in their books.', keep)).toBe(
      'In pairs, determine the meaning of words and phrases as they are used in a text, noting what you find in your books.',
    );
    expect(toSecondPerson('Restate the success criteria in their own words; "their" stays quoted.', [])).toBe('Retell the lesson goals in your own words; "their" stays quoted.');
  });

  it.each(LESSONS)('writes one step per phase in the second person and measures what it wrote (%s)', async (_, lesson) => {
    const view = await lesson();
    const instructions = studentInstructions(view);
    expect(instructions.steps).toHaveLength(view.phases.length);
    for (const step of instructions.steps) {
      expect(step).toMatch(/\byou will\b/i);
      expect(step).not.toMatch(/\btheir (own|books|answers?|reasoning|team|findings|product)\b/i);
    }
    const measured = readability(instructions.text);
    expect(instructions.readingLevel).toEqual({ ...measured, label: `Grade ${Math.max(1, Math.round(measured.gradeLevel))} reading level` });
  });
});

describe('questions', () => {
  it("takes the statement's own worked example, not a method", () => {
    expect(statementExample(outcome('3.NF.A.3b').statement)).toBe('1/2 = 2/4, 4/6 = 2/3');
    expect(statementExample(outcome('2.MD.B.5').statement)).toBeUndefined();
  });

  it('counts English variants as English and nothing else', () => {
    expect(['en', 'EN', 'en-GB', 'en_AU'].every(isEnglish)).toBe(true);
    expect(['fr', 'de-DE', 'english', ''].some(isEnglish)).toBe(false);
  });

  it.each(LESSONS)('asks six questions per outcome at rising Bloom levels, none twice (%s)', async (_, lesson) => {
    const view = await lesson();
    const questions = lessonQuestions(view);
    expect(questions).toHaveLength(6 * view.outcomes.length);
    const order = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'];
    const ranks = questions.map((q) => order.indexOf(q.bloomLevel));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
    for (const q of questions) expect(view.outcomes.map((o) => o.code)).toContain(q.outcomeCode);
  });

  it('gives each outcome its own terms when outcomes share vocabulary', async () => {
    const remember = lessonQuestions(await fractions()).filter((q) => q.bloomLevel === 'remember');
    expect(remember[0]!.question).not.toBe(remember[1]!.question);
    expect(remember[0]!.answerGuide).toBe(
      "Look for the curriculum's own meaning (3.NF.A.3a): Two fractions are equivalent (equal) if they are the same size, or the same point on a number line.",
    );
  });

  it('weaves the sub-topic into every question', async () => {
    for (const q of lessonQuestions(await planned('Living things', ['ACSSU094'], 'direct', 'Science'), '  the school garden ')) {
      expect(q.question).toContain('the school garden');
    }
  });
});

describe('suggestions', () => {
  const plan = (view: LessonView): EditablePlan => ({
    phases: view.phases,
    successCriteria: view.successCriteria,
    keyVocabulary: view.keyVocabulary,
    differentiation: view.differentiation,
  });

  it.each(LESSONS)('implementing each suggestion in turn leaves none, and keeps the minutes whole (%s)', async (_, lesson) => {
    let view = await lesson();
    const seen = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      const [next] = lessonSuggestions(view);
      if (!next) break;
      expect(seen.has(next.id), `${next.title} came back after it was implemented`).toBe(false);
      seen.add(next.id);
      view = { ...view, ...implementSuggestion(view, next.id)! };
      expect(view.phases.reduce((n, p) => n + p.minutes, 0)).toBe(60);
    }
    expect(lessonSuggestions(view)).toEqual([]);
    expect(seen.size).toBeGreaterThan(0);
  });

  it('keeps the id of a problem when unrelated parts of the plan change', async () => {
    const view = await fractions();
    const before = lessonSuggestions(view, 'assessment').map((s) => s.id);
    const edited = { ...view, differentiation: { ...view.differentiation, extension: [] } };
    expect(lessonSuggestions(edited, 'assessment').map((s) => s.id)).toEqual(before);
    expect(implementSuggestion(view, 'assessment-000000000000')).toBeUndefined();
  });

  it('moves minutes from the longest-over phase to the short one, by the methodology weights', async () => {
    const view = await fractions();
    const phases = view.phases.map((p) => ({ ...p, minutes: p.key === 'explore' ? 4 : p.key === 'elaborate' ? p.minutes + 10 : p.minutes }));
    const skewed = { ...view, phases };
    const [more] = lessonSuggestions(skewed, 'timing');
    expect(more).toMatchObject({ title: 'Give Explore more time', phaseKey: 'explore' });
    expect(more!.detail).toBe('Explore has 4 of 60 minutes; the inquiry model gives it about 23% (14 min). Move 10 minutes from Elaborate, which has 27.');
    expect(implementSuggestion(skewed, more!.id)!.phases.map((p) => p.minutes)).toEqual(view.phases.map((p) => p.minutes));
  });

  it("scales a teacher's own phases to the duration by their current proportions", async () => {
    const view = await fractions();
    const own = { ...view, phases: [{ ...view.phases[0]!, key: 'starter', minutes: 20 }, { ...view.phases[1]!, key: 'main', minutes: 60 }] };
    const [fit] = lessonSuggestions(own, 'timing');
    expect(fit!.detail).toContain("Rebalanced by the phases' current proportions: Engage 20→15, Explore 60→45.");
    expect(implementSuggestion(own, fit!.id)!.phases.map((p) => p.minutes)).toEqual([15, 45]);
  });

  it('names the key terms the support plans miss, with the outcome each comes from', async () => {
    const view = await fractions();
    const [vocabulary] = lessonSuggestions(view, 'differentiation');
    const missing = view.keyVocabulary.slice(4);
    for (const term of missing) expect(vocabulary!.detail).toContain(`"${term}"`);
    const added = implementSuggestion(view, vocabulary!.id)!.differentiation.languageSupport.at(-1)!;
    expect(added).toContain('"generate" (3.NF.A.3b)');
    expect(plan(view).differentiation.languageSupport).toHaveLength(2);
  });
});

describe('pedagogy', () => {
  it('classifies by the most demanding verb, ignoring quoted words', () => {
    expect(bloomOf('Complete the exit task and rate their confidence against each success criterion.')).toBe('evaluate');
    expect(bloomOf('Share the success criteria: "I can recognize and generate simple equivalent fractions".')).toBeUndefined();
    expect(bloomOf('Watch the model and annotate the steps in their books.')).toBe('understand');
    expect(soloOf('Watch the demonstration.')).toBe('unistructural');
    expect(soloOf('Write what they learned and what they would change next time; reflect on it.')).toBe('extended abstract');
    expect(soloOf('Tidy up.')).toBe('prestructural');
  });

  it.each(LESSONS)('places every item once in SOLO and at most once in Bloom (%s)', async (_, lesson) => {
    const view = await lesson();
    const items = view.phases.reduce((n, p) => n + p.teacherActions.length + p.studentActions.length, 0) + view.successCriteria.length;
    const solo = taxonomyReport(view, 'solo', false);
    expect(solo.levels.reduce((n, l) => n + l.count, 0)).toBe(items);
    const bloom = taxonomyReport(view, 'bloom', true);
    const counted = bloom.levels.reduce((n, l) => n + l.count, 0);
    expect(counted).toBeLessThanOrEqual(items);
    if (counted < items) expect(bloom.recommendation.join(' ')).toMatch(new RegExp(`${items - counted} items? names? no thinking verb`));
  });

  it('recommends what a recall-only lesson lacks', async () => {
    const view = await fractions();
    const copying = { ...view, phases: view.phases.map((p) => ({ ...p, studentActions: ['Copy the notes from the board and list the key words.'] })) };
    const recommendation = taxonomyReport(copying, 'bloom', true).recommendation.join('\n');
    expect(recommendation).toContain('"I can recognize and generate simple equivalent fractions" (3.NF.A.3b) aims at create, but no student action asks for create or more');
    expect(recommendation).toContain('No student action asks students to judge or justify');
  });
});

describe('21CLD and WEF', () => {
  const rating = (view: LessonView, key: string) => cld21Report(view).dimensions.find((d) => d.key === key)!;

  it('rates collaboration by the rubric steps the plan shows', async () => {
    expect(rating(await planned('Fraction problems', ['AC9M6N05'], 'project'), 'collaboration').rating).toBe(4);
    expect(rating(await planned('Fractions in context', ['ACMNA077'], 'direct'), 'collaboration')).toMatchObject({
      rating: 1,
      reason: 'Students are not asked to work together; add a pair or group task.',
    });
  });

  it('sees a digital tool that students use to build knowledge', async () => {
    const view = await fractions();
    const explore = view.phases[1]!;
    const withTablets = {
      ...view,
      phases: view.phases.map((p) => (p === explore ? { ...p, studentActions: [...p.studentActions, 'Compare fraction strips using a tablet app and explain which are equivalent.'] } : p)),
    };
    expect(rating(view, 'ict-for-learning').rating).toBe(1);
    const ict = rating(withTablets, 'ict-for-learning');
    expect(ict.rating).toBe(4);
    expect(ict.reason).toContain('Explore: "Compare fraction strips using a tablet app');
    expect(wefReport(withTablets).skills.find((s) => s.key === 'technology')).toMatchObject({ present: true, evidence: expect.stringMatching(/^Explore: "/) });
  });

  it('finds a real-world context in the outcome statement itself', async () => {
    const real = rating(await planned('Fractions in context', ['ACMNA077'], 'inquiry'), 'real-world-problem-solving');
    expect(real.rating).toBeGreaterThanOrEqual(3);
    expect(real.reason).toMatch(/The problem has a real-world context \(Explore: "[^"]*used in contexts/);
  });
});

describe('presentation', () => {
  it.each(LESSONS)('has a title slide, a slide per phase, then criteria and vocabulary (%s)', async (_, lesson) => {
    const view = await lesson();
    const { slides } = presentationOutline(view);
    expect(slides.map((s) => s.title)).toEqual([
      view.title,
      ...view.phases.map((p, i) => `Phase ${i + 1}: ${p.title} (${p.minutes} min)`),
      'Success criteria',
      'Key vocabulary',
    ]);
    view.phases.forEach((phase, i) => expect(slides[i + 1]!.notes.split('\n').slice(0, phase.teacherActions.length)).toEqual(phase.teacherActions));
  });

  it('builds a .pptx whose slides and notes follow the outline', async () => {
    const view = await planned('Fraction problems', ['AC9M6N05'], 'project');
    const outline = presentationOutline(view);
    const zip = await JSZip.loadAsync(await buildPresentation(outline, { title: view.title }));
    const slides = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    expect(slides).toHaveLength(outline.slides.length);
    expect(await zip.file('ppt/slides/slide2.xml')!.async('string')).toContain('Phase 1: Driving question');
    expect(await zip.file('ppt/notesSlides/notesSlide2.xml')!.async('string')).toContain('Present the driving question');
    expect(await zip.file('ppt/theme/theme1.xml')!.async('string')).toContain('Calibri');
  });
});
