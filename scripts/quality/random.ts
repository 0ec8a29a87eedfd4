/**
 * A small seeded generator (mulberry32) so a sample is the same on every machine for the same seed: CI plans the
 * same briefs every run, and `--seed N` shows another sample that anyone can reproduce.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with the given probability. */
  chance(p: number): boolean;
  /** A new array in random order. */
  shuffle<T>(list: readonly T[]): T[];
  /** An entry chosen with probability proportional to its weight. */
  weighted<T>(list: readonly T[], weight: (item: T) => number): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (!list.length) throw new Error('Cannot pick from an empty list.');
    return list[int(0, list.length - 1)]!;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    shuffle: <T>(list: readonly T[]) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    weighted: <T>(list: readonly T[], weight: (item: T) => number): T => {
      const total = list.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of list) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return pick(list);
    },
  };
}
