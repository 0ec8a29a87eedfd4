import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config, one project per test layer (DESIGN §7). `npm test` runs them in order through scripts/test.ts.
// The unit, machine, view and model layers share no state between files, so they run two files at a time (Vitest's
// default on two cores is one); the API and end-to-end layers keep the default.
const parallel = { maxWorkers: 2 };

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'], ...parallel } },
      { extends: true, test: { name: 'machines', environment: 'node', include: ['tests/machines/**/*.test.{ts,tsx}'], ...parallel } },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['tests/views/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/views/setup.ts'],
          ...parallel,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/views/setup.ts'],
          ...parallel,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
