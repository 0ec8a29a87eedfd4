import type { TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';
import { pageParagraphs, type PageParagraphs, type PlacedText } from './pdf-text.ts';
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
  let next = 1;
  let done = 0;
  const readNext = async (): Promise<void> => {
    while (next <= pdf.numPages) {
      const pageNumber = next;
      next += 1;
      pages[pageNumber - 1] = await paragraphsOfPage(pdf, pageNumber);
      done += 1;
      progress(Math.floor((done / pdf.numPages) * upTo));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, pdf.numPages) }, readNext));
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
