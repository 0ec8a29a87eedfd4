/** The English the word problems are written in: lists and counted nouns. */

/** "a, b and c"; "a and b"; "a". */
export function listWithAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "1 counter", "3 counters": the noun agrees with the number. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
