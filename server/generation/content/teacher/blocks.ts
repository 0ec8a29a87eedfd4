import { ANSWER_LABEL, HEADING_CUES, LABELLED_CUES, SOLUTION_LABEL, type SectionRole } from './cues.ts';
import { withoutBlanks } from './lines.ts';

/** A line of the teacher's file read for what it is: a heading, a numbered question, an option, a step, prose … */
export type Block =
  | { kind: 'heading'; text: string; role: SectionRole; inline: string }
  | { kind: 'item'; number: number; text: string }
  | { kind: 'part'; letter: string; text: string }
  | { kind: 'option'; letter: string; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'step'; number: number; text: string }
  | { kind: 'answer'; text: string }
  | { kind: 'line'; text: string };

/** "1. …", "1) …", "(1) …", "Q1 …", "Question 1: …", and "Question 1" alone above its question. */
const NUMBERED = /^(?:q(?:uestion)?\s*(\d{1,2})\b\s*[.):]?\s*|\(?(\d{1,2})[.)](?:\s+|$))(.*)$/i;
const PART = /^\(?([a-h])[.)]\s+(.+)$/;
const OPTION = /^\(?([A-E])[.)]\s+(.+)$/;
const BULLET = /^[•◦▪▫●○■□➢►✓✔*·\-–—]\s*(.+)$/u;
const STEP = /^step\s*(\d{1,2})\b\s*[:.)\-–]?\s*(.*)$/i;
const LABEL = /^(?:[A-Z0-9]{1,3}|\d{1,2}[A-Za-z]?|\([a-z0-9]{1,3}\))(?=$|[\s:.)–-])/;

/** The start of an entry: a numbered line, a bullet, "term – meaning". */
const RUN_IN_ENTRY = /^(?:\(?\d{1,2}[.)]\s|[•◦▪●]\s|\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,2}\s[–—-]\s)/u;
const RUN_IN_ROLES = new Set<SectionRole>(['answers', 'glossary', 'keyPoints', 'questions', 'checks', 'retrieval']);

const cues = Object.entries(HEADING_CUES)
  .flatMap(([role, words]) => words.map((word) => ({ role: role as SectionRole, word })))
  .sort((a, b) => b.word.length - a.word.length);

/**
 * The part of a file a heading names ("Answers", "Key words", "Source A: a letter …", "Worked example 2"), and what
 * follows its colon on the same line. A sentence that merely starts with such a word ("Read the text below.") is not
 * a heading.
 */
export function cueHeading(line: string): { role: SectionRole; text: string; inline: string } | undefined {
  // A table row ("Question | Answer") heads a column, not a part of the file.
  if (line.includes(' | ')) return undefined;
  const lower = line.toLowerCase();
  for (const { role, word } of cues) {
    if (!lower.startsWith(word) || /[\p{L}\p{N}]/u.test(lower.charAt(word.length))) continue;
    let rest = line.slice(word.length).trim();
    let head = line.slice(0, word.length);
    const label = LABEL.exec(rest);
    if (label) {
      head = `${head} ${label[0]}`;
      rest = rest.slice(label[0].length).trim();
    }
    // A heading the extraction ran into its first entry: "Key words chlorophyll – the green …", "Answers 1. 3/4 …".
    if (RUN_IN_ROLES.has(role) && RUN_IN_ENTRY.test(rest)) return { role, text: head.trim(), inline: rest };
    const colon = /^[:.–-]\s*(.*)$/.exec(rest);
    if (colon && (colon[1] || rest.startsWith(':'))) return { role, text: head.trim(), inline: colon[1]!.trim() };
    if (!rest) return { role, text: head.trim(), inline: '' };
    // "Answers to worksheet 3B", "Questions on Source A": a few more words, not a sentence.
    if (!LABELLED_CUES.has(word) && /^[\p{L}\p{N}(]/u.test(rest) && rest.split(/\s+/).length <= 6 && !/[.!?]$/.test(rest) && line.length <= 60) return { role, text: line.trim(), inline: '' };
  }
  return undefined;
}

/** A line short enough to be a title and not ending like a sentence or a list entry. */
export const headingLike = (line: string) =>
  line.length <= 70 &&
  !line.includes(' | ') &&
  !SOLUTION_LABEL.test(line) &&
  line.split(/\s+/).length <= 10 &&
  /^(?:\d{1,2}(?:\.\d{1,2})*\s+)?\p{Lu}/u.test(line) && !/[.,;:!?=]$/.test(line) && !/[=+×÷<>]|\d\s*\/\s*\d/.test(line);

/** Whether a question, step or item reads as finished, so the next line is not its continuation. */
export const readsComplete = (text: string) => /[.?!:;=)\]"”’%]$|\d$/.test(text);

function classify(line: string): Block {
  const step = STEP.exec(line);
  if (step) return { kind: 'step', number: Number(step[1]), text: step[2]! };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { kind: 'item', number: Number(numbered[1] ?? numbered[2]), text: withoutBlanks(numbered[3]!) };
  const answer = ANSWER_LABEL.exec(line);
  if (answer && !/^[Aa][.)]\s/.test(line)) return { kind: 'answer', text: withoutBlanks(line.slice(answer[0].length)) };
  const option = OPTION.exec(line);
  if (option) return { kind: 'option', letter: option[1]!, text: withoutBlanks(option[2]!) };
  const part = PART.exec(line);
  if (part) return { kind: 'part', letter: part[1]!, text: withoutBlanks(part[2]!) };
  const heading = cueHeading(line);
  if (heading) return { kind: 'heading', ...heading };
  const bullet = BULLET.exec(line);
  if (bullet) return { kind: 'bullet', text: bullet[1]! };
  return { kind: 'line', text: line };
}

/** Whether the line starts something of its own (a question, option, step, heading, answer), not prose. */
export const startsEntry = (line: string) => classify(line).kind !== 'line';

const CONTINUABLE = new Set<Block['kind']>(['item', 'part', 'option', 'bullet', 'step', 'answer']);
const IN_A_SET = new Set<Block['kind']>(['item', 'part', 'option', 'answer']);

/**
 * The lines as blocks. A plain line continues the question, option or step above it when that one has not finished
 * ("What fraction of the pizza did" / "they eat altogether?") or when the set goes on after it ("2. How far do the
 * sources agree?" / "Use both sources." / "3. …"). A short title-like line after a finished line is a heading;
 * three or more such lines together are verse or a list, not headings.
 */
export function blocksOf(lines: string[]): Block[] {
  const classified = lines.map(classify);
  const blocks: Block[] = [];
  classified.forEach((block, index) => {
    const previous = blocks[blocks.length - 1];
    if (block.kind !== 'line') {
      blocks.push(block);
      return;
    }
    const text = block.text;
    if (previous && CONTINUABLE.has(previous.kind) && 'text' in previous) {
      const next = classified.slice(index + 1).find((b) => b.kind !== 'line');
      const unfinished = !readsComplete(previous.text);
      const withinSet = IN_A_SET.has(previous.kind) && next !== undefined && IN_A_SET.has(next.kind) && classified[index + 1]?.kind !== 'line';
      if (unfinished || withinSet) {
        previous.text = withoutBlanks(previous.text ? `${previous.text} ${text}` : text);
        return;
      }
    }
    const run = headingRun(classified, index);
    const afterFinished = !previous || previous.kind === 'heading' || !('text' in previous) || readsComplete(previous.text) || CONTINUABLE.has(previous.kind);
    if (headingLike(text) && afterFinished && run < 3 && classified[index + 1] !== undefined) {
      blocks.push({ kind: 'heading', text, role: 'other', inline: '' });
      return;
    }
    blocks.push(block);
  });
  return blocks;
}

/** How many title-like plain lines stand together around this one. */
function headingRun(blocks: Block[], index: number): number {
  const titleLike = (b: Block | undefined) => b?.kind === 'line' && headingLike(b.text);
  let start = index;
  while (titleLike(blocks[start - 1])) start -= 1;
  let end = index;
  while (titleLike(blocks[end + 1])) end += 1;
  return end - start + 1;
}
