/**
 * What every extractor makes of one file: the slices a teacher searches and lessons draw on (spec §3 "Upload slice"),
 * and what the upload as a whole learns (its length, its thumbnail). Extractors read a local file and write nothing:
 * storing slices and pictures is the pipeline's work, so a failed extraction leaves no trace.
 */

import type { RoundNote, SliceImageAnalysis } from '../../db/schema.ts';
import type { ReadingLimits } from '../../domain/uploads/reading-limits.ts';

export interface ExtractedImage {
  bytes: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/** How a slice's content reads: a page of prose, a slide, a heading's section, a table, a picture, a timed stretch. */
export type SliceContentType = 'page' | 'slide' | 'section' | 'table' | 'image' | 'transcript' | 'text';

export interface SliceDraft {
  /** 1-based page or slide number in the file, when it has pages. */
  page: number | null;
  /** How far printed page numbers are from the file's page indexes, when the file says so. */
  pageIndexOffset: number | null;
  contentType: SliceContentType;
  title: string;
  text: string;
  image: ExtractedImage | null;
  /** Seconds from the start of a recording, for timed slices. */
  start: number | null;
  end: number | null;
  speakerName: string | null;
  /** For a slice from inside an archive: the file's path in the archive. */
  source?: string;
  /** For a picture: what could be told about it offline (stored as the slice's image analysis). */
  imageAnalysis?: SliceImageAnalysis | null;
}

export interface ExtractInput {
  /** A local file holding the upload's original bytes (the pipeline copies it out of storage first). */
  filePath: string;
  fileName: string;
  /** Lower case, without the dot, as the upload row has it. */
  extension: string;
  /** The type found in the bytes, as the upload row has it. */
  mimeType: string;
  /** The upload's language (BCP 47), for OCR and captions. */
  language: string;
  /** A local WebVTT or SRT file that came with a recording (stored beside the upload, or beside it in a ZIP). */
  captionsPath?: string;
  /** How long a file the teacher's plan reads; unset, any length. */
  limits?: ReadingLimits;
  /** Read one round of a long file's pages, not the whole file (see PageRound); extractors of unpaged kinds ignore it. */
  round?: PageRound;
}

/**
 * One bounded round of a paged file (a PDF): its pages from `from` on, at most `pages` of them, and no more once
 * `seconds` have passed (the page being read is finished; the first page always is). A long file read round by round
 * gives the processing lane to other teachers' files between rounds. A ZIP archive is read in rounds of its files the
 * same way (`pages` counts files), and no further file is unpacked once the round's files hold `bytes`.
 */
export interface PageRound {
  from: number;
  pages: number;
  seconds: number;
  bytes?: number;
}

/** What a file read in rounds is counted in: a PDF's pages, an archive's files. */
export type RoundUnit = 'pages' | 'files';

export interface ExtractResult {
  slices: SliceDraft[];
  /** Length of a recording in seconds; null for documents. */
  durationSeconds: number | null;
  /** A small picture for the upload's card (the first page, the picture itself, a slide), if one could be made. */
  thumbnail: ExtractedImage | null;
  /** A plain-English note for the teacher about what could not be extracted (e.g. "No transcript: ..."), or ''. */
  notice: string;
  /**
   * Set when one round was read (see ExtractInput.round): the file's page count and the last page the round read.
   * The slices are that round's; the thumbnail comes with the round that read page 1.
   */
  round?: {
    pageCount: number;
    lastPage: number;
    /** Pages unless said otherwise: an archive's rounds count its files. */
    unit?: RoundUnit;
    /**
     * What this round could not read, a line per file (an archive's files of kinds Teachkit does not read, or damaged):
     * kept across rounds and shown once the last is read. `notice` is then only what to say if no round found text.
     */
    notes?: RoundNote[];
  };
}

/** How many of a paged file's pages (or an archive's files) are read so far, earlier rounds' included, and of how many. */
export interface PagesRead {
  read: number;
  of: number;
  unit?: RoundUnit;
}

/** Reports how far extraction has come, 0 to 100, and for a paged file, its pages read (each time one more is). */
export type ExtractProgress = (percent: number, pages?: PagesRead) => void;

/** `signal`, where given, stops the reading when the file is no longer wanted (only the decoding sandbox heeds it). */
export type Extractor = (input: ExtractInput, progress: ExtractProgress, signal?: AbortSignal) => Promise<ExtractResult>;

/**
 * Extraction failed in a way a teacher can understand and act on. `permanent` failures (a corrupt or
 * password-protected file, a zip bomb) end processing at once in state broken with `message`; others are retried.
 */
export class ExtractionError extends Error {
  readonly permanent: boolean;
  constructor(message: string, { permanent }: { permanent: boolean }) {
    super(message);
    this.name = 'ExtractionError';
    this.permanent = permanent;
  }
}
