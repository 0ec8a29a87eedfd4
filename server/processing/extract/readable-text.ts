/**
 * Turns text as files store it into text as a teacher reads it: typographic ligatures spelt out, odd spaces and
 * invisible characters gone, one space between words, one paragraph per line, no empty lines.
 */

const LIGATURES: Record<string, string> = { '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl', '\uFB05': 'st', '\uFB06': 'st' };
const LIGATURE = /[\uFB00-\uFB06]/g;
/** No-break, thin, em and other spaces read as a plain space. */
const ODD_SPACE = /[\t\v\f\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
/** Soft hyphens inside a line, zero-width characters and the byte-order mark carry nothing a reader sees. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/g;

/** One line of text with its words separated by single spaces. */
export function readableLine(line: string): string {
  return line.replace(LIGATURE, (l) => LIGATURES[l]!).replace(INVISIBLE, '').replace(CONTROL, '').replace(ODD_SPACE, ' ').replace(/ {2,}/g, ' ').trim();
}

const ENDS_WITH_BROKEN_WORD = /\p{L}-$/u;
const STARTS_LOWER_CASE = /^\p{Ll}/u;

/**
 * Joins two lines of one paragraph. A word the layout broke at the end of a line ("denomi-" + "nator") is mended;
 * a soft hyphen always marks such a break. Before a capital or a digit the hyphen is the word's own and stays
 * ("Anglo-" + "Saxon" is "Anglo-Saxon").
 */
export function joinWrappedLines(first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  if (first.endsWith('\u00AD')) return first.slice(0, -1) + second;
  if (ENDS_WITH_BROKEN_WORD.test(first)) return (STARTS_LOWER_CASE.test(second) ? first.slice(0, -1) : first) + second;
  return `${first} ${second}`;
}
