import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { canExtract, extractFile } from '../../server/processing/extract/index.ts';
import { createZipExtractor, ZIP_LIMITS, type ArchiveMemberInput } from '../../server/processing/extract/zip.ts';
import { extract, lessonDocx, lockedZipOf, pdfWith, zipOf } from './helpers/documents.ts';

const titlesAndSources = (slices: { title: string; source?: string }[]) => slices.map(({ title, source }) => ({ title, source }));

describe('ZIP archives', () => {
  test('each file is read as if uploaded alone, titled with its name, its path kept as the source; clutter ignored', async () => {
    const pdf = await pdfWith([(doc) => doc.fontSize(12).text('Label the parts of a flower.', 72, 72)]);
    const archive = await zipOf({
      'Science/flowers.pdf': pdf,
      'Science/notes.md': '# Pollination\n\nBees carry pollen.',
      'Maths/unit.docx': await lessonDocx(),
      '__MACOSX/Science/._flowers.pdf': 'resource fork',
      'Science/.DS_Store': 'finder',
    });
    const result = await extract('Term 2.zip', archive);
    expect(titlesAndSources(result.slices)).toEqual([
      { title: 'flowers.pdf › Page 1', source: 'Science/flowers.pdf' },
      { title: 'notes.md › Pollination', source: 'Science/notes.md' },
      { title: 'unit.docx › Fractions unit', source: 'Maths/unit.docx' },
      { title: 'unit.docx › Adding fractions', source: 'Maths/unit.docx' },
      { title: 'unit.docx › Worked examples', source: 'Maths/unit.docx' },
    ]);
    expect(result.slices[0]).toMatchObject({ page: 1, contentType: 'page', text: 'Label the parts of a flower.' });
    expect(result.thumbnail).toMatchObject({ mimeType: 'image/png', width: 320 });
    expect(result.notice).toBe('');
    expect(result.progress.at(-1)).toBe(100);
  });

  test('files Teachkit does not read, and damaged ones, are named in the notice while the rest is read', async () => {
    const archive = await zipOf({
      'timetable.xlsx': 'PK',
      'broken.pdf': '%PDF-1.7 not really',
      'readme.txt': 'Start here\n\nOpen the worksheets in order.',
    });
    const result = await extract('Pack.zip', archive);
    expect(titlesAndSources(result.slices)).toEqual([{ title: 'readme.txt › Start here', source: 'readme.txt' }]);
    expect(result.notice).toBe(
      [
        'timetable.xlsx: Teachkit does not read .xlsx files.',
        'broken.pdf: This PDF is damaged and cannot be read. Open it in your PDF reader and save or export a fresh copy, then upload that copy.',
      ].join('\n'),
    );
  });

  test('an archive inside an archive is read too, its files named by their path through both', async () => {
    const inner = await zipOf({ 'week1/plan.txt': 'Monday\n\nCounting to ten.' });
    const result = await extract('Outer.zip', await zipOf({ 'weeks.zip': inner }));
    expect(titlesAndSources(result.slices)).toEqual([{ title: 'weeks.zip › plan.txt › Monday', source: 'weeks.zip/week1/plan.txt' }]);
  });

  test('a zip bomb (a file packed a thousand times smaller than it unpacks) is refused whole and for good', async () => {
    const bomb = await zipOf({ 'readme.txt': 'Open me', 'zeros.txt': Buffer.alloc(20 * 1024 * 1024) });
    await expect(extract('Bomb.zip', bomb)).rejects.toMatchObject({
      permanent: true,
      message:
        'This ZIP archive holds a file that unpacks to far more than its packed size, as archives made to overload a server do, so Teachkit will not unpack it. If the archive is genuine, unzip it on your computer and upload the files on their own.',
    });
  });

  test('a file that unpacks past the size its archive declares for it is refused as a zip bomb', async () => {
    const archive = await zipOf({ 'zeros.txt': Buffer.alloc(2 * 1024 * 1024, 0x30) });
    // Declare 1,000 bytes where 2 MB are packed, in the local header (offset 22) and the central directory (24).
    archive.writeUInt32LE(1000, archive.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04])) + 22);
    archive.writeUInt32LE(1000, archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    await expect(extract('Liar.zip', archive)).rejects.toMatchObject({
      permanent: true,
      message:
        'This ZIP archive holds a file that unpacks to far more than its packed size, as archives made to overload a server do, so Teachkit will not unpack it. If the archive is genuine, unzip it on your computer and upload the files on their own.',
    });
  });

  test('archives nested deeper than three levels are refused', async () => {
    let archive = await zipOf({ 'deepest.txt': 'Hello' });
    for (let level = 0; level < 3; level += 1) archive = await zipOf({ [`level${level}.zip`]: archive });
    await expect(extract('Nested.zip', archive)).rejects.toMatchObject({
      permanent: true,
      message: 'This ZIP archive holds archives inside archives more than 3 levels deep. Unzip the inner archives on your computer and upload the files they hold.',
    });
  });

  test('more than 1,000 files, counted across nested archives, are refused', async () => {
    // Files of a kind Teachkit does not read are counted but never unpacked, which keeps this quick.
    const files = Object.fromEntries(Array.from({ length: 600 }, (_, index) => [`scores${index}.dat`, 'x']));
    const half = await zipOf(files);
    await expect(extract('Many.zip', await zipOf({ 'a.zip': half, 'b.zip': half }))).rejects.toMatchObject({
      permanent: true,
      message: 'This ZIP archive holds more than 1000 files, more than Teachkit unpacks from one upload. Split it into smaller archives, or upload the files you need on their own.',
    });
  });

  test('the unpacked total is limited across the archive and the archives in it', async () => {
    const extractZip = createZipExtractor(extractFile, canExtract, { limits: { ...ZIP_LIMITS, totalBytes: 1000, totalInWords: '1 kB' } });
    const folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-zip-'));
    try {
      const filePath = path.join(folder, 'Big.zip');
      await writeFile(filePath, await zipOf({ 'a.txt': 'a'.repeat(600), 'b.txt': 'b'.repeat(600) }));
      const input = { filePath, fileName: 'Big.zip', extension: 'zip', mimeType: 'application/zip', language: 'en' };
      await expect(extractZip(input, () => {})).rejects.toMatchObject({
        permanent: true,
        message: 'This ZIP archive unpacks to more than 1 kB, more than Teachkit unpacks from one upload. Split it into smaller archives, or upload the files you need on their own.',
      });
      // Unpacked files go to a folder beside the upload and are gone afterwards, whatever happened.
      expect(await readdir(folder)).toEqual(['Big.zip']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('a recording gets the captions beside it as a file of their own; captions are not read as documents', async () => {
    const seen: { fileName: string; captions: string | null }[] = [];
    // Stands in for the recording extractor: it reports what the archive handed it.
    const recording = async (member: ArchiveMemberInput) => {
      const captions = member.captionsPath ? await readFile(member.captionsPath, 'utf8') : null;
      seen.push({ fileName: member.fileName, captions });
      return { slices: [], durationSeconds: 60, thumbnail: null, notice: '' };
    };
    const extractZip = createZipExtractor(
      (member, progress) => (member.extension === 'mp4' ? recording(member) : extractFile(member, progress)),
      (extension) => extension === 'mp4' || canExtract(extension),
      {
        captionsFor: (entry, entries) => entries.find((other) => other === entry.replace(/\.mp4$/, '.vtt')),
        isCaptions: (entry) => entry.endsWith('.vtt'),
      },
    );
    const folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-zip-'));
    try {
      const filePath = path.join(folder, 'Week 1.zip');
      const captions = 'WEBVTT\n\n00:00.000 --> 00:04.000\n<v Ms Rivera>Today we add fractions.';
      await writeFile(filePath, await zipOf({ 'week1/lesson.mp4': 'a recording', 'week1/lesson.vtt': captions, 'week1/intro.mp4': 'another', 'plan.txt': 'Plan\n\nWatch both.' }));
      const result = await extractZip({ filePath, fileName: 'Week 1.zip', extension: 'zip', mimeType: 'application/zip', language: 'en' }, () => {});
      expect(seen).toEqual([
        { fileName: 'lesson.mp4', captions },
        { fileName: 'intro.mp4', captions: null },
      ]);
      expect(result.slices.map((slice) => slice.title)).toEqual(['plan.txt › Plan']);
      expect(result).toMatchObject({ durationSeconds: 120, notice: '' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('a password-protected archive is refused for good with what to do about it', async () => {
    await expect(extract('Locked.zip', await lockedZipOf({ 'answers.txt': 'All correct' }, 'staffroom'))).rejects.toMatchObject({
      permanent: true,
      message: 'This ZIP archive is protected with a password, so Teachkit cannot open it. Unzip it on your computer, zip the files again without a password, and upload the new archive.',
    });
  });

  test('a damaged archive is refused for good with what to do about it', async () => {
    const whole = await zipOf({ 'a.txt': 'Hello class' });
    await expect(extract('Broken.zip', whole.subarray(0, whole.length - 30))).rejects.toMatchObject({
      permanent: true,
      message: 'This ZIP archive is damaged and cannot be opened. Make the archive again from the original files and upload the new one.',
    });
  });
});
