import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitSequence } from '../../server/generation/unit/sequence.ts';
import type { OutcomeRef } from '../../server/generation/types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const seeded = (file: string) => (JSON.parse(fs.readFileSync(path.join(root, 'curriculum', file), 'utf8')) as { outcomes: OutcomeRef[] }).outcomes;

const RH_11_12_6: OutcomeRef = {
  code: 'CCSS.ELA-Literacy.RH.11-12.6',
  shortCode: 'RH.11-12.6',
  statement: "Evaluate authors' differing points of view on the same historical event or issue by assessing the authors' claims, reasoning, and evidence.",
  framework: 'us-ccss-ela',
} as OutcomeRef;
const PLAN_DRAFT_PUBLISH: OutcomeRef = {
  code: 'ACELY1725',
  statement:
    'Plan, draft and publish imaginative, informative and persuasive texts, choosing and experimenting with text structures, language features, images and digital resources appropriate to purpose and audience',
  framework: 'au-v8',
} as OutcomeRef;

describe("a unit's lesson titles", () => {
  it('names the lesson by its outcome’s action whole, however long, never cut with an ellipsis', () => {
    const { lessons } = unitSequence([RH_11_12_6], 4);
    expect(lessons.map((l) => l.title)).toEqual([
      "Evaluate authors' differing points of view on the same historical event or issue by assessing the authors' claims, reasoning, and evidence",
      "Practise and apply: evaluate authors' differing points of view on the same historical event or issue by assessing the authors' claims, reasoning, and evidence",
      'Review the unit',
      'Unit assessment',
    ]);
  });

  it('keeps an action too long for a title to its main clause, ended where a clause ends', () => {
    expect(unitSequence([PLAN_DRAFT_PUBLISH], 1).lessons[0]!.title).toBe('Plan, draft and publish imaginative, informative and persuasive texts');
  });

  it('gives every seeded outcome lesson titles of at most 200 characters (the lesson form’s limit) with no ellipsis', () => {
    const titles = ['au-v8.json', 'en-nc.json', 'us-ccss-ela.json', 'us-ccss-math.json', 'au-v9-math.json'].flatMap((file) =>
      seeded(file).flatMap((o) => unitSequence([o], 2).lessons.map((l) => l.title)),
    );
    expect(titles.length).toBeGreaterThan(10000);
    expect(titles.filter((t) => t.length > 200)).toEqual([]);
    expect(titles.filter((t) => t.includes('…'))).toEqual([]);
  });
});
