import { describe, expect, it } from 'vitest';
import type { ContentContext } from '../../server/generation/content/index.ts';
import { contentFor } from '../../server/generation/content/index.ts';
import { mathsContent } from '../../server/generation/content/maths/index.ts';
import { MATHS_GLOSSARY_FULLER } from '../../server/generation/content/maths/keywords.ts';
import { MATHS_MISCONCEPTIONS } from '../../server/generation/content/misconceptions/maths.ts';
import type { OutcomeContent, OutcomeRef } from '../../server/generation/types.ts';
import { answerIsCorrect, answerValue, ascii, solve, solveRetrieval } from './helpers/maths-oracle.ts';
import { solveSituation } from './helpers/maths-oracle-situations.ts';

const ccss = (short: string, statement = ''): OutcomeRef => ({
  code: `CCSS.Math.Content.${short}`,
  shortCode: short,
  statement,
  framework: 'us-ccss-math',
  subject: 'Mathematics',
});
const ac9 = (code: string, statement = ''): OutcomeRef => ({ code, shortCode: code, statement, framework: 'au-v9-math', subject: 'Mathematics' });
const context = (grade: number, seed = 'lesson-1', title = 'Lesson'): ContentContext => ({
  yearLevel: `Grade ${grade}`,
  grade,
  subject: 'Mathematics',
  topic: title,
  description: '',
  seed,
});
const content = (outcome: OutcomeRef, grade: number, seed?: string, title?: string): OutcomeContent => {
  const found = mathsContent(outcome, context(grade, seed, title));
  if (!found) throw new Error(`no content for ${outcome.code}`);
  return found;
};

/** One outcome per generator topic, with the topic name the content names as its source. */
const TOPICS: Array<[OutcomeRef, string]> = [
  [ccss('3.NF.A.3b'), 'equivalent fractions'],
  [ccss('4.NF.A.2'), 'comparing fractions'],
  [ccss('5.NF.A.1'), 'adding and subtracting fractions'],
  [ccss('5.NF.B.4'), 'multiplying fractions'],
  [ccss('6.RP.A.3'), 'ratio and proportion'],
  [ccss('6.RP.A.3b'), 'unit rates'],
  [ccss('6.RP.A.3c'), 'percentages'],
  [ccss('6.EE.A.2c'), 'substituting into expressions'],
  [ccss('6.EE.A.2a'), 'writing expressions'],
  [ccss('7.EE.A.1'), 'simplifying and expanding expressions'],
  [ccss('3.OA.A.4'), 'finding unknown values'],
  [ccss('8.EE.C.7'), 'solving linear equations'],
  [ccss('8.F.B.4'), 'linear functions'],
  [ccss('3.MD.D.8'), 'perimeter'],
  [ccss('4.MD.A.3'), 'area of rectangles'],
  [ccss('6.G.A.1'), 'area of triangles and parallelograms'],
  [ccss('7.G.B.4'), 'circumference and area of circles'],
  [ccss('7.SP.C.7'), 'probability of single events'],
  [ccss('7.SP.C.8'), 'probability of two events'],
  [ccss('6.SP.B.5'), 'mean, median, mode and range'],
  [ac9('AC9M4ST01'), 'reading and interpreting data'],
];
const GRADES = [3, 4, 5, 6, 7, 8];

describe('mathematics content: literal examples for a fixed seed', () => {
  const sorted = (options: string[] | undefined) => [...(options ?? [])].sort();

  it('Grade 3 equivalent fractions models a missing number and asks a hinge built on the additive mistake', () => {
    const c = content(ccss('3.NF.A.3b'), 3);
    expect(c.source).toBe('Teachkit mathematics generator (equivalent fractions)');
    expect(c.workedExamples[0]).toEqual({
      problem: 'Fill in the missing number: 1/2 = □/4',
      steps: [
        'The denominator changes from 2 to 4: 2 × 2 = 4.',
        'Multiply the numerator by the same number: 1 × 2 = 2.',
        'Cutting every part into 2 equal pieces makes 2 times as many parts, so both numbers are multiplied by 2.',
      ],
      answer: '2',
    });
    expect(c.workedExamples[1]).toMatchObject({ problem: 'Fill in the missing number: 3/4 = □/8', answer: '6' });
    expect(c.practice[0]).toMatchObject({ prompt: 'Fill in the missing number: 1/3 = □/6', answer: '2' });
    expect(c.checks[0]).toMatchObject({ prompt: 'Which fraction is equivalent to 1/2?', answer: '4/8' });
    expect(sorted(c.checks[0]!.options)).toEqual(['2/3', '3/4', '4/8']);
  });

  it('Grade 5 adding fractions renames to the lowest common denominator and simplifies', () => {
    const c = content(ccss('5.NF.A.1'), 5);
    expect(c.workedExamples[0]).toEqual({
      problem: 'Work out 2/3 + 5/6.',
      steps: [
        'The lowest common multiple of 3 and 6 is 6, so use 6 as the common denominator.',
        'Rename: 2/3 = 4/6.',
        'Add the numerators: 4 + 5 = 9, giving 9/6.',
        'Simplify: 9/6 = 3/2.',
      ],
      answer: '3/2 = 1 1/2',
    });
    expect(c.workedExamples[1]).toMatchObject({ problem: 'Work out 1/6 + 1/3.', answer: '1/2' });
    expect(c.practice[0]).toMatchObject({ prompt: 'Work out 5/6 + 1/3.', answer: '7/6 = 1 1/6' });
    expect(c.checks[0]).toMatchObject({ prompt: 'What is 1/3 + 2/5?', answer: '11/15' });
    expect(sorted(c.checks[0]!.options)).toEqual(['11/15', '3/15', '3/8']);
  });

  it('Year 7 equations (AC9M7A03): two one-step warm-ups, then two-step equations with natural-number solutions, modelled twice', () => {
    const c = content(ac9('AC9M7A03'), 7);
    expect(c.workedExamples[0]).toEqual({
      problem: 'Solve 5x + 2 = 27.',
      steps: ['Subtract 2 from both sides: 5x = 27 − 2 = 25.', 'Divide both sides by 5: x = 25 ÷ 5 = 5.', 'Check: 5 × 5 + 2 = 27.'],
      answer: 'x = 5',
    });
    expect(c.workedExamples[1]).toMatchObject({ problem: 'Solve 6x − 9 = −3.', answer: 'x = 1' });
    expect(c.practice.map((p) => `${p.prompt} ${p.answer}`)).toEqual([
      'Solve x + 8 = 26. x = 18',
      'Solve 8x = 88. x = 11',
      'Solve 5x − 12 = 18. x = 6',
      'Solve 3x + 6 = 18. x = 4',
      'A taxi charges $6 to start a ride plus $3 for each kilometre travelled, and one ride costs $39. Write and solve an equation to find the length of the ride, x kilometres. 11 km (from 3x + 6 = 39)',
      'Four friends go to the cinema, where they each pay the same ticket price, x dollars, and together they spend $14 on snacks and $62 in all. Write and solve an equation to find the price of one ticket. $12 (from 4x + 14 = 62)',
    ]);
    expect(c.checks[0]).toMatchObject({ prompt: 'Solve 4x + 4 = 16.', answer: 'x = 3' });
    expect(sorted(c.checks[0]!.options)).toEqual(['x = 0', 'x = 3', 'x = 5']);
  });

  it('circles give π answers rounded and stated to 1 d.p.', () => {
    const c = content(ccss('7.G.B.4'), 7);
    expect(c.workedExamples[0]).toMatchObject({ problem: 'A circle has a diameter of 12 cm. Find its circumference to 1 decimal place.', answer: '37.7 cm (to 1 d.p.)' });
    expect(c.workedExamples[1]).toMatchObject({ problem: 'A circle has a diameter of 10 cm. Find its circumference to 1 decimal place.', answer: '31.4 cm (to 1 d.p.)' });
    expect(c.practice[0]).toMatchObject({ prompt: 'A circle has a diameter of 16 cm. Find its circumference to 1 decimal place.', answer: '50.3 cm (to 1 d.p.)' });
    expect(c.checks[0]).toMatchObject({
      prompt: 'Circle A has a radius of 6 cm and an area of 113.1 cm² (to 1 d.p.). Circle B has a radius of 12 cm. What is the area of circle B, to 1 d.p.?',
      answer: '452.4 cm²',
    });
    expect(sorted(c.checks[0]!.options)).toEqual(['226.2 cm²', '452.4 cm²', '75.4 cm²']);
  });

  it('Grade 7 circles ask students to explain: a classmate’s mistake, then the informal derivation of A = πr²', () => {
    const c = content(ccss('7.G.B.4'), 7);
    expect(c.practice[3]).toMatchObject({
      prompt: 'Leo says that a circular pond with a radius of 3 m has a circumference of 9.4 m, because π × 3 = 9.4. Explain the mistake in a sentence, then find the correct circumference to 1 decimal place.',
      answer: 'Leo used the radius in C = πd instead of the diameter; with d = 6 m the circumference is 18.8 m (to 1 d.p.)',
    });
    // The exit check takes the last open check: the same kind of mistake, other numbers.
    expect(c.checks.slice(1).map((q) => [q.prompt, q.answer])).toEqual([
      [
        'A circle is cut into many equal sectors, which are rearranged into a shape close to a parallelogram. Explain how this shape shows that the area of the circle is πr².',
        'The base of the shape is half the circumference, πr, and its height is the radius, r; so the area is πr × r = πr².',
      ],
      [
        'Sam says that a circular pond with a radius of 9 m has a circumference of 28.3 m, because π × 9 = 28.3. Explain the mistake in a sentence, then find the correct circumference to 1 decimal place.',
        'Sam used the radius in C = πd instead of the diameter; with d = 18 m the circumference is 56.5 m (to 1 d.p.)',
      ],
    ]);
    expect(c.keyPoints).toContain('Cut a circle into many equal sectors and rearrange them: they make a shape close to a parallelogram with base πr (half the circumference) and height r, so A = πr × r = πr².');
    // Grade 6 keeps the exercises and the quick check it had.
    const younger = content(ccss('7.G.B.4'), 6);
    expect(younger.practice.map((q) => q.prompt).filter((p) => /Explain/.test(p))).toEqual([]);
    expect(younger.checks.map((q) => q.prompt).filter((p) => /Explain/.test(p))).toEqual([]);
  });

  it('probability uses a bag of counters and a hinge built on the gambler’s fallacy and equiprobability', () => {
    const c = content(ccss('7.SP.C.7'), 7);
    expect(c.workedExamples[0]).toMatchObject({
      problem: 'A bag contains 2 blue counters and 7 green counters. One counter is picked without looking. What is the probability that it is green?',
      answer: '7/9',
    });
    expect(c.practice[0]).toMatchObject({ answer: '3/4' });
    expect(c.checks[0]).toMatchObject({
      prompt: 'A bag contains 5 yellow counters, 7 red counters and 1 blue counter. Three picks in a row were yellow (the counter went back each time). What is the probability that the next pick is yellow?',
      answer: '5/13',
    });
    expect(sorted(c.checks[0]!.options)).toEqual([
      '1/3, because there are three colours',
      '5/13',
      'Less than 5/13, because another colour is due',
      'More than 5/13, because yellow is on a streak',
    ]);
  });

  it('percentages and linear functions', () => {
    const p = content(ccss('6.RP.A.3c'), 6);
    expect(p.workedExamples.map((w) => [w.problem, w.answer])).toEqual([
      ['Find 25% of 200.', '50'],
      ['Find 10% of 60.', '6'],
    ]);
    expect(p.checks[0]).toMatchObject({ prompt: 'What is 20% of 60?', answer: '12' });
    expect(sorted(p.checks[0]!.options)).toEqual(['12', '3', '40']);
    const f = content(ccss('8.F.B.4'), 8);
    expect(f.workedExamples[1]).toEqual({
      problem: 'For the function y = 4x − 1, find y when x = 2.',
      steps: ['Substitute x = 2: y = 4 × 2 − 1.', 'y = 8 − 1 = 7.'],
      answer: 'y = 7',
    });
    expect(f.practice[1]).toMatchObject({ prompt: 'For the function y = 5x − 1, find y when x = 4.', answer: 'y = 19' });
    expect(f.practice[4]).toMatchObject({ prompt: 'A linear function has y = 17 when x = 3, and y = 29 when x = 7. Write its equation.', answer: 'y = 3x + 8' });
    expect(f.checks[0]).toMatchObject({ prompt: 'A line passes through (1, 8) and (4, 23). What is its rate of change?', answer: '5' });
    expect(sorted(f.checks[0]!.options)).toEqual(['23', '23/4', '5']);
  });
});

describe('mathematics content: word problems at the top of the practice climb, literal for a fixed seed', () => {
  it.each([
    ['7.G.B.4', 7, [
      ['A bicycle wheel with a diameter of 65 cm turns 70 times as a student rides along a straight path to school. How far does the bicycle travel, in metres, to 1 decimal place?', '142.9 m (to 1 d.p.)'],
      ['A round pizza with a diameter of 26 cm is cut into 6 equal slices so that a family can share it fairly. What is the area of the top of one slice, to 1 decimal place?', '88.5 cm² (to 1 d.p.)'],
    ]],
    ['7.SP.C.7', 5, [
      ['A school raffle sells 500 tickets and draws one winning ticket at random, and a family buys 10 of the tickets. What is the probability that the family does not win the prize?', '49/50'],
      ['In a board game, a player scores a point each time a fair six-sided die shows a 6, and the die is rolled 42 times during the game. About how many points would you expect the player to score?', 'About 7 points'],
    ]],
    ['7.SP.C.7', 7, [
      ['A school raffle sells 500 tickets and draws one winning ticket at random, and a family buys 10 of the tickets. What is the probability that the family does not win the prize?', '49/50'],
      ['In a survey of 50 students chosen at random from a school of 550 students, 6 said that they walk to school. About how many students at the whole school would you expect to walk to school?', 'About 66 students'],
    ]],
    ['6.RP.A.3', 6, [
      ['A fruit punch recipe for 5 people uses 1000 ml of orange juice and 750 ml of sparkling water. How much orange juice and how much sparkling water are needed for 12 people?', '2400 ml of orange juice and 1800 ml of sparkling water'],
      ['A shade of purple paint is made by mixing red and blue paint in the ratio 1 : 5, and a painter needs 12 litres of purple paint for a wall. How many litres of each colour should she mix?', '2 litres of red and 10 litres of blue'],
    ]],
    ['7.RP.A.2', 7, [
      ['A fruit punch recipe for 4 people uses 600 ml of orange juice and 200 ml of sparkling water. How much orange juice and how much sparkling water are needed for 9 people?', '1350 ml of orange juice and 450 ml of sparkling water'],
      ['A car travels at a steady speed, so the distance y in kilometres is proportional to the time x in hours, and it travels 340 km in 4 hours. Find the constant of proportionality k, and the distance it travels in 9 hours.', 'k = 85; 765 km'],
    ]],
    ['6.RP.A.3b', 6, [
      ['A shop sells rice in two sizes: a 500 g bag costs $4.25 and a 900 g bag costs $6.30. By comparing the cost of 100 g in each, decide which bag is better value.', 'The 900 g bag: $0.70 per 100 g, against $0.85'],
      ['A school printer prints 81 pages in 3 minutes when it copies worksheets for a class. At the same rate, how many minutes does it take to print 216 pages?', '8 minutes'],
    ]],
    ['6.RP.A.3c', 6, [
      ['A school bag costs $100.00 before a sale, and in the sale the price is reduced by 20%. What is the sale price of the bag?', '$80.00'],
      ['A school has 200 students, and in a survey 15% of them said that they walk to school. How many students at the school do not walk to school?', '170 students'],
    ]],
    ['6.RP.A.3c', 7, [
      ['A swimming-pool season ticket costs $100.00 this season, and next season the price goes up by 5%. What will the ticket cost next season?', '$105.00'],
      ['A bike costs $100.00, and in a sale its price is reduced by 10%. On the last day of the sale, a further 5% is taken off the sale price. What is the final price of the bike?', '$85.50'],
    ]],
    ['8.EE.C.7', 6, [
      ['A student is saving to buy a bike that costs $200, and she has saved $175 so far. Write and solve an equation to find how much more money, x dollars, she needs to save.', '$25 (from x + 175 = 200)'],
      ['Tickets for a school concert cost $8 each, and a family pays $56 for their tickets. Write and solve an equation to find the number of tickets, x, that the family buys.', '7 tickets (from 8x = 56)'],
    ]],
    ['8.EE.C.7', 8, [
      ['Phone plan A costs $14 a month plus $1 for each gigabyte of data. Plan B costs $11 a month plus $2 for each gigabyte. Write and solve an equation to find the number of gigabytes, x, for which both plans cost the same.', '3 GB (from x + 14 = 2x + 11)'],
      ['A parent is 4 times as old as their child. In 16 years’ time, the parent will be twice as old as the child. Write and solve an equation to find the child’s age now, x years.', '8 years (from 4x + 16 = 2(x + 16))'],
    ]],
    ['6.SP.B.5', 6, [
      ['In a fitness lesson, six students recorded how many push-ups they could do in one minute: 16, 14, 16, 12, 16, 6. What is the median number of push-ups for the group?', '15'],
      ['A basketball player scored 12, 5, 14 and 12 points in her first four games. How many points must she score in the fifth game to have a mean of 10 points per game?', '7 points'],
    ]],
  ] as const)('CCSS %s, Grade %i: practice levels 5 and 6 are situations', (short, grade, expected) => {
    const c = content(ccss(short), grade);
    expect(c.practice.slice(4).map((p) => [p.prompt, p.answer])).toEqual(expected);
  });

  it('from Grade 6 (Grade 5 for chance) levels 5 and 6 are situations of 20 to 45 words; younger classes keep the bare exercises', () => {
    const applied: Array<[string, number]> = [['7.G.B.4', 6], ['7.SP.C.7', 5], ['6.RP.A.3', 6], ['6.RP.A.3b', 6], ['6.RP.A.3c', 6], ['8.EE.C.7', 6], ['6.SP.B.5', 6]];
    const wordCount = (text: string) => text.split(/\s+/).length;
    for (const [short, from] of applied) {
      for (let s = 0; s < 20; s++) {
        for (let grade = from; grade <= 8; grade++) {
          for (const p of content(ccss(short), grade, `situation-${s}`).practice.slice(4)) {
            expect(solveSituation(ascii(p.prompt)), p.prompt).toBeDefined();
            expect(wordCount(p.prompt), p.prompt).toBeGreaterThanOrEqual(20);
            expect(wordCount(p.prompt), p.prompt).toBeLessThanOrEqual(45);
          }
        }
        for (const p of content(ccss(short), from - 1, `situation-${s}`).practice.slice(4)) expect(solveSituation(ascii(p.prompt)), p.prompt).toBeUndefined();
      }
    }
  });

  it('names each colour in a bag with its own count and noun, singular or plural', () => {
    const prompts = [3, 4, 5, 7].flatMap((grade) => {
      const c = content(ccss('7.SP.C.7'), grade, `bag-${grade}`);
      return [...c.workedExamples.map((w) => w.problem), ...c.practice.map((p) => p.prompt), ...c.checks.map((p) => p.prompt), ...c.retrieval.map((r) => r.prompt)];
    });
    const bags = prompts.filter((p) => /\bbag\b/.test(p) && /counter/.test(p));
    expect(bags.length).toBeGreaterThan(8);
    for (const p of bags) {
      expect(p).toMatch(/^A bag contains \d+ \w+ counters?(, \d+ \w+ counters?)* and \d+ \w+ counters?\. /);
      expect(p).not.toMatch(/\b1 \w+ counters\b|\b([02-9]|\d\d) \w+ counter\b/);
    }
    expect(content(ccss('7.SP.C.7'), 4).workedExamples[0]!.problem).toBe(
      'A bag contains 1 blue counter and 5 green counters. Is picking a green counter impossible, unlikely, an even chance, likely or certain?',
    );
  });
});

describe('mathematics content: every answer checked by independent working', () => {
  /** Every item of the topic's content for every grade and 40 seeds, worked by the solver: what it finds wrong. */
  function wrongAnswers(outcome: OutcomeRef, title?: string): string[] {
    const wrong: string[] = [];
    for (const grade of GRADES) {
      for (let s = 0; s < 40; s++) {
        const c = content(outcome, grade, `seed-${s}`, title);
        const items = [...c.workedExamples.map((w) => ({ prompt: w.problem, answer: w.answer })), ...c.practice, ...c.checks];
        if (new Set(items.map((item) => item.prompt)).size !== items.length) wrong.push(`grade ${grade}, seed-${s}: a question is repeated`);
        const hinge = c.checks.find((check) => check.options)!;
        const distractors = hinge.options!.filter((o) => o !== hinge.answer);
        // Two options are a coin toss: a hinge needs at least two wrong answers to tell what a class thinks.
        if (distractors.length < 2) wrong.push(`grade ${grade}, seed-${s}: hinge with ${distractors.length} wrong option(s)`);
        for (const d of distractors) if (answerIsCorrect(hinge.prompt, d)) wrong.push(`grade ${grade}: distractor ${d} is also right for ${hinge.prompt}`);
        for (const item of items) {
          if (!answerIsCorrect(item.prompt, item.answer)) wrong.push(`grade ${grade}: ${item.prompt} => ${item.answer} (expected ${String(solve(item.prompt))})`);
        }
      }
    }
    return wrong;
  }

  it.each(TOPICS.map(([outcome, name]) => [name, outcome] as const))('%s: answers right, questions not repeated, hinge distractors wrong, for every grade and many seeds', (_name, outcome) => {
    expect(wrongAnswers(outcome)).toEqual([]);
  });

  it('teaches a lesson titled "Percentage discounts" from sale prices, not bare percentages of numbers', () => {
    const c = content(ac9('AC9M6N07'), 6, 'seed-1', 'Percentage discounts');
    expect(c.keyPoints[0]).toBe('A discount is the amount taken off a price; the sale price is what is left to pay.');
    for (const w of c.workedExamples) expect(w.problem).toMatch(/^A (?:pair of trainers|school bag) costs \$\d+\.00 before a sale, and in the sale the price is reduced by (?:10|25|50)%\. What is the sale price of the (?:trainers|bag)\?$/);
    expect(c.practice.every((p) => /sale|shop/.test(p.prompt))).toBe(true);
    expect(c.practice.at(-1)!.prompt).toMatch(/^The same board game is on sale in two shops\./);
    // A lesson titled only "Percentages" keeps the bare percentages of amounts.
    expect(content(ac9('AC9M6N07'), 6, 'seed-1', 'Percentages').practice[0]!.prompt).toMatch(/^Find \d+% of \d+\.$/);
  });

  it('percentage discounts (a lesson the teacher titles so): answers right for every grade and many seeds', () => {
    expect(content(ac9('AC9M6N07'), 6, 'seed-1', 'Percentage discounts').source).toBe('Teachkit mathematics generator (percentage discounts)');
    expect(wrongAnswers(ac9('AC9M6N07'), 'Percentage discounts')).toEqual([]);
  });

  it('retrieval questions that are plain arithmetic have the right answers', () => {
    let read = 0;
    const wrong: string[] = [];
    for (const [outcome] of TOPICS) {
      for (const grade of GRADES) {
        for (const item of content(outcome, grade).retrieval) {
          const expected = solveRetrieval(item.prompt);
          if (expected === undefined) continue;
          read++;
          const got = typeof expected === 'number' ? answerValue(item.answer) : item.answer;
          if (typeof expected === 'number' ? typeof got !== 'number' || Math.abs(got - expected) > 1e-9 : got !== expected) wrong.push(`${item.prompt} => ${item.answer}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(read).toBeGreaterThan(150);
  });

  it('the solver itself rejects wrong answers', () => {
    expect(answerIsCorrect('Work out 1/2 + 1/3.', '2/5')).toBe(false);
    expect(answerIsCorrect('Work out 1/2 + 1/3.', '5/6')).toBe(true);
    expect(answerIsCorrect('Solve 3x + 5 = 26.', 'x = 31/3')).toBe(false);
    expect(answerIsCorrect('Expand 3(x + 4).', '3x + 4')).toBe(false);
    expect(answerIsCorrect('A circle has a radius of 5 cm. Find its area to 1 decimal place.', '78.5 cm² (to 1 d.p.)')).toBe(true);
    expect(answerIsCorrect('A circle has a radius of 5 cm. Find its area to 1 decimal place.', '31.4 cm² (to 1 d.p.)')).toBe(false);
    const taxi = 'A taxi charges $4 to start a ride plus $3 for each kilometre travelled, and one ride costs $31. Write and solve an equation to find the length of the ride, x kilometres.';
    expect(answerIsCorrect(taxi, '9 km (from 3x + 4 = 31)')).toBe(true);
    expect(answerIsCorrect(taxi, '9 km (from 4x + 3 = 31)')).toBe(false);
    expect(answerIsCorrect(taxi, '9 km (from x = 9)')).toBe(true);
    expect(answerIsCorrect(taxi, '9 km (from 9 = 9)')).toBe(false);
    expect(answerIsCorrect(taxi, '11 km (from 3x = 33)')).toBe(false);
    const wheel = 'A bicycle wheel with a diameter of 60 cm turns 10 times as a student rides along a straight path to school. How far does the bicycle travel, in metres, to 1 decimal place?';
    expect(answerIsCorrect(wheel, '18.8 m (to 1 d.p.)')).toBe(true);
    expect(answerIsCorrect(wheel, '1885.0 m (to 1 d.p.)')).toBe(false);
    const discounts = 'A bike costs $200.00, and in a sale its price is reduced by 20%. On the last day of the sale, a further 10% is taken off the sale price. What is the final price of the bike?';
    expect(answerIsCorrect(discounts, '$144.00')).toBe(true);
    expect(answerIsCorrect(discounts, '$140.00')).toBe(false);
    // A situation the solver has no reading for is a failure, never a pass.
    expect(solve('A bicycle wheel has a diameter of 60 cm. How far does it travel in 10 turns?')).toBeUndefined();
    expect(answerIsCorrect('A bicycle wheel has a diameter of 60 cm. How far does it travel in 10 turns?', '18.8 m (to 1 d.p.)')).toBe(false);
    expect(answerIsCorrect('A bag contains 2 red counter and 1 blue counter. One counter is picked without looking. What is the probability that it is red?', '2/3')).toBe(false);
  });
});

describe('mathematics content: complete for every strand and grade', () => {
  it.each(TOPICS.map(([outcome, name]) => [name, outcome] as const))('%s has full content at grades 3 to 8', (topicName, outcome) => {
    for (const grade of GRADES) {
      const c = content(outcome, grade);
      expect(c.source).toBe(`Teachkit mathematics generator (${topicName})`);
      expect(c.outcomeCode).toBe(outcome.code);
      expect(c.keyPoints.length).toBeGreaterThanOrEqual(3);
      expect(c.priorKnowledge.length).toBeGreaterThanOrEqual(2);
      expect(c.workedExamples.length).toBeGreaterThanOrEqual(2);
      for (const w of c.workedExamples) {
        expect(w.steps.length).toBeGreaterThan(0);
        expect(w.answer).not.toBe('');
      }
      expect(c.practice.length).toBeGreaterThanOrEqual(5);
      expect(c.practice.every((p) => p.answer !== '' && p.outcomeCode === outcome.code)).toBe(true);
      const prompts = [...c.workedExamples.map((w) => w.problem), ...c.practice.map((p) => p.prompt), ...c.checks.map((p) => p.prompt)];
      expect(new Set(prompts).size).toBe(prompts.length);
      const hinge = c.checks.find((check) => check.options);
      expect(hinge).toBeDefined();
      expect(hinge!.options).toContain(hinge!.answer);
      const distractors = hinge!.options!.filter((o) => o !== hinge!.answer);
      expect(distractors.length).toBeGreaterThanOrEqual(1);
      expect(new Set(hinge!.options).size).toBe(hinge!.options!.length);
      expect(c.retrieval).toHaveLength(3);
      expect(c.retrieval.every((r) => r.prompt !== '' && r.answer !== '')).toBe(true);
      expect(c.misconceptions.length).toBeGreaterThanOrEqual(1);
      expect(c.keywords.length).toBeGreaterThanOrEqual(3);
      expect(c.keywords.every((k) => k.definition.length > 10)).toBe(true);
      expect(c.materials.length).toBeGreaterThan(0);
    }
  });

  it('teaches the ratio words of the grade: simplest form before grade 7, proportional relationships from it', () => {
    expect(content(ccss('6.RP.A.3'), 6).keywords.map((k) => k.term)).toEqual(['ratio', 'equivalent ratio', 'simplest form', 'highest common factor', 'unit rate']);
    expect(content(ccss('7.RP.A.2'), 7).keywords.map((k) => k.term)).toEqual(['ratio', 'equivalent ratio', 'unit rate', 'proportional', 'constant of proportionality']);
  });

  it('defines its words in fuller mathematical language from Grade 6, and keeps the plainer definition before it', () => {
    const definition = (short: string, grade: number, term: string) => content(ccss(short), grade).keywords.find((k) => k.term === term)!.definition;
    expect(definition('7.G.B.4', 5, 'circumference')).toBe('The distance around the edge of a circle.');
    expect(definition('7.G.B.4', 7, 'circumference')).toBe('The perimeter of a circle: the distance all the way around it, equal to π multiplied by the diameter.');
    expect(definition('6.RP.A.3', 5, 'simplest form')).toBe(
      'A fraction or ratio written with the smallest whole numbers it can have, by dividing every part by their highest common factor: 12 : 20 is 3 : 5.',
    );
    expect(definition('6.RP.A.3', 6, 'simplest form')).toBe(
      'A fraction or ratio whose parts have no common factor other than 1: divide every part by their highest common factor, so 12 : 20 becomes 3 : 5.',
    );
    // Every fuller definition is a sentence short enough for a word mat.
    for (const text of Object.values(MATHS_GLOSSARY_FULLER)) {
      expect(text).toMatch(/^[A-Z0-9"'].*\.$/);
      expect(text.split(/\s+/).length, text).toBeLessThanOrEqual(30);
    }
  });

  it('from Grade 6 ratio asks students to explain: a classmate’s additive mistake and why simplifying works; Grade 5 does not', () => {
    const c = content(ccss('6.RP.A.1'), 6);
    expect([c.practice[3], ...c.checks.slice(1)].map((q) => [q!.prompt, q!.answer])).toEqual([
      [
        'A drink is made by mixing cordial and water in the ratio 5 : 4. Ali uses 20 cups of cordial and says that 19 cups of water are needed, because 15 cups were added to the cordial. Explain the mistake in a sentence, then find the correct amount of water.',
        'Ali added the same amount to both parts instead of multiplying both by 4; 16 cups of water are needed.',
      ],
      [
        'Explain why dividing both parts of a ratio by their highest common factor gives the ratio in its simplest form.',
        'Dividing both parts by the same number keeps the ratio equivalent, and after dividing by the highest common factor the parts have no common factor other than 1, so no smaller whole numbers give the same ratio.',
      ],
      [
        'A drink is made by mixing cordial and water in the ratio 4 : 1. Ben uses 16 cups of cordial and says that 13 cups of water are needed, because 12 cups were added to the cordial. Explain the mistake in a sentence, then find the correct amount of water.',
        'Ben added the same amount to both parts instead of multiplying both by 4; 4 cups of water are needed.',
      ],
    ]);
    expect(content(ccss('7.RP.A.2'), 7).checks[1]).toMatchObject({
      prompt: 'Explain how you can tell from a table of values whether two quantities are in a proportional relationship.',
      answer: 'Divide each y-value by its x-value: if y/x is the same for every pair, the quantities are proportional, and that constant is k in y = kx.',
    });
    const younger = content(ccss('6.RP.A.1'), 5);
    expect([...younger.practice, ...younger.checks].filter((q) => /Explain/.test(q.prompt))).toEqual([]);
  });

  it('the same brief gives the same numbers; another lesson gets other numbers', () => {
    const outcome = ccss('5.NF.A.1');
    expect(content(outcome, 5, 'a')).toEqual(content(outcome, 5, 'a'));
    expect(content(outcome, 5, 'a').practice).not.toEqual(content(outcome, 5, 'b').practice);
  });

  it('task demand follows the grade: one-step equations in Grade 6 (bare, then set up from a situation), brackets and x on both sides in Grade 8', () => {
    for (let s = 0; s < 10; s++) {
      const six = content(ccss('8.EE.C.7'), 6, `s${s}`).practice;
      expect(six.slice(0, 4).every((p) => /^Solve (x \+ \d+|\d+x) = \d+\.$/.test(p.prompt))).toBe(true);
      expect(six.slice(4).every((p) => /\(from (x \+ \d+|\d+x) = \d+\)$/.test(p.answer))).toBe(true);
      const eight = content(ccss('8.EE.C.7'), 8, `s${s}`).practice;
      expect(eight.some((p) => /^Solve \d+\(x [+−] \d+\) = /.test(p.prompt))).toBe(true);
      expect(eight.slice(4).every((p) => /\(from \d*x \+ \d+ = (\d*x \+ \d+|2\(x \+ \d+\))\)$/.test(p.answer))).toBe(true);
    }
  });

  it('gives nothing below Grade 2, where even its easiest numbers are too hard', () => {
    expect(mathsContent(ccss('3.NF.A.3b'), context(1))).toBeUndefined();
    expect(mathsContent(ccss('3.NF.A.3b'), context(2))?.source).toBe('Teachkit mathematics generator (equivalent fractions)');
  });

  it('Grade 3 equivalent fractions stay within small denominators', () => {
    for (let s = 0; s < 20; s++) {
      const c = content(ccss('3.NF.A.3b'), 3, `s${s}`);
      const denominators = [...c.practice.map((p) => p.prompt).join(' ').matchAll(/\/(\d+)/g)].map((m) => Number(m[1]));
      expect(Math.max(...denominators)).toBeLessThanOrEqual(24);
    }
  });

  it('writes maths as students read it: a true minus sign, × for multiplication, fractions as a/b', () => {
    for (const [outcome] of TOPICS) {
      for (const grade of GRADES) {
        const c = content(outcome, grade);
        const text = JSON.stringify([c.workedExamples, c.practice, c.checks, c.retrieval]);
        expect(text).not.toMatch(/(^|[\s(=])-\d/);
        expect(text).not.toMatch(/\d\s*\*\s*\d/);
        expect(text).not.toMatch(/\d+\.\d{5,}/);
      }
    }
  });
});

describe('mathematics content: which outcomes it covers', () => {
  it.each([
    ['3.NF.A.3', 'equivalent fractions'],
    ['4.NF.A.1', 'equivalent fractions'],
    ['5.NF.A.1', 'adding and subtracting fractions'],
    ['6.RP.A.3', 'ratio and proportion'],
    ['7.RP.A.2', 'ratio and proportion'],
    ['6.EE.A.2', 'substituting into expressions'],
    ['7.EE.B.4', 'solving linear equations'],
    ['8.EE.C.7', 'solving linear equations'],
    ['8.F.A.1', 'linear functions'],
    ['8.F.B.4', 'linear functions'],
    ['3.MD.D.8', 'perimeter'],
    ['4.MD.A.3', 'area of rectangles'],
    ['6.G.A.1', 'area of triangles and parallelograms'],
    ['7.G.B.4', 'circumference and area of circles'],
    ['6.SP.B.5', 'mean, median, mode and range'],
    ['7.SP.C.7', 'probability of single events'],
    ['8.SP.A.3', 'linear functions'],
  ])('CCSS %s → %s', (short, topicName) => {
    expect(content(ccss(short), 6).source).toBe(`Teachkit mathematics generator (${topicName})`);
  });

  it.each([
    ['AC9M3N02', 'adding and subtracting fractions'],
    ['AC9M4N03', 'equivalent fractions'],
    ['AC9M5N05', 'adding and subtracting fractions'],
    ['AC9M7N08', 'ratio and proportion'],
    ['AC9M7A02', 'writing expressions'],
    ['AC9M7A03', 'solving linear equations'],
    ['AC9M8A01', 'simplifying and expanding expressions'],
    ['AC9M8A03', 'linear functions'],
    ['AC9M7M01', 'area of triangles and parallelograms'],
    ['AC9M7M03', 'circumference and area of circles'],
    ['AC9M8M03', 'circumference and area of circles'],
    ['AC9M7P01', 'probability of single events'],
    ['AC9M8P02', 'probability of two events'],
    ['AC9M7ST01', 'mean, median, mode and range'],
  ])('Australian v9 %s → %s', (code, topicName) => {
    expect(content(ac9(code), 7).source).toBe(`Teachkit mathematics generator (${topicName})`);
  });

  it('reads the statement when the code names no topic (England’s National Curriculum)', () => {
    const outcome: OutcomeRef = {
      code: 'NC-MA-Y3-FRACTIONS-EQUIVALENT',
      statement: 'recognise and show, using diagrams, equivalent fractions with small denominators',
      framework: 'en-nc',
      subject: 'Mathematics',
    };
    expect(content(outcome, 3).source).toBe('Teachkit mathematics generator (equivalent fractions)');
  });

  it('does not mistake a passing word for the topic: “operations” is not ratio, circles among 2-D shapes are not circumference', () => {
    const nc = (statement: string): OutcomeRef => ({ code: 'NC-MA-X', statement, framework: 'en-nc', subject: 'Mathematics' });
    const topicOf = (statement: string, grade: number) => mathsContent(nc(statement), context(grade))?.source.replace(/^Teachkit mathematics generator \((.*)\)$/, '$1');
    expect(topicOf('Estimate the answer to a calculation and use inverse operations to check answers.', 4)).toBe('rounding and estimating');
    expect(topicOf('Compare durations of events [for example, to calculate the time taken by particular events or tasks].', 4)).toBe('durations, timetables and units of time');
    expect(topicOf('Recognise and name common 2-D shapes [for example, rectangles (including squares), circles and triangles].', 3)).toBe('2D shapes and their properties');
    expect(topicOf('Compare and classify geometric shapes based on their properties and sizes and find unknown angles in any triangles.', 6)).toBe('angles in triangles and polygons');
    expect(topicOf('Divide proper fractions by whole numbers [for example, 1/3 ÷ 2 = 1/6].', 6)).toBe('dividing fractions');
    expect(topicOf('Solve problems involving multiplication and division, including scaling by simple fractions and problems involving simple rates.', 4)).not.toMatch(/fraction/);
    expect(content(nc('Calculate and interpret the mean as an average.'), 6).source).toBe('Teachkit mathematics generator (mean, median, mode and range)');
  });

  it('a lesson title naming another topic of the same strand chooses it; a title from another strand does not', () => {
    const titled = (topic: string) => mathsContent(ac9('AC9M3N02'), { ...context(3), topic });
    expect(titled('Lesson')?.source).toBe('Teachkit mathematics generator (adding and subtracting fractions)');
    expect(titled('Equivalent fractions')?.source).toBe('Teachkit mathematics generator (equivalent fractions)');
    expect(titled('Which fraction is bigger? Comparing fractions')?.source).toBe('Teachkit mathematics generator (comparing fractions)');
    expect(titled('Perimeter of the playground')?.source).toBe('Teachkit mathematics generator (adding and subtracting fractions)');
    const algebra = mathsContent(ac9('AC9M7A02'), { ...context(7), topic: 'Solving equations' });
    expect(algebra?.source).toBe('Teachkit mathematics generator (solving linear equations)');
  });

  it('gives nothing for strands it does not cover, or for other subjects', () => {
    expect(mathsContent(ccss('MP1', 'Make sense of problems and persevere in solving them.'), context(6))).toBeUndefined();
    expect(mathsContent(ccss('HSG-CO.D.12', 'Make formal geometric constructions with a variety of tools and methods.'), context(9))).toBeUndefined();
    expect(mathsContent(ac9('AC9M10SP02', 'apply the properties of networks to solve problems'), context(10))).toBeUndefined();
    const science: OutcomeRef = { code: 'AC9S7U01', statement: 'investigate the ratio of predators to prey', framework: 'au-v9-science', subject: 'Science' };
    expect(mathsContent(science, { ...context(7), subject: 'Science' })).toBeUndefined();
  });

  it('is the first content source the plan consults', () => {
    expect(contentFor(ccss('5.NF.A.1'), context(5))[0]?.source).toBe('Teachkit mathematics generator (adding and subtracting fractions)');
  });
});

describe('mathematics misconceptions: a small, sourced set', () => {
  it('every entry names its source and how to address it, and the content carries them', () => {
    for (const m of MATHS_MISCONCEPTIONS) {
      expect(m.source).toMatch(/\(\d{4}\)/);
      expect(m.response.length).toBeGreaterThan(40);
    }
    const c = content(ccss('5.NF.A.1'), 5);
    expect(c.misconceptions.map((m) => m.misconception)).toContain(
      'Adding fractions by adding the numerators and adding the denominators: 1/2 + 1/3 = 2/5.',
    );
    expect(c.misconceptions[0]!.source).toBe('Hart, K. M. (Ed.) (1981). Children’s Understanding of Mathematics: 11–16 (CSMS). London: John Murray.');
  });
});
