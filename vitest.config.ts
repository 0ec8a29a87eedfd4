import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config, one project per test layer (DESIGN §7). `npm test` runs them through scripts/test.ts.
//
// A layer's files share one module graph per worker (`isolate: false`): React, Chakra, the views, the server are
// loaded once per worker rather than again for every file, which was a third of each file's time. Every file still
// builds what it tests (its app, database, rendered view) and tests/shared-modules.setup.ts puts back, after each
// file, what a file may change in the shared process (spies, stubbed globals, fake timers). Some files run in a
// project of their own instead, `<layer>-isolated`, with a fresh module graph (and window) each:
// - a file that replaces a module (`vi.mock`): the importers in a shared graph already hold the real one;
// - in the view and model layers, a file that fakes timers (`vi.useFakeTimers`, or a model of a machine with delayed
//   transitions, which the harness runs under fake timers): jsdom runs animation frames on one interval made with
//   whatever timers are current, and real timers put back while a frame waits on a fake one stop animation frames
//   in that window for good (every dialog then stays open). The harness refuses to fake timers in a shared window,
//   and the shared setup fails the file that left a window without animation frames.
//
// The unit, machine, view and model layers run two files at a time (Vitest's default on two cores is one); the API
// and end-to-end layers keep the default.
const parallel = { maxWorkers: 2 };
const sharedSetup = 'tests/shared-modules.setup.ts';
const mocksModules = /\bvi\.(?:mock|doMock|unmock|doUnmock)\(/;
const fakesTimers = /\bvi\.useFakeTimers\(|\bfakeTimers: true/;
const delayedTransitions = /\bafter:\s*\{/;

/** The machines a test file imports from src/machines, read. */
function importedMachines(file: string, source: string): string[] {
  return [...source.matchAll(/from '((?:\.\.\/)+src\/machines\/[^']+)'/g)].flatMap(([, specifier]) => {
    const base = path.join(path.dirname(file), specifier!);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    return found ? [fs.readFileSync(found, 'utf8')] : [];
  });
}

function testFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

type LayerOptions = NonNullable<TestProjectInlineConfiguration['test']> & { setupFiles?: string[] };

/** A layer's project, and beside it `<name>-isolated` for its files that cannot share (when it has any). */
function layer(name: string, folder: string, test: LayerOptions): TestProjectInlineConfiguration[] {
  const window = test.environment === 'jsdom';
  const cannotShare = (file: string, source: string) =>
    mocksModules.test(source) || (window && (fakesTimers.test(source) || importedMachines(file, source).some((machine) => delayedTransitions.test(machine))));
  const isolated = testFiles(folder).filter((file) => cannotShare(file, fs.readFileSync(file, 'utf8')));
  const include = [`${folder}/**/*.test.{ts,tsx}`];
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: {
      ...test,
      name,
      include,
      exclude: isolated,
      isolate: false,
      setupFiles: [...(test.setupFiles ?? []), sharedSetup],
      ...(window ? { env: { TEACHKIT_SHARED_WINDOW: '1' } } : {}),
    },
  };
  if (!isolated.length) return [shared];
  return [shared, { extends: true, test: { ...test, name: `${name}-isolated`, include: isolated } }];
}

/** The API test files dealt into `count` groups in turn, in name order, so each group is a like mix of short and long. */
function apiGroups(count: number): string[][] {
  const files = testFiles('tests/api').sort();
  return Array.from({ length: count }, (_, group) => files.filter((_, index) => index % count === group));
}

// A limit for a test that hangs, not for a busy machine: a view test that takes a second alone takes many times that
// on two cores shared with other work.
const jsdom = { environment: 'jsdom', setupFiles: ['tests/views/setup.ts'], testTimeout: 30_000, ...parallel } satisfies LayerOptions;

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      ...layer('unit', 'tests/unit', { environment: 'node', testTimeout: 30_000, ...parallel }),
      ...layer('machines', 'tests/machines', { environment: 'node', testTimeout: 30_000, ...parallel }),
      ...layer('views', 'tests/views', jsdom),
      ...layer('model', 'tests/model', jsdom),
      // The API files run in a few groups (`api-1` … `api-8`), each group's files one after another in one process
      // sharing its modules: the server is imported once per group rather than once per file, which was two of the
      // five seconds each file cost. Not one process for them all: many embedded databases (PGlite's WebAssembly)
      // made and freed in one long-lived process crashed V8 ("Check failed: jit_page_->allocations_.erase(addr) == 1",
      // SIGTRAP), and a process that dies takes only its group's files with it (scripts/test.ts runs them again).
      ...apiGroups(8).map((include, index) => ({
        extends: true,
        test: {
          name: `api-${index + 1}`,
          environment: 'node',
          include,
          isolate: false,
          setupFiles: [sharedSetup],
          // One migrated, seeded database per run; each file's database starts as a copy of it.
          globalSetup: ['tests/api/helpers/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One server, on a copy of a data folder seeded once (helpers/seeded-data.ts), and one Chromium for the files
          // that do not start servers of their own (helpers/shared-session.ts).
          globalSetup: ['tests/e2e/helpers/seeded-data.ts', 'tests/e2e/helpers/shared-session.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
