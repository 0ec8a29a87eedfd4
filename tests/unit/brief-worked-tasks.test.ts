import { describe, expect, it } from 'vitest';
import { placementOf } from '../../server/generation/brief/placement.ts';
import { readBrief } from '../../server/generation/brief/read.ts';
import { createOfflineGenerator } from '../../server/generation/offline.ts';
import type { LessonBrief } from '../../server/generation/types.ts';

const SMOOTHIE =
  'Converting between mm, cm, m and km with a place-value chart. Students measure the length of the classroom in metres and convert it to centimetres, then scale a smoothie recipe: 1.5 L of milk to millilitres and 250 g of berries to kilograms.';
const worked = (description: string) => placementOf(readBrief('Lesson', description)).workedExamples;
const answerTo = (description: string, problem: RegExp) => worked(description).find((w) => problem.test(w.problem))?.answer;

describe('numeric tasks a teacher names become worked items with computed answers', () => {
  it('converts the quantities the brief names, and uses the place-value chart it names', () => {
    const examples = worked(SMOOTHIE);
    const milk = examples.find((w) => /1\.5 L of milk to millilitres/.test(w.problem));
    expect(milk?.answer).toBe('1500 mL');
    expect(milk?.steps.join(' ')).toMatch(/place-value chart/);
    expect(examples.find((w) => /250 g of berries to kilograms/.test(w.problem))?.answer).toBe('0.25 kg');
  });

  it('reads the list after a heading of conversions as tasks, and the equipment after it', () => {
    const reading = readBrief('Converting metric units', 'Converting metric units: 1.5 m to centimetres and 2,500 g to kilograms, with metre rulers and kitchen scales.');
    expect(placementOf(reading).workedExamples.map((w) => [w.problem, w.answer])).toEqual([
      ['Convert 1.5 m to centimetres.', '150 cm'],
      ['Convert 2,500 g to kilograms.', '2.5 kg'],
    ]);
    expect(reading.items.filter((i) => i.kind === 'equipment').map((i) => i.text)).toEqual(['metre rulers', 'kitchen scales']);
  });

  it('leaves a length the class measures for the class to fill in, with the conversion to apply', () => {
    const classroom = worked(SMOOTHIE).find((w) => /length of the classroom/.test(w.problem));
    expect(classroom?.problem).toBe('Measure the length of the classroom in metres and convert it to centimetres.');
    expect(classroom?.answer).toBe('The measured length in metres × 100, in centimetres: ___ m = ___ cm');
  });

  it('works sharing, a percentage of an amount and a one-step or two-step equation', () => {
    expect(answerTo('Share 24 sweets among 4 friends.', /24 sweets/)).toBe('6 sweets each');
    expect(answerTo('Share 25 stickers equally between 3 children.', /25 stickers/)).toBe('8 stickers each, 1 left over');
    expect(answerTo('Students find 15% of $80 with a bar model.', /15% of \$80/)).toBe('$12');
    expect(answerTo('Find 12.5% of 640 km.', /12\.5% of 640 km/)).toBe('80 km');
    expect(answerTo('Solve 3x + 5 = 20 with a balance model.', /3x \+ 5 = 20/)).toBe('x = 5');
    expect(answerTo('Solve 4n − 7 = 9.', /4n − 7 = 9/)).toBe('n = 4');
    expect(answerTo('Find 3/4 of 28.', /3\/4 of 28/)).toBe('21');
  });
});

describe('a plan teaches from the tasks its brief names', () => {
  const brief: LessonBrief = {
    title: 'Converting metric units',
    description: SMOOTHIE,
    methodology: 'direct',
    yearLevel: 'Year 6',
    subject: 'Mathematics',
    durationMinutes: 60,
    outcomes: [{ code: 'AC9M6M01', framework: 'au-v9-math', subject: 'Mathematics', levels: ['6'], statement: 'convert between common metric units of length, mass and capacity; choose and use decimal representations of metric measurements relevant to the context of a problem' }],
    slices: [],
    enhancementEnabled: false,
  };

  it('models and practises the teacher’s own tasks with their answers, never as loose lines before the exit check', async () => {
    const plan = await createOfflineGenerator(() => new Date('2026-11-23T09:00:00Z')).generateLessonPlan(brief);
    const phase = (name: RegExp) => plan.phases.find((p) => name.test(p.title))!;
    expect(phase(/^Model/).workedExample?.answer).toBe('1500 mL');
    expect(phase(/^Guided/).workedExample?.answer).toBe('0.25 kg');
    expect(phase(/^Independent/).practice?.[0]).toMatchObject({ prompt: 'Measure the length of the classroom in metres and convert it to centimetres.' });
    expect(plan.phases.flatMap((p) => p.explanation ?? []).filter((l) => /^Before the exit check/.test(l))).toEqual([]);
  });
});

describe('a maths project teaches from the calculations its brief names', () => {
  it('models the first in the mini-lesson and practises the rest, with their answers', async () => {
    const brief: LessonBrief = {
      title: 'Taking away',
      description: 'Taking away with teddy bears: 12 − 4 and 15 − 6, then find 25% of 40.',
      methodology: 'project',
      yearLevel: 'Year 2',
      subject: 'Mathematics',
      durationMinutes: 60,
      outcomes: [{ code: 'AC9M2A02', framework: 'au-v9-math', subject: 'Mathematics', levels: ['2'], statement: 'add and subtract one- and two-digit numbers, representing problems using number sentences, and solve using part-part-whole reasoning and a variety of calculation strategies' }],
      slices: [],
      enhancementEnabled: false,
    };
    const plan = await createOfflineGenerator(() => new Date('2026-11-23T09:00:00Z')).generateLessonPlan(brief);
    const examples = plan.phases.flatMap((p) => (p.workedExample ? [p.workedExample] : []));
    expect(examples.find((w) => w.problem === 'Work out 12 − 4')?.answer).toBe('8');
    const practice = plan.phases.flatMap((p) => p.practice ?? []);
    expect(practice.find((q) => q.prompt === 'Work out 15 − 6')?.answer).toBe('9');
    expect(practice.find((q) => q.prompt === 'Find 25% of 40.')?.answer).toBe('10');
  });
});
