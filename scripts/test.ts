import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
function vitest(name: string, layers: string[], options: Pick<Step, 'needs' | 'env' | 'beside'> & { groups?: number[] } = {}): Step {
  const report = path.join(reports, `${name}.json`);
  // The API layer's projects are its groups, `api-1` … `api-8` (vitest.config.ts): all of them, or those named.
  const api = options.groups ? options.groups.map((group) => `api-${group}`) : ['api-*'];
  const projects = layers.flatMap((layer) => (layer === 'api' ? api : [layer, `${layer}-isolated`]));
  return {
    name,
    vitest: true,
    ...(options.needs ? { needs: options.needs } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.beside ? { beside: options.beside } : {}),
    command: [bin('vitest'), 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  };
}

const databaseUrl = process.env.DATABASE_URL;
// In the order they start. Measured in CI on two cores (CPU seconds, wall): unit-machines-views 560 in 720 s (two
// Vitest workers), api-pglite 390 in 720 s and the PostgreSQL API files 140 in 270 s (one worker each: a file at a
// time), e2e 190 over ten minutes, typecheck 50, lint 30, build 26, quality 9. The build goes first so that the
// end-to-end tests start beside the lanes within half a minute; the embedded-database API tests next, as the longest
// step that cannot use more than one core. The two lanes end those two at about the same time; the PostgreSQL API
// files come after them in two halves (groups 1–4 and 5–8), one in each lane, rather than whole in one lane while
// the other has only the short steps left.
const steps: Step[] = [
  { name: 'build', command: [process.execPath, '--import', 'tsx', 'scripts/build-check.ts'] },
  vitest('api-pglite', ['api'], { env: { DATABASE_URL: undefined } }),
  vitest('unit-machines-views', ['unit', 'machines', 'views', 'model']),
  vitest('e2e', ['e2e'], { needs: 'build', beside: true, env: { DATABASE_URL: undefined } }),
  ...(databaseUrl
    ? [1, 2].map((half) => vitest(`api-postgres-${half}`, ['api'], { env: { DATABASE_URL: databaseUrl }, groups: half === 1 ? [1, 2, 3, 4] : [5, 6, 7, 8] }))
    : []),
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

/** What a Vitest step's JSON report says: its counts, and each file's status and first failure. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

function readReport(file: string): VitestReport | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport) : undefined;
}

const plain = (text: string) => stripVTControlCharacters(text);

/**
 * The files whose test process died under them from a signal (V8's own fatal errors, such as the WebAssembly code
 * bookkeeping check PGlite's engine can trip when processes make and free its instances at once: SIGTRAP or
 * SIGSEGV), as Vitest names them, relative to the project.
 */
function crashedFiles(output: string): { file: string; signal: string }[] {
  const found = [...plain(output).matchAll(/Worker exited unexpectedly with (?:exit code \d+ )?signal (SIG[A-Z]+) .*? while running test files? (\S+(?:, \S+)*)/g)];
  return found.flatMap(([, signal, files]) => files!.split(', ').map((file) => ({ signal: signal!, file: path.relative(root, file) })));
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

/** A name given on the command line chooses its step, or the steps it is split into (`api-postgres`: both halves). */
const names = (name: string, step: Step) => step.name === name || step.name.startsWith(`${name}-`);
const unknown = only.filter((name) => !steps.some((step) => names(name, step)));
if (unknown.length) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const chosen = steps.filter((step) => !only.length || only.some((name) => names(name, step)));

let passed = 0;
let failed = 0;
const failures: string[] = [];
const runStarted = Date.now();
const clock = () => `+${Math.round((Date.now() - runStarted) / 1000)}s`;
/** Each step's figures as it ended, for the table at the end. */
const figures: { name: string; result: 'ok' | 'FAILED' | 'died'; started: number; seconds: number; cpu: number | undefined }[] = [];

/** What each failed step said, printed again after the table so the end of the run names every failure. */
const digests: string[] = [];

function digest(step: Step, outcome: Outcome): string {
  const json = step.vitest ? readReport(path.join(reports, `${step.name}.json`)) : undefined;
  const lines: string[] = [];
  for (const result of json?.testResults ?? []) {
    if (result.status === 'passed') continue;
    lines.push(`  ${path.relative(root, result.name)}: ${result.status}${result.message ? ` — ${plain(result.message).split('\n')[0]}` : ''}`);
    for (const test of result.assertionResults.filter((t) => t.status === 'failed'))
      lines.push(`    ✗ ${test.fullName}: ${plain(test.failureMessages[0] ?? '').split('\n')[0]}`);
  }
  // Beside the report's files and tests: a process that died, an error no test caught (a step without a report: any error).
  const errorLine = json ? /Worker exited unexpectedly|Unhandled (?:Error|Rejection)|Fatal error|Check failed/ : /Error: |Fatal error|Check failed/;
  const errors = plain(outcome.output)
    .split('\n')
    .filter((line) => errorLine.test(line))
    .slice(0, 12);
  const tail = lines.length || errors.length ? [] : plain(outcome.output).trimEnd().split('\n').slice(-25);
  return [`${step.name}:`, ...lines, ...errors.map((line) => `  ${line.trim()}`), ...tail.map((line) => `  ${line}`)].join('\n');
}

function report(step: Step, outcome: Outcome, started: number) {
  const cpu = outcome.cpu === undefined ? '' : `, ${outcome.cpu.toFixed(1)}s CPU`;
  console.log(`\n=== ${step.name} ===\n${outcome.output.trimEnd()}`);
  console.log(`=== ${step.name}: ${outcome.ok ? 'ok' : 'FAILED'} in ${outcome.seconds.toFixed(1)}s${cpu} (${clock()}) ===`);
  figures.push({ name: step.name, result: outcome.ok ? 'ok' : 'FAILED', started, seconds: outcome.seconds, cpu: outcome.cpu });
  if (step.vitest) {
    const json = readReport(path.join(reports, `${step.name}.json`));
    passed += json?.numPassedTests ?? 0;
    failed += json?.numFailedTests ?? 0;
  }
  if (!outcome.ok) {
    failures.push(step.name);
    digests.push(digest(step, outcome));
  }
}

/**
 * A Vitest step whose only failures are files whose process died from a signal runs those files once more, as a step
 * of their own (`<step>-again`): a V8 fatal error is not the code under test failing, and one process dying must not
 * hide whether the tests pass. The first run stays in the output and the table; the step counts as passed only when
 * nothing else failed in it and the files pass when run again.
 */
async function runVitest(step: Step, started: number): Promise<boolean> {
  const outcome = await run(step);
  const crashed = outcome.ok ? [] : crashedFiles(outcome.output);
  const json = readReport(path.join(reports, `${step.name}.json`));
  const died = new Set(crashed.map(({ file }) => path.resolve(root, file)));
  // Vitest counts the dead process among the unhandled errors it reports; any other is a failure of its own.
  const unhandled = Number(/Vitest caught (\d+) unhandled errors?/.exec(plain(outcome.output))?.[1] ?? 0);
  const failedOtherwise =
    !json || json.numFailedTests > 0 || unhandled > crashed.length || json.testResults.some((result) => result.status === 'failed' && !died.has(result.name));
  if (!crashed.length || !json || failedOtherwise) {
    report(step, outcome, started);
    return outcome.ok;
  }
  console.log(`\n=== ${step.name} ===\n${outcome.output.trimEnd()}`);
  const said = crashed.map(({ file, signal }) => `${file} (${signal})`).join(', ');
  console.log(`=== ${step.name}: a test process died from a signal while running ${said}; running ${crashed.length === 1 ? 'it' : 'them'} again (${clock()}) ===`);
  // Count the first run's tests but for the files run again, which the second report counts.
  const again: Step = { ...step, name: `${step.name}-again` };
  const againReport = path.join(reports, `${again.name}.json`);
  again.command = [...step.command.filter((arg) => !arg.startsWith('--outputFile.json=')), `--outputFile.json=${againReport}`, ...crashed.map(({ file }) => file)];
  for (const result of json.testResults) {
    if (died.has(result.name)) continue;
    passed += result.assertionResults.filter((test) => test.status === 'passed').length;
  }
  figures.push({ name: step.name, result: 'died', started, seconds: outcome.seconds, cpu: outcome.cpu });
  const second = await run(again);
  report(again, second, (Date.now() - runStarted) / 1000 - second.seconds);
  return second.ok;
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
  if (step.vitest) await runVitest(step, started);
  else report(step, await run(step), started);
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
  console.log(`${f.name.padEnd(21)} ${f.result.padEnd(6)} ${`+${Math.round(f.started)}s`.padStart(7)} ${`${f.seconds.toFixed(1)}s`.padStart(7)} ${cpu.padStart(8)}`);
}
const cpuTotal = figures.reduce((sum, f) => sum + (f.cpu ?? 0), 0);
console.log(`\ntests: ${passed} passed, ${failed} failed; ${clock()} wall, ${cpuTotal.toFixed(1)}s CPU in all steps (${lanes} lane${lanes === 1 ? '' : 's'})`);
if (digests.length) console.log(`\nWhat failed:\n${digests.join('\n')}`);
process.exit(failures.length ? 1 : 0);
