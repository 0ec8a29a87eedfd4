import { taskClauses } from './clauses.ts';
import { atAPhraseBoundary, compacted, lastCut } from './compact.ts';
import { NOTATION, cutsAClauseShort, endsOnAFunctionWord, leavesABracketOpen, listParts, wordCount } from './lists.ts';
import { scopedTasks } from './scope.ts';
import { verbPhrase } from './verb-phrase.ts';

/** Longest verb phrase after "I can" the trims aim for (the criterion stays within 30 words). */
export const MAX_PHRASE_WORDS = 26;
/** Longest verb phrase after "I can" at all: 30 words less those two. */
const MAX_FITTED_WORDS = 28;

/** Asides in brackets go unless they carry notation: "(the sun)" goes, "(×)" and "(speed = distance ÷ time)" stay. */
/** Brackets attached to a word are notation ("p(x)") or a plural ("claim(s)"), not an aside. */
const withoutPlainAsides = (clause: string) =>
  clause.replace(/(\w)\(s\)/g, '$1s').replace(/\s+\(([^()]*)\)/g, (aside, inner: string) => (NOTATION.test(inner) ? aside : ''));

/** Trims lists of instances ("such as …", "including …", "using …") and trailing qualifiers until the phrase fits. */
export function shortened(phrase: string, maxWords = MAX_PHRASE_WORDS): string {
  let text = phrase;
  const cuts = [
    // A list of short instances up to its last item: "including stories, dramas, and poems".
    /,?\s+(?:such as|including|for instance|like|using)\s+(?:(?:[^\s,;]+\s+){0,2}[^\s,;]+,\s+)*?(?:(?:[^\s,;]+\s+){0,2}[^\s,;]+,?\s+)?(?:and|or)\s+(?:[^\s,;]+\s+){0,2}[^\s,;]+(?=[,;]|$),?/i,
    // A list of one-word instances before what they are for: "questions such as who, what, … and how to show …".
    /,?\s+(?:such as|including|for instance|like)\s+(?:[^\s,;]+,\s+){2,}(?:and|or)\s+[^\s,;]+(?=\s+to\s+[a-z])/i,
    /,?\s+(?:such as|including|for instance|like|using)\s+[^;]*$/i,
    /\s+as well as\s+[^;]*$/i,
    /,\s+(?!and\b|or\b)[^,;]*$/,
    /;\s+[^;]*$/,
  ];
  const apply = (cut: RegExp) => {
    while (wordCount(text) > maxWords) {
      const match = text.match(cut);
      if (!match || NOTATION.test(match[0]) || carriesTheClaim(text, match[0]) || wordCount(text) - wordCount(match[0]) < 4) break;
      const rest = text.replace(cut, ' ').replace(/\s+/g, ' ').trim();
      if (endsOnAFunctionWord(rest) || leavesABracketOpen(rest) || cutsAClauseShort(text, rest)) break;
      text = rest;
    }
  };
  cuts.forEach(apply);
  // Qualifying phrases go before a list loses its last item ("… in a historical, scientific, or technical text based
  // on specific information in the text" keeps its list and drops "based on …").
  text = withQualifiersCutIfEnglish(text, maxWords);
  // When nothing else fits, the trailing list goes back to its first item ("into chapters, headings, subheadings" →
  // "into chapters"): cutting only its last item would leave the list hanging.
  apply(/,\s+[^,;]*(?:,\s+[^,;]*)*$/);
  // A list that starts the phrase ("plan, draft and publish …") cannot go back to its first item: drop its last.
  apply(/,\s+[^,]*$/);
  return text
    .replace(/\s+(?:and|or|,)+$/i, '')
    .replace(/\s*,(?:\s*,)+/g, ',')
    .replace(/\.?\*+$/, '')
    .replace(/[\s,;:]+$/, '');
}

/**
 * The phrase within `maxWords` words where whole phrases allow: trimmed as above, then cut once more where that keeps
 * its numbers and symbols, then at a boundary between phrases; as it is when no cut leaves a whole phrase.
 */
export function withinWords(phrase: string, maxWords: number): string {
  const short = shortened(phrase, maxWords);
  if (wordCount(short) <= maxWords) return short;
  return lastCut(short, maxWords) ?? atAPhraseBoundary(short, maxWords) ?? short;
}

/** A definition's verb ("… by n unit squares is said to have …") qualifies nothing: it carries the claim. */
const carriesTheClaim = (text: string, phrase: string) => text.startsWith('explain that ') && /\s(?:is|are) said to\s/.test(phrase);

/** Qualifying phrases go unless what is left loses a definition's verb or ends on a word waiting for its object. */
function withQualifiersCutIfEnglish(text: string, maxWords: number): string {
  const cut = withoutQualifiers(text, maxWords);
  const lostTheClaim = text.startsWith('explain that ') && / said to /.test(text) && !/ said to /.test(cut);
  return lostTheClaim || cutsAClauseShort(text, cut) || endsOnAFunctionWord(cut.replace(/[\s,]+(?:and|or)?$/, '')) || leavesABracketOpen(cut) ? text : cut;
}

/** Words that open a qualifying phrase a long criterion can do without ("… in the context of …", "… as they are …"). */
const QUALIFIER = String.raw`(?:based on|in|with|for|by|from|through|within|across|during|according to|relevant to|in relation to|with respect to|as they|as it|while|when|until|if|so that)`;
// "… the ways in which cultural groups describe them": "in which" opens a clause of the noun's, no qualifier.
const QUALIFYING_PHRASE = new RegExp(String.raw`\s+${QUALIFIER}\s+(?!which\b|whom\b|whose\b)[^,;]*(?=[,;]|$)`, 'gi');
/** Shortest phrase left after trimming: the command and its object. */
const MIN_PHRASE_WORDS = 10;

/**
 * Drops a qualifying phrase that runs to the end of its clause or list item ("… in the context of solving real world
 * problems") while the phrase is too long; the shortest such phrase goes first and notation always stays.
 */
function withoutQualifiers(phrase: string, maxWords: number): string {
  let text = phrase;
  while (wordCount(text) > maxWords) {
    const candidates = [...text.matchAll(QUALIFYING_PHRASE)]
      .map((match) => ({ at: match.index, phrase: shortestTail(match[0]), next: text.slice(match.index + match[0].length) }))
      .filter(({ phrase, next }) => !NOTATION.test(phrase) && wordCount(text) - wordCount(phrase) >= MIN_PHRASE_WORDS && !continuesAList(next));
    const cut = candidates.at(-1);
    if (!cut) break;
    let start = text.indexOf(cut.phrase, cut.at);
    // "… on each line and a given point in the plane located by …": the last item goes with what told of it.
    const bareItem = /\s+and\s+(?:a|an|the)(?:\s+[a-z-]+){1,2}$/i.exec(text.slice(0, start));
    if (bareItem && !NOTATION.test(bareItem[0]) && wordCount(text) - wordCount(cut.phrase) - wordCount(bareItem[0]) >= MIN_PHRASE_WORDS) start = bareItem.index;
    text = `${text.slice(0, start)}${text.slice(start + text.slice(start).indexOf(cut.phrase) + cut.phrase.length)}`;
  }
  return text;
}

/**
 * "… 20 things arranged in a line, a rectangular array, or a circle", "… equivalent if they are the same size, or the
 * same point on a number line": a phrase followed by more items of a list is the first item's own, and the list
 * would hang without it.
 */
const continuesAList = (next: string) => /^,\s+(?:(?:and|or)\s+)?(?:a|an|the)\s/i.test(next);

/** The qualifying phrase that starts last within a match ("… to find volumes in the context of …" → "in the context of …"). */
function shortestTail(match: string): string {
  const starts = [...match.matchAll(new RegExp(String.raw`\s+${QUALIFIER}\s+`, 'gi'))].map((m) => m.index);
  for (const start of starts.reverse()) {
    const tail = match.slice(start);
    if (wordCount(tail) >= 3) return tail;
  }
  return match;
}

/** The statement's tasks in its own words, examples and plain asides removed ("Understand two fractions as …"). */
export function sourceClauses(cleanText: string): string[] {
  return taskClauses(cleanText).map(withoutPlainAsides);
}

/** Phrases already worked out: a plan asks for the same outcome's criteria from several places. */
const worked = new Map<string, string[]>();
const WORKED_LIMIT = 2000;

/**
 * The statement's tasks as verb phrases in base form: each is one criterion or the core of a learning intention.
 * Given the stems of a lesson's words, only the tasks and list members the lesson addresses (see scope.ts).
 */
export function taskPhrases(cleanText: string, focus?: Set<string>): string[] {
  const key = focus ? `${cleanText}\u0000${[...focus].sort().join(' ')}` : cleanText;
  let phrases = worked.get(key);
  if (!phrases) {
    phrases = workOut(cleanText, focus);
    if (worked.size >= WORKED_LIMIT) worked.delete(worked.keys().next().value!);
    worked.set(key, phrases);
  }
  return [...phrases];
}

/**
 * How the task is done, set between the verb and its object ("understand, through the use of detailed place-based
 * exemplars at a variety of scales, the key processes …"): left out, so the criterion keeps what is understood.
 */
const LEADING_MANNER = /^([A-Za-z]+), (?:through|with|without|by|using|in|across)\b[^,;:]{3,100}, (?=[a-z])/;

/** Bounds in the words a student uses: "numbers less than or equal to 100" are "numbers up to 100". */
const plainBounds = (text: string) => text.replace(/\bless than or equal to\b/g, 'up to').replace(/\bgreater than or equal to\b/g, 'at least');
/**
 * Instances after the noun they are instances of: "such questions as who, what …" reads "questions such as who, what
 * …"; "such things as the time of day" is "the time of day".
 */
const instancesAfterTheirNoun = (text: string) => text.replace(/\bsuch things as\s+/g, '').replace(/\bsuch ([a-z-]+s) as\b/g, '$1 such as');

function workOut(cleanText: string, focus: Set<string> | undefined): string[] {
  const tasks = sourceClauses(instancesAfterTheirNoun(plainBounds(cleanText.replace(LEADING_MANNER, '$1 ')))).map(verbPhrase);
  const phrases = (focus ? scopedTasks(tasks, focus) : tasks).flatMap(fitted).filter((phrase) => /[a-z]/i.test(phrase));
  return [...new Set(phrases)];
}

/**
 * The phrase trimmed to fit one criterion; when the trims cannot fit it without dropping numbers or symbols, said
 * more compactly, cut once more where that keeps them, or split into one phrase per run of its list.
 */
function fitted(phrase: string): string[] {
  const short = shortened(phrase);
  if (wordCount(short) <= MAX_FITTED_WORDS) return [short];
  const compact = compacted(phrase);
  const shortCompact = shortened(compact);
  if (wordCount(shortCompact) <= MAX_FITTED_WORDS) return [shortCompact];
  const cut = lastCut(shortCompact, MAX_FITTED_WORDS);
  if (cut) return [cut];
  const parts = listParts(compact, MAX_PHRASE_WORDS).map((part) => shortened(part));
  if (parts.length > 1 && parts.every((part) => wordCount(part) <= MAX_FITTED_WORDS)) return parts;
  return [atAPhraseBoundary(shortCompact, MAX_FITTED_WORDS) ?? shortCompact];
}
