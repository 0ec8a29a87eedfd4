import nlp from 'compromise';
import { isFlaggedNonVerb, isKnownWord, isNounInDictionary, isVerbInDictionary, presentStem } from './dictionary.ts';

/**
 * Word classes from compromise's English tagger, asked one word at a time in a fixed frame so an answer can be cached
 * per word: curriculum statements reuse a few hundred leading words, and tagging whole statements would cost far more.
 */

/**
 * Verbs the tagger's lexicon fixes as a noun or an adjective although outcome statements use them as commands
 * ("Sequence events …", "Partition shapes …", "Round decimals …", "Critique needs …").
 */
const COMMAND_VERBS_THE_TAGGER_MISSES = new Set(['sequence', 'partition', 'round', 'critique']);

function memo<T>(compute: (word: string) => T): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    const key = word.toLowerCase();
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;

/**
 * False when the word is known as something else and never as a verb: the dictionaries list no verb form of it but
 * list it as a noun ("continuity/ESM") or with other forms ("nuclear/K"), or the tagger's lexicon holds it as an
 * adjective or noun. Words neither knows, and words the dictionaries list bare ("synthesise"), are left to the tagger.
 */
const mayBeVerb = (word: string) => {
  if (isVerbInDictionary(word) || !isKnownWord(word)) return true;
  return !isNounInDictionary(word) && !isFlaggedNonVerb(word) && !isLexiconNounOrAdjective(word);
};

function tagsIn(frame: string, word: string): string[] {
  const terms = nlp(frame).json()[0]?.terms as { normal: string; tags: string[] }[] | undefined;
  return terms?.find((term) => term.normal === word)?.tags ?? [];
}

/** True when the word is a verb in its base form ("compare", "round"), as it would follow "I can". */
export const isBaseVerb = memo((word) => {
  if (!/^[a-z][a-z-]*$/.test(word)) return false;
  if (COMMAND_VERBS_THE_TAGGER_MISSES.has(word)) return true;
  if (!mayBeVerb(word)) return false;
  // Irregular verbs ("know", "take") come back as present tense rather than infinitive; both are the base form here.
  const tags = tagsIn(`I can ${word}`, word);
  return tags.includes('Infinitive') || (tags.includes('PresentTense') && !/s$/.test(word) && !tags.includes('Gerund'));
});

/**
 * True for a word the tagger takes as a verb even with nothing around it to force one ("to combine them"). Used
 * where a comma might start a new command, so that "…, and cosine rule" stays in its clause.
 */
export const isPlainlyVerb = memo(
  (word) => COMMAND_VERBS_THE_TAGGER_MISSES.has(word) || (isBaseVerb(word) && tagsIn(`to ${word} them`, word).includes('Infinitive')),
);

/** The verbs an "-ing" form may come from, likeliest first: "setting" → set, "making" → make, "drawing" → draw. */
const gerundStems = (word: string): string[] => {
  if (!/..ing$/.test(word)) return [];
  const stem = word.slice(0, -3);
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) return [stem.slice(0, -1), stem];
  return [stem, `${stem}e`];
};

/** True for a noun or an adjective by the tagger's own lexicon ("box", "clear"): after ", and" it starts no command. */
export const isLexiconNounOrAdjective = memo((word) => {
  const tag = lexicon[word];
  return typeof tag === 'string' && /Adjective|Noun|Singular|Plural|Uncountable/.test(tag);
});

/** True for a word the tagger reads as an adjective before a noun and no dictionary lists as a noun ("seasonal", "aesthetic"). */
export const isOnlyAdjective = memo((word) => tagsIn(`a ${word} thing`, word).includes('Adjective') && !isNounInDictionary(word));

/** True for an "-ing" form used as a verb ("making", "referring"). */
export const isGerund = memo((word) => {
  if (!/..ing$/.test(word)) return false;
  // "making" → make, "referring" → refer, "drawing" → draw: a dictionary verb settles it without the tagger.
  if (gerundStems(word).some(isVerbInDictionary)) return true;
  return tagsIn(`they were ${word} it`, word).includes('Gerund') && mayBeVerb(baseVerb(word));
});

/** True for a manner adverb that may open a command ("Fluently multiply …", "Critically analyse …"). */
export const isAdverb = memo((word) => /ly$/.test(word) && tagsIn(`they ${word} did it`, word).includes('Adverb'));

/** True for a name that keeps its capital inside a sentence ("Britain", "Earth"), not a capitalised opener. */
export const isProperNoun = memo((word) => {
  // Asked in lower case: the tagger calls any capitalised word a name, and the question is whether it is one anyway.
  const tags = tagsIn(`we read about ${word} today`, word);
  return ['ProperNoun', 'Place', 'Country', 'Person', 'Demonym'].some((tag) => tags.includes(tag));
});

/** The base form of a verb ("making" → "make", "recognises" → "recognise"); other words come back unchanged. */
export const baseVerb = memo((word) => {
  const doc = nlp(word);
  doc.tag(/ing$/.test(word) ? 'Gerund' : 'Verb');
  const base = doc.verbs().toInfinitive().text().trim().toLowerCase();
  if (/^[a-z-]+$/.test(base) && base !== word) return base;
  return gerundStems(word).find(isVerbInDictionary) ?? word;
});

/** True for a word that may head a noun phrase ("things", "energy", "motion"). */
export const mayBeNoun = memo((word) => isNounInDictionary(word) || tagsIn(`the ${word} was`, word).includes('Noun'));

/** True for a plural noun ("coins", "stories", "people"), as the tagger reads it after "the". */
export const isPluralNoun = memo((word) => tagsIn(`the ${word}`, word).includes('Plural'));

/** True for a word that is a noun as readily as a verb ("heat", "matter", "change"), so context decides. */
export const isNounToo = mayBeNoun;

/**
 * True for a word that may be a finite verb ("flow", "depends"). The dictionaries answer for the words they know;
 * the tagger, asked with a subject in front, for the rest.
 */
export const mayBeFinite = memo((word) => {
  const stems = /[^s]s$/.test(word) ? presentStem(word) : [word];
  if (stems.some(isKnownWord)) return stems.some(isVerbInDictionary);
  return tagsIn(`they ${word} it`, word).includes('Verb');
});

/**
 * True when the tagger, reading the words as they stand ("extend and apply facts …"), takes the first for a verb;
 * "upthrust effects, floating and sinking", "Mabo decision" and "end behavior" open with nouns.
 */
export function readsAsCommand(text: string): boolean {
  const tags = (nlp(text.split(/[;:]/)[0] ?? text).json()[0]?.terms as { tags: string[] }[] | undefined)?.[0]?.tags ?? [];
  return tags.includes('Verb') && !tags.includes('Noun');
}
