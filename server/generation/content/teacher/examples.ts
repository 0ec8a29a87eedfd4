import type { Block } from './blocks.ts';
import { PROBLEM_LABEL, SOLUTION_LABEL } from './cues.ts';
import { readsAsQuestion } from './questions.ts';
import type { Example } from './types.ts';

/**
 * The answer a worked example reaches when it has no "Answer:" line: its last step's result, in the example's own
 * words ("Divide both sides by 3: x = 5" gives "x = 5"; "So 2/3 of 12 = 8" gives "2/3 of 12 = 8").
 */
export function finalAnswer(steps: string[]): string {
  const last = (steps[steps.length - 1] ?? '').trim().replace(/\.$/, '');
  const concluded = /(?:^|[\s,;])(?:so|therefore|hence|the answer is|answer)[:,]?\s+(.+)$/i.exec(last);
  if (concluded) return concluded[1]!;
  if (last.includes(':')) return last.slice(last.lastIndexOf(':') + 1).trim();
  const equation = /(\p{L}\s*=\s*[^=]+)$/u.exec(last);
  if (equation) return equation[1]!.trim();
  return last.includes('=') ? last.slice(last.lastIndexOf('=') + 1).trim() : last;
}

const TEXT_KINDS = new Set<Block['kind']>(['line', 'item', 'bullet', 'part']);
const textOf = (block: Block) => ('text' in block ? block.text : '');

/**
 * A worked-example section read into its examples: the problem, then its steps ("Step 1 …" or the lines of working
 * under the problem), then its answer. A numbered question after a finished example starts the practice that
 * follows it, which is returned unread.
 */
export function readExamples(blocks: Block[], sliceId: string): { examples: Example[]; rest: Block[] } {
  const examples: Example[] = [];
  let problem: string[] = [];
  let steps: string[] = [];
  let answer = '';
  const close = () => {
    if (problem.length && (steps.length || answer)) examples.push({ sliceId, problem: problem.join(' '), steps, answer: answer || finalAnswer(steps) });
    problem = [];
    steps = [];
    answer = '';
  };
  for (const [index, block] of blocks.entries()) {
    const text = textOf(block).trim();
    if (block.kind === 'item' && (steps.length || answer) && readsAsQuestion(text)) {
      close();
      return { examples, rest: blocks.slice(index) };
    }
    if (block.kind === 'step') steps.push(text);
    else if (block.kind === 'answer') {
      answer = text;
      close();
    } else if (TEXT_KINDS.has(block.kind) && text) {
      if (SOLUTION_LABEL.test(text)) {
        const working = text.replace(SOLUTION_LABEL, '');
        if (working) steps.push(working);
      } else if (!steps.length && (!problem.length || /:$/.test(problem[problem.length - 1]!))) problem.push(text.replace(PROBLEM_LABEL, ''));
      else steps.push(text);
    }
  }
  close();
  return { examples, rest: [] };
}
