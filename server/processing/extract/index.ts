import { extractPdf } from './pdf.ts';
import { extractDocx } from './docx.ts';
import { extractPptx } from './pptx.ts';
import { extractHtml, extractMarkdown, extractPlainText } from './markup.ts';
import { createZipExtractor } from './zip.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';
import { ExtractionError, type ExtractInput, type ExtractProgress, type ExtractResult, type Extractor } from './types.ts';

export const extractZip = createZipExtractor((input, progress) => extractFile(input, progress), canExtract);

/** Which extractor reads a file, by the extension the upload row (or the archive member's name) has: one line each. */
const EXTRACTORS: Record<string, Extractor> = {
  pdf: extractPdf,
  docx: extractDocx,
  pptx: extractPptx,
  txt: extractPlainText,
  text: extractPlainText,
  md: extractMarkdown,
  markdown: extractMarkdown,
  html: extractHtml,
  htm: extractHtml,
  zip: extractZip,
};

/** For files whose name has no extension: the type found in their bytes. */
const BY_MIME_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/html': 'html',
  'application/zip': 'zip',
};

function extractorFor(input: Pick<ExtractInput, 'extension' | 'mimeType'>): Extractor | undefined {
  return Object.hasOwn(EXTRACTORS, input.extension) ? EXTRACTORS[input.extension] : EXTRACTORS[BY_MIME_TYPE[input.mimeType] ?? ''];
}

export function canExtract(extension: string): boolean {
  return Object.hasOwn(EXTRACTORS, extension);
}

/**
 * Reads an upload's file into slices with the extractor for its kind. A kind no extractor reads is a permanent
 * ExtractionError: trying again would not help.
 */
export async function extractFile(input: ExtractInput, progress: ExtractProgress): Promise<ExtractResult> {
  const extractor = extractorFor(input);
  if (!extractor) throw new ExtractionError(EXTRACTION_MESSAGES.unsupported(input.extension), { permanent: true });
  return extractor(input, progress);
}
