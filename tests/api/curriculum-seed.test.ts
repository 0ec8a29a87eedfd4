import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRICULUM_DIR, parseSeedFile, seedCurriculum } from '../../server/curriculum/seed.ts';
import { serialiseSeedFile } from '../../server/curriculum/seed-file.ts';
import { createOutcomeLookup, findOutcomesByCodes, searchOutcomes } from '../../server/curriculum/outcomes.ts';
import { resolveOutcomes } from '../../server/domain/lessons.ts';
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

describe('outcome elaborations', () => {
  it('are stored by the migration and seed, and come with an outcome looked up by code', async () => {
    const [outcome] = await findOutcomesByCodes(t.database.db, ['AC9M7M03']);
    expect(outcome?.elaborations?.[0]).toBe(
      'recognising the features of circles and their relationships to one another; for example, labelling the parts of a circle including centre, radius, diameter, circumference and using one of radius, diameter or circumference to determine the measure of the other 2; understanding that the diameter of a circle is twice the radius, or that the radius is the circumference divided by 2π',
    );
    expect(outcome?.elaborations).toHaveLength(4);
    const [v8] = await findOutcomesByCodes(t.database.db, ['ACSSU178']);
    expect(v8?.elaborations).toEqual([]);
  });

  it('reach the outcomes a lesson is planned from, by full or short code', async () => {
    const [reading, digital] = await resolveOutcomes(createOutcomeLookup(t.database.db), ['RI.5.2', 'AC9TDI6P02']);
    expect(reading).toMatchObject({ code: 'CCSS.ELA-Literacy.RI.5.2', elaborations: [] });
    expect(digital?.elaborations).toHaveLength(6);
    expect(digital?.elaborations?.[0]).toBe(
      'designing an algorithm or understanding and modifying an existing algorithm to fix an error or change functionality, for example exploring issues in drought-prone areas to decide when to water a garden, taking into account humidity as well as soil moisture level',
    );
  });

  it('are not searched: a phrase only an elaboration holds finds nothing', async () => {
    // "Sam-yuk-gu" is named only in an elaboration of AC9M1A01.
    expect(await searchOutcomes(t.database.db, 'Sam-yuk-gu')).toEqual([]);
    const byStatement = await searchOutcomes(t.database.db, 'relationship between features of circles circumference radius diameter');
    expect(byStatement[0]?.code).toBe('AC9M7M03');
    expect(byStatement[0]).not.toHaveProperty('elaborations');
  });

  it('reach a database seeded before they existed on the next start', async () => {
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-seed-'));
    try {
      // The seed file as it was before elaborations: the same outcomes without the key.
      const file = parseSeedFile(fs.readFileSync(path.join(CURRICULUM_DIR, 'au-v9-tech.json'), 'utf8'));
      const before = { ...file, outcomes: file.outcomes.map((o) => ({ ...o, elaborations: [] })) };
      fs.writeFileSync(path.join(old, 'au-v9-tech.json'), serialiseSeedFile(before));
      expect((await seedCurriculum(t.database.db, old)).loaded).toEqual([{ id: 'au-v9-tech', outcomes: 124 }]);
      expect((await findOutcomesByCodes(t.database.db, ['AC9TDI6P02']))[0]?.elaborations).toEqual([]);

      const report = await seedCurriculum(t.database.db);
      expect(report.loaded).toEqual([{ id: 'au-v9-tech', outcomes: 124 }]);
      const [outcome] = await findOutcomesByCodes(t.database.db, ['AC9TDI6P02']);
      expect(outcome?.elaborations?.[3]).toBe(
        'modelling a decision that has more than 2 options to select the next step, for example selecting transport IF distance is less than 2 km THEN walk, ELSE IF the distance is less than 5 km THEN ride a bike, ELSE catch the bus',
      );
    } finally {
      fs.rmSync(old, { recursive: true, force: true });
    }
  });
});
