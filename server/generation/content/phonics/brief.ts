import { isKnown } from './sounds.ts';

/**
 * The words, pairs and letters a teacher names in a lesson's title or description: "rhyming pairs (cat/hat)",
 * "words like ship, chop and fish", "the sounds s, a, t and p". The lesson uses these before any of its own.
 */
export interface NamedItems {
  words: string[];
  pairs: Array<readonly [string, string]>;
  letters: string[];
  /** The lesson claps or sounds out the children's names. */
  names: boolean;
}

/** Words that name the activity rather than an example of it ("rhyming pairs", "picture cards"). */
const NOT_EXAMPLES = new Set(
  'a an and as at be by for from in is it its of on or our the their them to we with words word pairs pair sounds sound syllables syllable rhymes rhyme rhyming letters letter names name pictures picture cards card games game'.split(
    ' ',
  ),
);

const asExample = (token: string): string | undefined => {
  const word = token.trim().toLowerCase();
  return /^[a-z]{2,}$/.test(word) && !NOT_EXAMPLES.has(word) && isKnown(word) ? word : undefined;
};

/** Items of a list written in prose: "ship, chop and fish", "cat/hat". */
const itemsOf = (list: string) => list.split(/\s*(?:,|\/|;|\band\b|\bor\b)\s*/i).filter((item) => item.trim());

/** A list every item of which is one known word, or nothing: "(two claps for each)" is a remark, not examples. */
function wordList(list: string): string[] {
  const items = itemsOf(list.replace(/^\s*(?:e\.g\.|eg|for example|such as|like)\s*/i, ''));
  const words = items.map(asExample);
  return items.length && words.every(Boolean) ? (words as string[]) : [];
}

export function namedItems(title: string, description: string): NamedItems {
  const text = `${title}. ${description}`;
  const pairs = [...text.matchAll(/\b([A-Za-z]+)\s*\/\s*([A-Za-z]+)\b/g)].flatMap(([, a, b]) => {
    const [x, y] = [asExample(a!), asExample(b!)];
    return x && y ? [[x, y] as const] : [];
  });
  // A straight single quote is also an apostrophe ("classmates' names"): only a word wrapped in a pair counts.
  const quoted = [...text.matchAll(/[“"‘]([A-Za-z]+)[”"’]|(?<![A-Za-z])'([A-Za-z]+)'(?![A-Za-z])/g)].flatMap(([, a, b]) => asExample((a ?? b)!) ?? []);
  const bracketed = [...text.matchAll(/\(([^()]*)\)/g)].flatMap(([, inside]) => wordList(inside!));
  const cued = [...text.matchAll(/\b(?:e\.g\.|for example|such as|words like|like)\s+([A-Za-z ,/]+?)(?=[.;:)\]]|$)/gi)].flatMap(([, list]) => {
    const words = wordList(list!);
    return words.length >= 2 ? words : [];
  });
  const letterLists = [...text.matchAll(/\b(?:letters?|sounds?|graphemes?)\s*:?\s+((?:\/?[a-z]\/?(?:\s*,\s*|\s+and\s+|\s+)){1,}\/?[a-z]\/?)(?![a-z])/gi)];
  const letters = letterLists.flatMap(([, list]) => list!.replace(/\band\b/gi, ' ').match(/[a-z]/gi) ?? []).map((l) => l.toLowerCase());
  return {
    words: [...new Set([...pairs.flat(), ...quoted, ...bracketed, ...cued])],
    pairs,
    letters: [...new Set(letters)],
    names: /\bnames?\b/i.test(text),
  };
}
