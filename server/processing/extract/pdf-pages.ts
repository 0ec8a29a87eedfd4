import type { TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';
import { pageParagraphs, type PageParagraphs, type PlacedText } from './pdf-text.ts';
import { readPagesWithPoppler, type PopplerLimits } from './poppler.ts';

/** What reading a PDF's text needs of a pdfjs document (PDFDocumentProxy) and its pages. */
export interface PagedDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<TextPage>;
}
interface TextPage {
  /** The page's [left, bottom, right, top]. */
  view: number[];
  /** Runs of text; marks of marked content only when asked for, which Teachkit never does. */
  getTextContent(): Promise<{ items: (PlacedText | TextMarkedContent)[] }>;
  cleanup(): boolean;
}

/**
 * Pages read at once. pdfjs inflates a page's content on Node's thread pool, and while it does, the pages after it
 * are parsed instead of the thread waiting; a few suffice, and each one in flight holds its text in memory.
 */
const PAGES_IN_FLIGHT = 4;

/** How one round of a PDF's pages is read (see readPageRound). */
export interface PageRoundReading {
  /** The pages the round may read, `first` to `last`; it stops early once `deadline` (performance.now()) has passed. */
  first: number;
  last: number;
  deadline: number;
  /** poppler's pdftotext, which reads the range's text layer first, several times faster than pdfjs. */
  pdftotext?: { program: string; filePath: string; limits?: PopplerLimits };
  /** Reads a page that has no text layer (a scan) from its picture (OCR); without it such a page stays empty. */
  readScan?: (pageNumber: number) => Promise<PageParagraphs>;
}

/**
 * The paragraphs of pages `first` on, in page order: the text layer (pdftotext's, else pdfjs's, PAGES_IN_FLIGHT pages
 * at a time), and for a page with none, what `readScan` reads in its picture. Pages are finished in order, and once
 * the deadline has passed no further page is begun (the first always is), so a round takes about its time whatever
 * the pages hold; `pageDone` hears how many are finished as each one is, text pages and scans alike.
 */
export async function readPageRound(pdf: PagedDocument, reading: PageRoundReading, pageDone: (finished: number) => void): Promise<PageParagraphs[]> {
  const { first, last, deadline, pdftotext, readScan } = reading;
  const fromPoppler = new Map<number, PageParagraphs>();
  if (pdftotext) {
    await readPagesWithPoppler(
      pdftotext.program,
      pdftotext.filePath,
      first,
      last,
      (pageNumber, page) => {
        if (page.paragraphs.length) fromPoppler.set(pageNumber, page);
      },
      pdftotext.limits,
    );
  }
  const pages: PageParagraphs[] = [];
  const timeIsUp = () => pages.length > 0 && performance.now() >= deadline;
  for (let group = first; group <= last && !timeIsUp(); group += PAGES_IN_FLIGHT) {
    const pageNumbers = Array.from({ length: Math.min(PAGES_IN_FLIGHT, last - group + 1) }, (_, index) => group + index);
    const texts = await Promise.all(pageNumbers.map((pageNumber) => fromPoppler.get(pageNumber) ?? paragraphsOfPage(pdf, pageNumber)));
    for (const [index, text] of texts.entries()) {
      if (timeIsUp()) break;
      pages.push(text.paragraphs.length || !readScan ? text : await readScan(pageNumbers[index]!));
      pageDone(pages.length);
    }
  }
  return pages;
}

async function paragraphsOfPage(pdf: PagedDocument, pageNumber: number): Promise<PageParagraphs> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    return pageParagraphs(
      content.items.filter((item): item is PlacedText => 'str' in item),
      page.view,
    );
  } finally {
    page.cleanup();
  }
}
