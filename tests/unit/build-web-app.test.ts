import { afterEach, describe, expect, it, vi } from 'vitest';

const seen: { nodeEnv: string | undefined; mode: unknown }[] = [];
vi.mock('vite', () => ({
  build: async (config: { mode?: unknown }) => {
    seen.push({ nodeEnv: process.env.NODE_ENV, mode: config.mode });
  },
}));

const { buildWebApp } = await import('../../scripts/build-if-needed.ts');

describe('the web app build npm start runs', () => {
  afterEach(() => {
    seen.length = 0;
    vi.unstubAllEnvs();
  });

  it('builds for production even when the shell says NODE_ENV=development, and leaves the setting as it was', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    await buildWebApp();
    expect(seen).toEqual([{ nodeEnv: 'production', mode: 'production' }]);
    expect(process.env.NODE_ENV).toBe('development');
  });

  it('builds for production under a test runner too (NODE_ENV=test)', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    await buildWebApp();
    expect(seen).toEqual([{ nodeEnv: 'production', mode: 'production' }]);
    expect(process.env.NODE_ENV).toBe('test');
  });
});
