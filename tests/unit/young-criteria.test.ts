import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonPlan } from '../../server/generation/types.ts';
import { loadSeedOutcomes, outcomesByCode } from '../../scripts/quality/curriculum.ts';
import { chance } from '../../server/generation/content/maths/probability.ts';
import { PLACES } from '../../server/generation/content/maths/place.ts';
import { seededRandom } from '../../server/generation/content/maths/random.ts';
import { keywordChecks } from '../../server/generation/plan/checks.ts';

/**
 * Foundation to Year 2: the learning intention and the "I can" criteria say what this lesson's children do, in their
 * words, from what the teacher named; the outcome's code stays with each criterion for the teacher.
 */

const outcomes = outcomesByCode(loadSeedOutcomes());
const generator = createOfflineGenerator(() => new Date('2026-11-23T09:00:00Z'));

async function planFor(brief: { title: string; description: string; code: string; yearLevel: string; subject: string; methodology?: 'inquiry' | 'direct' | 'project' }): Promise<LessonPlan> {
  const outcome = outcomes.get(brief.code);
  if (!outcome) throw new Error(`${brief.code} is not in the curriculum seed`);
  return generator.generateLessonPlan({
    title: brief.title,
    description: brief.description,
    methodology: brief.methodology ?? 'direct',
    yearLevel: brief.yearLevel,
    subject: brief.subject,
    durationMinutes: 45,
    outcomes: [outcome],
    slices: [],
    enhancementEnabled: false,
  });
}

const criteriaOf = (plan: LessonPlan) => plan.successCriteria.map((c) => c.text);
const promptsOf = (plan: LessonPlan) => [...(plan.starterCheck ?? []), ...(plan.exitCheck ?? []), ...plan.phases.flatMap((p) => [...(p.check ?? []), ...(p.practice ?? [])])].map((q) => q.prompt);

describe('criteria and the learning intention for Foundation to Year 2', () => {
  it('a Foundation PE lesson says what the children do with their bodies, not the curriculum sentence', async () => {
    const plan = await planFor({
      title: 'Running, hopping and skipping',
      description: "Running, hopping, skipping and galloping between cones on the oval; finish with 'What's the time, Mr Wolf?'",
      code: 'ACPMP013',
      yearLevel: 'Foundation',
      subject: 'PE',
    });
    expect(criteriaOf(plan)).toContain('I can run, hop and skip');
    expect(criteriaOf(plan)).not.toContain('I can test possible solutions to movement challenges through trial and error');
    expect(plan.learningOutcome).toBe('We are learning to run, hop and skip.');
    expect(plan.successCriteria.every((c) => c.outcomeCode === 'ACPMP013')).toBe(true);
  });

  it('a Three Little Pigs retelling is about telling the story, not about a book\'s front cover', async () => {
    const plan = await planFor({
      title: 'Retelling The Three Little Pigs',
      description: 'Retelling The Three Little Pigs with story props and a story map: beginning, middle and end.',
      code: 'CCSS.ELA-Literacy.RI.K.5',
      yearLevel: 'K',
      subject: 'ELA',
      methodology: 'project',
    });
    expect(criteriaOf(plan)).toContain('I can tell the story of The Three Little Pigs in order');
    expect(criteriaOf(plan).join(' ')).not.toMatch(/front cover/);
    expect(plan.learningOutcome).toBe('We are learning to retell The Three Little Pigs.');
  });

  it('a sh/ch phonics lesson says the sounds in the words the teacher named', async () => {
    const plan = await planFor({
      title: 'The sh and ch sounds',
      description: "The 'sh' and 'ch' sounds: ship, shop, chip, chin, with sound buttons and a word sort.",
      code: 'NC-EN-KS1-ENCOURAGED-LINK-READ-HEAR-OWN',
      yearLevel: 'Year 1',
      subject: 'English',
    });
    expect(criteriaOf(plan)).toEqual(['I can say the sound sh in ship and shop', 'I can say the sound ch in chip and chin']);
    expect(plan.learningOutcome).toBe('We are learning to say the sounds sh and ch.');
  });

  it('a Foundation Chinese lesson names the colours the children say', async () => {
    const plan = await planFor({
      title: 'Colours in Chinese',
      description: 'Colours in Chinese: hóngsè (红色, red), lánsè (蓝色, blue), lǜsè (绿色, green), huángsè (黄色, yellow). Simon says with colours to finish.',
      code: 'ACLCHC121',
      yearLevel: 'Foundation',
      subject: 'Chinese',
      methodology: 'project',
    });
    expect(criteriaOf(plan)).toContain('I can say red, blue, green and yellow in Chinese');
    expect(criteriaOf(plan).join(' ')).not.toMatch(/identity/);
  });

  it('a Year 3 class keeps the outcome\'s own criterion', async () => {
    const plan = await planFor({ title: 'Running, hopping and skipping', description: 'Running and hopping between cones on the oval.', code: 'ACPMP013', yearLevel: 'Year 3', subject: 'PE' });
    expect(criteriaOf(plan)).toEqual(['I can test possible solutions to movement challenges through trial and error']);
  });
});

describe('questions a young child can answer', () => {
  it('asks a Foundation class to point to a colour, not what a Chinese word means', async () => {
    const plan = await planFor({
      title: 'Colours in Chinese',
      description: 'Colours in Chinese: hóngsè (红色, red), lánsè (蓝色, blue), lǜsè (绿色, green), huángsè (黄色, yellow). Simon says with colours to finish.',
      code: 'ACLCHC121',
      yearLevel: 'Foundation',
      subject: 'Chinese',
      methodology: 'project',
    });
    expect(promptsOf(plan)).not.toContain('What does "红色 (hóngsè)" mean?');
    expect(promptsOf(plan)).toContain('Listen: 红色 (hóngsè). Point to it or act it out.');
  });

  it('asks a young class for an example of a word it can say or show, not its definition', () => {
    const [check] = keywordChecks([{ term: 'phoneme', definition: 'One sound in a word, like the /k/ in cat.', source: { kind: 'subject', ref: 'phonics' } }], 'early', 1, [], [], true);
    expect(check).toEqual({ prompt: 'Show me or say an example of "phoneme".', answer: 'One sound in a word, like the /k/ in cat.' });
  });

  it('asks a Year 2 class whether a pick is likely or unlikely, not to place it on the five-word scale', () => {
    const prompts = [1, 2, 3, 4, 5, 6].map((level) => chance.problem(seededRandom(`young ${level}`), level, 2, PLACES.australia));
    for (const p of prompts) expect(p.prompt).not.toMatch(/even chance/);
    for (const p of prompts) expect(p.prompt).toMatch(/ Is picking a \w+ counter (?:likely or unlikely|possible or impossible)\?$/);
    expect(prompts[5]).toMatchObject({ answer: 'impossible' });
    expect(prompts.map((p) => p.answer).every((a) => ['likely', 'unlikely', 'possible', 'impossible'].includes(a))).toBe(true);
  });
});

describe('what a young child does, read from the brief', () => {
  it('reads the verbs of a title and leaves a thing named by an -ing word alone', async () => {
    const { asTask } = await import('../../server/generation/plan/young-goals.ts');
    expect(asTask('Running, hopping and skipping')).toBe('run, hop and skip');
    expect(asTask('Writing a sentence about our weekend')).toBe('write a sentence about our weekend');
    expect(asTask('masking tape that holds a toy car')).toBeUndefined();
    expect(asTask('beginning, middle and end')).toBeUndefined();
  });
});
