/** The spec's outcome generation length: an upload shows its best six outcomes. */
export const UPLOAD_OUTCOME_COUNT = 6;

export interface RankedUploadOutcome {
  outcomeCode: string;
  rank: number;
  score: number;
}

/**
 * The outcomes an upload as a whole covers best, from its slices' alignments. An outcome's score is the larger of
 * its best slice's score and 1 − e^(−sum of its slices' scores): one slice written about it counts as much as that
 * slice says, and many slices touching it add up without ever reaching 1. Ties go to more evidence, then the code.
 */
export function rankUploadOutcomes(alignments: { outcomeCode: string; score: number }[], count = UPLOAD_OUTCOME_COUNT): RankedUploadOutcome[] {
  const byOutcome = new Map<string, { best: number; sum: number }>();
  for (const { outcomeCode, score } of alignments) {
    const entry = byOutcome.get(outcomeCode) ?? { best: 0, sum: 0 };
    entry.best = Math.max(entry.best, score);
    entry.sum += score;
    byOutcome.set(outcomeCode, entry);
  }
  return [...byOutcome]
    .map(([outcomeCode, { best, sum }]) => ({ outcomeCode, sum, score: Math.round(Math.max(best, 1 - Math.exp(-sum)) * 1000) / 1000 }))
    .sort((a, b) => b.score - a.score || b.sum - a.sum || (a.outcomeCode < b.outcomeCode ? -1 : 1))
    .slice(0, count)
    .map(({ outcomeCode, score }, index) => ({ outcomeCode, score, rank: index + 1 }));
}
