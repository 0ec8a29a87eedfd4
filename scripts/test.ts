import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every layer (DESIGN §7). Each step runs even when an earlier one failed, so one run shows everything
 * that is wrong; the exit code is non-zero when any step failed.
 *
 * Steps run side by side in lanes, as many as the machine has cores (at most two; `TEST_LANES=1` runs them in turn),
 * in the order listed, each as soon as a lane is free and what it needs has ended (the end-to-end tests need the
 * build). A step that mostly waits (the end-to-end tests wait on Chromium and the server they drive: about a third
 * of a core over their run) runs beside the lanes instead of holding one, once what it needs has ended; with
 * `TEST_LANES=1` it takes its turn like any other. Each step's output is held and printed whole when the step ends,
 * with its wall time and the CPU time it and its processes used, and a table of every step's figures ends the run.
 */
interface Step {
  name: string;
  command: string[];
  env?: Record<string, string | undefined>;
  vitest?: boolean;
  /** A step that must have ended (passed or not) before this one starts. */
  needs?: string;
  /** Runs beside the lanes: it spends most of its time waiting, so it would leave a core idle in a lane of its own. */
  beside?: boolean;
}

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-reports-'));
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);

/** A Vitest step over test layers: each layer's project and its `-isolated` twin (vitest.config.ts). */
function vitest(name: string, layers: string[], options: Pick<Step, 'needs' | 'env' | 'beside'> = {}): Step {
  const report = path.join(reports, `${name}.json`);
  const projects = layers.flatMap((layer) => [layer, `${layer}-isolated`]);
  return {
    name,
    vitest: true,
    ...options,
    command: [bin('vitest'), 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  };
}

const databaseUrl = process.env.DATABASE_URL;
// In the order they start. Measured on two cores (CPU seconds): unit-machines-views 460 (two Vitest workers),
// api-pglite 520 and api-postgres 290 (one worker each: a file at a time), e2e 170 over seven minutes, typecheck 40,
// build 27, lint 26, quality 8. The build goes first so that the end-to-end tests start beside the lanes within
// half a minute; the embedded-database API tests next, as the longest step that cannot use more than one core; the two
// API steps are in different lanes, so they never run one after the other; the short steps fill in at the end.
const steps: Step[] = [
  { name: 'build', command: [process.execPath, '--import', 'tsx', 'scripts/build-check.ts'] },
  vitest('api-pglite', ['api'], { env: { DATABASE_URL: undefined } }),
  vitest('unit-machines-views', ['unit', 'machines', 'views', 'model']),
  vitest('e2e', ['e2e'], { needs: 'build', beside: true, env: { DATABASE_URL: undefined } }),
  ...(databaseUrl ? [vitest('api-postgres', ['api'], { env: { DATABASE_URL: databaseUrl } })] : []),
  { name: 'typecheck', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings=0'] },
  { name: 'quality', command: [process.execPath, '--import', 'tsx', 'scripts/quality.ts'] },
  { name: 'statecharts', command: [process.execPath, '--import', 'tsx', 'scripts/statecharts.ts', '--check'] },
];

/**
 * Runs a command and writes to fd 3, when it ends, the CPU seconds it and every process it started used (Linux's
 * /proc: the children this wrapper waited for); elsewhere nothing.
 */
const measured = `
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const [command, ...args] = JSON.parse(process.argv[1]);
const result = spawnSync(command, args, { stdio: 'inherit' });
try {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  fs.writeSync(3, String((Number(fields[13]) + Number(fields[14])) / 100));
} catch {}
process.exit(result.status ?? 1);
`;

interface Outcome {
  ok: boolean;
  seconds: number;
  cpu: number | undefined;
  output: string;
}

function run(step: Step): Promise<Outcome> {
  const started = Date.now();
  // Output goes through a pipe to be printed whole; keep the colours a terminal would have shown.
  const env: Record<string, string | undefined> = { ...process.env, ...step.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };
  for (const [key, value] of Object.entries(step.env ?? {})) if (value === undefined) delete env[key];
  const child = spawn(process.execPath, ['-e', measured, JSON.stringify(step.command)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
  let output = '';
  let cpu = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (cpu += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, cpu: cpu ? Number(cpu) : undefined, output }));
  });
}

const unknown = only.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const chosen = steps.filter((step) => !only.length || only.includes(step.name));

let passed = 0;
let failed = 0;
const failures: string[] = [];
const runStarted = Date.now();
const clock = () => `+${Math.round((Date.now() - runStarted) / 1000)}s`;
/** Each step's figures as it ended, for the table at the end. */
const figures: { name: string; ok: boolean; started: number; seconds: number; cpu: number | undefined }[] = [];

function report(step: Step, outcome: Outcome, started: number) {
  const cpu = outcome.cpu === undefined ? '' : `, ${outcome.cpu.toFixed(1)}s CPU`;
  console.log(`\n=== ${step.name} ===\n${outcome.output.trimEnd()}`);
  console.log(`=== ${step.name}: ${outcome.ok ? 'ok' : 'FAILED'} in ${outcome.seconds.toFixed(1)}s${cpu} (${clock()}) ===`);
  figures.push({ name: step.name, ok: outcome.ok, started, seconds: outcome.seconds, cpu: outcome.cpu });
  if (step.vitest) {
    const file = path.join(reports, `${step.name}.json`);
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
      passed += json.numPassedTests;
      failed += json.numFailedTests;
    }
  }
  if (!outcome.ok) failures.push(step.name);
}

const lanes = Math.max(1, Math.min(Number(process.env.TEST_LANES ?? 2) || 1, os.availableParallelism()));
// With one lane every step takes its turn; with more, a step that mostly waits runs beside them.
const besides = lanes > 1 ? chosen.filter((step) => step.beside) : [];
const waiting = chosen.filter((step) => !besides.includes(step));
const ended = new Set<string>();
const wakeups: (() => void)[] = [];

/** Whether what `step` needs has ended (a need outside this run counts as ended). */
const ready = (step: Step) => !step.needs || ended.has(step.needs) || !chosen.some((other) => other.name === step.needs);

async function runAndReport(step: Step) {
  const started = (Date.now() - runStarted) / 1000;
  console.log(`[${clock()}] ${step.name} started`);
  report(step, await run(step), started);
  ended.add(step.name);
  wakeups.splice(0).forEach((wake) => wake());
}

async function lane() {
  while (waiting.length) {
    const index = waiting.findIndex(ready);
    if (index < 0) {
      await new Promise<void>((resolve) => wakeups.push(resolve));
      continue;
    }
    await runAndReport(waiting.splice(index, 1)[0]!);
  }
}

async function beside(step: Step) {
  while (!ready(step)) await new Promise<void>((resolve) => wakeups.push(resolve));
  await runAndReport(step);
}

await Promise.all([...Array.from({ length: lanes }, lane), ...besides.map(beside)]);

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nstep                  result   start    wall      CPU`);
for (const f of figures) {
  const cpu = f.cpu === undefined ? '' : `${f.cpu.toFixed(1)}s`;
  console.log(`${f.name.padEnd(21)} ${(f.ok ? 'ok' : 'FAILED').padEnd(6)} ${`+${Math.round(f.started)}s`.padStart(7)} ${`${f.seconds.toFixed(1)}s`.padStart(7)} ${cpu.padStart(8)}`);
}
const cpuTotal = figures.reduce((sum, f) => sum + (f.cpu ?? 0), 0);
console.log(`\ntests: ${passed} passed, ${failed} failed; ${clock()} wall, ${cpuTotal.toFixed(1)}s CPU in all steps (${lanes} lane${lanes === 1 ? '' : 's'})`);
process.exit(failures.length ? 1 : 0);
