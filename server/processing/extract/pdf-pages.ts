import type { TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';
import { pageParagraphs, type PageParagraphs, type PlacedText } from './pdf-text.ts';
import { POPPLER_LIMITS, readPagesWithPoppler } from './poppler.ts';
import type { ExtractProgress } from './types.ts';

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

/** Every page's paragraphs, in page order; progress climbs to `upTo` percent page by page. */
export async function readPages(pdf: PagedDocument, progress: ExtractProgress, upTo: number): Promise<PageParagraphs[]> {
  const pages: PageParagraphs[] = [];
  const pageRead = pageCounter(pdf.numPages, progress, upTo);
  await readSomePages(pdf, pageNumbersTo(pdf.numPages), (pageNumber, page) => {
    pages[pageNumber - 1] = page;
    pageRead();
  });
  return pages;
}

/**
 * Every page's paragraphs read by pdftotext, and by pdfjs where pdftotext found no text or could not finish (a
 * page pdfjs finds no text on either is left to OCR); progress climbs to `upTo` percent page by page.
 */
export async function readPagesWithPdftotext(
  pdf: PagedDocument,
  pdftotext: string,
  filePath: string,
  progress: ExtractProgress,
  upTo: number,
  limits = POPPLER_LIMITS,
): Promise<PageParagraphs[]> {
  const pages: (PageParagraphs | undefined)[] = Array.from({ length: pdf.numPages });
  const pageRead = pageCounter(pdf.numPages, progress, upTo);
  const keep = (pageNumber: number, page: PageParagraphs) => {
    pages[pageNumber - 1] = page;
    pageRead();
  };
  await readPagesWithPoppler(
    pdftotext,
    filePath,
    pdf.numPages,
    (pageNumber, page) => {
      if (page.paragraphs.length) keep(pageNumber, page);
    },
    limits,
  );
  await readSomePages(pdf, pageNumbersTo(pdf.numPages).filter((pageNumber) => !pages[pageNumber - 1]), keep);
  return pages as PageParagraphs[];
}

const pageNumbersTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Reports `upTo` × the share of the pages read so far, each time one more is read. */
function pageCounter(pageCount: number, progress: ExtractProgress, upTo: number): () => void {
  let done = 0;
  return () => {
    done += 1;
    progress(Math.floor((done / pageCount) * upTo));
  };
}

/** The given pages' paragraphs with pdfjs, PAGES_IN_FLIGHT at a time, each handed to `pageRead` as it is read. */
async function readSomePages(pdf: PagedDocument, pageNumbers: number[], pageRead: (pageNumber: number, page: PageParagraphs) => void): Promise<void> {
  const next = pageNumbers.values();
  const readNext = async (): Promise<void> => {
    for (const pageNumber of next) pageRead(pageNumber, await paragraphsOfPage(pdf, pageNumber));
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, pageNumbers.length) }, readNext));
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
