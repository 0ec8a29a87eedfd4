import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/**
 * Reads text in pictures with Tesseract (WebAssembly, in a worker thread), entirely offline: the English model comes
 * from the @tesseract.js-data/eng package, and nothing is cached to or fetched from anywhere else. Without an explicit
 * langPath tesseract.js would download the model from a CDN at run time.
 */
const ENGLISH_MODEL_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * Languages written in the Latin alphabet, which the English model reads letter for letter (accents may be lost).
 * Text in other scripts would come out as invented letters, so it is not read at all.
 */
const LATIN_SCRIPT_LANGUAGES = new Set(
  'en fr de es it pt nl sv da no nb nn fi is pl cs sk sl hr bs sr-latn ro hu tr id ms sw ga cy gd mi af et lv lt ca eu gl sq tl fil vi mt lb fy so ha yo zu xh'.split(' '),
);

/** Whether text in pictures of this language (a BCP 47 tag) can be read. */
export function canReadTextIn(language: string): boolean {
  const tag = language.toLowerCase();
  return LATIN_SCRIPT_LANGUAGES.has(tag.split('-')[0]!) || LATIN_SCRIPT_LANGUAGES.has(tag);
}

/** Lines Tesseract is less sure of than this (0–100) are left out: on photographs they are mostly noise. */
const MIN_LINE_CONFIDENCE = 60;
/** A worker is kept this long after its last picture, so the pictures of one archive share one. */
const IDLE_MS = 30_000;

let worker: Promise<Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let busy = 0;

function englishWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error from its message listener, where nothing can catch
    // it and the process ends; the job's own promise is rejected either way, and recognise() answers for it.
    errorHandler: () => {},
  }).catch((error: unknown) => {
    worker = undefined;
    throw error;
  });
  return worker;
}

/** Ends the OCR worker thread, if one runs (at shutdown, and in tests). */
export async function closeOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const running = worker;
  worker = undefined;
  if (running) await (await running).terminate();
}

/**
 * The text Tesseract reads in a picture (PNG or JPEG bytes, already checked and scaled: see prepareForOcr), line by
 * line, without the lines it is unsure of; '' when it finds none, or when Tesseract cannot read the picture at all
 * (a strip one pixel high, say): the picture then holds no text Teachkit can use.
 */
export async function readTextInPicture(picture: Buffer): Promise<string> {
  clearTimeout(idleTimer);
  busy += 1;
  try {
    const reader = await englishWorker();
    const recognised = await reader.recognize(picture, {}, { text: false, blocks: true }).catch(() => {
      // The worker may be left mid-job: the next picture gets a fresh one.
      if (worker) void closeOcr();
      return undefined;
    });
    if (!recognised) return '';
    const { data } = recognised;
    const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
    return lines
      .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE)
      .map((line) => line.text.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  } finally {
    busy -= 1;
    if (busy === 0) {
      idleTimer = setTimeout(() => void closeOcr(), IDLE_MS);
      idleTimer.unref();
    }
  }
}
