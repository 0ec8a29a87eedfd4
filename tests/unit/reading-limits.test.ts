import { describe, expect, test } from 'vitest';
import { readingLimits } from '../../server/domain/uploads/reading-limits.ts';
import { extractFile } from '../../server/processing/extract/index.ts';
import type { ExtractInput } from '../../server/processing/extract/types.ts';
import { lessonPptx, pdfWith, workbookPage } from './helpers/documents.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Each plan reads files up to a length; a longer one is refused with the numbers and what to do. */

async function read(fileName: string, bytes: Buffer, limits: ExtractInput['limits']) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-limits-'));
  try {
    const filePath = path.join(folder, fileName);
    await writeFile(filePath, bytes);
    const extension = fileName.split('.').pop()!;
    return await extractFile({ filePath, fileName, extension, mimeType: '', language: 'en', limits }, () => {});
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('reading limits by plan', () => {
  test('the plans read 500, 1,500, 3,000 and 5,000 pages', () => {
    expect(readingLimits('free')).toEqual({ plan: 'Free', pages: 500, recordingMinutes: 120 });
    expect(readingLimits('starter')).toEqual({ plan: 'Starter', pages: 1500, recordingMinutes: 300 });
    expect(readingLimits('pro')).toEqual({ plan: 'Pro', pages: 3000, recordingMinutes: 600 });
    expect(readingLimits('institution')).toEqual({ plan: 'Institution', pages: 5000, recordingMinutes: 1200 });
  });

  test('a PDF longer than the plan reads is refused for good with its length, the limit and what to do', async () => {
    const pdf = await pdfWith([workbookPage(1), workbookPage(2), workbookPage(3)]);
    await expect(read('workbook.pdf', pdf, { plan: 'Free', pages: 2, recordingMinutes: 120 })).rejects.toMatchObject({
      permanent: true,
      message: 'This file has 3 pages; on the Free plan Teachkit reads files of up to 2 pages. Split it into parts of at most 2 pages and upload those, or choose a plan that reads longer files.',
    });
    expect((await read('workbook.pdf', pdf, { plan: 'Free', pages: 3, recordingMinutes: 120 })).slices).toHaveLength(3);
  });

  test('a presentation is counted in slides', async () => {
    await expect(read('deck.pptx', await lessonPptx(), { plan: 'Starter', pages: 1, recordingMinutes: 300 })).rejects.toMatchObject({
      permanent: true,
      message: expect.stringMatching(/^This file has \d slides; on the Starter plan Teachkit reads files of up to 1 slides\./),
    });
  });
});
