import { execFile } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PdfEngineConfig } from '../../config.ts';
import { pageParagraphs, type PageParagraphs } from './pdf-text.ts';
import { createTsvReader } from './poppler-tsv.ts';

/** Poppler's programs (poppler-utils), when PDFs are read with them: pdftoppm is optional, pdfjs draws without it. */
export interface PopplerTools {
  pdftotext: string;
  pdftoppm: string | null;
}

/** How long one pdftotext or pdftoppm run may take, and how much it may print, before pdfjs does its work instead. */
export interface PopplerLimits {
  timeoutMs: number;
  outputBytes: number;
}

/** A page range of a few hundred pages takes well under a second; one taking a minute is stuck on a broken file. */
export const POPPLER_LIMITS: PopplerLimits = { timeoutMs: 60_000, outputBytes: 64 * 1024 * 1024 };

/**
 * A process costs about as much to start as reading a few pages; fewer pages than this go to one. At most this many
 * pages go to one process, so what it prints (about 12 kB a page of dense text) stays well within the output limit.
 */
const MIN_PAGES_PER_PROCESS = 40;
const MAX_PAGES_PER_PROCESS = 200;
/** A server reads one upload at a time; its PDF's page ranges go to as many processes as there are cores, at most 4. */
const MAX_PROCESSES = 4;

function isProgram(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const onPath = (name: string, searchPath: string) =>
  searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((folder) => path.join(folder, name))
    .find(isProgram);

/**
 * The poppler programs PDF_ENGINE asks for, or null for pdfjs. `auto` takes poppler when pdftotext is installed;
 * `poppler` without it, or a PDFTOTEXT_PATH that names no program, stops the server with what to do.
 */
export function findPoppler(config: PdfEngineConfig | undefined, searchPath = process.env.PATH ?? ''): PopplerTools | null {
  const engine = config?.engine ?? 'auto';
  if (engine === 'pdfjs') return null;
  const named = config?.pdftotextPath;
  if (named && !isProgram(named)) throw new Error(`PDFTOTEXT_PATH names ${named}, which is not a program Teachkit can run; install poppler-utils or correct the path`);
  const pdftotext = named ?? onPath('pdftotext', searchPath);
  if (!pdftotext) {
    if (engine === 'poppler') throw new Error('PDF_ENGINE is poppler, but pdftotext is not on PATH; install poppler-utils (Debian: apt-get install poppler-utils) or set PDFTOTEXT_PATH');
    return null;
  }
  const pdftoppm = path.join(path.dirname(pdftotext), 'pdftoppm');
  return { pdftotext, pdftoppm: isProgram(pdftoppm) ? pdftoppm : null };
}

/** Consecutive page ranges covering 1…pageCount, and how many of them to read at once. */
export function pageRanges(pageCount: number, cores = os.availableParallelism()): { ranges: [number, number][]; atOnce: number } {
  const atOnce = Math.max(1, Math.min(cores, MAX_PROCESSES, Math.ceil(pageCount / MIN_PAGES_PER_PROCESS)));
  const size = Math.max(1, Math.min(MAX_PAGES_PER_PROCESS, Math.ceil(pageCount / atOnce)));
  const ranges: [number, number][] = [];
  for (let first = 1; first <= pageCount; first += size) ranges.push([first, Math.min(pageCount, first + size - 1)]);
  return { ranges, atOnce };
}

/**
 * Reads a PDF's pages `first` to `last` with pdftotext, page ranges in processes of their own, each page handed to
 * `onPage` as its process prints it. A range whose process fails (an exit code, a timeout, too much output) leaves
 * its remaining pages unread: the caller reads those with pdfjs. Only the stored file's path reaches the command line.
 */
export async function readPagesWithPoppler(
  pdftotext: string,
  filePath: string,
  first: number,
  last: number,
  onPage: (pageNumber: number, page: PageParagraphs) => void,
  limits = POPPLER_LIMITS,
): Promise<void> {
  const counted = pageRanges(last - first + 1);
  const ranges = counted.ranges.map(([from, to]): [number, number] => [from + first - 1, to + first - 1]);
  const { atOnce } = counted;
  const next = ranges.values();
  const readNext = async (): Promise<void> => {
    for (const [first, last] of next) await readRange(pdftotext, path.resolve(filePath), first, last, onPage, limits);
  };
  await Promise.all(Array.from({ length: atOnce }, readNext));
}

function readRange(pdftotext: string, filePath: string, first: number, last: number, onPage: (pageNumber: number, page: PageParagraphs) => void, limits: PopplerLimits): Promise<void> {
  const reader = createTsvReader((page) => {
    if (page.pageNumber >= first && page.pageNumber <= last) onPage(page.pageNumber, pageParagraphs(page.lines, page.box));
  });
  // -cropbox: positions within the page as it is shown, the box pdfjs measures its margins in.
  const args = ['-tsv', '-cropbox', '-enc', 'UTF-8', '-q', '-f', String(first), '-l', String(last), filePath, '-'];
  return new Promise((resolve) => {
    let unreadable = false;
    const child = execFile(pdftotext, args, { encoding: 'utf8', timeout: limits.timeoutMs, maxBuffer: limits.outputBytes, killSignal: 'SIGKILL' }, (error) => {
      if (!error && !unreadable) reader.end();
      resolve();
    });
    child.stdout?.on('data', (chunk: string) => {
      if (unreadable) return;
      try {
        reader.write(chunk);
      } catch {
        // Output this code cannot follow: the rest of the range is pdfjs's, and the process need not go on.
        unreadable = true;
        child.kill('SIGKILL');
      }
    });
  });
}

/** A PNG's size, from its header (IHDR: width and height at bytes 16 and 20). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The first page drawn by pdftoppm as a PNG `width` × `height` pixels; rejects when pdftoppm draws nothing. */
export function drawFirstPageWithPoppler(pdftoppm: string, filePath: string, width: number, height: number, limits = POPPLER_LIMITS): Promise<Buffer> {
  const args = ['-png', '-cropbox', '-f', '1', '-l', '1', '-scale-to-x', String(width), '-scale-to-y', String(height), path.resolve(filePath)];
  return new Promise((resolve, reject) => {
    execFile(pdftoppm, args, { encoding: 'buffer', timeout: limits.timeoutMs, maxBuffer: limits.outputBytes, killSignal: 'SIGKILL' }, (error, png) => {
      if (error) reject(error);
      else if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) reject(new Error('pdftoppm printed no PNG'));
      else resolve(png);
    });
  });
}
