import type { PlacedText } from './pdf-text.ts';

/**
 * One page as `pdftotext -tsv` lays it out, in the shape pdfjs gives the reading-order code: each of poppler's lines
 * one run ending its line, so the same code finds the paragraphs, headings and running lines of both.
 */
export interface PopplerPage {
  pageNumber: number;
  /** The page's [left, bottom, right, top] (pdfjs's `view`), y counting up from the bottom as in PDF space. */
  box: number[];
  lines: PlacedText[];
}

/**
 * How far a word's box reaches below its baseline, as a share of the box's height. Poppler boxes a word from the
 * font's ascent to its descent: Helvetica's descent is 0.207 of a box 0.925 of the font size tall, and common text
 * fonts are alike, so this puts the baseline where pdfjs reports it to within a few hundredths of the font size.
 */
const DESCENT_SHARE = 0.22;

/** pdftotext's TSV columns: level, page_num, par_num, block_num, line_num, word_num, left, top, width, height, conf, text. */
const LEVEL_PAGE = '1';
const LEVEL_LINE = '4';
const LEVEL_WORD = '5';
const TEXT_COLUMN = 11;

interface OpenLine {
  words: string[];
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Reads pdftotext's TSV as it streams in, handing each page over once the next begins (or the output ends). The
 * height of poppler's line box stands in for the font size pdfjs reports: both scale with the type, so a heading
 * set larger than its text stands out from it by the same ratio.
 */
export function createTsvReader(onPage: (page: PopplerPage) => void): { write(chunk: string): void; end(): void } {
  let rest = '';
  let page: PopplerPage | null = null;
  let line: OpenLine | null = null;

  const closeLine = () => {
    if (page && line?.words.length) {
      const height = line.height || 1;
      const baseline = line.top + height * (1 - DESCENT_SHARE);
      page.lines.push({ str: line.words.join(' '), transform: [height, 0, 0, height, line.left, page.box[3]! - baseline], width: line.width, hasEOL: true });
    }
    line = null;
  };
  const closePage = () => {
    closeLine();
    if (page) onPage(page);
    page = null;
  };
  const readRow = (row: string) => {
    const level = row.slice(0, row.indexOf('\t'));
    if (level === LEVEL_WORD) {
      const text = columnFrom(row, TEXT_COLUMN);
      if (text) line?.words.push(text);
    } else if (level === LEVEL_LINE) {
      closeLine();
      const [, , , , , , left, top, width, height] = row.split('\t').map(Number);
      line = { words: [], left: left!, top: top!, width: width!, height: height! };
    } else if (level === LEVEL_PAGE) {
      closePage();
      // A page row's left and top repeat the previous row's (poppler leaves them unset); only its size is the page's.
      const [, pageNumber, , , , , , , width, height] = row.split('\t').map(Number);
      page = { pageNumber: pageNumber!, box: [0, 0, width!, height!], lines: [] };
    }
  };

  return {
    write(chunk) {
      const text = rest + chunk;
      const lastBreak = text.lastIndexOf('\n');
      rest = text.slice(lastBreak + 1);
      let start = 0;
      while (start < lastBreak) {
        const end = text.indexOf('\n', start);
        readRow(text.slice(start, end));
        start = end + 1;
      }
    },
    end() {
      if (rest) readRow(rest);
      rest = '';
      closePage();
    },
  };
}

/** A row's text from its `column`th tab on: the word itself, however odd its characters. */
function columnFrom(row: string, column: number): string {
  let at = -1;
  for (let tab = 0; tab < column; tab += 1) {
    at = row.indexOf('\t', at + 1);
    if (at < 0) return '';
  }
  return row.slice(at + 1);
}
