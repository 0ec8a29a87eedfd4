import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { PDFDocument as PdfLibDocument, StandardFonts } from 'pdf-lib';
import { createFileExtractor } from '../../server/processing/extract/index.ts';
import { findPoppler } from '../../server/processing/extract/poppler.ts';
import { closeOcr } from '../../server/processing/extract/ocr.ts';
import type { ExtractResult, PageRound } from '../../server/processing/extract/types.ts';
import type { ReadingLimits } from '../../server/domain/uploads/reading-limits.ts';
import type { PdfEngine } from '../../server/config.ts';
import { pdfWith } from './helpers/documents.ts';
import { makeTextPng } from './helpers/media-files.ts';

/**
 * A long PDF is read in rounds: each round reads the pages after the last one read, at most so many and no page
 * begun after its time, and says how far it came; the rounds together give every page's slice once, in order.
 */

afterAll(() => closeOcr());

/** A PDF of `pages` pages written with pdf-lib, page n saying "Text on sheet n". */
async function sheets(pages: number): Promise<Buffer> {
  const pdf = await PdfLibDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) pdf.addPage([612, 792]).drawText(`Text on sheet ${index + 1}`, { x: 72, y: 400, size: 12, font });
  return Buffer.from(await pdf.save());
}

const folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-rounds-'));
afterAll(() => rm(folder, { recursive: true, force: true }));
const TWENTY_FIVE = path.join(folder, 'sheets.pdf');
await writeFile(TWENTY_FIVE, await sheets(25));

async function readRound(engine: PdfEngine, filePath: string, round: PageRound, limits?: ReadingLimits): Promise<ExtractResult & { progress: number[] }> {
  const extractor = createFileExtractor({ transcription: undefined, pdfEngine: { engine, pdftotextPath: undefined } });
  const progress: number[] = [];
  const result = await extractor({ filePath, fileName: 'sheets.pdf', extension: 'pdf', mimeType: 'application/pdf', language: 'en', round, limits }, (percent) => progress.push(percent));
  return { ...result, progress };
}

const texts = (result: ExtractResult) => result.slices.map((slice) => [slice.page, slice.text]);
const TEN_PAGES = { pages: 10, seconds: 600 };

const popplerInstalled = findPoppler({ engine: 'auto', pdftotextPath: undefined }) !== null;
describe.each([
  { engine: 'pdfjs' as const, skip: false },
  { engine: 'poppler' as const, skip: !popplerInstalled },
])('read with $engine', ({ engine, skip }) => {
  test.skipIf(skip)('a 25-page PDF in rounds of 10 pages gives pages 1–10, 11–20 and 21–25, each page once, in order', async () => {
    const first = await readRound(engine, TWENTY_FIVE, { from: 1, ...TEN_PAGES });
    const second = await readRound(engine, TWENTY_FIVE, { from: 11, ...TEN_PAGES });
    const third = await readRound(engine, TWENTY_FIVE, { from: 21, ...TEN_PAGES });
    expect([first.round, second.round, third.round]).toEqual([
      { pageCount: 25, lastPage: 10 },
      { pageCount: 25, lastPage: 20 },
      { pageCount: 25, lastPage: 25 },
    ]);
    expect([...texts(first), ...texts(second), ...texts(third)]).toEqual([
      [1, 'Text on sheet 1'], [2, 'Text on sheet 2'], [3, 'Text on sheet 3'], [4, 'Text on sheet 4'], [5, 'Text on sheet 5'],
      [6, 'Text on sheet 6'], [7, 'Text on sheet 7'], [8, 'Text on sheet 8'], [9, 'Text on sheet 9'], [10, 'Text on sheet 10'],
      [11, 'Text on sheet 11'], [12, 'Text on sheet 12'], [13, 'Text on sheet 13'], [14, 'Text on sheet 14'], [15, 'Text on sheet 15'],
      [16, 'Text on sheet 16'], [17, 'Text on sheet 17'], [18, 'Text on sheet 18'], [19, 'Text on sheet 19'], [20, 'Text on sheet 20'],
      [21, 'Text on sheet 21'], [22, 'Text on sheet 22'], [23, 'Text on sheet 23'], [24, 'Text on sheet 24'], [25, 'Text on sheet 25'],
    ]);
    // The first round draws the thumbnail; the bar counts the file's pages, and reaches 100 with its last.
    expect(first.thumbnail).toMatchObject({ mimeType: 'image/png', width: 320 });
    expect([second.thumbnail, third.thumbnail]).toEqual([null, null]);
    expect(second.progress).toEqual([41, 45, 49, 53, 57, 60, 64, 68, 72, 76]);
    expect(third.progress).toEqual([79, 83, 87, 91, 95, 100]);
  });

  test.skipIf(skip)('a round whose time is up begins no further page: it ends after its first', async () => {
    const result = await readRound(engine, TWENTY_FIVE, { from: 7, pages: 10, seconds: 0 });
    expect(result.round).toEqual({ pageCount: 25, lastPage: 7 });
    expect(texts(result)).toEqual([[7, 'Text on sheet 7']]);
  });

  test.skipIf(skip)('a round after the last page reads nothing and says the file is read to its end', async () => {
    const result = await readRound(engine, TWENTY_FIVE, { from: 26, ...TEN_PAGES });
    expect(result.round).toEqual({ pageCount: 25, lastPage: 25 });
    expect(result.slices).toEqual([]);
  });

  test.skipIf(skip)('a file longer than the plan reads is refused in any round, with the numbers', async () => {
    await expect(readRound(engine, TWENTY_FIVE, { from: 11, ...TEN_PAGES }, { plan: 'Free', pages: 20, recordingMinutes: 120 })).rejects.toMatchObject({
      permanent: true,
      message:
        'This file has 25 pages; on the Free plan Teachkit reads files of up to 20 pages. Split it into parts of at most 20 pages and upload those, or choose a plan that reads longer files.',
    });
  });
});

test('a scan is read by OCR round by round: three scanned pages in rounds of two', async () => {
  const lines = [['Equivalent fractions'], ['Shade one half of the strip'], ['Compare the two strips']];
  const scans = await Promise.all(lines.map((text) => makeTextPng(text, 1200, 200)));
  const filePath = path.join(folder, 'scan.pdf');
  await writeFile(filePath, await pdfWith(scans.map((scan) => (doc: PDFKit.PDFDocument) => doc.image(scan, 72, 72, { width: 468 }))));
  const first = await readRound('pdfjs', filePath, { from: 1, pages: 2, seconds: 600 });
  const second = await readRound('pdfjs', filePath, { from: 3, pages: 2, seconds: 600 });
  expect([first.round, second.round]).toEqual([
    { pageCount: 3, lastPage: 2 },
    { pageCount: 3, lastPage: 3 },
  ]);
  expect([...texts(first), ...texts(second)]).toEqual([
    [1, 'Equivalent fractions'],
    [2, 'Shade one half of the strip'],
    [3, 'Compare the two strips'],
  ]);
  // The bar moves as each scanned page is read, not only once the round is over.
  expect(first.progress).toEqual([31, 63]);
}, 120_000);
