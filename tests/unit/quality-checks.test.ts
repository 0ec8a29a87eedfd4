import { describe, expect, it } from 'vitest';
import {
  answeredChecks,
  concretePhases,
  criterionFindings,
  definedTerms,
  noPretence,
  PLAN_CHECKS,
  pitchedReading,
  readableReading,
  templateSentences,
  timing,
  type PlannedBrief,
} from '../../scripts/quality/checks.ts';
import { planMarkdown } from '../../scripts/quality/markdown.ts';
import type { LessonBrief, LessonPhase, LessonPlan } from '../../server/generation/types.ts';

const phase = (over: Partial<LessonPhase> = {}): LessonPhase => ({
  key: 'model',
  title: 'Model (I do)',
  minutes: 20,
  teacherActions: ['Model 2/4 = 1/2 on a fraction strip.'],
  studentActions: ['Fold a strip into quarters and shade two parts.'],
  resources: ['Paper fraction strips'],
  outcomeCodes: ['3.NF.A.3a'],
  ...over,
});

const plan = (over: Partial<LessonPlan> = {}): LessonPlan => ({
  phases: [phase({ key: 'review', title: 'Review', minutes: 10 }), phase({ minutes: 20 }), phase({ key: 'practice', title: 'Practice', minutes: 30 })],
  successCriteria: [{ text: 'I can show that 1/2 and 2/4 are the same size', outcomeCode: '3.NF.A.3a', bloomLevel: 'understand' }],
  keyVocabulary: ['fraction'],
  keywords: [{ term: 'fraction', definition: 'A fraction names equal parts of a whole.', source: { kind: 'subject', ref: 'mathematics' } }],
  differentiation: { support: [], extension: [], languageSupport: [] },
  provenance: { engine: 'offline', engineVersion: '2', model: null, outcomeCodes: ['3.NF.A.3a'], sliceIds: [], generatedAt: '2026-11-23T09:00:00Z' },
  starterCheck: [{ prompt: 'What is half of 8?', answer: '4' }],
  exitCheck: [{ prompt: 'Is 2/4 equal to 1/2?', answer: 'Yes', options: ['Yes', 'No'] }],
  readingLevel: { targetGrade: 3, measuredGrade: 3 },
  ...over,
});

const planned = (p: LessonPlan, targetGrade = 3): PlannedBrief => ({
  label: 'fractions',
  targetGrade,
  plan: p,
  brief: {
    title: 'Equivalent fractions',
    description: '',
    methodology: 'direct',
    yearLevel: 'Year 3',
    subject: 'Mathematics',
    durationMinutes: 60,
    outcomes: [{ code: '3.NF.A.3a', framework: 'us-ccss-math', statement: 'Understand two fractions as equivalent.' }],
    slices: [],
  },
});

describe('quality gate checks', () => {
  it('accepts "I can" and a base-form verb, and refuses the criteria teachers found broken', () => {
    expect(criterionFindings('I can make inferences and refer to evidence in the text')).toEqual([]);
    expect(criterionFindings('I can round numbers to the nearest ten')).toEqual([]);
    expect(criterionFindings('I can making inferences and referring to evidence in the text')).toEqual([
      '"making" is not a base-form verb: "I can making inferences and referring to evidence in the text"',
    ]);
    expect(criterionFindings('I can ideas, political power, industry and empire: Britain, 1745-1901')).toEqual([
      '"ideas" is not a verb: "I can ideas, political power, industry and empire: Britain, 1745-1901"',
    ]);
    expect(criterionFindings('I can ecosystems consist of living things')).toEqual(['"ecosystems" is not a verb: "I can ecosystems consist of living things"']);
    expect(criterionFindings('Students can add fractions')).toEqual(['not "I can" and a verb: "Students can add fractions"']);
    const long = `I can ${'add '.repeat(30).trim()}`;
    expect(criterionFindings(long)).toEqual([`32 words, more than 30: "${long}"`]);
  });

  it('finds a phase with nothing to teach from, and accepts one that says what to supply', () => {
    const empty = phase({ title: 'Explore', resources: [] });
    expect(concretePhases(planned(plan({ phases: [empty] })))).toEqual(['phase "Explore" has no content and does not say what to supply']);
    expect(concretePhases(planned(plan({ phases: [{ ...empty, supply: ['Supply a short text about rivers.'] }] })))).toEqual([]);
    expect(concretePhases(planned(plan({ phases: [{ ...empty, practice: [{ prompt: '1/2 = ?/4', answer: '2' }] }] })))).toEqual([]);
  });

  it('finds sentences that promise content the plan does not give', () => {
    const pretending = phase({ teacherActions: ['Show one concrete example from Fractions and ask "What do you notice?"'] });
    expect(noPretence(planned(plan({ phases: [pretending] })))).toEqual(['pretends: "Show one concrete example from Fractions and ask "What do you notice?""']);
  });

  it('finds terms without a definition', () => {
    const p = plan({ keyVocabulary: ['fraction', 'numerator', 'whole'], keywords: [plan().keywords![0]!, { term: 'whole', definition: 'All.', source: { kind: 'subject', ref: '' } }] });
    expect(definedTerms(planned(p))).toEqual(['"numerator" has no definition', '"whole" is defined as "All."']);
  });

  it('measures the student text against the target grade', () => {
    const hard = phase({
      studentActions: [
        'Demonstrate comprehensive understanding of equivalence relationships by systematically constructing representations that substantiate proportional reasoning.',
      ],
    });
    const findings = pitchedReading(planned(plan({ phases: [hard], keywords: [], starterCheck: [], exitCheck: [] })));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/^reads at grade \d+(\.\d)?, written for grade 3$/);
    expect(pitchedReading(planned(plan({ readingLevel: undefined }))).includes('the plan does not show its reading level')).toBe(true);
  });

  it('finds a plan that reads too easy for its year level, and holds every plan to both reading checks', () => {
    const easy = phase({ studentActions: ['Say what you did to a friend and then get the next card.'] });
    const lesson = plan({ phases: [easy], keywords: [], starterCheck: [], exitCheck: [], readingLevel: { targetGrade: 9, measuredGrade: 0 } });
    // 13 one-syllable words in one sentence: 0.39 × 13 + 11.8 × 1 − 15.59 = 1.3.
    expect(pitchedReading(planned(lesson, 9))).toEqual(['reads at grade 1.3, written for grade 9']);
    expect(readableReading(planned(lesson, 9))).toEqual([]);
    expect(PLAN_CHECKS.filter((c) => /reading level/.test(c.name)).map((c) => [c.name, c.threshold])).toEqual([
      ['reading level no more than 1 grade above the target', 1],
      ['reading level within 1 grade of the target, either side', 1],
    ]);
  });

  it('counts the lesson’s own keywords as known words and reads only prose, not notation', () => {
    const prose = phase({ studentActions: ['Say what an equivalent fraction is to a partner, with an example.'], practice: [{ prompt: '2/3 = ?/6', answer: '4' }] });
    const keyword = { term: 'equivalent fraction', definition: 'Fractions that name the same amount, like 1/2 and 2/4.', source: { kind: 'subject' as const, ref: 'mathematics' } };
    const lesson = planned(plan({ phases: [prose], keywords: [keyword], keyVocabulary: ['equivalent fraction'], starterCheck: [], exitCheck: [] }));
    expect(readableReading(lesson)).toEqual([]);
    const hard = phase({ studentActions: ['Demonstrate comprehensive understanding by systematically constructing representations substantiating proportional reasoning.'] });
    expect(readableReading(planned(plan({ phases: [hard], keywords: [], starterCheck: [], exitCheck: [] })))[0]).toMatch(/^reads at grade \d+(\.\d)?, written for grade 3$/);
  });

  it('checks minutes add up and phases stay within bounds', () => {
    expect(timing(planned(plan()))).toEqual([]);
    const long = plan({ phases: [phase({ title: 'Retrieval quiz', minutes: 20 }), phase({ minutes: 2 }), phase({ minutes: 38 })] });
    expect(timing(planned(long))).toEqual(['"Model (I do)" takes 2 minutes', 'the starter "Retrieval quiz" takes 20 minutes']);
    const marathon = plan({ phases: [phase({ title: 'Hook', minutes: 5 }), phase({ title: 'Build', minutes: 61 })] });
    expect(timing(planned(marathon))).toEqual(['phases add up to 66 minutes, the lesson is 60', '"Build" takes 61 minutes']);
    const project = plan({ sequence: { lessons: 3, outline: ['Lesson 1: launch (60 min)', 'Lesson 2: research (60 min)'] } });
    expect(timing(planned(project))).toEqual(['the project needs 3 lessons but outlines 2']);
    expect(timing(planned(plan({ phases: [phase({ minutes: 10 }), phase({ minutes: 20 })] })))).toEqual(['phases add up to 30 minutes, the lesson is 60']);
  });

  it('finds checks without answers and hinge answers that are not among the options', () => {
    const p = plan({
      exitCheck: [{ prompt: 'Which is bigger, 1/3 or 1/4?', answer: '1/3', options: ['1/4', '1/5'] }],
      phases: [phase({ minutes: 60, practice: [{ prompt: '2/6 = ?/3', answer: ' ' }] })],
    });
    expect(answeredChecks(planned(p))).toEqual(['the answer to "Which is bigger, 1/3 or 1/4?" is not one of its options', 'no answer to "2/6 = ?/3"']);
    expect(answeredChecks(planned(plan({ starterCheck: [] })))).toEqual(['no starter check']);
  });

  it('counts a sentence shared by more than a fifth of the plans as a template', () => {
    const shared = 'Circulate and ask probing questions without giving answers.';
    const plans = Array.from({ length: 10 }, (_, i) =>
      plan({ phases: [phase({ studentActions: [], teacherActions: i < 3 ? [shared, `Model ${i + 1}/4 on a strip.`] : [`Model ${i + 1}/8 on a strip.`] })] }),
    );
    expect(templateSentences(plans)).toEqual([{ sentence: shared, plans: 3 }]);
    expect(templateSentences(plans.slice(2))).toEqual([]);
  });
});

describe('a plan on paper', () => {
  const brief: LessonBrief = { title: 'Equivalent fractions', description: '', methodology: 'direct', yearLevel: 'Year 3', subject: 'Mathematics', durationMinutes: 60, outcomes: [], slices: [] };
  const section = (markdown: string, heading: string) => markdown.split(`## ${heading}\n`)[1]!.split('\n## ')[0];

  it('says under each empty heading what the teacher must supply, and nothing under a filled one', () => {
    const markdown = planMarkdown(
      brief,
      plan({
        priorKnowledge: ['A fraction names equal parts of a whole.'],
        keyLearningPoints: [],
        misconceptions: [],
        contentSupply: {
          priorKnowledge: 'Supply what students must already know before equivalent fractions.',
          keyLearningPoints: 'Supply the three to five key points students must learn about equivalent fractions, each from a source you trust.',
          misconceptions: 'Supply a misconception students often hold about equivalent fractions, and how you will address it.',
        },
      }),
    );
    expect(section(markdown, 'Prior knowledge')).toBe('- A fraction names equal parts of a whole.');
    expect(section(markdown, 'Key learning points')).toBe('You supply: Supply the three to five key points students must learn about equivalent fractions, each from a source you trust.');
    expect(section(markdown, 'Misconceptions')).toBe('You supply: Supply a misconception students often hold about equivalent fractions, and how you will address it.');
  });

  it('writes a heading only over a section with something under it: no bare "Starter check" or "Misconceptions"', () => {
    const markdown = planMarkdown(brief, plan({ starterCheck: [], misconceptions: [] }));
    expect(markdown).not.toContain('## Starter check');
    expect(markdown).not.toContain('## Misconceptions');
    expect(markdown).toContain('## Keywords\n- **fraction**: A fraction names equal parts of a whole.\n## Review (10 min)');
    expect(section(planMarkdown(brief, plan()), 'Starter check')).toBe('1. What is half of 8?\n   - Answer: 4');
  });
});
