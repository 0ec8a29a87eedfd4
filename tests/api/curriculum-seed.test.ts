import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCurriculum } from '../../server/curriculum/seed.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('curriculum seed on a warm database', () => {
  it('parses no seed file whose hash is already stored', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const report = await seedCurriculum(t.database.db);
      expect(report.loaded).toEqual([]);
      expect(report.unchanged.sort()).toEqual(['au-v8', 'au-v9-math', 'au-v9-tech', 'en-nc', 'us-ccss-ela', 'us-ccss-math']);
      // Every seed file is larger than 50 kB; nothing that large may be parsed.
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 50_000)).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });
});
