import { joinWrappedLines, readableLine } from '../../../processing/extract/readable-text.ts';
import { FURNITURE, PAGE_NUMBER } from './cues.ts';

/**
 * The teacher's text as lines a reader can work on: one line per paragraph or list item. Extraction usually joined
 * them already; where it did not (pdftotext's own line breaks, a pasted text), a word broken at a line's end is
 * mended, a line that plainly goes on (it ends mid-sentence and the next starts in lower case) is joined to the next,
 * and so is a line that reaches the page's width, unless the next starts something of its own. An empty line ends a
 * paragraph, as pdftotext writes it.
 */

const ENDS_SENTENCE = /[.!?:;"”’)\]]$/;
const BROKEN_WORD = /\p{L}-$/u;
const STARTS_LOWER = /^\p{Ll}/u;
/** Wrapped lines are about this long; a verse line or a heading is shorter and is left as it is. */
const WRAPPED_LINE = 40;
/** A line that starts an entry of its own: a list item, or a glossary's "term – meaning". */
const OWN_ENTRY = /^(?:[•◦▪●\-–*]|\(?\d{1,2}[.)]|\(?[a-h][.)]\s|[\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}\s(?:[–—|-]|:)\s)/u;

/** The text's lines, tidied; an empty line stays (one for several) where pdftotext marks a paragraph's end. */
export function rawLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map(readableLine);
  return lines.filter((line, i) => line || (i > 0 && lines[i - 1] && lines.slice(i + 1).some(Boolean)));
}

/** pdftotext breaks prose at about this many characters; a file whose lines run longer has a line per paragraph. */
const PAGE_WIDTH = { min: 60, max: 130 };
/** A line this near the page's width was broken by the layout, not by the writer. */
const FULL_LINE = 0.75;

/**
 * `startsEntry` tells a line that starts something of its own (a question, a heading, a glossary entry), which no
 * line before it runs into.
 */
export function mendedLines(lines: string[], startsEntry: (line: string) => boolean = () => false): string[] {
  const lengths = lines.filter(Boolean).map((l) => l.length).sort((a, b) => a - b);
  const width = lengths[Math.floor(0.8 * (lengths.length - 1))] ?? 0;
  const wrapsAtWidth = lengths.length >= 4 && width >= PAGE_WIDTH.min && width <= PAGE_WIDTH.max;
  const out: string[] = [];
  let before: string | undefined;
  for (const line of lines) {
    if (!line) {
      // A paragraph ends here: nothing runs on across it.
      before = undefined;
      out.push('');
      continue;
    }
    const previous = out[out.length - 1] || undefined;
    const own = OWN_ENTRY.test(line) || startsEntry(line);
    const broken = previous !== undefined && BROKEN_WORD.test(previous) && STARTS_LOWER.test(line);
    const wrapped = previous !== undefined && previous.length >= WRAPPED_LINE && !ENDS_SENTENCE.test(previous) && STARTS_LOWER.test(line) && !own;
    const full = previous !== undefined && wrapsAtWidth && (before ?? '').length >= FULL_LINE * width && !own && !/[:,]$/.test(previous);
    if (broken || wrapped || full) out[out.length - 1] = joinWrappedLines(previous, line);
    else out.push(line);
    before = line;
  }
  return out.filter(Boolean);
}

/** A line of a page's running head or foot compared across pages: its page number is what changes. */
const runningKey = (line: string) => line.toLowerCase().replace(/\d+/g, '#');
/** Running heads and feet sit among a page's first and last lines. */
const EDGE = 2;

/**
 * Each slice's lines without what a file prints around its content: page numbers, copyright lines, "Name: ____",
 * and lines that open or close two or more pages of one upload (a running head such as "Year 7 Maths · Fractions").
 * `keep` spares lines that only look repeated, such as a heading each page opens with.
 */
export function withoutFurniture(pages: string[][], keep: (line: string) => boolean): string[][] {
  const edgesOf = (lines: string[]) => {
    const content = lines.filter(Boolean);
    return new Set([...content.slice(0, EDGE), ...content.slice(-EDGE)]);
  };
  const edgeCounts = new Map<string, number>();
  for (const lines of pages) for (const key of new Set([...edgesOf(lines)].map(runningKey))) edgeCounts.set(key, (edgeCounts.get(key) ?? 0) + 1);
  return pages.map((lines) => {
    const edges = edgesOf(lines);
    const content = lines.filter(Boolean);
    const [first, last] = [content[0], content[content.length - 1]];
    return lines.filter((line) => {
      if (!line) return true;
      if (FURNITURE.some((pattern) => pattern.test(line))) return false;
      // A number alone is a page number only as a page's very first or last line; inside, it may be an answer.
      if ((line === first || line === last) && PAGE_NUMBER.test(line)) return false;
      // Only a line with words runs along the pages; a number alone may be an answer.
      return !(edges.has(line) && /\p{L}/u.test(line) && pages.length > 1 && (edgeCounts.get(runningKey(line)) ?? 0) > 1 && !keep(line));
    });
  });
}

/** Blanks left for students to write in ("= ______", "Answer: ………") are not part of the question. */
export const withoutBlanks = (text: string) => text.replace(/\s*(?:_{2,}|\.{4,}|…{2,})\s*/g, ' ').replace(/\s{2,}/g, ' ').trim();
