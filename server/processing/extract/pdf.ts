import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { openPdf } from './pdfjs.ts';
import { pageParagraphs, withoutRunningLines, type PageParagraphs } from './pdf-text.ts';
import { documentResult, headingLike } from './sections.ts';
import type { ExtractedImage, Extractor, SliceDraft } from './types.ts';

/** The card's picture of the first page: this wide, in pixels. */
const THUMBNAIL_WIDTH = 320;

/**
 * A PDF: one slice per page that has text (pages without text, such as blank or picture-only pages, are left out;
 * so are running heads and feet), the first page drawn as the upload's thumbnail. Where the PDF prints its own page numbers (page labels), a page's
 * `pageIndexOffset` is how far its index runs ahead of its printed number: page 13 printed as "1" has offset 12.
 */
export const extractPdf: Extractor = async (input, progress) => {
  const bytes = await readFile(input.filePath);
  // A view of the file's bytes, not a copy: a large PDF is held in memory once.
  const pdf = await openPdf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  try {
    const labels = await pdf.getPageLabels().catch(() => null);
    const pages: PageParagraphs[] = [];
    for (let page = 1; page <= pdf.numPages; page += 1) {
      pages.push(await paragraphsOfPage(pdf, page));
      progress(Math.floor((page / pdf.numPages) * 95));
    }
    const slices = withoutRunningLines(pages).flatMap((paragraphs, index) =>
      paragraphs.length ? [pageSlice(index + 1, labels?.[index] ?? null, paragraphs.join('\n'))] : [],
    );
    const thumbnail = await renderThumbnail(pdf).catch(() => null);
    progress(100);
    return documentResult(slices, thumbnail);
  } finally {
    await pdf.loadingTask.destroy();
  }
};

async function paragraphsOfPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<PageParagraphs> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    return pageParagraphs(
      content.items.filter((item): item is TextItem => 'str' in item),
      page.view,
    );
  } finally {
    page.cleanup();
  }
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

async function renderThumbnail(pdf: PDFDocumentProxy): Promise<ExtractedImage> {
  const page = await pdf.getPage(1);
  try {
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / unscaled.width });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    // PDF pages are paper: white where nothing is drawn, not transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return { bytes: canvas.toBuffer('image/png'), mimeType: 'image/png', width, height };
  } finally {
    page.cleanup();
  }
}
