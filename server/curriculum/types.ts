/**
 * The project's own curriculum seed format (curriculum/<framework>.json), written by scripts/import-curriculum.ts
 * from the publishers' files and loaded into the database at start-up by seed.ts.
 */

import type { Market, SeedOutcome } from '../../src/contracts/curriculum.ts';

export type { Market, SeedOutcome };

export interface SeedFramework {
  /** Stable id, e.g. "us-ccss-math", "au-v9-math", "en-nc". */
  id: string;
  market: Market;
  title: string;
  /** Licence name and URL. */
  licence: string;
  licenceUrl: string;
  /** The attribution text the licence requires wherever the statements are shown. */
  attribution: string;
  /** Where the data came from (repository, commit, files). */
  source: string;
  /** True when `code` values are the publisher's official codes; false when Teachkit derived them. */
  officialCodes: boolean;
}


export interface SeedFile {
  /** Bumped when the meaning of the format changes. */
  format: 1;
  framework: SeedFramework;
  outcomes: SeedOutcome[];
}

/** Sorts outcomes so the committed files are deterministic: by the publisher's natural order key, then code. */
export function compareOutcomes(a: SeedOutcome, b: SeedOutcome): number {
  return naturalCompare(a.code, b.code);
}

/** Compares strings with digit runs as numbers ("3.OA.A.10" after "3.OA.A.9"). */
export function naturalCompare(a: string, b: string): number {
  const pa = a.split(/(\d+)/);
  const pb = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i]!;
    const y = pb[i]!;
    if (x === y) continue;
    if (i % 2 === 1) {
      const diff = Number(x) - Number(y);
      if (diff !== 0) return diff;
    }
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}
