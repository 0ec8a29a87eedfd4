import { describe, expect, it } from 'vitest';
import { generateAssessment, markScheme } from '../../server/generation/assessment/generate.ts';
import { readability } from '../../server/generation/text.ts';
import type { AssessmentItem } from '../../server/generation/assessment/types.ts';
import type { OutcomeRef } from '../../server/generation/types.ts';

const unitRates: OutcomeRef = {
  code: 'CCSS.Math.Content.6.RP.A.3b',
  shortCode: '6.RP.A.3b',
  framework: 'us-ccss-math',
  subject: 'Mathematics',
  statement: 'Solve unit rate problems including those involving unit pricing and constant speed.',
};
const britain: OutcomeRef = {
  code: 'NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE',
  shortCode: 'NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE',
  framework: 'en-nc',
  subject: 'History',
  statement: 'Ideas, political power, industry and empire: Britain, 1745-1901.',
};
const quoting: OutcomeRef = {
  code: 'CCSS.ELA-Literacy.RI.5.1',
  shortCode: 'RI.5.1',
  framework: 'us-ccss-ela',
  subject: 'English Language Arts',
  statement: 'Quote accurately from a text when explaining what the text says explicitly and when drawing inferences from the text.',
};
const citing: OutcomeRef = {
  code: 'CCSS.ELA-Literacy.RL.8.1',
  shortCode: 'RL.8.1',
  framework: 'us-ccss-ela',
  subject: 'English Language Arts',
  statement: 'Cite the textual evidence that most strongly supports an analysis of what the text says explicitly as well as inferences drawn from the text.',
};

const grade6 = (title: string, seed: string) => generateAssessment({ title, description: '', yearLevel: 'Grade 6', subject: 'Mathematics', outcomes: [unitRates], seed });
const n = (text: string) => Number(text);
const money = (value: number) => `$${value.toFixed(2)}`;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const lowest = (top: number, bottom: number) => `${top / gcd(top, bottom)}/${bottom / gcd(top, bottom)}`;

/**
 * The answer to a Grade 6 ratio or rate problem worked out from the numbers in its prompt, by arithmetic written here
 * and not by the generators: the oracle the assessment's key is checked against. An unknown problem fails the test.
 */
function oracle(prompt: string): string {
  let m = /in the ratio (\d+) : (\d+)\. \w+ uses (\d+) cups of cordial/.exec(prompt);
  if (m) return `${(n(m[2]!) * n(m[3]!)) / n(m[1]!)} cups of water are needed`;
  m = /recipe for (\d+) people uses (\d+) (ml|g) of ([a-z ]+) and (\d+) (ml|g) of ([a-z ]+)\. .* needed for (\d+) people\?$/.exec(prompt);
  if (m) {
    const [from, a, unitA, nameA, b, unitB, nameB, to] = m.slice(1) as string[];
    return `${(n(a!) / n(from!)) * n(to!)} ${unitA} of ${nameA} and ${(n(b!) / n(from!)) * n(to!)} ${unitB} of ${nameB}`;
  }
  m = /mixing (\w+) and (\w+) paint in the ratio (\d+) : (\d+), and a painter needs (\d+) liters/.exec(prompt);
  if (m) {
    const part = n(m[5]!) / (n(m[3]!) + n(m[4]!));
    return `${n(m[3]!) * part} liters of ${m[1]} and ${n(m[4]!) * part} liters of ${m[2]}`;
  }
  m = /^(\d+) (\w+) cost \$([\d.]+)\. How much do (\d+) \w+ cost\?$/.exec(prompt);
  if (m) return money((n(m[3]!) / n(m[1]!)) * n(m[4]!));
  m = /a (\d+) (ml|g) (\w+) costs \$(\d+\.\d\d) and a (\d+) \2 \3 costs \$(\d+\.\d\d)/.exec(prompt);
  if (m) {
    const small = (n(m[4]!) / n(m[1]!)) * 100;
    const large = (n(m[6]!) / n(m[5]!)) * 100;
    const [size, best, other] = small < large ? [m[1], small, large] : [m[5], large, small];
    return `The ${size} ${m[2]} ${m[3]}: ${money(best)} per 100 ${m[2]}, against ${money(other)}`;
  }
  m = /prints (\d+) pages in (\d+) minutes .* to print (\d+) pages\?$/.exec(prompt);
  if (m) return `${n(m[3]!) / (n(m[1]!) / n(m[2]!))} minutes`;
  m = /rides (\d+) km in (\d+) hours .* in (\d+) hours\?$/.exec(prompt);
  if (m) return `${(n(m[1]!) / n(m[2]!)) * n(m[3]!)} km`;
  m = /in the ratio (\d+) : (\d+)\. Sam uses (\d+) cups of flour/.exec(prompt);
  if (m) return String((n(m[2]!) * n(m[3]!)) / n(m[1]!));
  m = /It takes (\d+) hours to mow (\d+) lawns/.exec(prompt);
  if (m) return `${lowest(n(m[1]!), n(m[2]!))} of an hour`;
  throw new Error(`No oracle for: ${prompt}`);
}

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('assessment items pitched to the year', () => {
  it('a Grade 6 unit-rate paper asks multi-step problems, a mark for each step, never "4 pencil cases cost $44.00"', () => {
    const a = grade6('Unit rates', 'b');
    expect(a.items.map((i) => [i.kind, i.marks])).toEqual([
      ['multiple-choice', 1],
      ['short-answer', 2],
      ['short-answer', 3],
      ['short-answer', 2],
      ['extended-response', 3],
    ]);
    expect(a.items[1]).toMatchObject({
      prompt: '5 notebooks cost $10.00. How much do 9 notebooks cost?',
      answer: '$18.00',
      markingPoints: ['Find the cost of one: $10.00 ÷ 5 = $2.00.', 'Multiply by 9: $2.00 × 9 = $18.00.'],
    });
    for (const seed of SEEDS) {
      for (const item of grade6('Unit rates', seed).items.filter((i) => i.kind === 'short-answer')) {
        expect(item.prompt).not.toMatch(/How much does one \w+ cost\?$/);
        expect(item.markingPoints.length).toBeGreaterThanOrEqual(2);
        expect(item.marks).toBe(item.markingPoints.length);
      }
    }
  });

  it('marks worked problems on their calculations, and on the reasoning only where the question asks for it', () => {
    expect(
      markScheme('Fill in the missing number: 1/2 = 2/□', ['The numerator changes from 1 to 2: 1 × 2 = 2.', 'Multiply the denominator by the same number: 2 × 2 = 4.', 'Cutting every part into 2 equal pieces makes 2 times as many parts, so both numbers are multiplied by 2.'], '4'),
    ).toEqual(['The numerator changes from 1 to 2: 1 × 2 = 2.', 'Multiply the denominator by the same number: 2 × 2 = 4.']);
    expect(
      markScheme(
        'A drink is made by mixing cordial and water in the ratio 4 : 1. Jess uses 16 cups of cordial and says that 13 cups of water are needed. Explain the mistake in a sentence, then find the correct amount of water.',
        ['Jess added 12 to both parts, but equivalent ratios come from multiplying both parts by the same number.', '4 × 4 = 16, so the cordial has been multiplied by 4.', 'Multiply the water by 4 too: 1 × 4 = 4.'],
        '4 cups',
      ),
    ).toEqual(['Jess added 12 to both parts, but equivalent ratios come from multiplying both parts by the same number.', '4 × 4 = 16, so the cordial has been multiplied by 4.', 'Multiply the water by 4 too: 1 × 4 = 4.']);
    expect(markScheme('Count the dots.', ['Touch each dot once.'], '7')).toEqual(['7']);
  });

  it('every Grade 6 ratio and rate answer agrees with an independent oracle', () => {
    let checked = 0;
    for (const title of ['Unit rates', 'Ratios']) {
      for (const seed of SEEDS) {
        for (const item of grade6(title, seed).items.filter((i) => i.kind !== 'extended-response')) {
          const expected = oracle(item.prompt);
          if (item.kind === 'multiple-choice') expect(item.answer).toBe(expected);
          else expect(item.answer.replace(/\.$/, '').endsWith(expected), `${item.answer} ends with ${expected}`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(64);
  });

  it('names in the key the misconception each wrong option comes from', () => {
    const rates = grade6('Unit rates', 'b').items[0]!;
    expect(rates).toMatchObject({ kind: 'multiple-choice', prompt: 'It takes 6 hours to mow 7 lawns. At that rate, how many hours does one lawn take?', answer: '6/7 of an hour' });
    expect(rates.distractors).toEqual([
      {
        option: '7/6 = 1 1/6 hours',
        misconception: 'Dividing the larger number by the smaller whatever the question asks, so a unit rate comes out upside down (4 lawns in 8 hours read as 2 lawns an hour).',
      },
    ]);
    for (const seed of SEEDS) {
      const choice = grade6('Ratios', seed).items[0]!;
      const [, a, b, flour] = /ratio (\d+) : (\d+)\. Sam uses (\d+) cups/.exec(choice.prompt)!.map(Number);
      // Adding the increase in flour to the milk instead of scaling it: b + (flour − a).
      expect(choice.distractors).toEqual([{ option: String(b! + flour! - a!), misconception: 'Scaling a ratio by adding the same amount to both parts instead of multiplying: 2 : 3 becomes 6 : 7 because 4 was added to each part.' }]);
      expect(choice.options).toContain(String(b! + flour! - a!));
    }
  });

  it('names the misconceptions behind a Grade 7 probability choice', () => {
    const chance: OutcomeRef = { code: 'CCSS.Math.Content.7.SP.C.5', shortCode: '7.SP.C.5', framework: 'us-ccss-math', subject: 'Mathematics', statement: 'Understand that the probability of a chance event is a number between 0 and 1 that expresses the likelihood of the event occurring.' };
    const [choice] = generateAssessment({ title: 'Probability', description: '', yearLevel: 'Grade 7', subject: 'Mathematics', outcomes: [chance], seed: 's' }).items;
    const [, first, colour, second, third] = /^A bag contains (\d+) (\w+) counters?, (\d+) \w+ counters? and (\d+) \w+ counters?\./.exec(choice!.prompt)!;
    // The chance of the first colour is its counters over all of them, whatever came before.
    const p = lowest(Number(first), Number(first) + Number(second) + Number(third));
    expect(choice).toMatchObject({ kind: 'multiple-choice', answer: p });
    const due = 'Thinking that after a run of one outcome the other is “due”: after three heads, tails is more likely.';
    expect(choice!.distractors).toEqual([
      // A US outcome: the paper is in American spelling.
      { option: `Less than ${p}, because another color is due`, misconception: due },
      { option: `More than ${p}, because ${colour} is on a streak`, misconception: due },
      ...(p === '1/3'
        ? []
        : [
            {
              option: '1/3, because there are three colors',
              misconception: 'Believing that all outcomes are equally likely because they are all possible: a bag with 7 red and 1 blue counter is “1/2 red”, and every total of two dice is equally likely.',
            },
          ]),
    ]);
  });

  it('words the Grade 6 paper and the Key Stage 3 history paper at or below their year', () => {
    const text = (items: AssessmentItem[]) => items.map((i) => i.prompt).join(' ');
    expect(readability(text(grade6('Unit rates', 'b').items)).gradeLevel).toBeLessThanOrEqual(7);
    const history = generateAssessment({ title: 'Britain 1745-1901', description: '', yearLevel: 'Year 8', subject: 'History', outcomes: [britain], seed: 's' });
    expect(readability(text(history.items)).gradeLevel).toBeLessThanOrEqual(8);
  });
});

describe('source-based items in history', () => {
  const a = generateAssessment({ title: 'Britain 1745-1901', description: '', yearLevel: 'Year 8', subject: 'History', outcomes: [britain], seed: 's' });

  it('asks about the origin, purpose and usefulness of the source the data quotes, with its provenance', () => {
    const onSource = a.items.filter((i) => i.stimulus?.title === 'Source A');
    expect(onSource.map((i) => [i.kind, i.prompt, i.marks])).toEqual([
      ['short-answer', 'Who made Source A, and when? What does its origin suggest about its point of view?', 3],
      ['short-answer', 'Why was Source A made, and for whom? Support your answer with a detail from the source.', 2],
      ['extended-response', 'How useful is Source A for finding out about British attitudes to Indian culture? Use its content, its origin and its purpose.', 3],
    ]);
    expect(onSource[0]!.stimulus).toEqual({
      title: 'Source A',
      text: 'We must at present do our best to form a class who may be interpreters between us and the millions whom we govern; a class of persons, Indian in blood and colour, but English in taste, in opinions, in morals, and in intellect.',
      provenance: 'Thomas Babington Macaulay, a senior British official on the Governor-General’s council in India, 2 February 1835. Macaulay, T. B. (2 February 1835). Minute on Indian Education (public domain).',
    });
    expect(onSource[1]!.answer).toBe('To persuade the Governor-General to spend the government’s education money on teaching in English rather than in Indian languages.');
    expect(a.supply).toEqual([]);
  });

  it('gives more than one item of several kinds, and a choice whose wrong options are the set’s misconceptions', () => {
    expect(new Set(a.items.map((i) => i.kind))).toEqual(new Set(['multiple-choice', 'short-answer', 'extended-response']));
    const choice = a.items[0]!;
    expect(choice.prompt).toBe('Which of these statements is correct?');
    expect(choice.distractors!.map((d) => d.misconception)).toEqual([
      'The Industrial Revolution happened suddenly, everywhere at once.',
      'The 1832 Reform Act gave everyone the vote.',
      'Britain abolished slavery in 1807.',
    ]);
    expect(choice.options).toHaveLength(4);
    expect(choice.options).toContain(choice.answer);
    expect(a.items.reduce((t, i) => t + i.marks, 0)).toBe(19);
  });

  it('asks on a source the teacher must supply where the data quotes none, and says so', () => {
    const goldfields: OutcomeRef = { code: 'ACHASSK110', framework: 'au-v8', subject: 'History', statement: 'Significant events, ideas and people that shaped the Australian colonies, including the gold rushes.' };
    const g = generateAssessment({ title: 'Gold rushes', description: '', yearLevel: 'Year 5', subject: 'History', outcomes: [goldfields], seed: 's' });
    const onSource = g.items.filter((i) => i.stimulus);
    expect(onSource.map((i) => i.kind)).toEqual(['short-answer', 'short-answer', 'extended-response']);
    expect(onSource[2]!.prompt).toBe('How useful is Source A for an enquiry into “Gold rushes”? Use its content, its origin and its purpose.');
    expect(onSource.every((i) => i.stimulus!.text === '')).toBe(true);
    const note = 'Paste a short primary source for ACHASSK110 into Source A (a few sentences, quoted exactly), with who made it, when, and where it is printed or held; Teachkit quotes no source for this outcome.';
    expect(onSource[0]!.stimulus!.supply).toBe(note);
    expect(g.supply).toContain(note);
  });
});

describe('text-based items in English', () => {
  it('asks literal and inferential questions on the passage the data holds, printed with its source', () => {
    const a = generateAssessment({ title: 'Quoting from a text', description: '', yearLevel: 'Grade 5', subject: 'English Language Arts', outcomes: [quoting], seed: 's' });
    const onPassage = a.items.filter((i) => i.stimulus);
    expect(onPassage[0]!.stimulus!.title).toBe('How Honeybees Share Directions');
    expect(onPassage[0]!.stimulus!.text).toMatch(/^When a honeybee discovers a good patch of flowers/);
    expect(onPassage[0]!.stimulus!.provenance).toMatch(/^Teachkit original text\. Facts: von Frisch, K\. \(1967\)/);
    expect(onPassage.map((i) => i.prompt)).toEqual(
      expect.arrayContaining([
        'Where are the flowers if the bee waggles straight up the honeycomb? Quote the text.',
        'Inference: Was it easy for scientists to learn how bees communicate? Support your answer with a quote.',
      ]),
    );
    expect(a.supply).toEqual([]);
  });

  it('asks on a passage the teacher must supply where the data holds none, never one it makes up', () => {
    const a = generateAssessment({ title: 'Textual evidence', description: '', yearLevel: 'Grade 8', subject: 'English Language Arts', outcomes: [citing], seed: 's' });
    const onPassage = a.items.filter((i) => i.stimulus);
    expect(onPassage.map((i) => [i.kind, i.marks, i.stimulus!.text])).toEqual([
      ['short-answer', 2, ''],
      ['short-answer', 3, ''],
    ]);
    const note = 'Paste a passage for RL.8.1 into “Passage” (from your own upload or a public-domain text, with its author and where it is printed); Teachkit holds no passage for this outcome.';
    expect(onPassage[0]!.stimulus!.supply).toBe(note);
    expect(a.supply).toContain(note);
  });

  it('counts an outcome on making inferences as reading, though it does not say "text"', () => {
    const inferring: OutcomeRef = { code: 'NC-EN-KS1-INFERENCES-BASIS-SAID-DONE', framework: 'en-nc', subject: 'English', statement: 'Making inferences on the basis of what is being said and done.' };
    const a = generateAssessment({ title: 'Inference', description: '', yearLevel: 'Year 1', subject: 'English', outcomes: [inferring], seed: 's' });
    expect(a.items.filter((i) => i.stimulus).map((i) => i.stimulus!.title)).toEqual(['Passage', 'Passage']);
  });
});
