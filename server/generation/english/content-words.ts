import nlp from 'compromise';
import { isNounInDictionary } from './dictionary.ts';

/**
 * The words of a text that name what it is about, each reduced to a common form so that "earthquakes", "earthquake",
 * "tectonic" and "tectonics", "climate" and "climatic" meet: the tagger's root (plural to singular, verb forms to the
 * infinitive), then a common ending cut.
 */

/** Words that name no topic: function words, the verbs every outcome uses, and words about lessons and classes. */
export const STOPWORDS = new Set(
  `a about above after again against all also an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers him his how i if
  in into is it its itself just may me might more most must my no nor not now of off on once only or other our ours out
  over own same she should so some such than that the their theirs them then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would you your yours e.g eg i.e ie
  including include includes use using used understand know recognise recognize explain describe identify develop apply
  investigate create compare solve represent determine demonstrate interpret make simple students student ways way
  different various relevant appropriate range one two three four five six seven eight nine ten number numbers within
  example examples such given based related relating introduction lesson lessons unit year years grade class`.split(/\s+/),
);

/**
 * Words of outcome statements and briefs that say how or how much rather than what: a lesson that mentions "key
 * details" or "a case study" does not address every outcome clause that has "key" or "case" in it.
 */
const GENERIC = new Set(
  `key detail text idea information knowledge skill aspect concept context understanding variety kind type topic case study
  task activity today together learn learning show work ask answer read write talk discuss think find look new own
  others other everyday familiar increasingly wide variety purposeful specific particular main whole part`.split(/\s+/),
);

/** Common endings: "tecton|ic", "climat|e", "geograph|ical", "coast|al", "volcan|o", "move|ment", "independ|ence". */
const ENDING = /(?:ational|ations|ation|ments|ment|ences|ence|ents|ent|ances|ance|ants|ant|ically|ical|ics|ic|ally|al|ies|ing|ed|es|s|y|e|o)$/;
/** Shortest form an ending cut may leave: "sing" and "state" keep their endings. */
const MIN_STEM = 4;

const roots = new Map<string, string>();
const ROOTS_LIMIT = 50_000;

/** The word's root by the tagger ("mice" → "mouse", "studied" → "study"), with a common ending cut. */
function stemOf(word: string): string {
  let stem = roots.get(word);
  if (stem === undefined) {
    // "weathering", "farming" and "painting" are nouns of their own, not "weather", "farm" and "paint".
    const ownNoun = /ing$/.test(word) && isNounInDictionary(word);
    const term = ownNoun ? undefined : (nlp(word).compute('root').json()[0]?.terms as { root?: string; normal: string }[] | undefined)?.[0];
    const root = (term?.root ?? term?.normal ?? word).toLowerCase();
    const cut = ownNoun ? root : root.replace(ENDING, '');
    stem = cut.length >= MIN_STEM ? cut : root;
    if (roots.size >= ROOTS_LIMIT) roots.clear();
    roots.set(word, stem);
  }
  return stem;
}

let genericStems: Set<string> | undefined;

/** The text's words that name topics, each as its stem; years count ("1066"), other numbers do not. */
export function contentStems(text: string): Set<string> {
  genericStems ??= new Set([...GENERIC].map(stemOf));
  const stems = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z0-9’'-]+/)) {
    const word = raw.replace(/[’']s$/, '').replace(/^['’-]+|['’-]+$/g, '');
    if (/^\d{4}$/.test(word)) stems.add(word);
    if (word.length < 3 || /\d/.test(word) || STOPWORDS.has(word)) continue;
    const stem = stemOf(word);
    if (!genericStems.has(stem) && !STOPWORDS.has(stem)) stems.add(stem);
  }
  return stems;
}
