import fs from 'node:fs';
import path from 'node:path';

/** Every outcome statement of the bundled curricula: real English on school subjects. */
export function statements(): string[] {
  const folder = path.join(import.meta.dirname, '..', 'curriculum');
  const found: string[] = [];
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
    for (const match of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/"statement":("(?:[^"\\]|\\.)*")/g)) found.push(JSON.parse(match[1]!) as string);
  }
  return found;
}

/** A fixed sequence of pseudo-random numbers, so every run of a bench asks the same things. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const words = (text: string) => text.split(/[^A-Za-z]+/).filter((w) => w.length >= 4);

/** Distinct one-word queries: the words of the statements, each once, in a shuffled but fixed order. */
export function oneWordQueries(pool: string[], count: number, seed: number): string[] {
  const next = random(seed);
  const unique = [...new Set(pool.flatMap(words).map((w) => w.toLowerCase()))];
  for (let i = unique.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [unique[i], unique[j]] = [unique[j]!, unique[i]!];
  }
  return unique.slice(0, count);
}

/** Distinct two-word queries as teachers type them: neighbouring words of a statement ("equivalent fractions"). */
export function twoWordQueries(pool: string[], count: number, seed: number): string[] {
  const next = random(seed);
  const found = new Set<string>();
  while (found.size < count) {
    const list = words(pool[Math.floor(next() * pool.length)]!);
    if (list.length < 2) continue;
    const at = Math.floor(next() * (list.length - 1));
    found.add(`${list[at]} ${list[at + 1]}`.toLowerCase());
  }
  return [...found];
}

/**
 * Distinct pasted paragraphs of `wordCount` words and at most `maxLength` characters: statements run together from
 * a random start, the way a teacher pastes a unit description into the search box.
 */
export function paragraphs(pool: string[], count: number, wordCount: number, maxLength: number, seed: number): string[] {
  const next = random(seed);
  const found = new Set<string>();
  while (found.size < count) {
    const chosen: string[] = [];
    while (chosen.length < wordCount) chosen.push(...pool[Math.floor(next() * pool.length)]!.split(/\s+/).filter(Boolean));
    const text = chosen.slice(0, wordCount).join(' ');
    if (text.length <= maxLength) found.add(text);
  }
  return [...found];
}
