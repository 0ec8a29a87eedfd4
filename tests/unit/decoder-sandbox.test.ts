import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fittedScale, MAX_PAGE_PIXELS, MAX_PAGE_SIDE } from '../../server/processing/extract/pdf.ts';
import { DecoderSandbox } from '../../server/processing/sandbox/sandbox.ts';
import type { ExtractInput, PagesRead } from '../../server/processing/extract/types.ts';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Files are read in a process of their own, watched for memory and progress (server/processing/sandbox). */

let folder = '';
let input: ExtractInput;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-sandbox-'));
  const filePath = path.join(folder, 'notes.md');
  await writeFile(filePath, '# Volcanoes\n\nMagma rises through cracks in the crust and erupts as lava.\n');
  input = { filePath, fileName: 'notes.md', extension: 'md', mimeType: 'text/markdown', language: 'en' };
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const options = { transcription: undefined, pdfEngine: { engine: 'pdfjs' as const, pdftotextPath: undefined } };

describe('the decoding sandbox', () => {
  test('reads a file in its own process and hands back its slices, one request after another in the same process', async () => {
    const sandbox = new DecoderSandbox({ memoryBytes: 2048 * 1024 ** 2, stallMs: 60_000 });
    try {
      const extract = sandbox.extractor(options);
      const progress: number[] = [];
      const first = await extract(input, (percent) => progress.push(percent));
      expect(first.slices.map((slice) => [slice.title, slice.text])).toEqual([['Volcanoes', 'Magma rises through cracks in the crust and erupts as lava.']]);
      expect(progress).toContain(100);
      const second = await extract(input, () => {});
      expect(second.slices).toHaveLength(1);
    } finally {
      await sandbox.close();
    }
  });

  test('a round of a PDF read in the sandbox says how far it came, and its pages read as each one is', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let index = 0; index < 3; index += 1) pdf.addPage([612, 792]).drawText(`Text on sheet ${index + 1}`, { x: 72, y: 400, size: 12, font });
    const filePath = path.join(folder, 'sheets.pdf');
    await writeFile(filePath, await pdf.save());
    const sandbox = new DecoderSandbox({ memoryBytes: 2048 * 1024 ** 2, stallMs: 60_000 });
    try {
      const heard: [number, PagesRead | undefined][] = [];
      const round = { from: 2, pages: 2, seconds: 600 };
      const result = await sandbox.extractor(options)({ filePath, fileName: 'sheets.pdf', extension: 'pdf', mimeType: 'application/pdf', language: 'en', round }, (percent, pages) => heard.push([percent, pages]));
      expect(result.round).toEqual({ pageCount: 3, lastPage: 3 });
      expect(result.slices.map((slice) => [slice.page, slice.text])).toEqual([
        [2, 'Text on sheet 2'],
        [3, 'Text on sheet 3'],
      ]);
      expect(heard).toEqual([
        [63, { read: 2, of: 3 }],
        [95, { read: 3, of: 3 }],
        [100, undefined],
      ]);
    } finally {
      await sandbox.close();
    }
  });

  test('a reading past the memory limit is stopped and fails for good with the limit in words', async () => {
    // 40 MB is less than Node itself takes to start: the process is stopped before it reads a byte.
    const sandbox = new DecoderSandbox({ memoryBytes: 40 * 1024 ** 2, stallMs: 60_000 });
    try {
      await expect(sandbox.extractor(options)(input, () => {})).rejects.toMatchObject({
        name: 'ExtractionError',
        permanent: true,
        message:
          'Reading this file needed more than 40 MB of memory, more than Teachkit gives one file, so it was stopped. Split the file into smaller parts (or save it again as PDF) and upload those.',
      });
    } finally {
      await sandbox.close();
    }
  });

  test('a reading that makes no progress within the limit is stopped and fails for good', async () => {
    const sandbox = new DecoderSandbox({ memoryBytes: 2048 * 1024 ** 2, stallMs: 1 });
    try {
      await expect(sandbox.extractor(options)(input, () => {})).rejects.toMatchObject({ name: 'ExtractionError', permanent: true, message: expect.stringMatching(/^Reading this file made no progress for /) });
    } finally {
      await sandbox.close();
    }
  });

  test("a sandbox being closed fails its reading as something to try again, not as the file's fault", async () => {
    const sandbox = new DecoderSandbox({ memoryBytes: 2048 * 1024 ** 2, stallMs: 60_000 });
    const reading = sandbox.extractor(options)(input, () => {});
    await sandbox.close();
    const failure = await reading.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toBe('Error');
  });
});

describe('how large a PDF page is drawn', () => {
  test('a US Letter page is drawn at the width asked for', () => {
    expect(fittedScale({ width: 612, height: 792 }, 1700) * 612).toBeCloseTo(1700);
  });

  test('a strip 100 points wide and 2,100 high is drawn no higher than the longest side allowed', () => {
    const scale = fittedScale({ width: 100, height: 2100 }, 1700);
    expect(MAX_PAGE_SIDE).toBe(8000);
    expect(2100 * scale).toBeCloseTo(8000);
    expect(100 * scale).toBeCloseTo(381, 0);
  });

  test('a page 14,400 points square is held to the pixel limit', () => {
    const scale = fittedScale({ width: 14_400, height: 14_400 }, 1700);
    expect(MAX_PAGE_PIXELS).toBe(16_000_000);
    expect((14_400 * scale) ** 2).toBeLessThanOrEqual(16_000_000);
  });

  test('a page with no area cannot be drawn', () => {
    expect(() => fittedScale({ width: 0, height: 792 }, 1700)).toThrow('The page has no area to draw');
  });
});
