import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every layer in order (DESIGN §7). Each step runs even when an earlier one failed, so one run shows
 * everything that is wrong; the exit code is non-zero when any step failed.
 */
interface Step {
  name: string;
  command: string[];
  env?: Record<string, string | undefined>;
  vitest?: boolean;
}

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-reports-'));
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);

function vitest(name: string, projects: string[], env?: Record<string, string | undefined>): Step {
  const report = path.join(reports, `${name}.json`);
  return {
    name,
    vitest: true,
    env,
    command: [bin('vitest'), 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  };
}

const databaseUrl = process.env.DATABASE_URL;
const steps: Step[] = [
  { name: 'typecheck', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings=0'] },
  { name: 'statecharts', command: [process.execPath, '--import', 'tsx', 'scripts/statecharts.ts', '--check'] },
  vitest('unit-machines-views', ['unit', 'machines', 'views', 'model']),
  { name: 'quality', command: [process.execPath, '--import', 'tsx', 'scripts/quality.ts'] },
  vitest('api-pglite', ['api'], { DATABASE_URL: undefined }),
  ...(databaseUrl ? [vitest('api-postgres', ['api'], { DATABASE_URL: databaseUrl })] : []),
  { name: 'build', command: [process.execPath, '--import', 'tsx', 'scripts/build-check.ts'] },
  vitest('e2e', ['e2e'], { DATABASE_URL: undefined }),
];

let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const env = { ...process.env, ...step.env };
  for (const [key, value] of Object.entries(step.env ?? {})) if (value === undefined) delete env[key];
  const result = spawnSync(step.command[0]!, step.command.slice(1), { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.vitest) {
    const report = path.join(reports, `${step.name}.json`);
    if (fs.existsSync(report)) {
      const json = JSON.parse(fs.readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
      passed += json.numPassedTests;
      failed += json.numFailedTests;
    }
  }
  if (result.status !== 0) failures.push(step.name);
  console.log(`=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds}s ===`);
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
