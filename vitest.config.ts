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
// file, what a file may change in the shared process (spies, stubbed globals, fake timers). A file that replaces a
// module (`vi.mock`) cannot share a graph whose importers already hold the real one: those files run in a project
// of their own, `<layer>-isolated`, with a fresh graph each.
//
// The unit, machine, view and model layers run two files at a time (Vitest's default on two cores is one); the API
// and end-to-end layers keep the default.
const parallel = { maxWorkers: 2 };
const sharedSetup = 'tests/shared-modules.setup.ts';
const mocksModules = /\bvi\.(?:mock|doMock|unmock|doUnmock)\(/;

function testFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

type LayerOptions = NonNullable<TestProjectInlineConfiguration['test']> & { setupFiles?: string[] };

/** A layer's project, and beside it `<name>-isolated` for its files that replace modules (when it has any). */
function layer(name: string, folder: string, test: LayerOptions): TestProjectInlineConfiguration[] {
  const mocking = testFiles(folder).filter((file) => mocksModules.test(fs.readFileSync(file, 'utf8')));
  const include = [`${folder}/**/*.test.{ts,tsx}`];
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...test, name, include, exclude: mocking, isolate: false, setupFiles: [...(test.setupFiles ?? []), sharedSetup] },
  };
  if (!mocking.length) return [shared];
  return [shared, { extends: true, test: { ...test, name: `${name}-isolated`, include: mocking } }];
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
      ...layer('api', 'tests/api', {
        environment: 'node',
        // One migrated, seeded database per run; each file's database starts as a copy of it.
        globalSetup: ['tests/api/helpers/database-template.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // A file's server starts on a copy of one seeded data folder (helpers/seeded-data.ts).
          globalSetup: ['tests/e2e/helpers/seeded-data.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
