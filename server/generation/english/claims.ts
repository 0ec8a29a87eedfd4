import nlp from 'compromise';
import { isNounInDictionary, isVerbInDictionary, presentStem } from './dictionary.ts';
import { isBaseVerb, isGerund, isLexiconNounOrAdjective, isOnlyAdjective, mayBeFinite, mayBeNoun } from './lexicon.ts';

/**
 * Whether a clause states something rather than asks for something: "Living things have basic needs" is a claim a
 * student explains; "Use place value understanding …" is a command. Told by subject–verb agreement, word by word
 * from cached tags, so it costs no parse of the clause.
 */

// Pronouns too: after a command they open a clause of its own ("recognise there are many ways …").
const NOT_A_SUBJECT = new Set(
  `and or to not that which who the a an this these those each every their its our your my his her some any of in on at for with by
  from as there it they we you he she`.split(/\s+/),
);
const AUXILIARY = new Set(['is', 'are', 'was', 'were', 'can', 'may', 'must', 'might', 'will', 'would', 'could', 'should', 'has', 'have', 'had', 'do', 'does']);

/** Words that open a clause of their own: a claim after them ("identify that most living things live …") is not the clause's. */
const SUBORDINATOR = new Set(['that', 'how', 'why', 'what', 'where', 'when', 'which', 'whether', 'if', 'who', 'whose', 'so', 'because', 'as', 'while']);

/** How the clause opens: with a noun, with a word that may be a command ("Heat …"), or with an "-ing" word ("Living …"). */
export type ClaimOpening = 'noun' | 'command' | 'gerund';

/** Words that start a phrase after the subject's head noun: the verb agrees with the head ("Changes in our environment affect …"). */
const PREPOSITION = new Set(['of', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'between', 'about', 'within', 'across', 'through', 'during', 'to', 'as', 'into']);
/** Adverbs that stand between a subject and its verb ("Advances in scientific understanding often rely on …"). */
const MID_ADVERB = new Set(['often', 'also', 'always', 'usually', 'sometimes', 'generally', 'typically']);
/**
 * An aside inside the subject, closed by a comma or left open before the verb: ", including solutions," or
 * ", including the effects of human activities can …"; not "…, including those that are observed …" nor an item of a
 * list ("…, including voting and elections, and the role of …").
 */
const OPEN_ASIDE = /,\s+including\s+(?:(?!\b(?:that|which|who)\b)[^,;:])*?(?=\s(?:is|are|can|may|must|has|have|will)\s)/i;
const SUBJECT_ASIDE = new RegExp(String.raw`,\s+including\s+[^,;:]*,(?!\s+(?:and|or)\b)|${OPEN_ASIDE.source}`, 'gi');
/** The claim with its subject's aside closed before the verb: "…, including the effects of human activities, can be …". */
export const withAsideClosed = (claim: string) => claim.replace(OPEN_ASIDE, '$&,');

/** A list of single words at the opening or after a preposition: "Solids, liquids and gases …", "… between elements, compounds and mixtures". */
const SUBJECT_LIST = /(^|\b(?:between|of|in|from|with|on|for) )((?:[A-Za-z’'-]+, )+[A-Za-z’'-]+,? (?:and|or) )/i;
/** A definition with its subject's description before the verb: "A plane figure which can be covered … is said to have …". */
const DEFINITION = /^(?:an?|the)\s[^;:]{0,120}?\s(?:is|are) said to\s/i;
/** A subject with a relative clause closed by a comma before the verb: "Solutions … that are found using science …, may impact …". */
const RELATIVE_THEN_VERB = /^[A-Za-z][^,;:]*?\s(?:that|which|who)\s[^,;:]+,\s(?:may|can|must|will|is|are|has|have)\s/i;
/** How far the subject and its verb are looked for next to each other; past a phrase after the head, further. */
const ADJACENT_WORDS = 10;
const PHRASE_WORDS = 16;

/** The clause's opening words, where its subject and verb would be: to the first comma that ends neither a list nor an aside. */
function openingWords(clause: string): string[] {
  const text = (clause.split(/[;:(]/)[0] ?? '').replace(SUBJECT_ASIDE, ' ').replace(SUBJECT_LIST, (_, lead: string, list: string) => `${lead}${list.replace(/,/g, '')}`);
  return (text.split(',')[0] ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !MID_ADVERB.has(word))
    .slice(0, PHRASE_WORDS);
}

/**
 * True when the clause states something: a subject then a finite verb that agrees with it, as in "Living things have
 * …", "Heat can be produced …", "Matter and energy flow …", "The way objects move depends …". "Use place value …"
 * is a command: "value" after the singular "place" would have to be "values" to be a verb. After an opening that may
 * be a command only an auxiliary ("Heat can …") or "X and Y" with a plural verb ("Matter and energy flow …") counts;
 * after an "-ing" opening also a verb right after a two-word subject ("Living things grow"). Asked word by word.
 */
export function statesAClaim(clause: string, opening: ClaimOpening = 'noun'): boolean {
  if (opening === 'noun' && (DEFINITION.test(clause) || RELATIVE_THEN_VERB.test(clause))) return true;
  const list = opening === 'noun' ? openingWords(clause) : (clause.split(/[,;:(]/)[0] ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  let head: { plural: boolean } | undefined;
  for (let i = 1; i < list.length; i += 1) {
    const word = list[i]!.replace(/[^a-z’'-]/g, '');
    if (SUBORDINATOR.has(word)) return false;
    const subject = list[i - 1]!.replace(/[’']s$/, '').replace(/[^a-z-]/g, '');
    if (opening === 'noun' && !head && PREPOSITION.has(word) && headsTheSubject(list, i - 1)) head = { plural: isPlural(list, i - 1) };
    // Past the phrase a word before "of" is a noun with its complement ("… neglect of public works").
    const verbOfHead = head !== undefined && list[i + 1] !== 'of' && !isNounAfterAll(list, i) && isVerbOf(word, head.plural);
    if (verbOfHead && endsAPhrase(list[i - 1]!) && (AUXILIARY.has(word) || isOnlyAVerbForm(word) || taggedAsVerb(list, i))) return true;
    if (!subject || NOT_A_SUBJECT.has(subject) || i >= ADJACENT_WORDS) continue;
    if (NOT_A_SUBJECT.has(word)) continue;
    const auxiliary = AUXILIARY.has(word);
    if (!auxiliary && (/ing$/.test(word) || isNounAfterAll(list, i) || !mayBeFinite(word))) continue;
    // "Scientific understanding is …": an "-ing" word after an adjective is a noun.
    const nounAfterAdjective = opening === 'noun' && i >= 2 && !NOT_A_SUBJECT.has(list[i - 2]!);
    if (!mayBeNoun(subject) || (isGerund(subject) && !nounAfterAdjective)) continue;
    if (opening === 'noun' && !auxiliary && isNoSubjectInAHeading(list, i - 1)) continue;
    // After a possible command only an auxiliary next to the opening counts: "Heat can …", not "… as they are used".
    if (auxiliary) {
      if (opening !== 'command' || i <= 2) return true;
      continue;
    }
    const compound = list[i - 2] === 'and';
    const plural = isPlural(list, i - 1);
    const agrees = /[^s]s$/.test(word) ? !plural : plural;
    // A command verb is no subject ("recognise and represent unit fractions" states nothing); after a possessive it
    // is a noun ("Earth’s surface changes …").
    const afterPossessive = /[’']s$/.test(list[i - 2] ?? '');
    if (!agrees || (head && !verbOfHead) || (isBaseVerb(subject) && !isNounInDictionary(subject) && !afterPossessive)) continue;
    // "Select and use appropriate …" joins two commands; "Matter and energy flow …" two nouns.
    if (compound && i === 3 && isBaseVerb(list[0]!) && !isNounInDictionary(list[0]!)) continue;
    // After an "-ing" opening the subject is plural ("Living things grow"); "using aural skills" has no verb.
    if (opening === 'noun' || (compound && i === 3) || (opening === 'gerund' && i === 2 && !/s$/.test(word))) return true;
  }
  return false;
}

/**
 * A plural word that is a noun by what follows it: "features of …" with its complement (where "consist of …" is a
 * verb), or one of a pair joined by "and" ("Human causes and effects").
 */
function isNounAfterAll(list: string[], index: number): boolean {
  const word = list[index]!.replace(/[^a-z’'-]/g, '');
  const next = list[index + 1];
  if (!/s$/.test(word)) return false;
  return (next === 'of' && presentStem(word).some(isNounInDictionary)) || next === 'and' || next === 'or';
}

/**
 * In a heading a noun before a would-be verb is no subject when it is an adjective ("technological factors",
 * "spiritual and aesthetic value") or follows a plural noun, opening a clause about it ("the ways societies use them").
 */
function isNoSubjectInAHeading(list: string[], index: number): boolean {
  const before = list[index - 1] ?? '';
  return isAdjectival(list, index) || (/[^’']s$/.test(before) && !NOT_A_SUBJECT.has(before) && mayBeNoun(before));
}

/** Whether the noun at the index is plural: by its ending, as one of two joined by "and", or as a plural without "-s". */
function isPlural(list: string[], index: number): boolean {
  const noun = list[index]!.replace(/[’']s$/, '').replace(/[^a-z-]/g, '');
  return /s$/.test(noun) || list[index - 1] === 'and' || ['people', 'children', 'data'].includes(noun);
}

/** An adjective, or the second of two joined to one ("spiritual and aesthetic value", "environmental and human influences"). */
const isAdjectival = (list: string[], index: number) =>
  isOnlyAdjective(list[index]!) || (list[index - 1] === 'and' && isOnlyAdjective((list[index - 2] ?? '').replace(/[^a-z-]/g, '')));

/**
 * Whether the noun before a preposition heads the subject: it opens the clause or follows a determiner or an
 * adjective ("Daily and seasonal changes in …"); after another noun it opens a clause of its own ("The ways markets in
 * Australia operate …").
 */
function headsTheSubject(list: string[], index: number): boolean {
  const noun = list[index]!.replace(/[^a-z-]/g, '');
  const before = (list[index - 1] ?? '').replace(/[^a-z’'-]/g, '');
  return Boolean(noun) && !NOT_A_SUBJECT.has(noun) && (!before || NOT_A_SUBJECT.has(before) || /[’']s$/.test(before) || isOnlyAdjective(before));
}

/** The last word of a phrase after the subject's head: a noun or a number ("… in our environment", "… from 11 to 19"). */
const endsAPhrase = (word: string) => {
  const bare = word.replace(/[’']s$/, '').replace(/[^a-z-]/g, '');
  return /^\d+$/.test(word) || (!NOT_A_SUBJECT.has(word) && mayBeNoun(bare) && !isOnlyAdjective(bare));
};

const SINGULAR_AUXILIARY = new Set(['is', 'was', 'has', 'does']);
const PLURAL_AUXILIARY = new Set(['are', 'were', 'have', 'do']);

/**
 * Whether the word may be a verb agreeing with the subject's head: an auxiliary of its number or a modal, or a word
 * that may be a verb in the present tense ("affect", "involves"); a participle ("composed") is none.
 */
function isVerbOf(word: string, plural: boolean): boolean {
  if (SINGULAR_AUXILIARY.has(word)) return !plural;
  if (PLURAL_AUXILIARY.has(word)) return plural;
  if (AUXILIARY.has(word)) return true;
  if (/(?:ed|ing)$/.test(word) || !mayBeFinite(word)) return false;
  return /[^s]s$/.test(word) !== plural;
}

/** A third-person verb whose stem no dictionary lists as a noun ("involves", "relies"), unlike "processes" or "changes". */
const isOnlyAVerbForm = (word: string) =>
  /[^s]s$/.test(word) && presentStem(word).some(isVerbInDictionary) && !presentStem(word).some((stem) => isNounInDictionary(stem) || isLexiconNounOrAdjective(stem));

/** The tagger's reading of one word in its clause: asked only to confirm a verb found after a phrase, so it is rare. */
function taggedAsVerb(list: string[], index: number): boolean {
  const terms = nlp(list.join(' ')).json()[0]?.terms as { tags: string[] }[] | undefined;
  const tags = terms?.[index]?.tags ?? [];
  return tags.includes('Verb') && !tags.includes('Gerund') && !tags.includes('PastTense');
}
