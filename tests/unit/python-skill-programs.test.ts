import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../server/generation/content/skills/schema.ts';

/**
 * The programs the Python skill shows students, with what each prints worked out by hand. The skill's text must state
 * exactly that output; where a Python 3 interpreter is installed, each program is also run and its output compared.
 */

interface Program {
  name: string;
  source: string;
  /** What the user types, one line per input() call. */
  typed?: string[];
  /** Everything the program writes to the screen when its input is piped (prompts are not followed by the typed text). */
  printed: string;
  /** The lines of the skill that show this program and state its output. */
  inSkill: string[];
}

const PROGRAMS: Program[] = [
  {
    name: 'greeting',
    source: 'name = input("What is your name? ")\nprint("Hello, " + name + "!")\n',
    typed: ['Sam'],
    printed: 'What is your name? Hello, Sam!\n',
    inSkill: ['name = input("What is your name? ")', 'print("Hello, " + name + "!")', 'It prints: Hello, Sam!'],
  },
  {
    name: 'countdown',
    source: 'count = 3\nwhile count > 0:\n    print(count)\n    count = count - 1\nprint("Lift off!")\n',
    printed: '3\n2\n1\nLift off!\n',
    inSkill: ['while count > 0: print(count) and count = count - 1', '3, 2, 1 and Lift off!, each on its own line.'],
  },
  {
    name: 'guessing game',
    source: [
      'secret = 7',
      'guess = 0',
      'tries = 0',
      'while guess != secret:',
      '    guess = int(input("Guess: "))',
      '    tries = tries + 1',
      '    if guess < secret:',
      '        print("Too low")',
      '    elif guess > secret:',
      '        print("Too high")',
      'print("Got it in", tries, "tries")',
      '',
    ].join('\n'),
    typed: ['4', '9', '7'],
    printed: 'Guess: Too low\nGuess: Too high\nGuess: Got it in 3 tries\n',
    inSkill: ['while guess != secret:', 'Too low, Too high, then Got it in 3 tries.'],
  },
  { name: 'joining strings', source: 'print("5" + "3")\n', printed: '53\n', inSkill: ['What does print("5" + "3") show?'] },
  { name: 'range', source: 'for i in range(3): print(i)\n', printed: '0\n1\n2\n', inSkill: ['for i in range(3): print(i)', '0, 1 and 2, each on its own line.'] },
  { name: 'adding to a variable', source: 'x = 10\nx = x + 5\nprint(x)\n', printed: '15\n', inSkill: ['x = 10, then x = x + 5, then print(x)', '15.'] },
  {
    name: 'a running total',
    source: 'total = 0\nfor n in range(1, 5): total = total + n\nprint(total)\n',
    printed: '10\n',
    inSkill: ['for n in range(1, 5): total = total + n', '10 (1 + 2 + 3 + 4).'],
  },
  {
    name: 'elif at 20',
    source: 'temp = 20\nif temp > 25: print("Hot")\nelif temp > 15: print("Warm")\nelse: print("Cold")\n',
    printed: 'Warm\n',
    inSkill: ['if temp > 25: print("Hot") elif temp > 15: print("Warm") else: print("Cold")', 'Warm (20 is not over 25, but it is over 15).'],
  },
  {
    name: 'elif at the boundary',
    source: 'temp = 25\nif temp > 25: print("Hot")\nelif temp > 15: print("Warm")\nelse: print("Cold")\n',
    printed: 'Warm\n',
    inSkill: ['with temp = 25', 'Warm (25 is not greater than 25, but it is greater than 15).'],
  },
  {
    name: 'five times table',
    source: 'for i in range(1, 11): print(5 * i)\n',
    printed: '5\n10\n15\n20\n25\n30\n35\n40\n45\n50\n',
    inSkill: ['for i in range(1, 11): print(5 * i) (it prints 5, 10, 15 … 50).'],
  },
];

const python = SKILLS.find((s) => s.id === 'python-programming')!;
const skillText = JSON.stringify(python);
const hasPython = spawnSync('python3', ['--version']).status === 0;

describe('the Python skill’s programs', () => {
  it.each(PROGRAMS)('states what “$name” prints', ({ inSkill }) => {
    for (const line of inSkill) expect(skillText).toContain(JSON.stringify(line).slice(1, -1));
  });

  it.skipIf(!hasPython).each(PROGRAMS)('prints what the skill says when “$name” runs', ({ source, typed, printed }) => {
    const output = execFileSync('python3', ['-c', source], { input: (typed ?? []).map((t) => `${t}\n`).join(''), encoding: 'utf8' });
    expect(output).toBe(printed);
  });

  it('shows that input() gives text: adding 1 to what was typed stops with a TypeError', () => {
    expect(skillText).toContain('Python stops with a TypeError');
    if (!hasPython) return;
    const run = spawnSync('python3', ['-c', 'age = input("Age? ")\nprint(age + 1)\n'], { input: '12\n', encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('TypeError');
  });
});
