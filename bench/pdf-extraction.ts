import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import type { PdfEngine } from '../server/config.ts';
import { createFileExtractor } from '../server/processing/extract/index.ts';
import { pageRanges } from '../server/processing/extract/poppler.ts';
import { fmt, percentile } from './stats.ts';

/**
 * A 300-page PDF (a textbook: a heading, five justified paragraphs and a page number on each page) read into slices
 * by Teachkit's extractor with each PDF engine (pdfjs, and poppler's pdftotext and pdftoppm), against poppler's
 * `pdftotext` on the same file, each run RUNS times (the three take turns) in a process of its own under GNU time
 * for its peak resident memory (Teachkit's process reads the file twice, see extractTwice). Teachkit's time is the
 * extraction itself, measured inside its process, as a running server spends it; pdftotext's is its whole process.
 * The extractor also draws the first page as the upload's thumbnail, which pdftotext does not. Both are timed on the
 * clock and in CPU time (every thread of the process and of the programs it ran, user and system): on a busy
 * machine the clock also counts the time spent waiting for a core, CPU time does not. The two engines' slices are
 * compared byte for byte.
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

/** The programs a process started and waited for, their CPU time in ms (Linux: /proc, to a clock tick). */
function childrenCpuMs(ticksPerSecond: number): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields from the third on follow the command's name in parentheses; cutime and cstime are the 16th and 17th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) / ticksPerSecond) * 1000;
}

/**
 * Child mode: extract the file twice with `engine` and report both times as JSON; the second run's slices (their
 * pictures aside) go to `slicesPath`. The first pays for loading pdfjs (once per server process); the second is
 * what every later PDF costs a running server.
 */
async function extractTwice(engine: PdfEngine, filePath: string, slicesPath: string): Promise<void> {
  const extract = createFileExtractor({ transcription: undefined, pdfEngine: { engine, pdftotextPath: engine === 'poppler' ? PDFTOTEXT : undefined } });
  const input = { filePath, fileName: path.basename(filePath), extension: 'pdf', mimeType: 'application/pdf', language: 'en' };
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  let started = performance.now();
  await extract(input, () => {});
  const coldMs = performance.now() - started;
  started = performance.now();
  const cpuBefore = process.cpuUsage();
  const childrenBefore = childrenCpuMs(ticksPerSecond);
  const result = await extract(input, () => {});
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 + childrenCpuMs(ticksPerSecond) - childrenBefore;
  const words = result.slices.reduce((sum, slice) => sum + slice.text.split(/\s+/).filter(Boolean).length, 0);
  await writeFile(slicesPath, JSON.stringify({ slices: result.slices.map(({ image: _image, ...slice }) => slice), thumbnail: result.thumbnail && { width: result.thumbnail.width, height: result.thumbnail.height } }, null, 1));
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

interface ExtractRun {
  wallMs: number;
  cpuMs: number;
  peakMb: number;
  coldMs: number;
  ms: number;
  slices: number;
  words: number;
  thumbnail: boolean;
}

const ENGINES: PdfEngine[] = ['pdfjs', 'poppler'];

/** Where two engines' slices part, or null when their files are byte-identical. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  const left = JSON.parse(a) as { slices: Record<string, unknown>[] };
  const right = JSON.parse(b) as { slices: Record<string, unknown>[] };
  const differing = left.slices.flatMap((slice, index) => (JSON.stringify(slice) === JSON.stringify(right.slices[index]) ? [] : [index]));
  if (left.slices.length !== right.slices.length) return `${left.slices.length} slices with pdfjs, ${right.slices.length} with poppler`;
  const index = differing[0];
  if (index === undefined) return 'the thumbnails differ in size';
  const field = Object.keys(left.slices[index]!).find((key) => JSON.stringify(left.slices[index]![key]) !== JSON.stringify(right.slices[index]![key]))!;
  const [x, y] = [String(left.slices[index]![field]), String(right.slices[index]![field])];
  let at = 0;
  while (at < x.length && x[at] === y[at]) at += 1;
  return `${differing.length} slices differ; the first is slice ${index + 1}'s ${field} at character ${at}: pdfjs "${x.slice(Math.max(0, at - 30), at + 40)}", poppler "${y.slice(Math.max(0, at - 30), at + 40)}"`;
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-pdf-bench-'));
  try {
    const pdfPath = path.join(folder, 'textbook.pdf');
    await writeTextbook(pdfPath);
    const size = (await readFile(pdfPath)).length;
    // Both sides share the machine with whatever else runs: the load average says how busy it was.
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`${PAGES}-page PDF, ${(size / 1024).toFixed(0)} kB, ${RUNS} runs each, ${os.cpus().length} cores, load average ${load}`);

    const ours: Record<string, ExtractRun[]> = { pdfjs: [], poppler: [] };
    const poppler = [];
    for (let i = 0; i < RUNS; i += 1) {
      for (const engine of ENGINES) {
        // Plain Node strips the types itself, as the built server needs no TypeScript work: tsx would also compile
        // pdfjs's 2 MB of JavaScript on the way in.
        const child = await timed(process.execPath, [import.meta.filename, 'extract', engine, pdfPath, path.join(folder, `${engine}.json`)]);
        ours[engine]!.push({ ...child, ...(JSON.parse(child.stdout) as Omit<ExtractRun, 'wallMs' | 'cpuMs' | 'peakMb'>) });
      }
      const textPath = path.join(folder, 'textbook.txt');
      const child = await timed(PDFTOTEXT, [pdfPath, textPath]);
      poppler.push({ ...child, words: (await readFile(textPath, 'utf8')).split(/\s+/).filter(Boolean).length });
    }
    // What one of the extractor's pdftotext processes holds: the TSV of the first half of the pages.
    const range = await timed(PDFTOTEXT, ['-tsv', '-cropbox', '-f', '1', '-l', String(Math.ceil(PAGES / 2)), pdfPath, path.join(folder, 'range.tsv')]);

    const popplerWall = median(poppler.map((r) => r.wallMs));
    const popplerCpu = median(poppler.map((r) => r.cpuMs));
    for (const engine of ENGINES) {
      const runs = ours[engine]!;
      const extractMs = median(runs.map((r) => r.ms));
      const extractCpuMs = median(runs.map((r) => r.cpuMs));
      const coldMs = median(runs.map((r) => r.coldMs));
      console.log(
        `Teachkit extractFile, ${engine}: ${fmt(extractMs)} per file in a running server (${fmt(extractMs / PAGES)} per page, CPU ${fmt(extractCpuMs)}), ` +
          `${fmt(coldMs)} for a process's first PDF (loading pdfjs), peak RSS ${median(runs.map((r) => r.peakMb)).toFixed(0)} MB, ${runs[0]!.slices} slices, ${runs[0]!.words} words, thumbnail ${runs[0]!.thumbnail ? 'yes' : 'no'}` +
          (engine === 'poppler' ? ` (beside it, ${pageRanges(PAGES).atOnce} pdftotext processes at a time, each peaking at about ${range.peakMb.toFixed(0)} MB)` : ''),
      );
      console.log(
        `  ratio Teachkit ${engine}/pdftotext: ${(extractMs / popplerWall).toFixed(2)}x in a running server (goal ≤ 2x), ${(coldMs / popplerWall).toFixed(2)}x for the first PDF, ` +
          `${(extractCpuMs / popplerCpu).toFixed(2)}x in CPU time; runs ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms, CPU ${runs.map((r) => r.cpuMs.toFixed(0)).join(', ')} ms`,
      );
    }
    console.log(
      `pdftotext: ${fmt(popplerWall)} whole process (CPU ${fmt(popplerCpu)}), peak RSS ${median(poppler.map((r) => r.peakMb)).toFixed(0)} MB, ${poppler[0]!.words} words; ` +
        `runs ${poppler.map((r) => r.wallMs.toFixed(0)).join(', ')} ms`,
    );
    const difference = firstDifference(await readFile(path.join(folder, 'pdfjs.json'), 'utf8'), await readFile(path.join(folder, 'poppler.json'), 'utf8'));
    console.log(difference === null ? 'slices: byte-identical from both engines (titles, texts, pages, offsets, thumbnail size)' : `slices differ between the engines: ${difference}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'extract') await extractTwice(process.argv[3] as PdfEngine, process.argv[4]!, process.argv[5]!);
else await main();
