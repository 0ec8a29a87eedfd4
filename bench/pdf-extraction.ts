import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { extractFile } from '../server/processing/extract/index.ts';
import { fmt, percentile } from './stats.ts';

/**
 * A 300-page PDF (a textbook: a heading, five justified paragraphs and a page number on each page) read into slices
 * by Teachkit's extractor, against poppler's `pdftotext` on the same file, each run RUNS times in a process of its
 * own under GNU time for its peak resident memory (Teachkit's process reads the file twice, see extractTwice).
 * Teachkit's time is the extraction itself, measured inside its process, as a running server spends it; pdftotext's
 * is its whole process. The extractor also draws the first page as the upload's thumbnail, which pdftotext does not.
 * Both are timed on the clock and in CPU time (every thread of the process, user and system): on a busy machine the
 * clock also counts the time spent waiting for a core, CPU time does not.
 */
const PAGES = Number(process.env.BENCH_PAGES ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PDFTOTEXT = process.env.PDFTOTEXT ?? '/usr/bin/pdftotext';
const TIME = '/usr/bin/time';
const run = promisify(execFile);

const SENTENCES = [
  'A fraction names equal parts of a whole, and the denominator says how many parts the whole was cut into.',
  'To add fractions with unlike denominators, rewrite both with a common denominator before adding the numerators.',
  'Equivalent fractions name the same amount: two quarters and one half cover exactly the same part of a strip.',
  'Pupils who can place fractions on a number line compare them more reliably than those who only shade shapes.',
  'A mixed number joins a whole number and a proper fraction, such as three and one quarter laps of the track.',
];

/**
 * Child mode: extract the file twice and report both times as JSON. The first pays for loading pdfjs (once per
 * server process); the second is what every later PDF costs a running server.
 */
async function extractTwice(filePath: string): Promise<void> {
  const input = { filePath, fileName: path.basename(filePath), extension: 'pdf', mimeType: 'application/pdf', language: 'en' };
  let started = performance.now();
  const result = await extractFile(input, () => {});
  const coldMs = performance.now() - started;
  started = performance.now();
  const cpuBefore = process.cpuUsage();
  await extractFile(input, () => {});
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const words = result.slices.reduce((sum, slice) => sum + slice.text.split(/\s+/).filter(Boolean).length, 0);
  process.stdout.write(JSON.stringify({ coldMs, ms, cpuMs, slices: result.slices.length, words, thumbnail: Boolean(result.thumbnail) }));
}

async function writeTextbook(filePath: string): Promise<void> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 72 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let page = 1; page <= PAGES; page += 1) {
    doc.addPage();
    doc.fontSize(18).text(`Lesson ${page}: fractions in everyday life`, { align: 'left' }).moveDown(0.5);
    for (let paragraph = 0; paragraph < 5; paragraph += 1) {
      const text = Array.from({ length: 2 }, (_, i) => SENTENCES[(page + paragraph + i) % SENTENCES.length]).join(' ');
      doc.fontSize(11).text(text, { align: 'justify' }).moveDown(0.6);
    }
    doc.fontSize(9).text(String(page), 72, 740, { align: 'center', lineBreak: false });
  }
  doc.end();
  await ended;
  await writeFile(filePath, Buffer.concat(chunks));
}

/**
 * Runs a command under GNU time for its peak resident memory in MB, inside bash's `time` for its wall and CPU (user
 * and system) time in ms: GNU time gives those only to 10 ms, bash to the millisecond. And the command's output.
 */
async function timed(command: string, args: string[]): Promise<{ wallMs: number; cpuMs: number; peakMb: number; stdout: string }> {
  const script = 'TIMEFORMAT="CLOCK %3R %3U %3S"; time "$@"';
  const { stdout, stderr } = await run('bash', ['-c', script, 'timed', TIME, '-f', 'PEAK %M', command, ...args], { maxBuffer: 64 * 1024 * 1024 });
  const peak = /PEAK (\d+)/.exec(stderr);
  const clock = /CLOCK ([\d.]+) ([\d.]+) ([\d.]+)\s*$/.exec(stderr);
  if (!peak || !clock) throw new Error(`time printed no figures: ${stderr}`);
  return { wallMs: Number(clock[1]) * 1000, cpuMs: (Number(clock[2]) + Number(clock[3])) * 1000, peakMb: Number(peak[1]) / 1024, stdout };
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-pdf-bench-'));
  try {
    const pdfPath = path.join(folder, 'textbook.pdf');
    await writeTextbook(pdfPath);
    const size = (await readFile(pdfPath)).length;
    // Both sides share the machine with whatever else runs: the load average says how busy it was.
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`${PAGES}-page PDF, ${(size / 1024).toFixed(0)} kB, ${RUNS} runs each, ${os.cpus().length} cores, load average ${load}`);

    const ours = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Plain Node strips the types itself, as the built server needs no TypeScript work: tsx would also compile
      // pdfjs's 2 MB of JavaScript on the way in.
      const child = await timed(process.execPath, [import.meta.filename, 'extract', pdfPath]);
      const figures = JSON.parse(child.stdout) as { coldMs: number; ms: number; cpuMs: number; slices: number; words: number; thumbnail: boolean };
      ours.push({ ...child, ...figures });
    }
    const poppler = [];
    for (let i = 0; i < RUNS; i += 1) {
      const textPath = path.join(folder, 'textbook.txt');
      const child = await timed(PDFTOTEXT, [pdfPath, textPath]);
      poppler.push({ ...child, words: (await readFile(textPath, 'utf8')).split(/\s+/).filter(Boolean).length });
    }

    const extractMs = median(ours.map((r) => r.ms));
    const extractCpuMs = median(ours.map((r) => r.cpuMs));
    const coldMs = median(ours.map((r) => r.coldMs));
    const popplerWall = median(poppler.map((r) => r.wallMs));
    const popplerCpu = median(poppler.map((r) => r.cpuMs));
    console.log(
      `Teachkit extractFile: ${fmt(extractMs)} per file in a running server (${fmt(extractMs / PAGES)} per page, CPU ${fmt(extractCpuMs)}), ` +
        `${fmt(coldMs)} for a process's first PDF (loading pdfjs), peak RSS ${median(ours.map((r) => r.peakMb)).toFixed(0)} MB, ${ours[0]!.slices} slices, ${ours[0]!.words} words, thumbnail ${ours[0]!.thumbnail ? 'yes' : 'no'}`,
    );
    console.log(`pdftotext: ${fmt(popplerWall)} whole process (CPU ${fmt(popplerCpu)}), peak RSS ${median(poppler.map((r) => r.peakMb)).toFixed(0)} MB, ${poppler[0]!.words} words`);
    console.log(
      `ratio Teachkit/pdftotext: ${(extractMs / popplerWall).toFixed(2)}x in a running server (goal ≤ 2x), ${(coldMs / popplerWall).toFixed(2)}x for the first PDF, ` +
        `${(extractCpuMs / popplerCpu).toFixed(2)}x in CPU time`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'extract') await extractTwice(process.argv[3]!);
else await main();
