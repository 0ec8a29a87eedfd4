import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../../server/curriculum/seed.ts';
import type { ContentContext } from '../../server/generation/content/index.ts';
import { addBinary, binaryValue, hexValue, nibbles, toBinary, toHex } from '../../server/generation/content/number-bases/binary.ts';
import { numberBasesContent } from '../../server/generation/content/number-bases/index.ts';
import type { CheckItem, OutcomeContent, OutcomeRef } from '../../server/generation/types.ts';

const seed = readSeedFiles().flatMap(({ file }) => file.outcomes);
const seeded = new Map(seed.map((o) => [o.code, o] as const));
function outcome(code: string): OutcomeRef {
  const o = seeded.get(code);
  if (!o) throw new Error(`${code} is not in the seed`);
  return { code: o.code, shortCode: o.shortCode, statement: o.statement, framework: o.framework, subject: o.subject, strand: o.strand, levels: o.levels };
}
const lesson = (grade: number, subject = 'Digital Technologies', topic = 'Lesson', description = '', seedText = 'lesson-1'): ContentContext => ({
  yearLevel: `Year ${grade}`,
  grade,
  subject,
  topic,
  description,
  seed: seedText,
});
const contentOf = (code: string, context: ContentContext): OutcomeContent => {
  const content = numberBasesContent(outcome(code), context);
  if (!content) throw new Error(`no number-bases content for ${code}`);
  return content;
};

describe('binary arithmetic', () => {
  it('converts with place values, as literal answers say', () => {
    expect(toBinary(45)).toBe('101101');
    expect(toBinary(45, 8)).toBe('00101101');
    expect(toBinary(13, 5)).toBe('01101');
    expect(toBinary(0)).toBe('0');
    expect(toBinary(255)).toBe('11111111');
    expect(binaryValue('101101')).toBe(45);
    expect(binaryValue('11111')).toBe(31);
    expect(() => toBinary(32, 5)).toThrow(RangeError);
  });

  it('adds column by column with carries', () => {
    expect(addBinary('1011', '0110').sum).toBe('10001');
    expect(addBinary('1', '1').sum).toBe('10');
    expect(addBinary('111', '1').sum).toBe('1000');
    expect(addBinary('1011', '0110').columns.map((c) => c.carryOut)).toEqual([0, 1, 1, 1]);
  });

  it('groups bits in fours for hexadecimal', () => {
    expect(nibbles('11010110')).toEqual(['1101', '0110']);
    expect(toHex(214)).toBe('D6');
    expect(toHex(255)).toBe('FF');
    expect(toHex(10)).toBe('A');
    expect(hexValue('2F')).toBe(47);
    expect(hexValue('ff')).toBe(255);
  });

  it('agrees with parseInt and toString for every byte', () => {
    for (let n = 0; n <= 255; n++) {
      expect(parseInt(toBinary(n), 2)).toBe(n);
      expect(toHex(n)).toBe(n.toString(16).toUpperCase());
      for (let m = 0; m <= 255; m += 17) expect(parseInt(addBinary(toBinary(n), toBinary(m)).sum, 2)).toBe(n + m);
    }
  });
});

describe('which outcomes number-bases content is for', () => {
  const matched = [
    'AC9TDI6K03',
    'AC9TDI6K04',
    'AC9TDI8K03',
    'AC9TDI8K04',
    'ACTDIK015',
    'ACTDIK024',
    'NC-CO-KS3-SIMPLE-BOOLEAN-LOGIC-EXAMPLE-CIRCUITS',
    'NC-CO-KS3-INSTRUCTIONS-STORED-EXECUTED-COMPUTER-SYSTEM',
  ];
  const gradeOf = (code: string) => (seeded.get(code)!.levels.includes('7') ? 8 : 6);

  it('finds exactly the outcomes of the seed whose own words are about binary or data as numbers', () => {
    const found = seed.filter((o) => numberBasesContent(outcome(o.code), lesson(gradeOf(o.code) || 6, o.subject ?? ''))).map((o) => o.code);
    expect(found.sort()).toEqual([...matched].sort());
  });

  const nearMisses = [
    ['AC9TDI4K03', 'the same data represented differently'],
    ['ACTDIK008', 'types of data'],
    ['AC9TDI2K02', 'data as pictures, symbols, numbers and words'],
    ['AC9TDI10K03', 'data compression'],
    ['AC9TDI10P09', 'programs, whose elaborations mention binary search'],
    ['AC9TDI8P01', 'acquiring data in spreadsheets'],
    ['NC-CO-KS2-SELECT-COMBINE-VARIETY-SOFTWARE-INTERNET', 'collecting and presenting data'],
    ['ACLKOU147', 'Korean number systems'],
  ] as const;
  it.each(nearMisses)('%s (%s) gets none from its own words', (code) => {
    expect(numberBasesContent(outcome(code), lesson(8, seeded.get(code)!.subject ?? ''))).toBeUndefined();
  });

  it('takes a computing outcome the lesson names binary for, but not a class younger than Grade 3', () => {
    expect(numberBasesContent(outcome('AC9TDI4K03'), lesson(4, 'Digital Technologies', 'Binary cards'))).toBeDefined();
    expect(numberBasesContent(outcome('AC9TDI6K04'), lesson(2))).toBeUndefined();
    expect(numberBasesContent(outcome('ACLKOU147'), lesson(4, 'Korean', 'Counting in Korean', 'the two number systems'))).toBeUndefined();
  });
});

/** Every item of the content with a prompt and an answer, worked examples included. */
const items = (c: OutcomeContent): CheckItem[] => [...c.practice, ...c.checks, ...c.retrieval, ...c.workedExamples.map((w) => ({ prompt: w.problem, answer: w.answer }))];

/** Re-checks a computed item with parseInt, a different method from the generator's place values. */
function checkItem(item: CheckItem): number {
  const { prompt, answer } = item;
  let m: RegExpExecArray | null;
  if ((m = /^Convert the binary number ([01]+) to (?:decimal|denary)\.$/.exec(prompt))) expect(answer).toBe(String(parseInt(m[1]!, 2)));
  else if ((m = /^Write (\d+) as a binary number with (\d+) bits\.$/.exec(prompt))) {
    expect(parseInt(answer, 2), prompt).toBe(Number(m[1]));
    expect(answer.length, prompt).toBe(Math.max(Number(m[2]), Number(m[1]).toString(2).length));
  } else if ((m = /^Add the binary numbers ([01]+) \+ ([01]+)\.$/.exec(prompt))) expect(parseInt(answer, 2)).toBe(parseInt(m[1]!, 2) + parseInt(m[2]!, 2));
  else if ((m = /^Convert the binary number ([01]+) to hexadecimal\.$/.exec(prompt))) expect(answer).toBe(parseInt(m[1]!, 2).toString(16).toUpperCase());
  else if ((m = /^Convert the hexadecimal number ([0-9A-F]+) to (?:decimal|denary)\.$/.exec(prompt))) expect(answer).toBe(String(parseInt(m[1]!, 16)));
  else if ((m = /write the letter ([A-Z]) as a 5-bit binary number\.$/.exec(prompt))) expect(parseInt(answer, 2)).toBe(m[1]!.charCodeAt(0) - 64);
  else if ((m = /^The character code of ([A-Z]) is (\d+)\./.exec(prompt))) {
    expect(Number(m[2])).toBe(m[1]!.charCodeAt(0));
    expect(parseInt(answer, 2)).toBe(Number(m[2]));
  } else if ((m = /^How many different numbers can (\d+) bits store\?$/.exec(prompt))) expect(answer).toBe(`${2 ** Number(m[1])} (0 to ${2 ** Number(m[1]) - 1})`);
  else if ((m = /^What is the largest number (\d+) bits can store\?/.exec(prompt))) expect(answer).toBe(`${'1'.repeat(Number(m[1]))} = ${2 ** Number(m[1]) - 1}`);
  else if ((m = /^How many bits are there in (\d+) bytes\?$/.exec(prompt))) expect(answer).toBe(String(8 * Number(m[1])));
  else if ((m = /^Which binary number is (\d+)\?$/.exec(prompt))) {
    expect(item.options).toContain(answer);
    for (const option of item.options!) expect(parseInt(option, 2) === Number(m[1]), option).toBe(option === answer);
  } else if ((m = /^What is the (\d) worth in ([\d,]+)\?$/.exec(prompt))) {
    const digits = m[2]!.replace(/,/g, '');
    expect(answer.replace(/,/g, '')).toBe(String(Number(m[1]) * 10 ** (digits.length - 1 - digits.indexOf(m[1]!))));
  } else if ((m = /^Double (\d+)\.$/.exec(prompt))) expect(answer).toBe(String(2 * Number(m[1])));
  else if (/^Why do computers/.test(prompt)) expect(answer).toMatch(/two states/);
  else return 0;
  return 1;
}

/** The arithmetic written in a worked example's steps: "45 − 32 = 13", "16 + 4 + 2 = 22", column sums. */
function checkSteps(steps: string[]): void {
  for (const step of steps) {
    for (const [, a, b, c] of step.matchAll(/(\d+) − (\d+) = (\d+)/g)) expect(Number(a) - Number(b), step).toBe(Number(c));
    // Column steps write their totals in binary; they are checked below.
    if (!/column/.test(step)) for (const [, sum, total] of step.matchAll(/((?:\d+ \+ )+\d+) = (\d+)/g)) expect(sum!.split(' + ').reduce((s, n) => s + Number(n), 0), step).toBe(Number(total));
    const column = /column: ([\d +]+?)(?: \(carried\))? = (\d+)/.exec(step);
    if (column) expect(column[1]!.split(' + ').reduce((s, n) => s + Number(n), 0), step).toBe(parseInt(column[2]!, 2));
  }
}

describe('generated lessons, every answer re-checked', () => {
  const codes = ['AC9TDI6K04', 'AC9TDI8K03', 'NC-CO-KS3-SIMPLE-BOOLEAN-LOGIC-EXAMPLE-CIRCUITS'];
  const descriptions = ['', 'Binary cards: convert 13 and 21', 'Convert 45 and 200; add 1011 and 0110'];
  const lessons = codes.flatMap((code) =>
    [5, 6, 7, 8, 9].flatMap((grade) => descriptions.flatMap((description) => ['a', 'b', 'c', 'd'].map((s) => contentOf(code, lesson(grade, 'Computing', 'Binary', description, s))))),
  );

  it('checks every conversion, sum and count with parseInt', () => {
    let checked = 0;
    for (const c of lessons) {
      expect(c.practice.length).toBeGreaterThanOrEqual(6);
      for (const item of items(c)) {
        expect(item.answer.trim(), item.prompt).not.toBe('');
        checked += checkItem(item);
      }
      for (const w of c.workedExamples) checkSteps(w.steps);
    }
    expect(checked).toBeGreaterThan(lessons.length * 8);
  });

  it('gives the binary cards activity steps and an answer key that adds up', () => {
    for (const c of lessons) {
      const cards = c.activities.find((a) => a.startsWith('Binary cards (unplugged): 1. '));
      expect(cards).toBeDefined();
      for (const [, n, bits, parts] of cards!.matchAll(/(\d+) = ([01]+) \(([\d +]+)\)/g)) {
        expect(parseInt(bits!, 2)).toBe(Number(n));
        expect(parts!.split(' + ').reduce((s, p) => s + Number(p), 0)).toBe(Number(n));
      }
    }
  });
});

describe('pitched to the class and to the teacher’s numbers', () => {
  const hingeOf = (c: OutcomeContent) => c.checks.find((check) => check.options)!;

  it('uses five cards in Year 6, a byte in Year 7 and hexadecimal from Year 8', () => {
    const year6 = contentOf('AC9TDI6K04', lesson(6));
    expect(hingeOf(year6).answer).toHaveLength(5);
    expect(year6.activities[0]).toContain('with 16, 8, 4, 2 and 1 dots');
    expect(year6.source).not.toMatch(/hexadecimal|addition/);
    const year7 = contentOf('AC9TDI8K04', lesson(7));
    expect(hingeOf(year7).answer).toHaveLength(8);
    expect(year7.source).toMatch(/binary addition/);
    expect(year7.source).not.toMatch(/hexadecimal/);
    const year8 = contentOf('AC9TDI8K04', lesson(8));
    expect(year8.source).toMatch(/hexadecimal/);
    expect(year8.keywords.map((k) => k.term)).toEqual(expect.arrayContaining(['binary', 'bit', 'byte', 'hexadecimal']));
  });

  it('names base 10 as the class does: denary in England, decimal elsewhere', () => {
    expect(contentOf('NC-CO-KS3-SIMPLE-BOOLEAN-LOGIC-EXAMPLE-CIRCUITS', lesson(8, 'Computing')).workedExamples[0]!.problem).toMatch(/to denary\.$/);
    expect(contentOf('AC9TDI8K04', lesson(8)).workedExamples[0]!.problem).toMatch(/to decimal\.$/);
  });

  it('converts the numbers the teacher named first, with the bits they need', () => {
    const c = contentOf('AC9TDI6K04', lesson(6, 'Digital Technologies', 'Binary', 'Convert 45 with the binary cards'));
    expect(c.workedExamples[1]).toMatchObject({ problem: 'Write 45 as a binary number with 6 bits.', answer: '101101' });
    expect(c.workedExamples[1]!.steps).toContain('32 fits into 45: write 1, and 45 − 32 = 13 is left.');
  });

  it('works the sum the teacher named', () => {
    const c = contentOf('NC-CO-KS3-SIMPLE-BOOLEAN-LOGIC-EXAMPLE-CIRCUITS', lesson(8, 'Computing', 'Binary addition', 'Add 1011 and 0110'));
    expect(c.workedExamples.find((w) => /^Add/.test(w.problem))).toMatchObject({ problem: 'Add the binary numbers 1011 + 0110.', answer: '10001' });
  });
});
