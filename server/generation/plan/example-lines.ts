import type { WorkedExample } from '../types.ts';

/**
 * A phase keeps one worked example in its own field; the others it models are lines of its explanation, so the plan
 * reads them in place: "Worked example (3.NF.A.3b): problem", the steps, "Answer: …". The code names the outcome for
 * the teacher; the slides read the lines back into examples and keep the code in the notes.
 */
export const exampleLines = (w: WorkedExample, code?: string) => [`Worked example${code ? ` (${code})` : ''}: ${w.problem}`, ...w.steps, `Answer: ${w.answer}`];

const EXAMPLE_LEAD = /^Worked example(?: \(([^)]+)\))?: (.+)$/;

/** An explanation read back: its own lines (the key ideas), and the worked examples written into it with exampleLines. */
export function explanationParts(lines: readonly string[]): { ideas: string[]; examples: { code?: string; example: WorkedExample }[] } {
  const ideas: string[] = [];
  const examples: { code?: string; example: WorkedExample }[] = [];
  let open: { code?: string; example: WorkedExample } | undefined;
  for (const line of lines) {
    const lead = EXAMPLE_LEAD.exec(line);
    if (lead) {
      open = { ...(lead[1] ? { code: lead[1] } : {}), example: { problem: lead[2]!, steps: [], answer: '' } };
      examples.push(open);
    } else if (open && line.startsWith('Answer: ')) {
      open.example.answer = line.slice('Answer: '.length);
      open = undefined;
    } else if (open) open.example.steps.push(line);
    else ideas.push(line);
  }
  return { ideas, examples };
}
