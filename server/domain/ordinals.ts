const WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** A place in a list as a teacher says it: "second" for index 1, "twelfth" as "12th", "21st", "103rd". */
export function ordinalOf(index: number): string {
  const n = index + 1;
  if (n <= WORDS.length) return WORDS[n - 1]!;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
