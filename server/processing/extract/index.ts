import { createPdfExtractor } from './pdf.ts';
import { findPoppler } from './poppler.ts';
import { extractDocx } from './docx.ts';
import { extractPptx } from './pptx.ts';
import { extractHtml, extractMarkdown, extractPlainText } from './markup.ts';
import { createZipExtractor } from './zip.ts';
import { extractImage } from './image.ts';
import { createMediaExtractor } from './media.ts';
import { captionsBesideInArchive, isCaptionsEntry } from './captions-beside.ts';
import { ACCEPTED_KINDS } from '../../domain/uploads/file-types.ts';
import type { PdfEngineConfig, TranscriptionConfig } from '../../config.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';
import { ExtractionError, type ExtractInput, type ExtractProgress, type ExtractResult, type Extractor } from './types.ts';

export interface ExtractionOptions {
  /** The speech-to-text service recordings without captions are sent to, when the administrator configured one. */
  transcription: TranscriptionConfig | undefined;
  /** Which program reads PDFs' text (PDF_ENGINE); unset, poppler when it is installed, pdfjs otherwise. */
  pdfEngine?: PdfEngineConfig;
}

/** Every extension of an accepted audio or video kind: all of them are read by the recording extractor. */
const RECORDING_EXTENSIONS = ACCEPTED_KINDS.filter((kind) => /audio|video|transport stream/i.test(kind.label)).flatMap((kind) => kind.extensions);

/** Which extractor reads a file, by the extension the upload row (or the archive member's name) has: one line each. */
function extractorTable(options: ExtractionOptions): Record<string, Extractor> {
  const recording = createMediaExtractor({ transcription: options.transcription });
  const table: Record<string, Extractor> = {
    pdf: createPdfExtractor(findPoppler(options.pdfEngine)),
    docx: extractDocx,
    pptx: extractPptx,
    txt: extractPlainText,
    text: extractPlainText,
    md: extractMarkdown,
    markdown: extractMarkdown,
    html: extractHtml,
    htm: extractHtml,
    png: extractImage,
    jpg: extractImage,
    jpeg: extractImage,
    ...Object.fromEntries(RECORDING_EXTENSIONS.map((extension) => [extension, recording])),
  };
  table.zip = createZipExtractor((input, progress) => extract(table, input, progress), canExtract, {
    captionsFor: captionsBesideInArchive,
    isCaptions: isCaptionsEntry,
  });
  return table;
}

const EXTENSIONS = new Set(Object.keys(extractorTable({ transcription: undefined })));

/** For files whose name has no extension: the type found in their bytes. */
const BY_MIME_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/html': 'html',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export function canExtract(extension: string): boolean {
  return EXTENSIONS.has(extension);
}

/**
 * Reads an upload's file into slices with the extractor for its kind. A kind no extractor reads is a permanent
 * ExtractionError: trying again would not help.
 */
function extract(table: Record<string, Extractor>, input: ExtractInput, progress: ExtractProgress): Promise<ExtractResult> {
  const key = Object.hasOwn(table, input.extension) ? input.extension : (BY_MIME_TYPE[input.mimeType] ?? '');
  const extractor = Object.hasOwn(table, key) ? table[key] : undefined;
  if (!extractor) throw new ExtractionError(EXTRACTION_MESSAGES.unsupported(input.extension), { permanent: true });
  return extractor(input, progress);
}

/** The extractor for every kind of file Teachkit accepts, with the server's settings. */
export function createFileExtractor(options: ExtractionOptions): Extractor {
  const table = extractorTable(options);
  return (input, progress) => extract(table, input, progress);
}

/** The extractor for a server with no transcription service (recordings without captions get a "No transcript" slice). */
export const extractFile: Extractor = createFileExtractor({ transcription: undefined });
