import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import { allocateMinutes } from '../../server/generation/methodology.ts';
import { bloomLevelOf, coreClause, keyTerms, readability, successCriterion } from '../../server/generation/text.ts';
import type { LessonBrief } from '../../server/generation/types.ts';

const fractions: LessonBrief = {
  title: 'Equivalent fractions',
  description: 'Using fraction strips',
  methodology: 'inquiry',
  yearLevel: '3',
  subject: 'Mathematics',
  durationMinutes: 60,
  outcomes: [
    { code: '3.NF.A.3.a', framework: 'us-ccss-math', statement: 'Understand two fractions as equivalent (equal) if they are the same size, or the same point on a number line.' },
    {
      code: '3.NF.A.3.b',
      framework: 'us-ccss-math',
      statement: 'Recognize and generate simple equivalent fractions, e.g., 1/2 = 2/4, 4/6 = 2/3. Explain why the fractions are equivalent, e.g., by using a visual fraction model.',
    },
  ],
  slices: [
    {
      id: 's1',
      uploadId: 'u1',
      uploadTitle: 'Fraction wall worksheet',
      title: 'Fraction wall',
      text: 'A fraction wall shows equivalent fractions as rows of equal length.',
      citation: 'Fraction wall worksheet, p. 2',
      outcomeCodes: ['3.NF.A.3.a'],
    },
  ],
};

const generator = createOfflineGenerator(() => new Date('2026-11-22T09:00:00Z'));

// The first plan of a run loads the engine's dictionaries and reviewed data (spelling, phrases, movement skills, the
// curriculum sequence); that is start-up, not the behaviour under test, so it happens before the first test's clock.
beforeAll(() => generator.generateLessonPlan(fractions), 60_000);

describe('offline lesson generation', () => {
  it('gives an inquiry lesson the five 5E phases that fill the lesson exactly', async () => {
    const plan = await generator.generateLessonPlan(fractions);
    expect(plan.phases.map((p) => p.key)).toEqual(['engage', 'explore', 'explain', 'elaborate', 'evaluate']);
    expect(plan.phases.reduce((sum, p) => sum + p.minutes, 0)).toBe(60);
  });

  it('cites exactly the chosen outcome codes and writes from their statements', async () => {
    const plan = await generator.generateLessonPlan(fractions);
    const cited = new Set(plan.phases.flatMap((p) => p.outcomeCodes));
    expect([...cited].sort()).toEqual(['3.NF.A.3.a', '3.NF.A.3.b']);
    expect(plan.provenance).toMatchObject({ engine: 'offline', outcomeCodes: ['3.NF.A.3.a', '3.NF.A.3.b'] });
    expect(plan.successCriteria.every((c) => c.text.startsWith('I can '))).toBe(true);
    expect([...new Set(plan.successCriteria.map((c) => c.outcomeCode))]).toEqual(['3.NF.A.3.a', '3.NF.A.3.b']);
    const allText = JSON.stringify(plan.phases);
    expect(allText).toContain('recognize and generate simple equivalent fractions');
    expect(plan.keyVocabulary).toContain('equivalent');
  });

  it("builds the teacher's matching slice into a phase in their words, cited, and records it", async () => {
    const plan = await generator.generateLessonPlan(fractions);
    expect(plan.provenance.sliceIds).toEqual(['s1']);
    expect(plan.phases.flatMap((p) => p.materials ?? [])).toEqual([
      { sliceId: 's1', uploadId: 'u1', kind: 'text', text: 'A fraction wall shows equivalent fractions as rows of equal length.', citation: 'Fraction wall worksheet, p. 2' },
    ]);
    expect(plan.materialNotice).toBeUndefined();
  });

  it('follows direct instruction and project structures', async () => {
    const direct = await generator.generateLessonPlan({ ...fractions, methodology: 'direct', durationMinutes: 45 });
    expect(direct.phases.map((p) => p.title)).toEqual(['Review', 'Model (I do)', 'Guided practice (we do)', 'Independent practice (you do)', 'Check for understanding']);
    expect(direct.phases.reduce((sum, p) => sum + p.minutes, 0)).toBe(45);
    const project = await generator.generateLessonPlan({ ...fractions, methodology: 'project', durationMinutes: 180 });
    // 180 minutes hold two research-and-build cycles, so no phase runs past an hour.
    expect(project.phases.map((p) => p.key)).toEqual(['driving-question', 'launch', 'research', 'build', 'research-2', 'build-2', 'present', 'reflect']);
    expect(project.phases.reduce((sum, p) => sum + p.minutes, 0)).toBe(180);
    expect(Math.max(...project.phases.map((p) => p.minutes))).toBeLessThanOrEqual(60);
    expect(project.sequence).toBeUndefined();
  });

  it('is deterministic for the same brief', async () => {
    expect(await generator.generateLessonPlan(fractions)).toEqual(await generator.generateLessonPlan(fractions));
  });

  it('still writes a usable plan without outcomes, naming none', async () => {
    const plan = await generator.generateLessonPlan({ ...fractions, outcomes: [] });
    expect(plan.phases).toHaveLength(5);
    expect(plan.phases.flatMap((p) => p.outcomeCodes)).toEqual([]);
    expect(plan.successCriteria).toEqual([]);
  });
});

/** England's KS3 physical geography statement, as the seed holds it: one outcome for many topics. */
const physicalGeography = {
  code: 'NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY',
  shortCode: 'NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY',
  framework: 'en-nc',
  subject: 'Geography',
  statement:
    'Understand, through the use of detailed place-based exemplars at a variety of scales, the key processes in physical geography relating to: geological timescales and plate tectonics; rocks, weathering and soils; weather and climate, including the change in climate from the Ice Age to the present; and glaciation, hydrology and coasts.',
};
const geography = (title: string): LessonBrief => ({ title, description: '', methodology: 'project', yearLevel: 'Year 8', subject: 'Geography', durationMinutes: 60, outcomes: [physicalGeography], slices: [] });

describe('a topic within a broad outcome', () => {
  it('plans a lesson on rivers from the rivers set: real key points, prior knowledge and misconceptions, never the statement', async () => {
    const plan = await generator.generateLessonPlan(geography('How do rivers shape the land?'));
    expect(plan.keyLearningPoints).toContain(
      'High Force, on the River Tees in County Durham, is a waterfall where the whole river flows over the edge of the Whin Sill, a sheet of hard dolerite (whinstone) that forced its way between layers of Carboniferous limestone about 300 million years ago; the softer rock beneath is eroded faster.',
    );
    expect(plan.keyLearningPoints!.join(' ')).not.toContain('place-based exemplars');
    expect(plan.priorKnowledge![0]).toBe('The water cycle: rain falls on the land and flows over and through it to rivers, which carry it to the sea.');
    expect(plan.misconceptions![0]!.misconception).toBe('Rivers flow fastest in their upper course, near the source in the mountains.');
    expect(plan.contentSupply).toBeUndefined();
    expect(plan.contentSources![0]).toMatch(/^Teachkit reviewed subject set: Rivers and river landforms\./);
  });

  it('words the rivers lesson’s criteria and intention from what the set teaches of the outcome, keeping its code', async () => {
    const plan = await generator.generateLessonPlan(geography('How do rivers shape the land?'));
    expect(plan.successCriteria.map((c) => [c.text, c.outcomeCode])).toEqual([
      ['I can explain how rivers shape the land through erosion, transport and deposition', 'NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY'],
      ['I can explain how waterfalls and gorges, meanders and oxbow lakes, and floodplains and levees form', 'NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY'],
    ]);
    expect(plan.learningOutcome).toBe(
      'We are learning to explain how rivers shape the land through erosion, transport and deposition and explain how waterfalls and gorges, meanders and oxbow lakes, and floodplains and levees form.',
    );
    expect(JSON.stringify(plan)).not.toContain('plate tectonics');
    // A lesson on another part of the outcome is worded from the outcome itself, scoped to the part the lesson names.
    const tectonics = await generator.generateLessonPlan(geography('Plate tectonics'));
    expect(tectonics.successCriteria[0]!.text).toBe('I can explain the key processes in physical geography relating to plate tectonics');
  });

  it('does not give a plate tectonics lesson on the same outcome the rivers set: it says what to supply instead, and what comes before from the curriculum', async () => {
    const plan = await generator.generateLessonPlan(geography('Plate tectonics'));
    expect(plan.keyLearningPoints).toEqual([]);
    expect(plan.misconceptions).toEqual([]);
    // What comes before is the curriculum's own earlier outcome in the strand, cited.
    expect(plan.priorKnowledge).toEqual([
      'From Key Stage 2 (NC-GE-KS2-DESCRIBE-KEY-ASPECTS-PHYSICAL-GEOGRAPHY): Describe and understand key aspects of physical geography, including: climate zones, biomes and vegetation belts, rivers, mountains, volcanoes and earthquakes, and the water cycle.',
    ]);
    expect(plan.contentSources).toEqual([
      'Curriculum sequence: NC-GE-KS2-DESCRIBE-KEY-ASPECTS-PHYSICAL-GEOGRAPHY (Key Stage 2) comes before NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY',
      'Curriculum outcome statements: NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY',
    ]);
    expect(plan.contentSupply).toEqual({
      keyLearningPoints: 'Supply the three to five key points students must learn about plate tectonics, each from a source you trust.',
    });
    // The misconception is asked for once, where the research phase teaches it.
    expect(plan.phases.flatMap((p) => p.supply ?? []).filter((line) => line.startsWith('Supply a misconception'))).toEqual([
      'Supply a misconception students often hold when they explain the key processes in physical geography relating to: geological timescales and plate tectonics; rocks, weathering and soils, and how you will address it.',
    ]);
  });
});

describe('text analysis', () => {
  it('splits minutes by weight into whole minutes that add up', () => {
    expect(allocateMinutes(60, [0.12, 0.24, 0.22, 0.28, 0.14])).toEqual([7, 14, 13, 17, 9]);
    expect(allocateMinutes(5, [1, 1, 1, 1, 1, 1]).every((m) => m >= 1)).toBe(true);
    expect(allocateMinutes(17, [0.5, 0.25, 0.25]).reduce((a, b) => a + b)).toBe(17);
  });

  it('drops worked examples from the core clause', () => {
    expect(coreClause('Recognize and generate simple equivalent fractions, e.g., 1/2 = 2/4. Explain why.')).toBe('Recognize and generate simple equivalent fractions');
  });

  it('turns statements into observable criteria and Bloom levels', () => {
    expect(successCriterion('Understand that the three digits of a three-digit number represent amounts')).toBe(
      'I can explain that the three digits of a three-digit number represent amounts',
    );
    expect(bloomLevelOf('Recognize and generate simple equivalent fractions')).toBe('create');
    expect(bloomLevelOf('Compare two fractions')).toBe('analyse');
    expect(bloomLevelOf('Subitise small collections')).toBe('understand');
  });

  it('ranks recurring content words and phrases as key terms', () => {
    expect(keyTerms(['Photosynthesis in green plants uses light energy.', 'Green plants make food by photosynthesis.'], 'Photosynthesis')[0]).toBe('photosynthesis');
  });

  it('measures readability', () => {
    const easy = readability('The cat sat on the mat. It was warm.');
    const hard = readability('Photosynthesis transforms electromagnetic radiation into chemical potential energy within chloroplasts.');
    expect(easy.gradeLevel).toBeLessThan(hard.gradeLevel);
  });
});

describe('a mathematics project', () => {
  const poster: LessonBrief = {
    ...fractions,
    description: 'A fraction wall poster for the corridor.',
    methodology: 'project',
    yearLevel: 'Grade 3',
    outcomes: [fractions.outcomes[1]!],
    slices: [],
  };

  it('models a worked example in the research mini-lesson and has every student practise it, with the answers', async () => {
    const plan = await generator.generateLessonPlan(poster);
    expect(plan.phases.map((p) => p.key)).toEqual(['driving-question', 'launch', 'research', 'reflect']);
    const research = plan.phases.find((p) => p.key === 'research')!;
    expect(research.workedExample).toEqual({
      problem: 'Fill in the missing number: 1/3 = □/9',
      steps: [
        'The denominator changes from 3 to 9: 3 × 3 = 9.',
        'Multiply the numerator by the same number: 1 × 3 = 3.',
        'Cutting every part into 3 equal pieces makes 3 times as many parts, so both numbers are multiplied by 3.',
      ],
      answer: '3',
    });
    expect(research.practice!.map((q) => [q.prompt, q.answer])).toEqual([
      ['Fill in the missing number: 1/4 = 2/□', '8'],
      ['Fill in the missing number: 1/2 = □/4', '2'],
      ['Fill in the missing number: 5/6 = □/12', '10'],
      ['Fill in the missing number: 1/6 = 2/□', '12'],
    ]);
    expect(research.teacherActions).toContain('In the mini-lesson, model the worked example "Fill in the missing number: 1/3 = □/9" step by step, saying why each step follows.');
    expect(research.teacherActions.join(' ')).toContain('Set the 4 practice questions below');
  });

  it('leaves a project in another subject without a worked example or practice in its research', async () => {
    const plan = await generator.generateLessonPlan(geography('How do rivers shape the land?'));
    const research = plan.phases.find((p) => p.key === 'research')!;
    expect(research.workedExample).toBeUndefined();
    expect(research.practice).toEqual([]);
    expect(research.teacherActions.join(' ')).not.toContain('worked example');
  });
});
