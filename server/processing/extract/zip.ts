import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { fileTypeFromFile } from 'file-type';
import { ACCEPTED_KINDS, extensionOf } from '../../domain/uploads/file-types.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';
import type { RoundNote } from '../../db/schema.ts';
import { ExtractionError, type ExtractInput, type ExtractResult, type Extractor, type SliceDraft } from './types.ts';

/**
 * How much an archive may unpack to. Past these it is refused as a whole, as a "zip bomb" built to exhaust the
 * server's disk or memory would be: archives inside archives share one budget, so nesting does not multiply it.
 */
export interface ZipLimits {
  entries: number;
  depth: number;
  totalBytes: number;
  totalInWords: string;
  ratio: number;
  ratioFloorBytes: number;
}
export const ZIP_LIMITS: ZipLimits = {
  /** Files and folders across the archive and any archives in it. */
  entries: 1000,
  /** Archives inside archives: a ZIP holding a ZIP holding a ZIP is as deep as it may go. */
  depth: 3,
  /** Unpacked bytes across the archive and any archives in it. */
  totalBytes: 1024 ** 3,
  totalInWords: '1 GB',
  /** Ordinary files pack to a tenth of their size at best; bombs to a thousandth. */
  ratio: 100,
  /** Files smaller than this are too small to matter, whatever their ratio. */
  ratioFloorBytes: 1024 ** 2,
};

/** Where a member of an archive sits: how deep, and what the archives around it have used up. */
interface ArchiveContext {
  depth: number;
  budget: { entries: number; bytes: number };
}
export interface ArchiveMemberInput extends ExtractInput {
  archive?: ArchiveContext;
  /** A recording's captions found beside it in the archive (see ZipExtractorOptions.captionsFor). */
  captionsPath?: string;
}

/** An archive's limit was passed: the whole upload is refused, not just the inner file. */
class ArchiveLimitError extends ExtractionError {
  constructor(message: string) {
    super(message, { permanent: true });
  }
}

/** Folders and files that operating systems add to archives by themselves. */
function isClutter(fileName: string): boolean {
  const name = path.posix.basename(fileName);
  return fileName.endsWith('/') || fileName.startsWith('__MACOSX/') || name.startsWith('.') || /^(thumbs\.db|desktop\.ini)$/i.test(name);
}

async function openArchive(filePath: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: true });
  } catch {
    throw new ExtractionError(EXTRACTION_MESSAGES.zipDamaged, { permanent: true });
  }
}

/** Every entry checked against the limits before anything is unpacked; the ones worth reading, in archive order. */
async function entriesToRead(zip: ZipFile, context: ArchiveContext, limits: ZipLimits): Promise<Entry[]> {
  context.budget.entries += zip.entryCount;
  if (context.budget.entries > limits.entries) throw new ArchiveLimitError(EXTRACTION_MESSAGES.zipTooManyFiles(limits.entries));
  const entries: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      if (isClutter(entry.fileName)) continue;
      if (entry.isEncrypted()) throw new ExtractionError(EXTRACTION_MESSAGES.zipPassword, { permanent: true });
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.ratio) {
        throw new ArchiveLimitError(EXTRACTION_MESSAGES.zipSuspiciousCompression);
      }
      context.budget.bytes += entry.uncompressedSize;
      if (context.budget.bytes > limits.totalBytes) throw new ArchiveLimitError(EXTRACTION_MESSAGES.zipTooLarge(limits.totalInWords));
      entries.push(entry);
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError(EXTRACTION_MESSAGES.zipDamaged, { permanent: true });
  }
  return entries;
}

/** Unpacks one entry to `target`; yauzl stops with an error if it inflates past the size the archive declared. */
async function unpack(zip: ZipFile, entry: Entry, target: string): Promise<void> {
  try {
    await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('E')) throw error; // the disk, not the archive
    // A file that inflates past the size the archive declared for it is built to overload a reader.
    if (/too many bytes/i.test((error as Error).message)) throw new ArchiveLimitError(EXTRACTION_MESSAGES.zipSuspiciousCompression);
    throw new ExtractionError(EXTRACTION_MESSAGES.zipDamaged, { permanent: true });
  }
}

async function mimeTypeOf(filePath: string, extension: string): Promise<string> {
  const detected = await fileTypeFromFile(filePath).catch(() => undefined);
  return detected?.mime ?? ACCEPTED_KINDS.find((kind) => kind.extensions.includes(extension))?.mimeType ?? 'application/octet-stream';
}

function fromMember(slice: SliceDraft, entryPath: string): SliceDraft {
  const name = path.posix.basename(entryPath);
  return { ...slice, title: `${name} › ${slice.title}`, source: slice.source ? `${entryPath}/${slice.source}` : entryPath };
}

/** Where a recording's captions are in the archive, given the recording's path and every entry's path. */
export type CaptionsFinder = (recording: string, entries: readonly string[], language: string) => string | undefined;

export interface ZipExtractorOptions {
  limits?: ZipLimits;
  /** Finds a recording's captions beside it (same name, .vtt or .srt); they go to its extractor as `captionsPath`. */
  captionsFor?: CaptionsFinder;
  /** Captions files belong to their recording and are not read as documents of their own. */
  isCaptions?: (entryPath: string) => boolean;
}

/**
 * A ZIP archive: each file in it that Teachkit reads is extracted as if uploaded on its own, its slices titled with
 * the file's name and `source` set to its path in the archive. Files of other kinds, files that cannot be read
 * (damaged, locked) and the members' own notices are listed in the notice, one line each. An archive past any of
 * the limits, or locked with a password, is refused whole. `extractMember` is the dispatcher; `canExtract` tells
 * which extensions it reads.
 *
 * Given a round (ExtractInput.round), an uploaded archive reads only that round's files, from the `from`th on: at most
 * `pages` of them, none begun once `seconds` have passed or once the round's files unpacked to `bytes` (the first
 * always is), and the result says how far it came, with what it could not read as the round's notes. Every round
 * checks the whole archive against the limits first, as a whole reading does. Archives inside it are read whole.
 */
export function createZipExtractor(extractMember: Extractor, canExtract: (extension: string) => boolean, options: ZipExtractorOptions = {}): Extractor {
  const { limits = ZIP_LIMITS, captionsFor, isCaptions = () => false } = options;
  return async (input: ArchiveMemberInput, progress) => {
    const context: ArchiveContext = { depth: (input.archive?.depth ?? 0) + 1, budget: input.archive?.budget ?? { entries: 0, bytes: 0 } };
    if (context.depth > limits.depth) throw new ArchiveLimitError(EXTRACTION_MESSAGES.zipTooDeep(limits.depth));
    const zip = await openArchive(input.filePath);
    const folder = await mkdtemp(path.join(path.dirname(input.filePath), '.unzipped-'));
    try {
      const everyEntry = await entriesToRead(zip, context, limits);
      const byPath = new Map(everyEntry.map((entry) => [entry.fileName, entry]));
      const entries = everyEntry.filter((entry) => !isCaptions(entry.fileName));
      const round = context.depth === 1 ? input.round : undefined;
      const first = round ? Math.max(1, round.from) : 1;
      const last = round ? Math.min(entries.length, first + Math.max(1, round.pages) - 1) : entries.length;
      const deadline = round ? performance.now() + round.seconds * 1000 : Infinity;
      // A round's share of the bar is 95% of it, as a PDF's rounds report, so the bar never steps back between rounds.
      const scale = round ? 95 : 100;
      const result: ExtractResult = { slices: [], durationSeconds: null, thumbnail: null, notice: '' };
      const notes: RoundNote[] = [];
      let unpacked = 0;
      let lastRead = first - 1;

      const readMember = async (entry: Entry, index: number) => {
        const fileName = path.posix.basename(entry.fileName);
        const extension = extensionOf(fileName);
        const share = (percent: number) => progress(Math.floor(((index + percent / 100) / entries.length) * scale));
        if (!canExtract(extension)) {
          notes.push({ file: index + 1, note: `${entry.fileName}: ${extension ? `Teachkit does not read .${extension} files.` : 'Teachkit cannot tell what kind of file this is.'}` });
          return;
        }
        // Members' own names never become paths on disk, so no archive can write outside the folder.
        const filePath = path.join(folder, `${index}.${extension}`);
        const captionsEntry = byPath.get(captionsFor?.(entry.fileName, [...byPath.keys()], input.language) ?? '');
        const captionsPath = captionsEntry && path.join(folder, `${index}.captions.${extensionOf(captionsEntry.fileName)}`);
        try {
          await unpack(zip, entry, filePath);
          if (captionsEntry && captionsPath) await unpack(zip, captionsEntry, captionsPath);
          // A member is read whole: the archive's rounds are counted in its files.
          const member: ArchiveMemberInput = { ...input, round: undefined, filePath, fileName, extension, mimeType: await mimeTypeOf(filePath, extension), captionsPath, archive: context };
          const extracted = await extractMember(member, share);
          result.slices.push(...extracted.slices.map((slice) => fromMember(slice, entry.fileName)));
          result.thumbnail ??= extracted.thumbnail;
          if (extracted.durationSeconds !== null) result.durationSeconds = (result.durationSeconds ?? 0) + extracted.durationSeconds;
          if (extracted.notice) notes.push({ file: index + 1, note: `${entry.fileName}: ${extracted.notice}` });
        } catch (error) {
          if (!(error instanceof ExtractionError) || !error.permanent || error instanceof ArchiveLimitError) throw error;
          notes.push({ file: index + 1, note: `${entry.fileName}: ${error.message}` });
        } finally {
          await rm(filePath, { force: true });
          if (captionsPath) await rm(captionsPath, { force: true });
        }
      };

      for (let index = first - 1; index < last; index += 1) {
        if (index > first - 1 && (performance.now() >= deadline || unpacked >= (round?.bytes ?? Infinity))) break;
        const entry = entries[index]!;
        await readMember(entry, index);
        unpacked += entry.uncompressedSize;
        lastRead = index + 1;
        progress(Math.floor((lastRead / entries.length) * scale), round ? { read: lastRead, of: entries.length, unit: 'files' } : undefined);
      }
      if (round) {
        result.notice = result.slices.length ? '' : EXTRACTION_MESSAGES.nothingReadable;
        return { ...result, round: { pageCount: entries.length, lastPage: lastRead, unit: 'files', notes } };
      }
      result.notice = [result.slices.length ? '' : EXTRACTION_MESSAGES.nothingReadable, ...notes.map((line) => line.note)].filter(Boolean).join('\n');
      return result;
    } finally {
      zip.close();
      await rm(folder, { recursive: true, force: true });
    }
  };
}
