/** The English the word problems are written in: lists and counted nouns. */

const listWith = (conjunction: string) => (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

/** "a, b and c"; "a and b"; "a". */
export const listWithAnd = listWith('and');
/** "a, b or c": the choices a question offers. */
export const listWithOr = listWith('or');

/** "1 counter", "3 counters": the noun agrees with the number. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The text with its first letter in capitals, to begin a sentence. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a square", "an octagon", "a unit cube": the article a noun is spoken with. */
export function withArticle(noun: string): string {
  return `${/^(?:[aeio]|u(?!ni|s[eu]))/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
