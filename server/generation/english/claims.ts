import { isNounInDictionary, presentStem } from './dictionary.ts';
import { isBaseVerb, isGerund, mayBeFinite, mayBeNoun } from './lexicon.ts';

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

/**
 * True when the clause states something: a subject then a finite verb that agrees with it, as in "Living things have
 * …", "Heat can be produced …", "Matter and energy flow …", "The way objects move depends …". "Use place value …"
 * is a command: "value" after the singular "place" would have to be "values" to be a verb. After an opening that may
 * be a command only an auxiliary ("Heat can …") or "X and Y" with a plural verb ("Matter and energy flow …") counts;
 * after an "-ing" opening also a verb right after a two-word subject ("Living things grow"). Asked word by word.
 */
export function statesAClaim(clause: string, opening: ClaimOpening = 'noun'): boolean {
  const list = (clause.split(/[,;:(]/)[0] ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  for (let i = 1; i < list.length; i += 1) {
    const word = list[i]!.replace(/[^a-z’'-]/g, '');
    if (SUBORDINATOR.has(word)) return false;
    const subject = list[i - 1]!.replace(/[’']s$/, '').replace(/[^a-z-]/g, '');
    if (!subject || NOT_A_SUBJECT.has(subject)) continue;
    if (NOT_A_SUBJECT.has(word)) continue;
    const auxiliary = AUXILIARY.has(word);
    // "features of …" is a plural noun with its complement, where "consist of …" is a verb.
    const nounBeforeOf = /s$/.test(word) && list[i + 1] === 'of' && presentStem(word).some(isNounInDictionary);
    // "Human causes and effects": a word joined by "and" to the next is one of a pair of nouns.
    const pairedNoun = /s$/.test(word) && (list[i + 1] === 'and' || list[i + 1] === 'or');
    if (!auxiliary && (/ing$/.test(word) || nounBeforeOf || pairedNoun || !mayBeFinite(word))) continue;
    if (!mayBeNoun(subject) || isGerund(subject)) continue;
    // After a possible command only an auxiliary next to the opening counts: "Heat can …", not "… as they are used".
    if (auxiliary) {
      if (opening !== 'command' || i <= 2) return true;
      continue;
    }
    const compound = list[i - 2] === 'and';
    const plural = /s$/.test(subject) || compound || ['people', 'children', 'data'].includes(subject);
    const agrees = /[^s]s$/.test(word) ? !plural : plural;
    // A command verb is no subject: "recognise and represent unit fractions" states nothing.
    if (!agrees || (isBaseVerb(subject) && !isNounInDictionary(subject))) continue;
    // "Select and use appropriate …" joins two commands; "Matter and energy flow …" two nouns.
    if (compound && i === 3 && isBaseVerb(list[0]!) && !isNounInDictionary(list[0]!)) continue;
    // After an "-ing" opening the subject is plural ("Living things grow"); "using aural skills" has no verb.
    if (opening === 'noun' || (compound && i === 3) || (opening === 'gerund' && i === 2 && !/s$/.test(word))) return true;
  }
  return false;
}
