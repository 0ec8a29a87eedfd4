/**
 * PostgreSQL's English text search already stems slices and outcomes the same way (their generated `search`
 * columns), so alignment reads those vectors rather than stemming a second way in JavaScript.
 */

/**
 * How often each stemmed word occurs, split by the vector's weight letter (A the most important), plus each pair of
 * neighbouring words ("unlik denomin") as its own term: a phrase an outcome and a slice share says far more than
 * the same two words scattered.
 */
export type WeightedLexemes = Map<string, { a: number; b: number; c: number }>;

/** Numbers, fractions, codes and web addresses say nothing about which outcome a text teaches. */
const meaningful = /^[a-z][a-z']+$/;

/**
 * Parses the text form of a tsvector (`'add':1A,61C 'fraction':4A`): positions without a letter have weight D,
 * counted here with B (body text).
 */
export function parseTsvector(text: string): WeightedLexemes {
  const lexemes: WeightedLexemes = new Map();
  const sequence: { lexeme: string; position: number; weight: 'a' | 'b' | 'c' }[] = [];
  for (const match of text.matchAll(/'((?:[^']|'')+)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = match[1]!.replace(/''/g, "'");
    if (!meaningful.test(lexeme)) continue;
    for (const position of (match[2] ?? '1').split(',')) {
      const letter = position.at(-1);
      const weight = letter === 'A' ? 'a' : letter === 'C' ? 'c' : 'b';
      count(lexemes, lexeme, weight);
      sequence.push({ lexeme, position: Number.parseInt(position, 10), weight });
    }
  }
  // Neighbours within a few positions: stop words ("with", "the") take positions but leave no lexeme.
  sequence.sort((x, y) => x.position - y.position);
  for (let i = 1; i < sequence.length; i++) {
    const [before, after] = [sequence[i - 1]!, sequence[i]!];
    if (after.position - before.position <= 3 && before.weight === after.weight && before.lexeme !== after.lexeme) {
      count(lexemes, `${before.lexeme} ${after.lexeme}`, after.weight);
    }
  }
  return lexemes;
}

function count(lexemes: WeightedLexemes, term: string, weight: 'a' | 'b' | 'c') {
  const counts = lexemes.get(term) ?? { a: 0, b: 0, c: 0 };
  counts[weight]++;
  lexemes.set(term, counts);
}
