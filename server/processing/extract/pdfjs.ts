import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { ExtractionError } from './types.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';

/**
 * pdfjs-dist's legacy build: the modern one needs JavaScript features Node 24 does not have yet. Loaded on first
 * use, so a server that never reads a PDF never pays for it.
 */
let pdfjs: Promise<typeof Pdfjs> | undefined;
const loadPdfjs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/**
 * The fonts, character maps, colour profiles and decoders pdfjs may need, read from the installed package so
 * nothing is fetched from the network while a PDF is read.
 */
const packageFolder = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const resource = (folder: string) => `${path.join(packageFolder, folder)}${path.sep}`;
export const PDFJS_RESOURCES = {
  standardFontDataUrl: resource('standard_fonts'),
  cMapUrl: resource('cmaps'),
  iccUrl: resource('iccs'),
  wasmUrl: resource('wasm'),
};

/** What pdfjs's errors are named, for telling a locked or broken file from a passing fault. */
const PASSWORD = 'PasswordException';
const DAMAGED = new Set(['InvalidPDFException', 'FormatError']);

/**
 * Opens a PDF held in memory. A password-protected or damaged file is a permanent ExtractionError with the message
 * the teacher sees; anything else is left to retry.
 */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data,
    ...PDFJS_RESOURCES,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    const name = (error as { name?: string } | null)?.name ?? '';
    if (name === PASSWORD) throw new ExtractionError(EXTRACTION_MESSAGES.pdfPassword, { permanent: true });
    if (DAMAGED.has(name)) throw new ExtractionError(EXTRACTION_MESSAGES.pdfDamaged, { permanent: true });
    throw error;
  }
}
