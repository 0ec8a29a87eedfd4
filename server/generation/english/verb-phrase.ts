import { OPENER, PREPOSITION_LIKE } from './clauses.ts';
import { isVerbInDictionary } from './dictionary.ts';
import { statesAClaim, withAsideClosed } from './claims.ts';
import { baseVerb, isAdverb, isBaseVerb, isGerund, isLexiconNounOrAdjective, isNounToo, isProperNoun } from './lexicon.ts';

/**
 * One task clause as a verb phrase that reads after "I can" or "We are learning to": a command stays as it is, an
 * "-ing" form becomes its base verb ("making inferences and referring …" → "make inferences and refer …"), a claim
 * becomes something to explain ("Ecosystems consist of …" → "explain that ecosystems consist of …"), and a topic
 * becomes something to explain ("Ideas, political power, …" → "explain ideas, political power, …").
 */

/** Names that keep their capital where the tagger does not know them as names. */
const NAME = /^(Earth|Britain|British|Aboriginal|Torres|Indigenous|Roman\w*|Greek|Viking\w*|Anglo|Egypt\w*|Chinese|Shakespeare)$/;
/** "Students will", "Mathematically proficient students", "Pupils should" before the command. */
const SUBJECT = /^(?:[A-Z][a-z]+ly\s+)?(?:[a-z]+\s+){0,2}(?:students|pupils|learners|children)\s+(?:will\s+|should\s+|can\s+|are able to\s+|(?:should\s+)?be taught to\s+)?/i;
const DETERMINER = /^(the|a|an|this|these|those|its|their|some|all)$/;
const FUNCTION_WORD = /^(the|a|an|this|these|those|its|their|some|all|with|without|in|on|at|for|to|from|by|of|as|and|or|but|both|either)$/;
const WH_WORD = /^(how|why|when|where|what|which|whether|who)$/i;
/** A number that is the subject of a claim: "10 can be thought of as a bundle of ten ones". */
const NUMBER_CLAIM = /^\d[\d,.]*\s+(?:can|is|are|has|have)\s/;
/**
 * Nouns that open curriculum headings and are verbs too in every dictionary: "Key features of …", "Stem cells in …",
 * "Power as the rate of …", "Concern for the environment", "Bond energies", "Bulk properties of materials". Not
 * followed by a determiner, they name the topic: as verbs they take a particle ("key in", "bulk up") or an object
 * with a determiner.
 */
const HEADING_NOUN = /^(key|stem|power|concern|bond|bulk)$/;
/** "Understand" and "Know" name no action a teacher can see; these read as the action that shows them. */
const OBSERVABLE: Record<string, string> = { understand: 'explain', know: 'recall' };

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const bare = (word: string) => word.replace(/[^A-Za-z-]/g, '').toLowerCase();

function lowerOpening(text: string): string {
  // "Earth’s surface", "Australia’s connections": the name without its possessive decides.
  const first = (text.match(/^[A-Za-z][\w’'-]*/)?.[0] ?? '').replace(/[’']s$/, '');
  const keepCapital = NAME.test(first) || /^[A-Z]{2,}/.test(first) || (first.length > 0 && isProperNoun(first.toLowerCase()));
  return keepCapital ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** The gerunds that lead the clause and those joined to them ("making …, and referring …") as base verbs. */
function gerundsToVerbs(clause: string): string {
  const list = words(clause);
  list[0] = list[0]!.replace(/^[A-Za-z-]+/, baseVerb(bare(list[0]!)));
  for (let i = 1; i < list.length; i += 1) {
    const word = bare(list[i]!);
    const joined = /^(and|or)$/i.test(list[i - 1]!) || /,$/.test(list[i - 1]!);
    // "…, using a compass" at the end says what the task is done with.
    const closingTool = word === 'using' && /,$/.test(list[i - 1]!) && i >= list.length - 3;
    if (joined && isGerund(word) && !PREPOSITION_LIKE.has(word) && !closingTool) list[i] = list[i]!.replace(/^[A-Za-z-]+/, baseVerb(word));
  }
  return list.join(' ');
}

/**
 * A leading manner adverb, or two joined by "and" or "or", moves behind the verbs' object ("Fluently multiply …" →
 * "multiply … fluently", "Collaboratively and individually plan …" → "plan … collaboratively and individually").
 */
function adverbLast(clause: string): string {
  const adverb = clause.match(/^([A-Za-z]+ly)(?:\s+(?:and|or)\s+([A-Za-z]+ly))?\s/)?.[0].trim() ?? '';
  const next = words(clause.slice(adverb.length))[0];
  const adverbs = adverb.split(/\s+(?:and|or)\s+/);
  if (!adverb || !next || !adverbs.every((word) => isAdverb(word.toLowerCase())) || !(isBaseVerb(bare(next)) || isGerund(bare(next)))) return clause;
  const rest = clause.slice(adverb.length).trim();
  const cut = rest.search(/[,;(]/);
  return cut < 0 ? `${rest} ${adverb.toLowerCase()}` : `${rest.slice(0, cut).trim()} ${adverb.toLowerCase()}${rest.slice(cut)}`;
}

/** Strips what comes before the command: an opener ("With guidance,"), a subject ("Students will"). */
function withoutLeadIn(clause: string): string {
  let text = clause.replace(/^(?:and|then|also)\s+/i, '');
  let carried = '';
  for (const pattern of [OPENER, SUBJECT]) {
    const opener = text.match(pattern)?.[0] ?? '';
    const stripped = text.slice(opener.length);
    if (opener && /^[A-Za-z]/.test(stripped)) {
      const word = bare(words(stripped)[0] ?? '');
      if (isBaseVerb(word) || isGerund(word) || isAdverb(word)) {
        text = stripped;
        // "By the end of grade 12," and "For any number from 1 to 9," carry numbers the task needs, "Given a number,"
        // what the task starts from: they move behind it.
        if (/\d|^given\b/i.test(opener)) carried = opener.replace(/[\s,]+$/, '');
      }
    }
  }
  return carried ? `${text.replace(/[\s.;:,]+$/, '')}, ${carried.charAt(0).toLowerCase()}${carried.slice(1)}` : text;
}

/** The clause as a verb phrase in base form, lower-case, without a full stop. */
export function verbPhrase(clause: string): string {
  // "exchange/provide information" offers two commands: either reads.
  let text = adverbLast(withoutLeadIn(withoutWrappingQuotes(clause.trim()))).replace(/^([A-Za-z]+)\/([A-Za-z]+)\b/, '$1 or $2');
  // "pH", "DNA": a word with capitals inside is a name or a symbol, never a command.
  const first = /^.+[A-Z]/.test(words(text)[0] ?? '') ? '' : bare(words(text)[0] ?? '');
  if (OBSERVABLE[first] && isBaseVerb(first)) {
    // "Understand and explain how …" asks once: "explain how …".
    text = text.replace(/^[A-Za-z]+/, OBSERVABLE[first]!).replace(/^([a-z]+) (?:and|or) \1\b/, '$1');
  } else if (isBaseVerb(first) && !(isNounToo(first) && (namesATopic(text) || opensAHeading(text) || statesAClaim(text, 'command')))) {
    text = text.charAt(0).toLowerCase() + text.slice(1);
  } else if (isCommandGerund(first) && !namesATopic(text) && !statesAClaim(text, 'gerund')) {
    text = gerundsToVerbs(text);
    const base = bare(words(text)[0]!);
    if (OBSERVABLE[base]) text = text.replace(/^[A-Za-z]+/, OBSERVABLE[base]!);
  } else if (first === 'that') {
    text = `explain ${text}`;
  } else if (WH_WORD.test(first)) {
    text = `explain ${lowerOpening(text)}`;
  } else if (!/^[A-Za-z]/.test(text)) {
    text = NUMBER_CLAIM.test(text) ? `explain that ${text}` : `explain ${text}`;
  } else if (opensAHeading(text)) {
    text = `explain ${lowerOpening(text)}`;
  } else if (statesAClaim(text)) {
    text = `explain that ${lowerOpening(withAsideClosed(text))}`;
  } else {
    // A topic title "Ideas, political power, industry and empire: Britain, 1745-1901" names a place after its colon.
    text = `explain ${lowerOpening(text).replace(/:\s+(?=[A-Z])/, (colon, offset: number) => (isPlaceAfter(text, offset) ? ' in ' : colon))}`;
  }
  // A full stop inside a closing quote ("… called a "ten."") ends the sentence, not the quoted word.
  return text.replace(/[\s.;:,]+$/, '').replace(/[.,;:]+(["”])$/, '$1');
}

/** Quotes round the whole clause go; a quoted word at its end stays ("… and exclusive “or”", "… called a "ten""). */
function withoutWrappingQuotes(clause: string): string {
  const quotes = (clause.match(/["“”]/g) ?? []).length;
  if (quotes === 2 && /^["“]/.test(clause) && /["”]$/.test(clause)) return clause.slice(1, -1);
  return quotes % 2 === 1 ? clause.replace(/^["“]/, '').replace(/^([^"“”]*)["”]$/, '$1') : clause;
}

/**
 * A leading word that is a noun too names a topic when what follows makes it one: "Speed of light", "Change and
 * continuity …", "Live, neutral and earth wires", "Sound produced by vibrations", or nothing at all ("Speed");
 * "Use combined knowledge …" stays a command, as the participle after it is not followed by its agent or place.
 */
function namesATopic(text: string): boolean {
  const list = words(text);
  if (list.length === 1) return true;
  const [first = '', second = '', third = ''] = list;
  const next = bare(second);
  if (next === 'of' || (/ed$/.test(next) && /^(by|in|from|with|on)$/.test(bare(third)))) return true;
  if (/,$/.test(first)) return !FUNCTION_WORD.test(next) && isContentNoun(next);
  if (next !== 'and' && next !== 'or') return false;
  // Adverbs say how, not what: "Identify and correctly use …" pairs "identify" with "use".
  const partner = list.slice(2).map(bare).find((word) => !/ly$/.test(word) || !isAdverb(word)) ?? '';
  return DETERMINER.test(partner) || isContentNoun(partner);
}

/** "Key figures, events and ideas …", "Stem cells …": a heading noun not followed by a determiner. */
function opensAHeading(text: string): boolean {
  const [first = '', second = ''] = words(text);
  // "Key in …", "Power up …", "Stem from …" are the verbs with their particles.
  return HEADING_NOUN.test(bare(first)) && !DETERMINER.test(bare(second)) && !/^(in|up|down|out|from)$/.test(bare(second));
}

/** A word that can only be a noun or an adjective here: no verb by the tagger, the dictionary or its "-ing" form. */
const isContentNoun = (word: string) =>
  Boolean(word) && !FUNCTION_WORD.test(word) && !isBaseVerb(word) && !isVerbInDictionary(word) && !isGerund(word);

/** "Making …", "Using …" ask for something; "Living …", "Opposing …", "Melting …" are adjectives by the tagger's lexicon. */
// "Re-reading" asks for "re-read": the dictionaries list the verb without its prefix.
const isCommandGerund = (word: string) => isGerund(word) && isVerbInDictionary(baseVerb(word).replace(/^re-/, '')) && !isLexiconNounOrAdjective(word);

function isPlaceAfter(text: string, colonAt: number): boolean {
  const next = text.slice(colonAt + 1).trim().match(/^[A-Z][a-z]+/)?.[0] ?? '';
  return NAME.test(next) || isProperNoun(next.toLowerCase());
}
