import { contentStems, hasNegation, isNegation, sentences, stemsMeet, tokens } from './text.ts';

/** How much of a marking point an answer shows, with the student's own words that show it. */
export interface PointReading {
  point: string;
  status: 'found' | 'partial' | 'missing';
  /** The student's words, exactly as written (a substring of the answer); absent when nothing was found. */
  quote?: string;
  /** How many of the point's meaning words (and numbers) the quoted words hold, of how many. */
  matched: number;
  of: number;
}

/** How many of a point's meaning words an answer must hold for the point to count as made: at least half, and two of a short point. */
export function wordsNeeded(of: number): number {
  if (of <= 1) return of;
  if (of <= 3) return Math.min(of, 2);
  return Math.ceil(of / 2);
}

/**
 * Looks for a marking point in an answer, sentence by sentence (and in two sentences together): the point is found
 * when one place holds enough of its meaning words (synonyms and word forms read as one) and every number it names;
 * partly found when it holds a third of them (two at least). A word the student denies ("not", "doesn't" just before it) does
 * not count where the point says no "not": the student may be saying the opposite. The quote is the place as written.
 */
export function readPoint(answer: string, point: string): PointReading {
  const wanted = contentStems(point);
  const numbers = wanted.filter((s) => /^-?\d/.test(s));
  const of = wanted.length;
  const pointNegated = hasNegation(point);
  const spans = sentences(answer);
  // Two sentences together need one meaning word more than one sentence does: words spread over a longer text meet by chance.
  const places = [...spans.map((span) => ({ ...span, extra: 0 })), ...spans.slice(1).map((span, i) => ({ start: spans[i]!.start, end: span.end, extra: 1 }))];
  let best: PointReading = { point, status: 'missing', matched: 0, of };
  if (!of) return best;
  for (const place of places) {
    const text = answer.slice(place.start, place.end);
    const words = tokens(text);
    // A word the student denies ("not glucose") does not make the point, unless the point itself says "not".
    const affirmed = words.filter((_, i) => pointNegated || !words.slice(Math.max(0, i - 3), i).some(isNegation));
    const stems = affirmed.flatMap((t) => t.stems);
    const matched = wanted.filter((w) => stems.some((s) => stemsMeet(s, w))).length;
    const numbersMet = numbers.every((n) => stems.includes(n));
    const status = matched >= Math.min(of, wordsNeeded(of) + place.extra) && numbersMet ? 'found' : matched >= Math.max(2, Math.ceil(of / 3)) ? 'partial' : 'missing';
    const rank = (s: PointReading['status']) => (s === 'found' ? 2 : s === 'partial' ? 1 : 0);
    // A single sentence is preferred to two that say no more.
    if (rank(status) > rank(best.status) || (rank(status) === rank(best.status) && matched > best.matched)) {
      best = status === 'missing' ? { point, status, matched, of } : { point, status, quote: text, matched, of };
    }
  }
  return best;
}
