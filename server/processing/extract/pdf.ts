import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { openPdf } from './pdfjs.ts';
import { canReadTextIn, readTextInPicture } from './ocr.ts';
import { withoutRunningLines, type PageParagraphs } from './pdf-text.ts';
import { readPageRound } from './pdf-pages.ts';
import { drawFirstPageWithPoppler, pngSize, type PopplerTools } from './poppler.ts';
import { documentResult, headingLike } from './sections.ts';
import { THUMBNAIL_SIZE } from './picture.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';
import { ExtractionError, type ExtractedImage, type Extractor, type SliceDraft } from './types.ts';

/** A page without a text layer (a scan) is drawn this wide for OCR: about 200 dots per inch on US Letter. */
const SCAN_WIDTH = 1700;
/** No page is drawn larger than this on either side, or than this many pixels (a US Letter page at SCAN_WIDTH is 3.7 million). */
export const MAX_PAGE_SIDE = 8000;
export const MAX_PAGE_PIXELS = 16_000_000;
/** A thumbnail is THUMBNAIL_SIZE wide, and no longer than this however tall the page (a strip, a scroll). */
const THUMBNAIL_LONGEST = THUMBNAIL_SIZE * 2;

/**
 * A PDF: one slice per page that has text (running heads and feet left out), the first page drawn as the upload's
 * thumbnail. A page without a text layer (a scanned page) is drawn and its text read by OCR, in languages written in
 * the Latin alphabet; a page with no text either way (blank, or a picture) is left out. Where the PDF prints its own page numbers (page labels), a page's
 * `pageIndexOffset` is how far its index runs ahead of its printed number: page 13 printed as "1" has offset 12.
 *
 * pdfjs opens every PDF (a locked or damaged file is refused with its message) and reads its page labels. With
 * `poppler`, pdftotext reads the pages' text, several times faster than pdfjs, and pdftoppm draws the thumbnail;
 * pdfjs reads whatever they could not. Without it, pdfjs does all of it.
 *
 * Given a round (ExtractInput.round), only that round's pages are read, and the result says how far it came; running
 * heads and feet are then told from the round's pages. The bar counts the file's pages finished, scans and text alike.
 */
export function createPdfExtractor(poppler: PopplerTools | null): Extractor {
  return async (input, progress) => {
    const bytes = await readFile(input.filePath);
    // A view of the file's bytes, not a copy: a large PDF is held in memory once.
    const pdf = await openPdf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    try {
      const { limits } = input;
      const pageCount = pdf.numPages;
      if (limits && pageCount > limits.pages) {
        throw new ExtractionError(EXTRACTION_MESSAGES.tooManyPages(pageCount, 'pages', limits.plan, limits.pages), { permanent: true });
      }
      const round = input.round ?? { from: 1, pages: pageCount, seconds: Infinity };
      const first = Math.max(1, round.from);
      // Drawn while the pages are read: its waits (font files, PNG encoding off the event loop, pdftoppm) overlap
      // their parsing.
      const thumbnail = first === 1 ? drawThumbnail(pdf, poppler?.pdftoppm ?? null, input.filePath).catch(() => null) : Promise.resolve(null);
      const labels = await pdf.getPageLabels().catch(() => null);
      const ocr = canReadTextIn(input.language);
      const pages =
        first > pageCount
          ? []
          : await readPageRound(
              pdf,
              {
                first,
                last: Math.min(pageCount, first + Math.max(1, round.pages) - 1),
                deadline: performance.now() + round.seconds * 1000,
                ...(poppler ? { pdftotext: { program: poppler.pdftotext, filePath: input.filePath } } : {}),
                // A page that cannot be drawn (its box has no area) has no text to read either.
                ...(ocr ? { readScan: async (pageNumber: number) => paragraphsOfScan(await renderPage(pdf, pageNumber, SCAN_WIDTH).then(readTextInPicture, () => '')) } : {}),
              },
              (finished) => progress(Math.floor((95 * (first - 1 + finished)) / pageCount), { read: first - 1 + finished, of: pageCount }),
            );
      const slices = withoutRunningLines(pages).flatMap((paragraphs, index) =>
        paragraphs.length ? [pageSlice(first + index, labels?.[first + index - 1] ?? null, paragraphs.join('\n'))] : [],
      );
      const drawn = await thumbnail;
      const lastPage = Math.min(pageCount, first - 1 + pages.length);
      if (lastPage === pageCount) progress(100);
      const result = documentResult(slices, drawn);
      return input.round ? { ...result, round: { pageCount, lastPage } } : result;
    } finally {
      await pdf.loadingTask.destroy();
    }
  };
}

/** A printed label that is a whole number gives the offset; roman numerals and names (covers, indexes) do not. */
function pageSlice(page: number, label: string | null, text: string): SliceDraft {
  const printed = label !== null && /^\d+$/.test(label.trim()) ? Number(label.trim()) : null;
  const firstLine = text.split('\n', 1)[0]!;
  const shownNumber = label?.trim() || String(page);
  return {
    page,
    pageIndexOffset: printed === null ? null : page - printed,
    contentType: 'page',
    title: text.includes('\n') && headingLike(firstLine) ? firstLine : `Page ${shownNumber}`,
    text,
    image: null,
    start: null,
    end: null,
    speakerName: null,
  };
}

/** OCR's lines as one paragraph each; a scan's running heads are not told apart from its text. */
function paragraphsOfScan(text: string): PageParagraphs {
  const paragraphs = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { paragraphs, firstInMargin: false, lastInMargin: false };
}

/** The first page as a PNG THUMBNAIL_SIZE pixels wide: drawn by pdftoppm when there is one, else (or if it fails) by pdfjs. */
async function drawThumbnail(pdf: PDFDocumentProxy, pdftoppm: string | null, filePath: string): Promise<ExtractedImage> {
  const drawn = pdftoppm ? await drawWithPdftoppm(pdf, pdftoppm, filePath).catch(() => null) : null;
  const bytes = drawn ?? (await renderPage(pdf, 1, THUMBNAIL_SIZE, THUMBNAIL_LONGEST));
  return { bytes, mimeType: 'image/png', ...pngSize(bytes) };
}

/** The first page drawn by pdftoppm at the size pdfjs draws it. */
async function drawWithPdftoppm(pdf: PDFDocumentProxy, pdftoppm: string, filePath: string): Promise<Buffer> {
  const { width, height } = scaledViewport(await pdf.getPage(1), THUMBNAIL_SIZE, THUMBNAIL_LONGEST);
  return drawFirstPageWithPoppler(pdftoppm, filePath, width, height);
}

/**
 * A page's viewport scaled to `targetWidth`, and its size in whole pixels. The page's box is whatever the file
 * declares (a strip 100 points wide and 2,100 high draws 35,700 pixels high at OCR's width), so the scale is lowered
 * until the drawing fits MAX_PAGE_SIDE and MAX_PAGE_PIXELS: the canvas is never larger than that, whatever the file
 * says. A page with no area cannot be drawn.
 */
export function fittedScale(box: { width: number; height: number }, targetWidth: number, maxSide = MAX_PAGE_SIDE): number {
  const { width, height } = box;
  if (!(width > 0 && height > 0 && Number.isFinite(width * height))) throw new Error('The page has no area to draw');
  return Math.min(targetWidth / width, maxSide / width, maxSide / height, Math.sqrt(MAX_PAGE_PIXELS / (width * height)));
}

function scaledViewport(page: PDFPageProxy, targetWidth: number, maxSide?: number) {
  const viewport = page.getViewport({ scale: fittedScale(page.getViewport({ scale: 1 }), targetWidth, maxSide) });
  return { viewport, width: Math.max(1, Math.ceil(viewport.width)), height: Math.max(1, Math.ceil(viewport.height)) };
}

/** One page drawn as a PNG `width` pixels wide, on white. */
async function renderPage(pdf: PDFDocumentProxy, pageNumber: number, targetWidth: number, maxSide?: number): Promise<Buffer> {
  const page = await pdf.getPage(pageNumber);
  try {
    const { viewport, width, height } = scaledViewport(page, targetWidth, maxSide);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    // PDF pages are paper: white where nothing is drawn, not transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    // Encoded on Node's thread pool, not the event loop.
    return canvas.encode('png');
  } finally {
    page.cleanup();
  }
}
