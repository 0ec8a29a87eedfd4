import type { Misconception } from '../types.ts';

/**
 * A source is cited in full once in a plan and by a short name after: three misconceptions from one book each followed
 * by its whole reference make the list hard to read, and the reference says nothing new the second time.
 */

/** An author's initials ("K. M.", "Y.-D.", "T. et al."): not a surname. */
const INITIALS = /^(?:[A-Z]\.[\s-]*)+(?:et al\.?)?$/;
/** Authors then a year in brackets: "Hart, K. M. (1984).", "Hart, K. M. (Ed.) (1981).", "Ni, Y. & Zhou, Y.-D. (2005)." */
const AUTHOR_YEAR = /^([^():]+?)\s*(?:\((?:Eds?\.)\)\s*)?\((\d{4})[a-z]?\)/;
/** Where a document's name ends: its first colon, dash, bracket, comma or full stop. */
const NAME_END = /\s*(?::|\s[—–]\s|\(|,|\.(?:\s|$))/;

/** "Hart (1984)", "Ni & Zhou (2005)", "Driver et al. (1994)"; a document by its name ("National Curriculum in England"). */
export function shortCitation(source: string): string {
  const reference = AUTHOR_YEAR.exec(source);
  if (reference) {
    const authors = reference[1]!;
    const surnames = authors
      .split(/\s*(?:,|&)\s*/)
      .map((part) => part.trim())
      .filter((part) => part && !INITIALS.test(part));
    if (surnames.length) {
      const many = surnames.length > 2 || /\bet al\b/.test(authors);
      const names = many ? `${surnames[0]} et al.` : surnames.join(' & ');
      return `${names} (${reference[2]})`;
    }
  }
  const end = NAME_END.exec(source);
  const name = (end ? source.slice(0, end.index) : source).trim();
  return name || source;
}

/** A misconception whose source the plan has cited already: "Hart (1984), as above". */
export function referredTo(m: Misconception): Misconception {
  const short = shortCitation(m.source.trim());
  return short === m.source.trim() ? m : { ...m, source: `${short}, as above` };
}

/** The misconceptions with each source in full on its first and briefly ("Hart (1984), as above") on the rest. */
export function citeOnce(misconceptions: Misconception[]): Misconception[] {
  const cited = new Set<string>();
  return misconceptions.map((m) => {
    const source = m.source.trim();
    if (cited.has(source)) return referredTo(m);
    cited.add(source);
    return m;
  });
}
