import type { Misconception } from '../../../types.ts';
import type { SubjectSet } from '../types.ts';

const SOURCES = {
  acara: 'Australian Curriculum v9.0 Digital Technologies, content elaborations of AC9TDI6P02, AC9TDI8P05 and AC9TDI8P06 (ACARA, CC BY 4.0).',
  pea: 'Pea, R. D. (1986). Language-independent conceptual “bugs” in novice programming. Journal of Educational Computing Research, 2(1).',
  duBoulay: 'du Boulay, B. (1986). Some difficulties of learning to program. Journal of Educational Computing Research, 2(1).',
  sorva: 'Sorva, J. (2013). Notional machines and introductory programming education. ACM Transactions on Computing Education, 13(2).',
};

const COMPUTER_KNOWS: Misconception = {
  misconception: 'The computer understands what I meant, so it will do the sensible thing even if a step is missing.',
  response: 'Act out an algorithm exactly as written (a student “robot” follows instructions literally): missing or wrong steps give wrong results, so every step and decision must be written down.',
  source: SOURCES.pea,
};

const LOOP_STOPS_EARLY: Misconception = {
  misconception: 'A loop stops the moment its condition becomes false, even in the middle of the steps inside it.',
  response: 'Trace a loop in a table, one row per pass: the condition is checked only at the start of each pass, so the steps inside always finish first.',
  source: SOURCES.duBoulay,
};

const VARIABLE_REMEMBERS: Misconception = {
  misconception: 'A variable keeps all the values it has been given, or “total = total + 2” is an impossible equation.',
  response: 'Model a variable as a labelled box holding one value: setting it again throws the old value away; “total = total + 2” means “work out total + 2, then put the answer in the box”.',
  source: `${SOURCES.duBoulay}; ${SOURCES.sorva}`,
};

const TRANSPORT = `IF distance < 2 THEN
  travel ← "walk"
ELSE IF distance < 5 THEN
  travel ← "ride a bike"
ELSE
  travel ← "catch the bus"
END IF`;

const EVEN_TOTAL = `total ← 0
count ← 1
WHILE count ≤ 4
  IF count is even THEN total ← total + count
  count ← count + 1
END WHILE
DISPLAY total`;

/** AU v9 Digital Technologies Years 5–6: algorithms with branching and iteration. */
export const algorithmsYears5and6: SubjectSet = {
  id: 'algorithms-5-6',
  title: 'Algorithms with branching and iteration (Digital Technologies, Years 5–6)',
  codes: ['AC9TDI6P02'],
  sources: SOURCES,
  keyPoints: [
    { text: 'An algorithm is a precise list of steps that solves a problem; the order of the steps matters.', source: 'acara' },
    { text: 'Branching (IF … THEN … ELSE) chooses between steps depending on a condition that is true or false.', source: 'acara' },
    { text: 'Iteration repeats steps, either a set number of times or until a condition is met.', source: 'acara' },
    { text: 'Test an algorithm by following it with sample inputs and checking the output.', source: 'acara' },
  ],
  priorKnowledge: ['Following and writing a sequence of steps (Years 3–4).', 'Comparing numbers with < and >.'],
  misconceptions: [COMPUTER_KNOWS, LOOP_STOPS_EARLY],
  keywords: [
    { term: 'algorithm', definition: 'A precise, step-by-step set of instructions for solving a problem.' },
    { term: 'branching', definition: 'A point in an algorithm where it chooses what to do next, depending on whether a condition is true.' },
    { term: 'iteration', definition: 'Repeating a set of steps in an algorithm; also called a loop.' },
    { term: 'condition', definition: 'A question in an algorithm whose answer is true or false, such as “distance < 2”.' },
  ],
  workedExamples: [
    {
      problem: `Follow this algorithm for a distance of 3 km:\n${TRANSPORT}`,
      steps: ['Is 3 < 2? No, so skip the first branch.', 'Is 3 < 5? Yes, so travel ← "ride a bike".', 'The ELSE branch is skipped.'],
      answer: 'ride a bike',
    },
    {
      problem: 'Write an algorithm that asks for a number 5 times and adds each one to a running total.',
      steps: ['Set total to 0 before the loop.', 'Repeat 5 times: ask for a number, add it to total.', 'After the loop, display total.'],
      answer: 'total ← 0; REPEAT 5 TIMES: INPUT n, total ← total + n; END REPEAT; DISPLAY total',
    },
  ],
  practice: [
    { prompt: `Using the transport algorithm, what is travel for a distance of 1.5 km?\n${TRANSPORT}`, answer: 'walk (1.5 < 2 is true)' },
    { prompt: 'Using the transport algorithm, what is travel for a distance of exactly 5 km?', answer: 'catch the bus (5 < 2 and 5 < 5 are both false)' },
    { prompt: 'How many times does “clap” happen? REPEAT 3 TIMES: clap, clap; END REPEAT', answer: '6 times (2 claps × 3 repeats)' },
    {
      prompt: 'Change the transport algorithm so that distances under 1 km mean “walk” and 1 km up to under 5 km mean “ride a bike”.',
      answer: 'Change the first condition to distance < 1: IF distance < 1 THEN walk ELSE IF distance < 5 THEN ride a bike ELSE catch the bus.',
    },
  ],
  checks: [
    {
      prompt: 'In the transport algorithm, which distance gives “ride a bike”?',
      options: ['1 km', '4 km', '6 km'],
      answer: '4 km',
    },
    { prompt: 'What is the difference between branching and iteration?', answer: 'Branching chooses between steps; iteration repeats steps.' },
  ],
  retrieval: [
    { prompt: 'Why does the order of steps in an algorithm matter?', answer: 'Steps done in a different order can give a different (wrong) result, e.g. putting shoes on before socks.' },
    { prompt: 'Is 7 < 5 true or false?', answer: 'False' },
  ],
  texts: [],
  activities: [
    'Human robot: pairs write an algorithm with at least one IF … ELSE and one loop to guide a partner through a chalk maze; the partner follows it literally, and pairs fix the algorithm until it works for two different start points.',
  ],
  materials: ['Chalk or masking tape for floor mazes', 'Algorithm planning sheet', 'Block-based programming environment (e.g. Scratch) for extension'],
  safety: [],
};

/** AU v9 Digital Technologies Years 7–8: nested control structures, flowcharts, pseudocode and tracing. */
export const algorithmsYears7and8: SubjectSet = {
  id: 'algorithms-7-8',
  title: 'Designing and tracing algorithms (Digital Technologies, Years 7–8)',
  codes: ['AC9TDI8P05', 'AC9TDI8P06'],
  sources: SOURCES,
  keyPoints: [
    { text: 'Control structures are sequence, branching (selection) and iteration; they can be nested, e.g. an IF inside a loop.', source: 'acara' },
    { text: 'Flowcharts show decisions as diamonds and steps as rectangles; pseudocode writes the same logic as structured text.', source: 'acara' },
    { text: 'A trace table records the value of every variable after each step, to predict the output and find errors.', source: 'acara' },
    { text: 'Test cases pair an input with the expected output; a mismatch with the actual output shows an error.', source: 'acara' },
  ],
  priorKnowledge: ['Branching and iteration in algorithms (Years 5–6).', 'Variables that store a value.'],
  misconceptions: [LOOP_STOPS_EARLY, VARIABLE_REMEMBERS, COMPUTER_KNOWS],
  keywords: [
    { term: 'nested', definition: 'Placed inside another control structure, such as an IF inside a loop.' },
    { term: 'pseudocode', definition: 'Structured, plain-language instructions that describe an algorithm without a real programming language.' },
    { term: 'flowchart', definition: 'A diagram of an algorithm: rectangles for steps, diamonds for decisions, arrows for the order.' },
    { term: 'trace table', definition: 'A table showing the value of each variable as an algorithm runs, step by step.' },
    { term: 'variable', definition: 'A named store for one value that can change while the algorithm runs.' },
  ],
  workedExamples: [
    {
      problem: `Trace this algorithm and give its output:\n${EVEN_TOTAL}`,
      steps: [
        'Start: total = 0, count = 1.',
        'count = 1: 1 ≤ 4, odd, total stays 0; count becomes 2.',
        'count = 2: even, total = 0 + 2 = 2; count becomes 3.',
        'count = 3: odd, total stays 2; count becomes 4.',
        'count = 4: even, total = 2 + 4 = 6; count becomes 5.',
        'count = 5: 5 ≤ 4 is false, so the loop ends.',
      ],
      answer: 'Output: 6',
    },
  ],
  practice: [
    { prompt: 'In the trace above, how many times is the loop condition checked?', answer: '5 times (count = 1, 2, 3, 4 and 5)' },
    { prompt: 'What is displayed if the loop condition is changed to WHILE count ≤ 6?', answer: '12 (2 + 4 + 6)' },
    {
      prompt: 'A student wrote “WHILE count < 4” by mistake. What is displayed, and which test case would catch the error?',
      answer: '2 (count = 4 is never added); a test case with the expected output 6 for the range 1 to 4 catches it.',
    },
    {
      prompt: 'Trace: x ← 10; REPEAT 3 TIMES: x ← x − 3; END REPEAT; DISPLAY x',
      answer: '1 (10 → 7 → 4 → 1)',
    },
  ],
  checks: [
    {
      prompt: 'After this runs, what is n? n ← 2; n ← n × 3; n ← n + 1',
      options: ['6', '7', '9'],
      answer: '7',
    },
    { prompt: 'Which flowchart shape shows a decision?', answer: 'A diamond' },
  ],
  retrieval: [
    { prompt: 'What does IF … ELSE do in an algorithm?', answer: 'It chooses one of two paths depending on whether a condition is true or false.' },
    { prompt: 'Name the three basic control structures.', answer: 'Sequence, branching (selection) and iteration' },
  ],
  texts: [],
  activities: [
    'Trace and debug: students draw a trace table for the even-total algorithm, predict the output, then run it in a programming environment; each pair writes two test cases (input range and expected output) and swaps with another pair to find a planted error.',
  ],
  materials: ['Trace table worksheet', 'Flowchart symbols card', 'A programming environment (e.g. Python or a block-based editor)'],
  safety: [],
};
