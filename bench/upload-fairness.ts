import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { eq, sql } from 'drizzle-orm';
import { profiles, uploadSlices } from '../server/db/schema.ts';
import { createTestApp } from '../tests/api/helpers/app.ts';
import { multipartBody } from '../tests/api/helpers/files.ts';
import { fmt } from './stats.ts';
import { extractFile } from '../server/processing/extract/index.ts';
import { ROUND_SIZE } from '../server/processing/upload-step.ts';

/**
 * How long a teacher's small upload takes to be ready while another teacher's 3,000-page scan is being read (every
 * page drawn and read by OCR: hours of work), against the same upload with nothing else running, in the same run;
 * the same for the scan's own teacher; how soon a third teacher's long scan, sent while the first is read, shows its
 * first progress and its first slices (the two are read in turns, a round each), and the small upload's wait with
 * both running; and how soon deleting the scans frees the worker (their decoding processes gone).
 * The real app and queue on the embedded database, the production upload steps, files decoded in their sandbox.
 */
const PAGES = Number(process.env.BENCH_PAGES ?? 3000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The long PDF with a text layer read second (0 leaves it out): pages read in rounds of 200 by pdftotext or pdfjs. */
const TEXT_PAGES = Number(process.env.BENCH_TEXT_PAGES ?? 3000);

/** A page of printed text, as a scanner would give it: a picture, no text layer. */
function scannedPage(): Buffer {
  const canvas = createCanvas(1275, 1650);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1275, 1650);
  context.fillStyle = '#000000';
  context.font = '28px sans-serif';
  for (let line = 0; line < 40; line += 1) context.fillText(`Line ${line + 1}: rivers carve valleys as water flows downhill to the sea.`, 90, 120 + line * 36);
  return canvas.toBuffer('image/png');
}

/**
 * The scan: every page the same picture (drawing 3,000 different ones would take the bench longer than the run), and
 * an attached 8 MB file so that it weighs what a long scan does (more than 5 MB: a file long to read, see
 * isQuickToRead), rather than the 0.7 MB its one shared picture gives.
 */
async function scannedPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const picture = await pdf.embedPng(scannedPage());
  for (let page = 0; page < pages; page += 1) pdf.addPage([612, 792]).drawImage(picture, { x: 0, y: 0, width: 612, height: 792 });
  await pdf.attach(randomBytes(8 * 1024 ** 2), 'scanner-log.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

/** A book with a text layer: every page a heading and a paragraph of its own, and 6 MB attached (a file long to read). */
async function textPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    const sheet = pdf.addPage([612, 792]);
    sheet.drawText(`Lesson ${page}: rivers and valleys`, { x: 72, y: 700, size: 16, font });
    for (let line = 0; line < 20; line += 1) sheet.drawText(`Line ${line + 1} of page ${page}: water flows downhill and carves its valley.`, { x: 72, y: 660 - line * 16, size: 11, font });
  }
  await pdf.attach(randomBytes(6 * 1024 ** 2), 'scanner-log.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

/** This process's decoding processes (the sandbox's children). */
function decoders(): number {
  const out = execFileSync('ps', ['--ppid', String(process.pid), '-o', 'args='], { encoding: 'utf8' });
  return out.split('\n').filter((line) => /sandbox\/child|decoder\.js/.test(line)).length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const t = await createTestApp({ env: { LIMIT_FREE: '100000', RATE_LIMIT_PER_MINUTE: '1000000' } });
const alice = await t.token({ sub: 'bench-alice', email: 'alice@school.example' }, { expiresIn: '4h' });
const bruno = await t.token({ sub: 'bench-bruno', email: 'bruno@school.example' }, { expiresIn: '4h' });
const carla = await t.token({ sub: 'bench-carla', email: 'carla@school.example' }, { expiresIn: '4h' });
// A 3,000-page file is more than the Free plan reads: Alice and Carla are on Pro, which reads up to 3,000 pages.
for (const [token, id] of [[alice, 'bench-alice'], [carla, 'bench-carla']] as const) {
  await t.call('GET', '/api/profile', token);
  await t.database.db.update(profiles).set({ subscription: 'pro', subscriptionEnd: new Date(Date.now() + 86_400_000) }).where(eq(profiles.id, id));
}

async function upload(token: string, fileName: string, bytes: Buffer): Promise<string> {
  const { payload, contentType } = multipartBody([{ name: 'File', value: bytes, fileName, contentType: 'application/octet-stream' }]);
  const res = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

const row = async (token: string, id: string) => (await t.call('GET', `/api/upload/${id}`, token)).json() as { state: string; task: string; progressPercent: number; message: string };

async function until(check: () => Promise<boolean>, limitMs = 600_000) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many slices of the upload are written so far (the teacher's list shows them as they are). */
const slicesOf = async (id: string) => (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(uploadSlices).where(eq(uploadSlices.uploadId, id)))[0]!.count;

const NOTES = Buffer.from(`# Rivers\n\n${'A river carves its valley as water flows downhill to the sea. '.repeat(40)}\n\n## Deltas\n\nWhere a river meets the sea it drops its load.\n`);

/** From sending a small Markdown file to its upload being complete (all four tasks). */
async function smallUpload(token: string): Promise<number> {
  const started = performance.now();
  const id = await upload(token, 'rivers.md', NOTES);
  await until(async () => (await row(token, id)).state === 'complete');
  return performance.now() - started;
}

try {
  const alone: number[] = [];
  for (let run = 0; run < RUNS; run += 1) alone.push(await smallUpload(bruno));
  console.log(`a small upload (Markdown, ${NOTES.length} B), nothing else running: median ${fmt(median(alone))} (${alone.map(fmt).join(', ')})`);

  const pdf = await scannedPdf(PAGES);
  console.log(`a ${PAGES}-page scan (${(pdf.length / 1024 ** 2).toFixed(1)} MB, no text layer: every page drawn and read by OCR)`);
  const scan = await upload(alice, 'scan.pdf', pdf);
  // Measured while the scan is being read (its text layer looked for page by page, then its pages drawn and read
  // by OCR): either keeps a decoding process busy for many minutes.
  await until(async () => {
    const r = await row(alice, scan);
    if (r.state === 'complete' || r.state === 'broken') throw new Error(`the scan ended before it was measured: ${JSON.stringify(r)}`);
    return r.state === 'inProgress' && decoders() > 0;
  });
  console.log(`  the scan is being read (${(await row(alice, scan)).progressPercent}%)`);

  const other: number[] = [];
  for (let run = 0; run < RUNS; run += 1) other.push(await smallUpload(bruno));
  console.log(`another teacher's small upload while the scan is read: median ${fmt(median(other))} (${other.map(fmt).join(', ')}), ${(median(other) / median(alone)).toFixed(2)}x alone; goal under 15 s`);
  const own: number[] = [];
  for (let run = 0; run < RUNS; run += 1) own.push(await smallUpload(alice));
  console.log(`the scan's own teacher's small upload meanwhile: median ${fmt(median(own))} (${own.map(fmt).join(', ')}), ${(median(own) / median(alone)).toFixed(2)}x alone`);

  const reached = await row(alice, scan);
  console.log(`  the scan, meanwhile: ${reached.state}, task ${reached.task}, ${reached.progressPercent}%${reached.message ? ` (${reached.message})` : ''}`);

  // A second long scan, from a third teacher, while the first is read: it gets the lane at the first's next round.
  const sent = performance.now();
  const second = await upload(carla, 'second-scan.pdf', pdf);
  let firstProgress = 0;
  await until(async () => {
    // Progress shows as "Read 1 of 3,000 pages" long before a page is a whole percent of the bar.
    const seen = await row(carla, second);
    if (!firstProgress && (seen.progressPercent > 0 || /^Read \d/.test(seen.message))) firstProgress = performance.now() - sent;
    return (await slicesOf(second)) > 0;
  });
  const firstSlices = performance.now() - sent;
  const first = await row(alice, scan);
  console.log(
    `another teacher's long scan sent while the first is read: first progress after ${fmt(firstProgress || firstSlices)}, first slices after ${fmt(firstSlices)}; ` +
      `the first scan meanwhile ${first.state} at ${first.progressPercent}% (${first.message || 'no message'}, ${await slicesOf(scan)} slices)`,
  );
  const both: number[] = [];
  for (let run = 0; run < RUNS; run += 1) both.push(await smallUpload(bruno));
  console.log(`a small upload while both scans are read: median ${fmt(median(both))} (${both.map(fmt).join(', ')}), ${(median(both) / median(alone)).toFixed(2)}x alone`);
  const turns = [await slicesOf(scan), await slicesOf(second)];
  console.log(`  slices so far: first scan ${turns[0]}, second scan ${turns[1]}`);

  // One of the two is being read, the other waits for its turn: deleting both stops the one being read.
  const before = decoders();
  const deleted = performance.now();
  for (const [token, id] of [[alice, scan], [carla, second]] as const) {
    const res = await t.call('DELETE', `/api/upload/${id}`, token);
    if (res.statusCode !== 204) throw new Error(`delete failed: ${res.statusCode}`);
  }
  await until(async () => decoders() < before, 60_000);
  console.log(`deleting both scans stops their reading in ${fmt(performance.now() - deleted)} (decoding processes ${before} → ${decoders()})`);

  if (TEXT_PAGES > 0) {
    const book = await textPdf(TEXT_PAGES);
    const bookPath = path.join(t.config.dataDir, 'bench-book.pdf');
    fs.writeFileSync(bookPath, book);
    const input = { filePath: bookPath, fileName: 'book.pdf', extension: 'pdf', mimeType: 'application/pdf', language: 'en' };
    let started = performance.now();
    await extractFile(input, () => {});
    const whole = performance.now() - started;
    started = performance.now();
    let rounds = 0;
    for (let from = 1; from <= TEXT_PAGES; rounds += 1) from = (await extractFile({ ...input, round: { ...ROUND_SIZE, from } }, () => {})).round!.lastPage + 1;
    const inRounds = performance.now() - started;
    console.log(
      `a ${TEXT_PAGES}-page PDF with a text layer (${(book.length / 1024 ** 2).toFixed(1)} MB), read in this process: whole ${fmt(whole)}, in ${rounds} rounds ${fmt(inRounds)} (${(inRounds / whole).toFixed(2)}x)`,
    );

    const sentFirst = performance.now();
    const first = await upload(alice, 'book.pdf', book);
    await until(async () => (await slicesOf(first)) > 0);
    const firstSlices = performance.now() - sentFirst;
    const sentSecond = performance.now();
    const second = await upload(carla, 'book-2.pdf', book);
    await until(async () => (await slicesOf(second)) > 0);
    const secondSlices = performance.now() - sentSecond;
    const meanwhile = await row(alice, first);
    console.log(
      `two teachers' ${TEXT_PAGES}-page books: the first's first slices after ${fmt(firstSlices)}; the second, sent then, has its first slices after ${fmt(secondSlices)}, ` +
        `the first meanwhile ${meanwhile.state}, task ${meanwhile.task}, ${meanwhile.progressPercent}% (${meanwhile.message || 'no message'})`,
    );
    const readTimes: string[] = [];
    for (const [token, id, sent] of [[alice, first, sentFirst], [carla, second, sentSecond]] as const) {
      await until(async () => (await row(token, id)).task !== 'upload', 1_800_000);
      readTimes.push(fmt(performance.now() - sent));
    }
    console.log(`  every page read (the upload task done) after ${readTimes.join(' and ')} from sending`);
    for (const [token, id] of [[alice, first], [carla, second]] as const) await t.call('DELETE', `/api/upload/${id}`, token);
  }
} finally {
  await t.close();
}
