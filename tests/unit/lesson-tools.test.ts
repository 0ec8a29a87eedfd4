import JSZip from 'jszip';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../../server/curriculum/seed.ts';
import { cld21Report, wefReport } from '../../server/generation/frameworks.ts';
import { definingSentence, glossaryEntry, lessonGlossary } from '../../server/generation/glossary.ts';
import { studentInstructions, toSecondPerson } from '../../server/generation/instructions.ts';
import type { LessonView } from '../../server/generation/lesson-view.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import { bloomOf, soloOf, taxonomyReport } from '../../server/generation/pedagogy.ts';
import { buildPresentation, presentationOutline } from '../../server/generation/presentation.ts';
import { isEnglish, lessonQuestions, normalisedQuestion } from '../../server/generation/questions.ts';
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

/** Plans a teacher rated by hand: the plan, and per rating the level, the phase it rests on and why. */
interface RatedPlan {
  lesson: LessonView;
  ratings: {
    bloom: { level: string; because: string; why: string };
    solo: { level: string; because: string; why: string };
    cld21: Record<string, { rating: number; because: string; why: string }>;
    wef: Record<string, { present: boolean; why: string }>;
  };
}
const RATED_DIR = new URL('./fixtures/rated-plans/', import.meta.url);
const RATED: [string, RatedPlan][] = readdirSync(RATED_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(f, RATED_DIR), 'utf8')) as RatedPlan]);

/** The engine's lessons and the hand-rated plans, which carry the plan's teaching content. */
const WITH_RATED: [string, () => Promise<LessonView>][] = [...LESSONS, ...RATED.map(([name, r]): [string, () => Promise<LessonView>] => [name, () => Promise.resolve(r.lesson)])];

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

  it('asks a title written as a question and states the goal from the learning outcome', () => {
    const view = RATED.find(([name]) => name === 'ks3-abolition-jigsaw')![1].lesson;
    const { text } = studentInstructions(view);
    expect(text.split('\n').slice(0, 2)).toEqual([
      "Today's question: Why did Britain abolish the slave trade in 1807?",
      'Your goal: I can explain why Parliament abolished the British slave trade in 1807, weighing three causes.',
    ]);
    expect(text).not.toContain('learn about Why');
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
  /** A kindergarten lesson on length with no checks, practice or misconceptions: only its words and key points. */
  const lengthLesson = (): LessonView => ({
    title: 'How long is it?',
    description: 'Measuring length with paper clips and hand spans.',
    methodology: 'inquiry',
    yearLevel: 'K',
    subject: 'Mathematics',
    durationMinutes: 45,
    outcomes: [outcome('K.MD.A.1')],
    phases: [],
    successCriteria: [],
    keyVocabulary: ['length', 'weight', 'longer'],
    differentiation: { support: [], extension: [], languageSupport: [] },
    keyLearningPoints: ['To compare lengths, line the objects up from the same starting point.', 'Length — how long'],
  });

  it("asks about the lesson's words and key points, and never wraps the outcome statement in a question", () => {
    const questions = lessonQuestions(lengthLesson());
    expect(questions.map((q) => [q.bloomLevel, q.question])).toEqual([
      ['remember', 'What does "length" mean?'],
      ['understand', 'Explain this in your own words, with an example: "To compare lengths, line the objects up from the same starting point".'],
      ['analyse', 'How are "length" and "weight" connected? Give an example.'],
      ['evaluate', 'A friend is not sure that "To compare lengths, line the objects up from the same starting point" is right. How would you convince them? Give an example as evidence.'],
    ]);
    expect(questions[0]!.answerGuide).toBe('Answer: How long something is: the distance from one end to the other.');
    for (const q of questions) expect(`${q.question} ${q.answerGuide}`).not.toContain('measurable attributes');
  });

  it('asks what the words the teacher glossed in the description mean, with their meaning as the answer', () => {
    const view: LessonView = { ...lengthLesson(), title: 'Greetings in French', subject: 'French', yearLevel: '7', description: 'Greetings in French: bonjour (hello), salut (hi).', outcomes: [outcome('ACLFRC075')], keyVocabulary: [], keyLearningPoints: [] };
    expect(lessonQuestions(view).map((q) => [q.question, q.answerGuide])).toEqual([['What does "bonjour" mean?', 'Answer: hello.']]);
  });

  it("asks no open \"show what you can now do\" check, which only asks for the outcome back", async () => {
    const view = await planned('Sampling an ecosystem', ['ACSHE157'], 'direct', 'Science');
    const asked = lessonQuestions(view).map((q) => q.question);
    expect(asked.filter((q) => /what you can now do|how you can|that an answer is right when you|what it means to/i.test(q))).toEqual([]);
    expect(asked.join('\n')).not.toContain('is contestable and is refined over time');
  });

  it('counts English variants as English and nothing else', () => {
    expect(['en', 'EN', 'en-GB', 'en_AU'].every(isEnglish)).toBe(true);
    expect(['fr', 'de-DE', 'english', ''].some(isEnglish)).toBe(false);
  });

  it.each(WITH_RATED)(
    'asks at most one question per outcome and level, rising, none the same after normalising, each with its answer or marking points (%s)',
    async (_, lesson) => {
      const view = await lesson();
      const questions = lessonQuestions(view);
      const order = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'];
      const ranks = questions.map((q) => order.indexOf(q.bloomLevel));
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
      expect(new Set(questions.map((q) => `${q.outcomeCode}|${q.bloomLevel}`)).size).toBe(questions.length);
      expect(new Set(ranks).size, 'recall, explain and more').toBeGreaterThanOrEqual(3);
      expect(new Set(questions.map((q) => normalisedQuestion(q.question))).size).toBe(questions.length);
      for (const q of questions) {
        expect(view.outcomes.map((o) => o.code)).toContain(q.outcomeCode);
        expect(q.answerGuide).toMatch(/^(Answer: |Marking points: )\S/);
      }
    },
  );

  it('asks about the plan itself: its keywords, checks, practice, worked example and misconceptions, with their answers', () => {
    const view = RATED.find(([name]) => name === 'y3-equivalent-fractions-inquiry')![1].lesson;
    const questions = lessonQuestions(view);
    const at = (level: string, code: string) => questions.find((q) => q.bloomLevel === level && q.outcomeCode === code)!;
    const A = 'CCSS.Math.Content.3.NF.A.3a';
    const B = 'CCSS.Math.Content.3.NF.A.3b';
    expect(at('remember', A)).toMatchObject({ question: 'What does "equivalent" mean?', answerGuide: 'Answer: Equal in amount, even when written with different numbers.' });
    expect(at('understand', A)).toMatchObject({ question: 'Which is bigger, 1/2 or 2/4 of the same strip?', answerGuide: 'Answer: Neither: they are the same size.' });
    expect(at('apply', B)).toMatchObject({
      question: 'Sam ate 2/6 of a pizza and Ali ate 1/3 of a pizza of the same size. Who ate more?',
      answerGuide: 'Answer: They ate the same amount: 2/6 = 1/3.',
    });
    expect(at('evaluate', A)).toMatchObject({
      question: 'A student says: "A fraction with bigger numbers is a bigger amount, so 2/4 is more than 1/2." Do you agree? Explain why.',
      answerGuide: 'Marking points: disagrees: the claim is a common mistake; shows why it is wrong, as in: Lay the 1/2 strip on the 2/4 strip: they cover the same length.',
    });
    expect(at('analyse', A).question).toBe('Compare the worked example "Is 2/3 equivalent to 4/6" with the question "Write a fraction equivalent to 3/4". Which steps are the same, and what changes?');
  });

  it('never asks the same question twice, even for outcomes with the same words', () => {
    const a = outcome('3.NF.A.3a');
    const twin = { ...a, code: 'TWIN.3a', shortCode: 'TWIN.3a' };
    const view: LessonView = { ...RATED.find(([name]) => name === 'y7-linear-equations-direct')![1].lesson, outcomes: [a, twin], keywords: [], misconceptions: [], phases: [], starterCheck: [], exitCheck: [] };
    const view2 = { ...view, successCriteria: [] };
    for (const v of [view, view2]) {
      const questions = lessonQuestions(v);
      expect(new Set(questions.map((q) => normalisedQuestion(q.question))).size).toBe(questions.length);
    }
    expect(normalisedQuestion('1. What does "sum" mean?')).toBe(normalisedQuestion('what does sum mean'));
  });

  it('gives each outcome its own terms when outcomes share vocabulary', async () => {
    const remember = lessonQuestions(await fractions()).filter((q) => q.bloomLevel === 'remember');
    expect(remember[0]!.question).not.toBe(remember[1]!.question);
    expect(remember[0]!.answerGuide).toBe(
      "Answer: Two fractions are equivalent (equal) if they are the same size, or the same point on a number line. (3.NF.A.3a's own words)",
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
    expect(added).toContain('"number line" (3.NF.A.3a)');
    expect(plan(view).differentiation.languageSupport).toHaveLength(2);
  });
});

describe('suggestions on a plan with content', () => {
  const lesson = (name: string) => RATED.find(([n]) => n === name)![1].lesson;

  it("asks the phase's own practice question as the hinge, and suggests partner talk for one phase only", () => {
    const view = lesson('y7-linear-equations-direct');
    const [hinge] = lessonSuggestions(view, 'assessment');
    expect(hinge!.detail).toBe(
      'Independent practice (you do) is the longest phase (18 min) and nothing in it checks understanding before students move on. Halfway through, ask every student to answer "Solve x + 8 = 15".',
    );
    const talk = lessonSuggestions(view, 'engagement');
    expect(talk).toHaveLength(1);
    expect(talk[0]!.detail).toContain('each student explains to a partner how they answered "Solve x + 8 = 15", then they swap.');
  });

  it('says "explains to a partner that …" rather than "how they would explain that …"', () => {
    const base = lesson('y7-linear-equations-direct');
    const view = {
      ...base,
      successCriteria: [{ ...base.successCriteria[0]!, text: 'I can explain that a function assigns exactly one output to each input' }],
      phases: base.phases.map((p) => ({ ...p, practice: undefined, workedExample: undefined })),
    };
    expect(lessonSuggestions(view, 'engagement')[0]!.detail).toContain('each student explains to a partner that a function assigns exactly one output to each input, then they swap.');
    expect(lessonSuggestions(view, 'assessment').map((s) => s.detail).join(' ')).toContain('ask every student to explain that a function assigns exactly one output to each input.');
  });

  it("counts the plan's exit check as checking every outcome, and a one-outcome lesson's support as its support", () => {
    const fractions = lessonSuggestions(lesson('y3-equivalent-fractions-inquiry')).map((s) => s.title);
    expect(fractions.filter((t) => t.endsWith('before the lesson ends'))).toEqual([]);
    const history = lessonSuggestions(lesson('ks3-abolition-jigsaw')).map((s) => s.title);
    expect(history.filter((t) => t.startsWith('Plan support for'))).toEqual([]);
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

  it.each(WITH_RATED)('places every item once in SOLO and at most once in Bloom (%s)', async (_, lesson) => {
    const view = await lesson();
    const items =
      view.phases.reduce((n, p) => n + p.teacherActions.length + p.studentActions.length + (p.practice?.length ?? 0) + (p.check?.length ?? 0), 0) +
      (view.starterCheck?.length ?? 0) +
      (view.exitCheck?.length ?? 0) +
      view.successCriteria.length;
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
    // A Year 3 direct lesson has students tell a partner the steps: they work in pairs, without shared responsibility.
    expect(rating(await planned('Fractions in context', ['ACMNA077'], 'direct'), 'collaboration')).toMatchObject({
      rating: 2,
      reason: expect.stringMatching(/^Students work in pairs or groups \(Model \(I do\): ".*say the steps to their partner\."\)\. Next level: /),
    });
    const alone = await planned('Fractions in context', ['ACMNA077'], 'direct');
    const noPairs = { ...alone, phases: alone.phases.map((p) => ({ ...p, studentActions: p.studentActions.filter((a) => !/partner|pairs?|group|friend/i.test(a)) })) };
    expect(rating(noPairs, 'collaboration')).toMatchObject({ rating: 1, reason: 'Students are not asked to work together; add a pair or group task.' });
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

  it("rates what students do, not the outcome's wording or the template's framing", async () => {
    // ACMNA077 says "used in contexts" and the inquiry template tells the teacher to "set a task in a new context";
    // neither is a real-world problem or a new context that students actually work in.
    const view = await planned('Fractions in context', ['ACMNA077'], 'inquiry');
    const real = rating(view, 'real-world-problem-solving');
    expect(real.rating).toBe(1);
    expect(real.reason).not.toContain('used in contexts');
    for (const [, lesson] of LESSONS.filter(([name]) => name.startsWith('inquiry'))) {
      expect(rating(await lesson(), 'knowledge-construction').rating).toBe(3);
    }
  });

  it('takes a program in Scratch on laptops for a digital tool, and digital scales for none', () => {
    const view = RATED.find(([name]) => name === 'y6-algorithms-pairs')![1].lesson;
    const scales = {
      ...view,
      phases: view.phases.map((p) => ({ ...p, teacherActions: ['Zero the digital scales.'], studentActions: ['Read the digital scales to 0.1 g.'] })),
      differentiation: { support: [], extension: [], languageSupport: [] },
    };
    expect(rating(view, 'ict-for-learning').rating).toBe(4);
    expect(rating(scales, 'ict-for-learning')).toMatchObject({
      rating: 1,
      reason: 'The description mentions Scratch, but no activity has students use it; write it into the phase where they do.',
    });
    expect(rating({ ...scales, description: 'Weighing with digital scales.' }, 'ict-for-learning').reason).toBe(
      'No digital tool appears in the plan, so students have no chance to use ICT for learning.',
    );
  });

  it('does not count team planning or organisation as Create', () => {
    expect(bloomOf('In teams, agree roles and plan who collects each piece of equipment.')).toBeUndefined();
    expect(bloomOf('Agree roles in their team and plan their first steps.')).toBeUndefined();
    expect(bloomOf('Plan a fair test of how temperature affects dissolving.')).toBe('create');
    expect(bloomOf('Solve the equations and check them together.')).toBe('apply');
  });
});

describe('presentation', () => {
  it.each(LESSONS)('has a title slide, a slide per phase in order with its content after it, then criteria and vocabulary (%s)', async (_, lesson) => {
    const view = await lesson();
    const { slides } = presentationOutline(view);
    const titles = slides.map((s) => s.title);
    expect(titles[0]).toBe(view.title);
    expect(titles.slice(-2)).toEqual(['Success criteria', 'Key vocabulary']);
    const phaseSlides = view.phases.map((p, i) => titles.indexOf(`Phase ${i + 1}: ${p.title} (${p.minutes} min)`));
    expect(phaseSlides.every((at) => at > 0)).toBe(true);
    expect([...phaseSlides].sort((a, b) => a - b)).toEqual(phaseSlides);
    view.phases.forEach((phase, i) => {
      expect(slides[phaseSlides[i]!]!.notes.split('\n').slice(0, phase.teacherActions.length)).toEqual(phase.teacherActions);
      // Between one phase's slide and the next come only that phase's own content slides.
      for (const title of titles.slice(phaseSlides[i]! + 1, phaseSlides[i + 1] ?? titles.indexOf('Key points') >>> 0)) {
        if (title.startsWith('Phase ') || ['Key points', 'Exit check', 'Success criteria', 'Key vocabulary'].includes(title)) break;
        expect(title.startsWith(`${phase.title}: `)).toBe(true);
      }
    });
  });

  const fixture = (name: string) => RATED.find(([n]) => n === name)![1].lesson;
  const byTitle = <S extends { title: string }>(slides: S[], title: string) => slides.find((s) => s.title === title)!;

  it('gives the driving question and the learning intention their own slides, and the starter without its answer', () => {
    const { slides } = presentationOutline(fixture('y3-equivalent-fractions-inquiry'));
    expect(slides.slice(0, 4).map((s) => s.title)).toEqual(['Equivalent fractions', 'Our question', 'What we are learning', 'Starter']);
    expect(slides[1]!.bullets).toEqual(['Can two different fractions be the same amount?']);
    expect(slides[2]!.bullets).toEqual(['I can find fractions that are the same size and explain why they are equal.']);
    expect(slides[3]).toMatchObject({ bullets: ['What fraction of a strip cut into 4 equal parts is 1 part?'], notes: 'Answer: 1/4' });
    const project = presentationOutline(fixture('y9-conservation-of-mass-practical')).slides;
    expect(byTitle(project, 'Driving question').bullets).toEqual(['Does mass change in a chemical reaction?']);
  });

  it('tells the teacher in the title slide notes what to supply for the plan slots that are still empty, and students nothing', () => {
    const lesson = fixture('y3-equivalent-fractions-inquiry');
    const view = {
      ...lesson,
      keyLearningPoints: [],
      contentSupply: {
        keyLearningPoints: 'Supply the three to five key points students must learn about equivalent fractions, each from a source you trust.',
        priorKnowledge: 'Supply what students must already know before equivalent fractions, from earlier lessons or units, so the starter can check it.',
      },
    };
    const { slides } = presentationOutline(view);
    const notes = slides[0]!.notes.split('\n');
    // Prior knowledge is filled in this plan, so only the key points are still to supply.
    expect(notes.filter((line) => line.startsWith('Supply: '))).toEqual(['Supply: Supply the three to five key points students must learn about equivalent fractions, each from a source you trust.']);
    expect(slides.map((s) => s.title)).not.toContain('Key points');
    expect(slides.flatMap((s) => s.bullets).join(' ')).not.toContain('Supply');
  });

  it('puts the worked example, the check, the practice and the texts on the slides, and the answers in the notes', () => {
    const { slides } = presentationOutline(fixture('y3-equivalent-fractions-inquiry'));
    expect(byTitle(slides, 'Explain: worked example').bullets).toEqual([
      'Equivalent fractions name the same amount: on a number line they are the same point.',
      'Is 2/3 equivalent to 4/6?',
      'Step 1: Draw a strip cut into thirds and shade 2 parts.',
      'Step 2: Cut every third in half: the strip now has 6 parts.',
      'Step 3: Count the shaded parts: 4 of 6.',
      'Answer: Yes: 2/3 = 4/6.',
    ]);
    const practice = byTitle(slides, 'Elaborate: practice');
    expect(practice.bullets).toEqual([
      '1. Sam ate 2/6 of a pizza and Ali ate 1/3 of a pizza of the same size. Who ate more?',
      '2. Fill in the missing number: 1/2 = ?/8',
      '3. Fill in the missing number: 2/3 = ?/6',
    ]);
    expect(practice.notes).toBe('1. Answer: They ate the same amount: 2/6 = 1/3.\n2. Answer: 4\n3. Answer: 4');
    expect(byTitle(slides, 'Engage: check')).toMatchObject({ bullets: ['Which is bigger, 1/2 or 2/4 of the same strip?'], notes: 'Answer: Neither: they are the same size.' });
    expect(byTitle(slides, 'Key points')).toMatchObject({
      bullets: [
        'Equivalent fractions are the same size, even though they use different numbers.',
        'Equivalent fractions sit at the same point on a number line.',
        'Splitting every part into the same number of smaller parts gives an equivalent fraction: 1/2 = 2/4 = 4/8.',
      ],
      notes: 'Watch for: A fraction with bigger numbers is a bigger amount, so 2/4 is more than 1/2. Lay the 1/2 strip on the 2/4 strip: they cover the same length.',
    });
    const exit = byTitle(slides, 'Exit check');
    expect(exit.bullets).toEqual(['1. Write a fraction equivalent to 3/4.', '2. Is 2/3 equivalent to 4/6? Draw a strip to show it.']);
    expect(exit.notes).toContain('1. Answer: 6/8 (also 9/12 or 12/16)');
    expect(byTitle(slides, 'Key vocabulary').bullets).toEqual([
      'equivalent: Equal in amount, even when written with different numbers.',
      'numerator: The top number of a fraction: how many equal parts are counted.',
      'denominator: The bottom number of a fraction: how many equal parts make the whole.',
    ]);

    const history = presentationOutline(fixture('ks3-abolition-jigsaw')).slides;
    expect(byTitle(history, 'Phase 2: Explore (20 min)').materials).toEqual([
      expect.objectContaining({ heading: 'The campaigners', source: "Source: Teacher's summary", text: expect.stringContaining('Olaudah Equiano') }),
      expect.objectContaining({ heading: 'Resistance' }),
    ]);
    const practical = presentationOutline(fixture('y9-conservation-of-mass-practical')).slides;
    expect(byTitle(practical, 'Phase 2: Launch (6 min)').bullets).toContain('Safety: Wear safety glasses.');
  });

  it.each(RATED)('keeps teacher actions, answers and what to supply off the student slides (%s)', (_, { lesson }) => {
    const withSupply = { ...lesson, phases: lesson.phases.map((p, i) => (i === 0 ? { ...p, supply: ['A photograph of the class garden'] } : p)) };
    const { slides } = presentationOutline(withSupply);
    const shown = slides.slice(1).flatMap((s) => s.bullets);
    for (const phase of lesson.phases) for (const action of phase.teacherActions) expect(shown).not.toContain(action);
    // Answers are in the notes; only a worked example shows its answer, as part of the model.
    const answered = slides.filter((s) => !s.title.endsWith('worked example')).flatMap((s) => s.bullets);
    expect(answered.filter((b) => /\bAnswer:/.test(b))).toEqual([]);
    for (const item of [...lesson.phases.flatMap((p) => [...(p.practice ?? []), ...(p.check ?? [])]), ...(lesson.starterCheck ?? []), ...(lesson.exitCheck ?? [])]) {
      if (item.answer.length > 12) expect(answered.join('\n')).not.toContain(item.answer);
    }
    expect(shown.join('\n')).not.toContain('photograph of the class garden');
    expect(slides.find((s) => s.title.startsWith('Phase 1:'))!.notes).toContain('Supply: A photograph of the class garden');
  });

  it.each(LESSONS)('never shows a usage note or "add your own definition" to the class (%s)', async (_, lesson) => {
    const view = await lesson();
    const { slides } = presentationOutline({ ...view, keyVocabulary: [...view.keyVocabulary, 'volcano'] });
    for (const bullet of slides.flatMap((s) => s.bullets)) expect(bullet).not.toMatch(/add your own|From the lesson title|None of this lesson|Used in /);
    expect(slides.at(-1)!.bullets).toContain('volcano');
  });

  it('builds a .pptx whose slides and notes follow the outline', async () => {
    const view = await planned('Fraction problems', ['AC9M6N05'], 'project');
    const outline = presentationOutline(view);
    const zip = await JSZip.loadAsync(await buildPresentation(outline, { title: view.title }));
    const slides = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    expect(slides).toHaveLength(outline.slides.length);
    const at = outline.slides.findIndex((s) => s.title.startsWith('Phase 1: Driving question')) + 1;
    expect(at).toBeGreaterThan(1);
    expect(await zip.file(`ppt/slides/slide${at}.xml`)!.async('string')).toContain('Phase 1: Driving question');
    expect(await zip.file(`ppt/notesSlides/notesSlide${at}.xml`)!.async('string')).toContain(outline.slides[at - 1]!.notes.split('\n')[0]!.slice(0, 30));
    expect(await zip.file('ppt/theme/theme1.xml')!.async('string')).toContain('Calibri');
  });
});

describe('reports reproduce the ratings a teacher gave by hand', () => {
  it('keeps at least six rated plans, each rating with a rationale', () => {
    expect(RATED.length).toBeGreaterThanOrEqual(6);
    for (const [, { ratings }] of RATED) {
      expect(Object.keys(ratings.cld21).sort()).toEqual(['collaboration', 'ict-for-learning', 'knowledge-construction', 'real-world-problem-solving', 'self-regulation', 'skilled-communication']);
      for (const r of [ratings.bloom, ratings.solo, ...Object.values(ratings.cld21), ...Object.values(ratings.wef)]) expect(r.why.length).toBeGreaterThan(10);
    }
  });

  it.each(RATED)("Bloom's and SOLO's highest level for students' work, citing the activity (%s)", (_, { lesson, ratings }) => {
    for (const taxonomy of ['bloom', 'solo'] as const) {
      const { highest } = taxonomyReport(lesson, taxonomy, false);
      expect(highest?.level, `${taxonomy}: ${ratings[taxonomy].why}`).toBe(ratings[taxonomy].level);
      expect(highest!.evidence.some((e) => e.startsWith(`${ratings[taxonomy].because} (`)), `${taxonomy} evidence ${highest!.evidence.join(' | ')}`).toBe(true);
    }
  });

  it.each(RATED)('21CLD ratings, each citing the activity it rests on (%s)', (_, { lesson, ratings }) => {
    const dimensions = cld21Report(lesson).dimensions;
    const got = Object.fromEntries(dimensions.map((d) => [d.key, d.rating]));
    const want = Object.fromEntries(Object.entries(ratings.cld21).map(([key, r]) => [key, r.rating]));
    expect(got).toEqual(want);
    for (const d of dimensions) {
      const { because, why } = ratings.cld21[d.key]!;
      if (d.rating > 1) expect(d.reason, `${d.key}: ${why}`).toContain(`${because}: "`);
    }
  });

  it.each(RATED)('WEF skills present or absent, with evidence from the activities (%s)', (_, { lesson, ratings }) => {
    const skills = wefReport(lesson).skills;
    const got = Object.fromEntries(Object.keys(ratings.wef).map((key) => [key, skills.find((s) => s.key === key)!.present]));
    expect(got).toEqual(Object.fromEntries(Object.entries(ratings.wef).map(([key, r]) => [key, r.present])));
  });
});
