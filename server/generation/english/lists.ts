import nlp from 'compromise';
import { isBaseVerb, isLexiconNounOrAdjective, isPlainlyVerb, readsAsCommand } from './lexicon.ts';

/**
 * A task whose object is a list too long for one criterion ("identify angles at a point and 1 whole turn (total
 * 360°), angles at a point on a straight line …, other multiples of 90°") becomes several criteria with the same
 * verbs, each carrying a run of the list's items, rather than one criterion that drops items and their numbers.
 */

/** Notation and numbers: a list that carries them is split rather than cut. */
export const NOTATION = /[\dπ×÷≤≥≠<>=%√²³°±∞]/;

export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/**
 * A cut before a word's object leaves it hanging: "… ways of", "… attitudes towards", "… by". (A trailing "and" or
 * "or" goes with the cut.)
 */
export const endsOnAFunctionWord = (text: string) =>
  /\b(?:a|an|the|of|to|in|on|at|by|for|from|with|about|into|towards?|through|between|as|like|than|including|via|such|that|be|been|being)[\s,;:]*$/.test(text) ||
  // "… the age and relationship of those": "those" after a preposition waits for who they are.
  /\b(?:of|to|for|with|by|from|about|among|between)\s+those[\s,;:]*$/.test(text) ||
  // "… an overview of where", "… differences when": a question word or a clause opener whose clause was cut ("… and why" asks it).
  /(?<!\b(?:and|or)\s)\b(?:where|when|why|how|what|which|who|whom|whether|while|whilst)[\s,;:]*$/.test(text);
/** "… the points (0, 0) and (1": a cut inside brackets. */
export const leavesABracketOpen = (text: string) => (text.match(/[([]/g) ?? []).length > (text.match(/[)\]]/g) ?? []).length;

/** Whether the tagger finds a verb in the words ("including", "involving" and the like open phrases, not clauses). */
function hasAVerb(words: string): boolean {
  const terms = (nlp(words).json() as { terms: { normal: string; tags: string[] }[] }[]).flatMap((sentence) => sentence.terms);
  return terms.some((term) => term.tags.includes('Verb') && !/^(?:including|involving|according|regarding|concerning)$/.test(term.normal));
}

/** The last clause a question word opens, when it runs to the end: "… and how competing factors" → "competing factors". */
const LAST_CLAUSE = /^(.*\b(?:how|why|whether|which|where|when|who)\s+)([^,;:()]+)$/i;

/** The text ends inside a short clause that a question word opens and no verb follows: "… how choices in language". */
export function endsBeforeAVerb(text: string): boolean {
  const clause = LAST_CLAUSE.exec(text)?.[2];
  return clause !== undefined && wordCount(clause) <= 4 && !hasAVerb(clause);
}

/**
 * A cut from `whole` to `cut` stopped a clause before its verb: "… and how competing factors" of "… and how competing
 * factors including social, ethical and sustainability considerations are prioritised", "… the ways in which
 * products" of "… in which products, services and environments evolve". A clause the statement itself leaves without
 * a verb ("noticing how identity matters") is no cut.
 */
export function cutsAClauseShort(whole: string, cut: string): boolean {
  // "… in which different cultural groups, including Aboriginal and Torres Strait Islander Peoples" ends where its aside does.
  const ending = cut.replace(/,\s+including\s[^,;]*$/i, '');
  const clause = LAST_CLAUSE.exec(ending);
  if (!clause || !endsBeforeAVerb(ending) || !whole.startsWith(clause[1]!)) return false;
  // The clause runs on through its own lists, not into an aside or the next clause (", such as …", ", and what …").
  // An aside of examples closed by its comma is passed over: "… cultural groups, including Aboriginal and Torres
  // Strait Islander Peoples, describe them".
  const rest = whole.slice(clause[1]!.length).replace(/,\s+including\s[^,;]*,/gi, '').split(/[;:()]|,\s+(?:such as|for example|including|(?:and\s+|or\s+)?(?:how|what|who|which|where|when|why)\b)/i)[0]!;
  return hasAVerb(rest);
}

/** Words that open a list of instances within an item: "…, including: ab in place of …", "…, such as the campaign …". */
export const INSTANCES = /^(?:including|such as|like|for instance)\b:?\s*/i;
/** Words that attach a segment to the one before it rather than starting an item: "…, called axes, to define …". */
export const ATTACHED = /^(?:to|with|without|in|on|at|for|from|by|of|as|into|within|between|called|named|known|both|either|which|that|who|whose|where|when|while|because|so|but|then|than|rather|using|given)\b/i;
/** "the meaning of", "graphs of": the words a list's later items share with its first ("…, key terms"). */
const SHARED_LEAD = /^(?:(?:the|a|an)\s+)?[a-z-]+\s+of\s+/i;
const OPENING_CONJUNCTION = /^(?:and|or)\s+/i;

export interface Segment {
  /** The separator before the segment in the phrase (", ", "; ", ", and "), empty for the first. */
  separator: string;
  text: string;
}

/** The leading verbs ("recognise, sketch and interpret") and the rest of the phrase, or nothing when it opens with none. */
export function leadingVerbs(phrase: string): [string, string] | undefined {
  const first = phrase.match(/^[a-z-]+/)?.[0] ?? '';
  if (!isBaseVerb(first)) return undefined;
  let end = first.length;
  for (;;) {
    const more = phrase.slice(end).match(/^(?:,\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+)([a-z-]+)(?=[\s,])/);
    if (!more || !isBaseVerb(more[1]!)) break;
    end += more[0].length;
  }
  return [phrase.slice(0, end), phrase.slice(end).trim()];
}

/** The text cut at commas and semicolons (or only the `separators` given) outside brackets and quotation marks. */
export function topLevelSegments(text: string, separators = ',;'): Segment[] {
  const segments: Segment[] = [];
  let depth = 0;
  let start = 0;
  let separator = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if ('([{‘“'.includes(c)) depth += 1;
    else if (')]}’”'.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && separators.includes(c)) {
      const next = text.slice(i).match(/^[,;]\s+(?:(?:and|or)\s+)?/)?.[0];
      if (!next) continue;
      segments.push({ separator, text: text.slice(start, i) });
      separator = next;
      start = i + next.length;
      i = start - 1;
    }
  }
  segments.push({ separator, text: text.slice(start) });
  return segments;
}

const lowerWords = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * An item that is a task of its own ("…, interpret these multiplicatively", "…, compare 2 quantities …"): a verb that
 * the tagger reads as one in the item's own words, or that takes an object with a determiner or a number.
 */
export const isCommand = (text: string) => {
  const [word = '', next = ''] = lowerWords(text);
  if (!next || !isBaseVerb(word)) return false;
  if (readsAsCommand(text) || /^(?:\d|the$|a$|an$|these$|this$|those$|their$|its$|them$|it$)/.test(next)) return true;
  return isPlainlyVerb(word) && !isLexiconNounOrAdjective(word);
};

/**
 * What a later item shares with the first one: the words before its own opening in the first item ("count to answer
 * … about" before "as many as 10 things", as the first item reads "… about as many as 20 things"), or the first
 * item's shared lead ("graphs of" before "quadratic functions").
 */
function sharedWords(first: string, item: string): string {
  const opening = lowerWords(item).slice(0, 2);
  const words = first.split(/\s+/);
  const lower = lowerWords(first);
  for (let at = 1; at < lower.length - 1 && opening.length === 2; at += 1) {
    if (lower[at] === opening[0] && lower[at + 1] === opening[1]) return `${words.slice(0, at).join(' ')} `;
  }
  return first.match(SHARED_LEAD)?.[0] ?? '';
}

interface Group {
  head: string;
  text: string;
}

/**
 * The phrase as several phrases of at most `maxWords` words, each with the verbs and its run of the list, or the
 * phrase alone when it has no list to split. An item that is itself a command ("…, interpret these multiplicatively")
 * starts a phrase of its own; a list of instances ("such as …", "including …") stays with its item unless it carries
 * notation and does not fit, and then goes to a phrase of its own when it fits there.
 */
export function listParts(phrase: string, maxWords: number): string[] {
  const split = leadingVerbs(phrase);
  if (!split || /^(?:that|how|why|whether|what|when|where|which|who)\b/i.test(split[1])) return [phrase];
  const [verbs, rest] = split;
  const segments = topLevelSegments(rest);
  if (segments.length < 2) return [phrase];
  const first = segments[0]!.text;
  const lead = first.match(SHARED_LEAD)?.[0] ?? '';
  const groups: Group[] = [{ head: `${verbs} ${lead}`, text: first.slice(lead.length) }];
  // The list of instances open at this segment, with whether it carries notation.
  let instances: { notation: boolean } | undefined;
  for (let i = 1; i < segments.length; i += 1) {
    const { separator, text } = segments[i]!;
    const group = groups.at(-1)!;
    const joined = `${group.head}${group.text}${separator}${text}`;
    if (isCommand(text)) {
      instances = undefined;
      groups.push({ head: '', text });
    } else if (INSTANCES.test(text)) {
      const list = segments.slice(i).findIndex((s, at) => at > 0 && (isCommand(s.text) || INSTANCES.test(s.text)));
      const whole = segments.slice(i, list < 0 ? undefined : i + list).map((s) => s.separator + s.text).join('');
      instances = { notation: NOTATION.test(whole) };
      const alone = `${verbs} ${whole.replace(/^[,;]\s+/, '').replace(INSTANCES, '')}`;
      const fitsWithItem = wordCount(`${group.head}${group.text}${whole}`) <= maxWords;
      if (instances.notation && !fitsWithItem && wordCount(alone) <= maxWords) groups.push({ head: `${verbs} `, text: text.replace(INSTANCES, '') });
      else group.text = `${group.text}${separator}${text}`;
    } else if (/^with\s/i.test(text) && wordCount(joined) > maxWords && /\bto\s+[a-z]+\s[^,;]*$/.test(group.text)) {
      // "… to define a coordinate system, with the intersection of the lines …": the "with" phrase tells more of the
      // infinitive's object, so it goes with that verb and object ("define a coordinate system with …").
      const purpose = group.text.match(/\bto\s+([a-z]+\s[^,;]*)$/)![1]!;
      instances = undefined;
      groups.push({ head: '', text: `${purpose} ${text}` });
    } else {
      const head = instances ? `${verbs} ` : `${verbs} ${sharedWords(first, text.replace(OPENING_CONJUNCTION, ''))}`;
      const mayBreak = !ATTACHED.test(text) && (!instances || instances.notation);
      if (mayBreak && (head !== group.head || wordCount(joined) > maxWords)) groups.push({ head, text: text.replace(OPENING_CONJUNCTION, '') });
      else group.text = `${group.text}${separator}${text}`;
    }
  }
  return groups.map(({ head, text }) => `${head}${text}`.replace(/\s+/g, ' ').trim());
}
