import { joinWrappedLines, readableLine } from './readable-text.ts';

/** A run of text where a PDF page draws it (pdfjs's TextItem, reduced to what reading order needs). */
export interface PlacedText {
  str: string;
  /** pdfjs's text matrix: [scaleX, skewY, skewX, scaleY, x, y] in PDF units, y growing up the page. */
  transform: number[];
  width: number;
  hasEOL: boolean;
}

interface Line {
  text: string;
  x: number;
  y: number;
  /** Where the last run on the line ends. */
  end: number;
  size: number;
}

/** A gap wider than this share of the font size between two runs on one line is a space the PDF did not write. */
const WORD_GAP = 0.2;
/** Runs whose baselines differ by less than this share of the font size sit on one line (superscripts included). */
const SAME_LINE = 0.5;
/** Lines further apart than this many font sizes belong to different paragraphs. */
const PARAGRAPH_GAP = 1.6;
/** A change of font size by more than this ratio starts a new paragraph (a heading and its body). */
const SIZE_CHANGE = 1.2;
const LIST_ITEM = /^(?:[•◦▪‣●○■□–—*-]\s|\(?\d{1,3}[.)]\s|\(?[a-z][.)]\s)/u;
/** A line that is nothing but a page number ("12", "Page 12", "- 12 -"): running furniture, not content. */
const PAGE_NUMBER_LINE = /^(?:page\s+)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s+of\s+\d{1,4})?$/i;

function fontSize(transform: number[]): number {
  return Math.hypot(transform[2] ?? 0, transform[3] ?? 0) || 1;
}

/** Runs in drawing order, gathered into lines; spaces added where runs sit apart with none between them. */
function linesOf(items: PlacedText[]): Line[] {
  const lines: Line[] = [];
  let open: Line | null = null;
  for (const item of items) {
    const size = fontSize(item.transform);
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    if (item.str) {
      const sameLine = open && Math.abs(open.y - y) <= SAME_LINE * Math.max(size, open.size) && x >= open.end - size;
      if (open && sameLine) {
        const gap = x - open.end;
        const spaced = /\s$/.test(open.text) || /^\s/.test(item.str);
        open.text += (!spaced && gap > WORD_GAP * Math.min(size, open.size) ? ' ' : '') + item.str;
        open.end = Math.max(open.end, x + item.width);
        open.size = Math.max(open.size, size);
      } else {
        open = { text: item.str, x, y, end: x + item.width, size };
        lines.push(open);
      }
    }
    if (item.hasEOL) open = null;
  }
  return lines.map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() })).filter((line) => line.text);
}

function startsParagraph(previous: Line, line: Line): boolean {
  const drop = previous.y - line.y;
  const size = Math.max(previous.size, line.size);
  if (drop <= 0 || drop > PARAGRAPH_GAP * size) return true;
  if (Math.max(previous.size, line.size) / Math.min(previous.size, line.size) > SIZE_CHANGE) return true;
  return LIST_ITEM.test(line.text);
}

/** A page's paragraphs, and whether its first and last lie in the top and bottom margins, where running lines go. */
export interface PageParagraphs {
  paragraphs: string[];
  firstInMargin: boolean;
  lastInMargin: boolean;
}

/** Running heads and feet sit within this share of the page's height from its top or bottom edge. */
const MARGIN = 0.08;

/**
 * The text of one PDF page as paragraphs, one per line: lines of a paragraph joined with words mended where the
 * layout hyphenated them, headings and list items on lines of their own, a bare page number at the top or the
 * bottom left out. '' for a page with no text.
 */
export function pageText(items: PlacedText[]): string {
  return pageParagraphs(items).paragraphs.join('\n');
}

/** pageText's paragraphs, one entry each; `box` is the page's [left, bottom, right, top] (pdfjs's `view`). */
export function pageParagraphs(items: PlacedText[], box?: number[]): PageParagraphs {
  const lines = linesOf(items);
  while (lines.length && PAGE_NUMBER_LINE.test(lines[lines.length - 1]!.text)) lines.pop();
  while (lines.length && PAGE_NUMBER_LINE.test(lines[0]!.text)) lines.shift();
  const paragraphs: string[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    if (!previous || startsParagraph(previous, line)) paragraphs.push(line.text);
    else paragraphs[paragraphs.length - 1] = joinWrappedLines(paragraphs[paragraphs.length - 1]!, line.text);
    previous = line;
  }
  const [, bottom = 0, , top = 0] = box ?? [];
  const margin = (top - bottom) * MARGIN;
  return {
    paragraphs: paragraphs.map(readableLine).filter(Boolean),
    firstInMargin: Boolean(box && lines.length && lines[0]!.y >= top - margin),
    lastInMargin: Boolean(box && lines.length && lines[lines.length - 1]!.y <= bottom + margin),
  };
}

/**
 * A running head or foot without its page number, so "Fractions workbook 14" and "… 15", or "Chapter 2 · page 14"
 * and "… page 15", are one line. Only a number at either end or after "page" counts: "Lesson 14: fractions" on one
 * page and "Lesson 15: fractions" on the next are headings of their own.
 */
const withoutNumbers = (line: string) =>
  line
    .replace(/\bpage\s+\d+(?:\s+of\s+\d+)?/gi, 'page #')
    .replace(/^\d+(?=\s*[|·•–—-]?\s*\D)/, '#')
    .replace(/(?<=\D)\d+$/, '#');
/** A first or last line repeated on this share of the pages (and on three at least) is a running head or foot. */
const RUNNING_SHARE = 0.5;

/**
 * Drops running heads and feet (a book's title at the top of every page, "Chapter 2 · page 14" at the foot): a
 * page's first or last paragraph, when it lies in the page's margin and the same line, numbers aside, lies there on
 * at least half the pages. A page keeps at least one paragraph.
 */
export function withoutRunningLines(pages: PageParagraphs[]): string[][] {
  const counts = (pick: (page: PageParagraphs) => string | undefined) => {
    const seen = new Map<string, number>();
    for (const page of pages) {
      const line = pick(page);
      if (line !== undefined) seen.set(withoutNumbers(line), (seen.get(withoutNumbers(line)) ?? 0) + 1);
    }
    return seen;
  };
  const threshold = Math.max(3, pages.filter((page) => page.paragraphs.length).length * RUNNING_SHARE);
  // A page's only paragraph is its content, however alike the pages are ("Answer sheet 1", "Answer sheet 2"…).
  const head = (page: PageParagraphs) => (page.firstInMargin && page.paragraphs.length > 1 ? page.paragraphs[0] : undefined);
  const foot = (page: PageParagraphs) => (page.lastInMargin && page.paragraphs.length > 1 ? page.paragraphs[page.paragraphs.length - 1] : undefined);
  const heads = counts(head);
  const feet = counts(foot);
  const running = (seen: Map<string, number>, line: string | undefined) => line !== undefined && (seen.get(withoutNumbers(line)) ?? 0) >= threshold;
  return pages.map((page) => {
    let kept = page.paragraphs;
    if (running(heads, head(page))) kept = kept.slice(1);
    if (running(feet, foot({ ...page, paragraphs: kept }))) kept = kept.slice(0, -1);
    return kept;
  });
}
