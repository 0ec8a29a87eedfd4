import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is, Placeholder } from 'drizzle-orm';
import { CURRICULUM_DIR, parseSeedFile, seedCurriculum } from '../../server/curriculum/seed.ts';
import { serialiseSeedFile } from '../../server/curriculum/seed-file.ts';
import { outcomeSearchQuery, outcomeSearchTerms } from '../../server/curriculum/outcomes.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { analysedPlan } from './helpers/query-plan.ts';

/**
 * Outcome search costs a small multiple of a one-word search whatever is typed or pasted: a long input is searched
 * by its rarest words and only the outcomes holding them are ranked, and the answers stay what teachers expect.
 */

let t: TestApp;
let ada: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.token({ sub: 'teacher-ada', email: 'ada@school.example', name: 'Ada' });
});
afterAll(() => t.close());

type Found = { code: string; learningArea: string; statement: string }[];
const search = async (query: string) => {
  const res = await t.call('GET', `/api/syllabus/recommended/outcomes?${query}`, ada);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Found;
};

/** A Year 8 science unit description as a teacher would paste it: 64 words. */
const UNIT =
  'Our Year 8 science unit looks at how green plants make their own food. Students investigate photosynthesis and cellular respiration, measure how light intensity changes the rate at which pondweed releases oxygen, and explain how energy from the sun passes through food chains and food webs. They draw leaf cells, identify chloroplasts, and write a report describing the inputs and outputs of each process.';

describe('outcome search with bounded cost', () => {
  it.each(['4.nf.a.1', '4.NF.A.1', 'CCSS.Math.Content.4.nf.a.1'])('finds the outcome whose code is typed (%s) first', async (input) => {
    const found = await search(`input=${encodeURIComponent(input)}&length=5`);
    expect(found[0]?.code).toBe('CCSS.Math.Content.4.NF.A.1');
  });

  it('finds the science outcomes that name photosynthesis for "photosynthesis"', async () => {
    const found = await search('input=photosynthesis');
    expect(found.slice(0, 6).map((o) => o.code).sort()).toEqual([
      'NC-SC-KS3-ADAPTATIONS-LEAVES-PHOTOSYNTHESIS',
      'NC-SC-KS3-PLANTS-CARBOHYDRATES-LEAVES-PHOTOSYNTHESIS-GAINING',
      'NC-SC-KS3-REACTANTS-PRODUCTS-PHOTOSYNTHESIS-WORD-SUMMARY',
      'NC-SC-KS4-FACTORS-AFFECTING-RATE-PHOTOSYNTHESIS',
      'NC-SC-KS4-PHOTOSYNTHESIS-KEY-PROCESS-FOOD-PRODUCTION',
      'NC-SC-KS4-THE-PROCESS-OF-PHOTOSYNTHESIS',
    ]);
    expect(found.slice(0, 6).every((o) => /photosynthesis/i.test(o.statement))).toBe(true);
  });

  it('answers the same whatever the case and spacing of the words', async () => {
    const plain = await search('input=equivalent%20fractions&length=10');
    expect(await search('input=Equivalent%20%20FRACTIONS&length=10')).toEqual(plain);
  });

  it('searches a pasted 64-word unit description by its 16 rarest words and finds its science', async () => {
    expect(UNIT.split(/\s+/)).toHaveLength(64);
    const terms = await outcomeSearchTerms(t.database.db, UNIT);
    expect(terms.every).toHaveLength(16);
    expect(terms.every).toEqual(expect.arrayContaining(['photosynthesi', 'chloroplast', 'respir', 'oxygen']));
    // Words most outcomes hold say nothing about this unit and are not searched for.
    for (const common of ['student', 'use', 'make', 'year']) expect(terms.every).not.toContain(common);

    const found = await search(`input=${encodeURIComponent(UNIT)}&length=8`);
    expect(found).toHaveLength(8);
    expect(found[0]?.code).toBe('NC-SC-KS4-IMPORTANCE-CELLULAR-RESPIRATION-PROCESSES-AEROBIC');
    // England's "The Sciences" and Australia's "Science".
    expect(found.filter((o) => /scien/i.test(o.learningArea)).length).toBeGreaterThanOrEqual(6);
  });

  it('ranks at most the outcomes holding the chosen words: a pasted paragraph no longer ranks most of the curriculum', async () => {
    const terms = await outcomeSearchTerms(t.database.db, UNIT);
    const quoted = (words: string[], operator: string) => words.map((w) => `'${w}'`).join(` ${operator} `);
    const { sql: text, params } = outcomeSearchQuery(t.database.db, { market: false, framework: false, level: false }).toSQL();
    const named: Record<string, unknown> = { text: UNIT, every: quoted(terms.every, '&'), some: quoted(terms.some, '|'), ranked: quoted(terms.every, '|'), weightedTerms: '{}', weights: '{}', limit: 20 };
    const values = params.map((p) => (is(p, Placeholder) ? named[p.name] : p));
    const scanned = (await analysedPlan(t.database.db, text, values)).filter((n) => n['Relation Name'] === 'curriculum_outcomes');
    expect(scanned.length).toBeGreaterThan(0);
    expect(scanned.every((n) => n['Node Type'] !== 'Seq Scan')).toBe(true);
    // 7,102 outcomes in all; pasted text ranks at most the 500 holding its rarest words.
    expect(Math.max(...scanned.map((n) => n['Actual Rows']))).toBeLessThanOrEqual(terms.candidates);
    expect(terms.candidates).toBeLessThanOrEqual(500);
  });

  it('forgets its answers when the curriculum is loaded anew', async () => {
    expect(await search('input=zyzzogeton')).toEqual([]);
    const changed = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-seed-'));
    try {
      const file = parseSeedFile(fs.readFileSync(path.join(CURRICULUM_DIR, 'au-v9-tech.json'), 'utf8'));
      const [first, ...rest] = file.outcomes;
      fs.writeFileSync(path.join(changed, 'au-v9-tech.json'), serialiseSeedFile({ ...file, outcomes: [{ ...first!, statement: `${first!.statement} with a zyzzogeton` }, ...rest] }));
      await seedCurriculum(t.database.db, changed);
      expect((await search('input=zyzzogeton')).map((o) => o.code)).toEqual([first!.code]);
    } finally {
      await seedCurriculum(t.database.db);
      fs.rmSync(changed, { recursive: true, force: true });
    }
    expect(await search('input=zyzzogeton')).toEqual([]);
  });
});
