import { describe, expect, it } from 'vitest';
import { FABLES, fableNamed } from '../../server/generation/content/skills/fables.ts';
import { skillFor } from '../../server/generation/content/skills/index.ts';
import { SKILLS } from '../../server/generation/content/skills/schema.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief, LessonPlan, OutcomeRef } from '../../server/generation/types.ts';

const outcome = (code: string, statement: string, framework: string, subject: string): OutcomeRef => ({ code, statement, framework, subject }) as OutcomeRef;

const RH_11_12_6 = outcome(
  'CCSS.ELA-Literacy.RH.11-12.6',
  "Evaluate authors' differing points of view on the same historical event or issue by assessing the authors' claims, reasoning, and evidence.",
  'us-ccss-ela',
  'History/Social Studies',
);
const ACELA1505 = outcome(
  'ACELA1505',
  'Understand that the starting point of a sentence gives prominence to the message in the text and allows for prediction of how the text will unfold',
  'au-v8-english',
  'English',
);
const L_5_4A = outcome('CCSS.ELA-Literacy.L.5.4a', 'Use context (e.g., cause/effect relationships and comparisons in text) as a clue to the meaning of a word or phrase.', 'us-ccss-ela', 'English Language Arts');
const ACTDEK033 = outcome(
  'ACTDEK033',
  'Analyse how characteristics and properties of food determine preparation techniques and presentation when designing solutions for healthy eating',
  'au-v8-tech',
  'Design and Technologies',
);
const ACSIS064 = outcome('ACSIS064', 'With guidance, plan and conduct scientific investigations to find answers to questions, considering the safety of others', 'au-v8-science', 'Science');
const WHST_9_10_2 = outcome(
  'CCSS.ELA-Literacy.WHST.9-10.2',
  'Write informative/explanatory texts, including the narration of historical events, scientific procedures/ experiments, or technical processes.',
  'us-ccss-ela',
  'History/Social Studies, Science, and Technical Subjects',
);

const lesson = (subject: string, grade: number, topic: string, description: string) => ({ subject, grade, topic, description });

describe('the skill a lesson practises', () => {
  it('every skill in skills.json loads with its facts cited and its checks answered', () => {
    // The schema refuses a file with an uncited fact or a choice item whose answer is not an option; this is the load.
    expect(SKILLS.length).toBeGreaterThanOrEqual(10);
    for (const skill of SKILLS) {
      for (const fact of skill.keyPoints) expect(Object.keys(skill.sources)).toContain(fact.source);
      for (const item of [...skill.checks, ...skill.practice]) expect(item.answer.trim().length).toBeGreaterThan(0);
    }
  });

  it('names the source work of a history lesson comparing two accounts', () => {
    const found = skillFor(RH_11_12_6, lesson('History', 12, 'Two accounts of the Boston Tea Party', "Comparing two accounts of the Boston Tea Party, a participant's memoir and a British newspaper."));
    expect(found?.id).toBe('historical-sources');
  });

  it('takes the primary history skill for a young class and the secondary one for an older class', () => {
    const objects = outcome('ACHASSK030', 'Differences and similarities between students’ daily lives and life during their parents’ and grandparents’ childhoods', 'au-v8-hass', 'History');
    expect(skillFor(objects, lesson('History', 1, 'Toys then and now', 'Looking at old photographs and a grandparent’s toy as sources.'))?.id).toBe('sources-of-the-past');
    expect(skillFor(RH_11_12_6, lesson('History', 8, 'Two accounts', 'Two sources on one event.'))?.id).toBe('historical-sources');
  });

  it('finds the fables skill from the teacher’s words even when the outcome does not name it', () => {
    expect(skillFor(ACELA1505, lesson('English', 5, 'What lesson does the fable teach?', "Aesop's The Lion and the Mouse: retell it with puppets."))?.id).toBe('fables-and-morals');
  });

  it('gives "English Language Arts" no art skill', () => {
    expect(skillFor(L_5_4A, lesson('English Language Arts', 5, 'Prefixes un-, re- and dis-', 'Words with prefixes and what they mean.'))).toBeUndefined();
  });

  it('gives a cooking practical no design-process content', () => {
    expect(skillFor(ACTDEK033, lesson('Food Technology', 8, 'Savoury muffins', 'Weighing ingredients on digital scales, the rubbing-in method, and testing with a skewer.'))).toBeUndefined();
  });

  it('pitches investigations by year: a fair test for Year 4, variables and hypotheses for Year 9', () => {
    expect(skillFor(ACSIS064, lesson('Science', 4, 'Paper helicopters: a fair test', 'Does the length of the wings change how long a paper helicopter takes to fall?'))?.id).toBe('fair-test');
    expect(skillFor(ACSIS064, lesson('Science', 9, 'Planning an investigation', 'Variables and a hypothesis for a pendulum investigation.'))?.id).toBe('scientific-investigation');
  });

  it('takes the subject the teacher typed, not a literacy outcome’s list of every subject', () => {
    expect(skillFor(WHST_9_10_2, lesson('Science', 10, 'Reading about the Perseverance rover', 'A news report on the rover, and a short explanation of how it landed.'))?.id).not.toBe('historical-sources');
  });

  it('leaves mathematics to its generators', () => {
    const maths = outcome('CCSS.Math.Content.6.RP.A.3', 'Use ratio and rate reasoning to solve real-world and mathematical problems.', 'us-ccss-math', 'Mathematics');
    expect(skillFor(maths, lesson('Mathematics', 6, 'Should we buy the big box?', 'Persuade the class which box is the better buy.'))).toBeUndefined();
  });
});

describe('fables the teacher names', () => {
  it('recognises a fable by any of its usual names, with straight or curly apostrophes', () => {
    expect(fableNamed("Aesop's The Lion and the Mouse: what lesson does it teach?")?.title).toBe('The Lion and the Mouse');
    expect(fableNamed('Why does the Tortoise win? The Tortoise and the Hare')?.moral).toBe('Plodding wins the race (slow and steady wins the race).');
    expect(fableNamed('The boy who cried wolf’s lie')?.moral).toBe('A liar will not be believed, even when he speaks the truth.');
    expect(fableNamed('A lesson about lions and mice')).toBeUndefined();
  });

  it('every fable has a moral, a choice and its result', () => {
    expect(FABLES.length).toBeGreaterThanOrEqual(10);
    for (const fable of FABLES) expect([fable.moral, fable.choice, fable.result].every((t) => t.length > 10)).toBe(true);
  });
});

const planText = (plan: LessonPlan) => JSON.stringify(plan);

describe('a plan with a skill', () => {
  const generator = createOfflineGenerator(() => new Date('2026-11-29T09:00:00Z'));
  const brief = (over: Partial<LessonBrief>): LessonBrief =>
    ({ methodology: 'direct', yearLevel: 'Grade 12', subject: 'History', durationMinutes: 60, slices: [], ...over }) as LessonBrief;

  it('teaches sourcing and corroboration in a lesson comparing two accounts, and asks the teacher only for the sources', async () => {
    const plan = await generator.generateLessonPlan(
      brief({ title: 'Two accounts of the Boston Tea Party', description: "Comparing two accounts of the Boston Tea Party, a participant's memoir and a British newspaper.", outcomes: [RH_11_12_6] }),
    );
    expect(plan.keyLearningPoints?.some((p) => p.includes('(sourcing)'))).toBe(true);
    expect(plan.keyLearningPoints?.some((p) => p.includes('(corroboration)'))).toBe(true);
    expect(plan.misconceptions?.map((m) => m.misconception)).toContain('A primary source is true because its author was there.');
    expect(plan.contentSupply?.keyLearningPoints).toBeUndefined();
    expect(plan.contentSupply?.misconceptions).toBeUndefined();
  });

  it('works out the moral of the fable the teacher names, and sets whole-sentence tasks as they are written', async () => {
    const plan = await generator.generateLessonPlan(
      brief({
        title: 'What lesson does the fable teach?',
        description: "Aesop's The Lion and the Mouse: retell it with puppets. Over two 60-minute periods.",
        yearLevel: 'Year 5',
        subject: 'English',
        durationMinutes: 120,
        outcomes: [ACELA1505],
      }),
    );
    const examples = plan.phases.flatMap((p) => (p.workedExample ? [p.workedExample] : []));
    expect(examples[0]?.problem).toBe('Work out the moral of “The Lion and the Mouse”.');
    expect(examples[0]?.answer).toBe('Little friends may prove great friends.');
    // A whole instruction is not wrapped in another sentence ("Set Moral match: … story., from ones like the model").
    expect(planText(plan)).not.toMatch(/\.,/);
  });
});
