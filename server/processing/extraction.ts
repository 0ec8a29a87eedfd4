import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageNotFound, type Storage } from '../storage/index.ts';
import type { UploadRow } from '../repositories/uploads.ts';
import type { ReadingLimits } from '../domain/uploads/reading-limits.ts';
import { copyStoredCaptions, isRecordingType } from '../domain/uploads/captions.ts';
import type { SliceContent } from '../repositories/upload-processing.ts';
import { ExtractionError, type ExtractedImage, type ExtractProgress, type ExtractResult, type Extractor, type PageRound, type SliceDraft } from './extract/types.ts';

/** The original is gone from storage: no retry brings it back. */
export const ORIGINAL_MISSING = 'The file of this upload is no longer stored; upload it again';

const EXTENSION_OF: Record<ExtractedImage['mimeType'], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * Runs `extract` on a private copy of the upload's original (one round of its pages, when `upload.round` says which): extractors read a local file, and the stored original
 * may live in a blob service. The copy sits under `tempDir` (inside DATA_DIR, so it never fills a small /tmp) and is
 * removed whatever happens.
 */
export async function extractOriginal(
  storage: Storage,
  upload: Pick<UploadRow, 'id' | 'storageKey' | 'fileName' | 'fileExtension' | 'mimeType' | 'language'> & { round?: PageRound },
  tempDir: string,
  extract: Extractor,
  signal: AbortSignal | undefined,
  limits: ReadingLimits | undefined,
  progress: ExtractProgress,
): Promise<ExtractResult> {
  fs.mkdirSync(tempDir, { recursive: true });
  const folder = fs.mkdtempSync(path.join(tempDir, 'extract-'));
  try {
    const filePath = path.join(folder, `original${upload.fileExtension ? `.${upload.fileExtension}` : ''}`);
    const original = await storage.get(upload.storageKey).catch((error: unknown) => {
      throw error instanceof StorageNotFound ? new ExtractionError(ORIGINAL_MISSING, { permanent: true }) : error;
    });
    await pipeline(original, fs.createWriteStream(filePath));
    // A recording's captions sent beside it are stored beside the original; the extractor reads them from the copy.
    const captionsPath = isRecordingType(upload.mimeType) ? await copyStoredCaptions(storage, upload.id, folder) : undefined;
    return await extract(
      { filePath, fileName: upload.fileName, extension: upload.fileExtension, mimeType: upload.mimeType, language: upload.language, captionsPath, limits, round: upload.round },
      progress,
      signal,
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A copy older than this belongs to a process that died mid-extraction (kill -9, a lost machine). */
export const STALE_COPY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes private copies that a process killed mid-extraction left under `tempDir`; a copy of a running extraction
 * (by this process or another worker sharing DATA_DIR) is younger than STALE_COPY_MS and stays.
 */
export function clearStaleExtractionCopies(tempDir: string, now = Date.now()): string[] {
  if (!fs.existsSync(tempDir)) return [];
  const removed: string[] = [];
  for (const entry of fs.readdirSync(tempDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith('extract-')) continue;
    const folder = path.join(tempDir, entry.name);
    if (now - fs.statSync(folder).mtimeMs < STALE_COPY_MS) continue;
    fs.rmSync(folder, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

/** Stores a picture under `{upload}/{name}.{png|jpg|webp}` and answers its key. */
export async function storeImage(storage: Storage, uploadId: string, name: string, image: ExtractedImage): Promise<string> {
  const key = `${uploadId}/${name}.${EXTENSION_OF[image.mimeType]}`;
  await storage.put(key, Readable.from([image.bytes]));
  return key;
}

/** A slice's row content from what extraction made of it, its picture already stored under `imageKey`. */
export function sliceContent(draft: SliceDraft, imageKey: string | null): SliceContent {
  return {
    page: draft.page,
    pageIndexOffset: draft.pageIndexOffset,
    contentType: draft.contentType,
    title: draft.title,
    text: draft.text,
    imageKey,
    start: draft.start,
    end: draft.end,
    speakerName: draft.speakerName,
    imageAnalysis: draft.imageAnalysis ?? null,
  };
}
