/** Year levels are kept as short strings: "K" (US kindergarten) or "F" (AU foundation), then "1".."12". */

const RANK: Record<string, number> = { K: 0, F: 0, R: 0 };

/** Orders levels by school year, so "K" < "2" < "10". */
export function levelRank(level: string): number {
  return RANK[level] ?? (Number.parseInt(level, 10) || 99);
}

export function sortLevels(levels: Iterable<string>): string[] {
  return [...new Set(levels)].sort((a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b));
}

/** Years first..last inclusive, as level strings ("F".."2"). */
export function levelRange(first: string, last: string, firstYearName = 'F'): string[] {
  const start = levelRank(first);
  const end = levelRank(last);
  const out: string[] = [];
  for (let year = start; year <= end; year++) out.push(year === 0 ? firstYearName : String(year));
  return out;
}
