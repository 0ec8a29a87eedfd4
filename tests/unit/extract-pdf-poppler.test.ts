import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { createFileExtractor } from '../../server/processing/extract/index.ts';
import { openPdf } from '../../server/processing/extract/pdfjs.ts';
import { readPageRound } from '../../server/processing/extract/pdf-pages.ts';
import type { PageParagraphs } from '../../server/processing/extract/pdf-text.ts';
import { drawFirstPageWithPoppler, findPoppler, pageRanges, pngSize, readPagesWithPoppler } from '../../server/processing/extract/poppler.ts';
import { createTsvReader, type PopplerPage } from '../../server/processing/extract/poppler-tsv.ts';
import { extract, pdfWith, workbookPage } from './helpers/documents.ts';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-poppler-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A stand-in for pdftotext: a shell script that writes the arguments it got beside itself, then runs `body`. */
async function fakePdftotext(name: string, body: string): Promise<string> {
  const program = path.join(folder, name, 'pdftotext');
  await mkdir(path.dirname(program), { recursive: true });
  await writeFile(program, `#!/bin/sh\nprintf '%s\\n' "$@" > "$(dirname "$0")/arguments"\n${body}\n`);
  await chmod(program, 0o755);
  return program;
}

async function writePdf(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return file;
}

const twoPages = () =>
  pdfWith([
    (doc) => doc.fontSize(12).text('Halves and quarters', 72, 72, { lineBreak: false }),
    (doc) => doc.fontSize(12).text('Thirds and sixths', 72, 72, { lineBreak: false }),
  ]);

/** One row of pdftotext's TSV. */
const row = (...columns: (string | number)[]) => `${columns.join('\t')}\n`;
const HEADER = row('level', 'page_num', 'par_num', 'block_num', 'line_num', 'word_num', 'left', 'top', 'width', 'height', 'conf', 'text');

describe('pdftotext’s TSV', () => {
  const rounded = (page: PopplerPage) => ({
    ...page,
    lines: page.lines.map((line) => ({ ...line, transform: line.transform.map((n) => Number(n.toFixed(3))) })),
  });

  test('each line is one run ending its line, its baseline measured up from the page’s foot, its box’s height as its size', () => {
    const tsv =
      HEADER +
      row(1, 1, 0, 0, 0, 0, 0, 0, 612, 792, -1, '###PAGE###') +
      row(3, 1, 0, 0, 0, 0, 72, 72, 273.51, 16.65, -1, '###FLOW###') +
      row(4, 1, 0, 0, 0, 0, 72, 72, 273.51, 16.65, -1, '###LINE###') +
      row(5, 1, 0, 0, 0, 0, 72, 72, 58.03, 16.65, 100, 'Lesson') +
      row(5, 1, 0, 0, 0, 1, 135.04, 72, 15.01, 16.65, 100, '1:') +
      row(5, 1, 0, 0, 0, 2, 154.15, 72, 67.84, 16.65, 100, 'Fractions') +
      row(4, 1, 0, 1, 0, 0, 72, 103.2, 400, 10, -1, '###LINE###') +
      row(5, 1, 0, 1, 0, 0, 72, 103.2, 30, 10, 100, '<&>') +
      row(5, 1, 0, 1, 0, 1, 110, 103.2, 40, 10, 100, '“quoted”') +
      // A blank page still has its row; the left and top of a page row are left over from the row before it.
      row(1, 2, 0, 0, 0, 0, 72, 103.2, 612, 792, -1, '###PAGE###') +
      row(1, 3, 0, 0, 0, 0, 72, 103.2, 595, 842, -1, '###PAGE###') +
      row(4, 3, 0, 0, 0, 0, 72, 800, 10, 10, -1, '###LINE###') +
      row(5, 3, 0, 0, 0, 0, 72, 800, 10, 10, 100, '3');
    const pages: PopplerPage[] = [];
    const reader = createTsvReader((page) => pages.push(page));
    // Output arrives in pieces that end mid-row.
    for (let at = 0; at < tsv.length; at += 37) reader.write(tsv.slice(at, at + 37));
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    reader.end();
    expect(pages.map(rounded)).toEqual([
      {
        pageNumber: 1,
        box: [0, 0, 612, 792],
        lines: [
          { str: 'Lesson 1: Fractions', transform: [16.65, 0, 0, 16.65, 72, 707.013], width: 273.51, hasEOL: true },
          { str: '<&> “quoted”', transform: [10, 0, 0, 10, 72, 681], width: 400, hasEOL: true },
        ],
      },
      { pageNumber: 2, box: [0, 0, 612, 792], lines: [] },
      { pageNumber: 3, box: [0, 0, 595, 842], lines: [{ str: '3', transform: [10, 0, 0, 10, 72, 34.2], width: 10, hasEOL: true }] },
    ]);
  });

  test('rows it does not know, and a line without words, add nothing', () => {
    const pages: PopplerPage[] = [];
    const reader = createTsvReader((page) => pages.push(page));
    reader.write('Syntax Warning: something odd\n' + row(1, 1, 0, 0, 0, 0, 0, 0, 612, 792, -1, '###PAGE###') + row(4, 1, 0, 0, 0, 0, 72, 72, 10, 10, -1, '###LINE###'));
    reader.end();
    expect(pages).toEqual([{ pageNumber: 1, box: [0, 0, 612, 792], lines: [] }]);
  });
});

describe('page ranges', () => {
  test('a short PDF is one process; a long one is shared among the cores, at most 200 pages and 4 processes at a time', () => {
    expect(pageRanges(30, 2)).toEqual({ ranges: [[1, 30]], atOnce: 1 });
    expect(pageRanges(300, 2)).toEqual({ ranges: [[1, 150], [151, 300]], atOnce: 2 });
    expect(pageRanges(300, 1)).toEqual({ ranges: [[1, 200], [201, 300]], atOnce: 1 });
    expect(pageRanges(100, 16)).toEqual({ ranges: [[1, 34], [35, 68], [69, 100]], atOnce: 3 });
    expect(pageRanges(1000, 16).ranges).toEqual([[1, 200], [201, 400], [401, 600], [601, 800], [801, 1000]]);
    expect(pageRanges(1000, 16).atOnce).toBe(4);
  });
});

describe('choosing the engine', () => {
  test('PDF_ENGINE is auto unless set; PDFTOTEXT_PATH is resolved from the working folder; anything else is refused', () => {
    expect(loadConfig({}, '/srv').pdfEngine).toEqual({ engine: 'auto', pdftotextPath: undefined });
    expect(loadConfig({ PDF_ENGINE: ' Poppler ', PDFTOTEXT_PATH: 'bin/pdftotext' }, '/srv').pdfEngine).toEqual({ engine: 'poppler', pdftotextPath: '/srv/bin/pdftotext' });
    expect(loadConfig({ PDF_ENGINE: 'pdfjs' }, '/srv').pdfEngine).toEqual({ engine: 'pdfjs', pdftotextPath: undefined });
    expect(() => loadConfig({ PDF_ENGINE: 'xpdf' }, '/srv')).toThrow('PDF_ENGINE must be auto, pdfjs or poppler, got "xpdf"');
  });

  test('auto takes pdftotext from PATH, and pdftoppm from beside it when it is there; pdfjs never does', async () => {
    const withBoth = path.dirname(await fakePdftotext('both', 'exit 0'));
    await writeFile(path.join(withBoth, 'pdftoppm'), '#!/bin/sh\n', { mode: 0o755 });
    const textOnly = path.dirname(await fakePdftotext('text-only', 'exit 0'));
    const notRunnable = path.join(folder, 'not-runnable');
    await mkdir(notRunnable, { recursive: true });
    await writeFile(path.join(notRunnable, 'pdftotext'), 'not a program', { mode: 0o644 });
    const auto = { engine: 'auto', pdftotextPath: undefined } as const;
    expect(findPoppler(auto, `/nowhere${path.delimiter}${withBoth}`)).toEqual({ pdftotext: `${withBoth}/pdftotext`, pdftoppm: `${withBoth}/pdftoppm` });
    expect(findPoppler(auto, textOnly)).toEqual({ pdftotext: `${textOnly}/pdftotext`, pdftoppm: null });
    expect(findPoppler(auto, `${notRunnable}${path.delimiter}/nowhere`)).toBeNull();
    expect(findPoppler({ engine: 'pdfjs', pdftotextPath: undefined }, withBoth)).toBeNull();
    expect(findPoppler({ engine: 'auto', pdftotextPath: `${textOnly}/pdftotext` }, '')).toEqual({ pdftotext: `${textOnly}/pdftotext`, pdftoppm: null });
  });

  test('poppler without pdftotext, or a PDFTOTEXT_PATH that is no program, stops the server saying what to do', () => {
    expect(() => findPoppler({ engine: 'poppler', pdftotextPath: undefined }, '/nowhere')).toThrow(
      'PDF_ENGINE is poppler, but pdftotext is not on PATH; install poppler-utils (Debian: apt-get install poppler-utils) or set PDFTOTEXT_PATH',
    );
    expect(() => findPoppler({ engine: 'auto', pdftotextPath: '/nowhere/pdftotext' }, '')).toThrow(
      'PDFTOTEXT_PATH names /nowhere/pdftotext, which is not a program Teachkit can run; install poppler-utils or correct the path',
    );
    expect(() => createFileExtractor({ transcription: undefined, pdfEngine: { engine: 'poppler', pdftotextPath: '/nowhere/pdftotext' } })).toThrow('PDFTOTEXT_PATH names');
  });
});

describe('when pdftotext fails, pdfjs reads the pages', () => {
  const expected = [
    { page: 1, title: 'Page 1', text: 'Halves and quarters' },
    { page: 2, title: 'Page 2', text: 'Thirds and sixths' },
  ];

  test('an exit code: the same slices and thumbnail, and pdftotext was given nothing but options and the stored file', async () => {
    const program = await fakePdftotext('failing', 'exit 1');
    const extractor = createFileExtractor({ transcription: undefined, pdfEngine: { engine: 'poppler', pdftotextPath: program } });
    const result = await extract('Fractions.pdf', await twoPages(), '', extractor);
    expect(result.slices.map(({ page, title, text }) => ({ page, title, text }))).toEqual(expected);
    expect(result.thumbnail).toMatchObject({ mimeType: 'image/png', width: 320, height: 415 });
    expect(result.progress).toEqual([47, 95, 100]);
    const args = (await readFile(path.join(path.dirname(program), 'arguments'), 'utf8')).trimEnd().split('\n');
    expect(args.slice(0, 9)).toEqual(['-tsv', '-cropbox', '-enc', 'UTF-8', '-q', '-f', '1', '-l', '2']);
    expect(args[9]).toMatch(/^\/.*\/Fractions\.pdf$/);
    expect(args.slice(10)).toEqual(['-']);
  });

  test('pages a failing process printed in full are kept; the rest are read by pdfjs', async () => {
    const page1 = HEADER + row(1, 1, 0, 0, 0, 0, 0, 0, 612, 792, -1, '###PAGE###') + row(4, 1, 0, 0, 0, 0, 72, 72, 100, 11.1, -1, '###LINE###');
    const words = row(5, 1, 0, 0, 0, 0, 72, 72, 30, 11.1, 100, 'Read') + row(5, 1, 0, 0, 0, 1, 105, 72, 20, 11.1, 100, 'by') + row(5, 1, 0, 0, 0, 2, 128, 72, 40, 11.1, 100, 'poppler');
    const startOfPage2 = row(1, 2, 0, 0, 0, 0, 0, 0, 612, 792, -1, '###PAGE###');
    await writeFile(path.join(folder, 'partial.tsv'), page1 + words + startOfPage2);
    const program = await fakePdftotext('partial', `cat "${folder}/partial.tsv"\nexit 1`);
    const pdf = await openPdf(new Uint8Array(await twoPages()));
    try {
      const pdftotext = { program, filePath: await writePdf('partial.pdf', await twoPages()) };
      const pages = await readPageRound(pdf, { first: 1, last: 2, deadline: Infinity, pdftotext }, () => {});
      expect(pages.map((page) => page.paragraphs)).toEqual([['Read by poppler'], ['Thirds and sixths']]);
    } finally {
      await pdf.loadingTask.destroy();
    }
  });

  const readWith = async (program: string, limits: { timeoutMs: number; outputBytes: number }) => {
    const pdf = await openPdf(new Uint8Array(await twoPages()));
    try {
      const progress: number[] = [];
      const pdftotext = { program, filePath: await writePdf('limits.pdf', await twoPages()), limits };
      const pages = await readPageRound(pdf, { first: 1, last: 2, deadline: Infinity, pdftotext }, (finished) => progress.push(finished));
      return { paragraphs: pages.map((page) => page.paragraphs), progress };
    } finally {
      await pdf.loadingTask.destroy();
    }
  };

  test('a process that runs past its time is stopped', async () => {
    const program = await fakePdftotext('stuck', 'exec sleep 30');
    const started = performance.now();
    expect(await readWith(program, { timeoutMs: 300, outputBytes: 1024 * 1024 })).toEqual({ paragraphs: [['Halves and quarters'], ['Thirds and sixths']], progress: [1, 2] });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  test('a process that prints more than its output limit is stopped', async () => {
    const program = await fakePdftotext('talkative', 'exec yes');
    expect(await readWith(program, { timeoutMs: 10_000, outputBytes: 64 * 1024 })).toEqual({ paragraphs: [['Halves and quarters'], ['Thirds and sixths']], progress: [1, 2] });
  });

  test('output that is not TSV reads as no pages', async () => {
    const program = await fakePdftotext('garbled', "printf 'Syntax Error: no text here\\n'");
    expect(await readWith(program, { timeoutMs: 10_000, outputBytes: 1024 * 1024 })).toEqual({ paragraphs: [['Halves and quarters'], ['Thirds and sixths']], progress: [1, 2] });
  });
});

const poppler = findPoppler({ engine: 'auto', pdftotextPath: undefined });
describe.skipIf(!poppler)(poppler ? 'poppler’s programs' : 'poppler’s programs (skipped: pdftotext is not installed; apt-get install poppler-utils)', () => {
  test('pdftotext reads each page’s paragraphs, and where its first and last lie in the margins', async () => {
    const file = await writePdf('workbook.pdf', await pdfWith([workbookPage(1), () => {}, workbookPage(3)]));
    const pages: [number, PageParagraphs][] = [];
    await readPagesWithPoppler(poppler!.pdftotext, file, 1, 3, (pageNumber, paragraphs) => pages.push([pageNumber, paragraphs]));
    expect(pages).toEqual([
      [1, { paragraphs: ['Fractions workbook', 'Lesson 1: equal parts', 'Shade 1 of the 2 equal parts.', 'Year 4 maths · page 1'], firstInMargin: true, lastInMargin: true }],
      [2, { paragraphs: [], firstInMargin: false, lastInMargin: false }],
      [3, { paragraphs: ['Fractions workbook', 'Lesson 3: equal parts', 'Shade 3 of the 4 equal parts.', 'Year 4 maths · page 3'], firstInMargin: true, lastInMargin: true }],
    ]);
  });

  test('a long PDF’s pages all come back, each with its own text, however the ranges fall', async () => {
    const file = await writePdf('long.pdf', await pdfWith(Array.from({ length: 130 }, (_, index) => (doc: PDFKit.PDFDocument) => doc.text(`Text on sheet ${index + 1}`, 72, 300))));
    const pages: string[] = [];
    await readPagesWithPoppler(poppler!.pdftotext, file, 1, 130, (pageNumber, page) => (pages[pageNumber - 1] = page.paragraphs.join('\n')));
    expect(pages).toEqual(Array.from({ length: 130 }, (_, index) => `Text on sheet ${index + 1}`));
  });

  test.skipIf(!poppler?.pdftoppm)('pdftoppm draws the first page as a PNG of the size asked for', async () => {
    const file = await writePdf('drawn.pdf', await pdfWith([(doc) => doc.fontSize(40).text('Photosynthesis', 72, 72), (doc) => doc.text('Second page')]));
    const png = await drawFirstPageWithPoppler(poppler!.pdftoppm!, file, 320, 415);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(png)).toEqual({ width: 320, height: 415 });
  });
});
