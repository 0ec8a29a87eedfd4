import nlp from 'compromise';
import { opensWithTwoNouns, PREPOSITION_LIKE } from './clauses.ts';
import { isNounInDictionary } from './dictionary.ts';
import { isAdverb, isGerund, isLexiconNounOrAdjective, isOnlyAdjective, isPlainlyVerb, isPluralNoun } from './lexicon.ts';
import { ATTACHED, INSTANCES, isCommand, leadingVerbs, topLevelSegments, wordCount, type Segment } from './lists.ts';

/**
 * The list a phrase coordinates ("… including: climate zones, biomes and vegetation belts, rivers, …, and the water
 * cycle", "… relating to: geological timescales and plate tectonics; rocks, weathering and soils; …", "… about self,
 * family, friends and interests", "volcanoes and earthquakes") as members that can be kept or left out, and the phrase
 * written again with only some of them, so that what is left still reads as a whole phrase.
 */
export interface Coordination {
  /** What comes before the first member, with the words that open the list ("… including: "). */
  head: string;
  members: string[];
  /** The word before the last member, "and", "or" or "and/or"; empty for a list without one ("A, B, C to …"). */
  conjunction: string;
  /** Members separated by semicolons, as they hold commas of their own. */
  semicolons: boolean;
  /** A comma or semicolon before the conjunction ("…, and the water cycle"). */
  serialComma: boolean;
  /**
   * Words after the last member that every member shares: a phrase ("speech and thought processes| in narratives")
   * or a noun ("historical, social and cultural| contexts").
   */
  shared: string;
  /** What follows the list, with its separator, as it stands. */
  rest: string;
  /** Whether the first member surely starts where it is taken to: when not, it is kept whatever the lesson names. */
  firstSure: boolean;
}

/** Words after which what follows is no list to take apart: comparing needs two things, "between" needs both. */
const NEEDS_EVERY_MEMBER = /\b(?:compare|contrast|distinguish|differentiate|relate|connect|link|match|combine|between|among|both|either|neither|relationships?|differences?|similarities|connections?)\W*$/i;
/** Words that open a list inside a segment: the last of them starts the first member. */
const OPENING = /(?::|\b(?:including|such as|like|especially|particularly|namely|for example|e\.g\.,?))\s+/gi;
const PREPOSITION = /^(?:of|about|on|in|with|without|for|to|from|into|onto|as|by|through|across|within|during|towards?|under|over|at|between|among|against|upon|beyond|around|after|before|behind|beside|near)$/i;
/** Words that open a clause: a list after one of them starts there ("… when writing, speaking, reading, or listening"). */
const SUBORDINATOR = /^(?:when|while|whilst|where|whereas|whether|how|what|why|which|who|that|than|if|because|although|though|unless|until|since|once)$/i;
const DETERMINER = /^(?:the|a|an|its|their|his|her|our|this|these|those|each|every)$/i;
/** Determiners that may stand for a whole list ("the origin, purpose and context"); "a current, electromagnets" may not. */
const SHARED_DETERMINER = /^(?:the|its|their|his|her|our)$/i;
/** A verb that makes the segment a clause of its own ("… and verbs can be located …"): no list member. */
const FINITE = /\b(?:is|are|was|were|be|been|being|can|could|may|might|must|will|would|should|has|have|had|does|do)\b/i;
/** Longest member a comma list holds; a longer segment is a clause. The last may run on with what all share. */
const MEMBER_WORDS = 8;
const LAST_MEMBER_WORDS = 12;
/** Longest first member taken from the end of the segment that holds the list's head. */
const FIRST_MEMBER_WORDS = 6;

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).map((w) => w.replace(/[^a-z’'/-]/g, '')).filter(Boolean);
const firstWord = (text: string) => wordsOf(text)[0] ?? '';
const lastWord = (text: string) => wordsOf(text).at(-1) ?? '';
const isVerbOnly = (word: string) => isPlainlyVerb(word) && !isLexiconNounOrAdjective(word);
/** A command, not two nouns ("weather and climate") or a noun before an "-ing" noun ("bond making"). */
const readsAsTask = (text: string) => isCommand(text) && !opensWithTwoNouns(text) && !isGerund(wordsOf(text)[1] ?? '');
/** Inside a list of things a command needs its object to show it: "…, compare 2 quantities", not "…, parallel lines". */
const readsAsTaskAmongThings = (text: string) => readsAsTask(text) && /^\S+\s+(?:the|a|an|this|these|those|their|its|them|it|all|each|\d)/i.test(text.trim());
/**
 * "trying a new approach", "describing their roles", "identifying and analysing embedded perspectives": an "-ing" verb
 * with its object or beside another is a task ("rhyming words" and "running water" are things).
 */
const isTaskByGerund = (words: string[]) =>
  words.some((word, i) => {
    if (!isGerund(word) || isLexiconNounOrAdjective(word)) return false;
    const next = words[i + 1] ?? '';
    return DETERMINER.test(next) || /^(?:them|it|their)$/.test(next) || (/^(?:and|or)$/.test(next) && isGerund(words[i + 2] ?? ''));
  });

/**
 * A second task or a clause inside a segment ("… and use observations", "… to convey a vivid picture", "… when
 * writing", "evaluating evidence"): the segment is no member of a list of things.
 */
function holdsAClause(text: string): boolean {
  const words = wordsOf(text);
  // "… equipment affect their use": a word before "their" or "the" that is no preposition or conjunction is a verb.
  const verbWithObject = words.some((word, i) => i > 0 && /^(?:the|their|its|his|her|our|these|those)$/.test(words[i + 1] ?? '') && !PREPOSITION.test(word) && !/^(?:and|or|both|all)$/.test(word));
  return verbWithObject || isTaskByGerund(words) || words.some((word, i) => SUBORDINATOR.test(word) || (i > 0 && /^(?:to|and|or)$/.test(words[i - 1]!) && isVerbOnly(word)));
}

/** "and", "or" or "and/or" before a list's last member, after its comma or opening its segment. */
const LEADING_CONJUNCTION = /^(?:and\/or|and|or)\s+/i;
/** "… spelling| when writing": a clause after the last member that is every member's. */
const TRAILING_CLAUSE = /\s+(?:when|while|whilst|where|as)\s+[^,;]*$/i;

/**
 * A segment that can be one member of a list: no command, no clause, no phrase attached to the one before or waiting
 * for its object. The last may end with a clause all share.
 */
function memberLike(whole: string, semicolons: boolean, last: boolean, amongThings = false): boolean {
  const text = (last ? whole.replace(TRAILING_CLAUSE, '') : whole).replace(LEADING_CONJUNCTION, '');
  const words = wordsOf(text);
  // "–s, –es, –ing": endings and symbols are no topics to choose among.
  if (!words.length || !/^[\p{L}\d]/u.test(text.trim()) || /^(?:and|or|and\/or)$/.test(text.trim()) || ATTACHED.test(text) || PREPOSITION_LIKE.has(words[0]!) || isAdverb(words[0]!)) return false;
  // ", measured in volts, …", ", drawn from …": a participle phrase tells more of what came before.
  if ((/^[a-z]+(?:ed|en|wn)$/.test(words[0]!) || isOnlyAdjective(words[0]!)) && PREPOSITION.test(words[1] ?? '')) return false;
  if ((amongThings ? readsAsTaskAmongThings(text) : readsAsTask(text)) || FINITE.test(text) || text.includes(':') || PREPOSITION.test(words.at(-1)!)) return false;
  return semicolons || (words.length <= (last ? LAST_MEMBER_WORDS : MEMBER_WORDS) && !holdsAClause(text));
}

/**
 * Where the first member starts in the segment before the list's second member: after the last word that opens a
 * list (":", "including", "such as"); else where a word the later members open with stands ("angles at a point,
 * angles at …"); else, when a later member starts with a determiner ("its course, its consequences"), at the
 * segment's first determiner; else after its last preposition, clause opener or verb ("… measuring distribution,
 * frequency and abundance"), or after its leading verbs. Members between semicolons hold lists and phrases of their
 * own, so only a colon or the verbs open theirs. Nothing when the start is unclear; `sure` is false where the start
 * may be wrong ("sequences of| steps, branching, and iteration" may list "sequences of steps"), so the first member
 * is kept whatever the lesson names.
 */
function firstMemberAt(text: string, later: string[], semicolons: boolean, context = { text, at: 0 }): { at: number; sure: boolean } | undefined {
  const opening = [...text.matchAll(semicolons ? /:\s+/g : OPENING)].at(-1);
  if (opening) return { at: opening.index + opening[0].length, sure: true };
  const verbs = leadingVerbs(text.toLowerCase());
  const start = verbs ? verbs[0].length : 0;
  if (semicolons) return { at: start, sure: true };
  const words = [...text.slice(start).matchAll(/\S+/g)].map((m) => ({ word: m[0].toLowerCase(), at: start + m.index }));
  // "angles at a point, angles at a point on a straight line, …": the first member opens as the later ones do.
  const opens = later.map((member) => firstWord(member.replace(LEADING_CONJUNCTION, '')));
  const parallel = words.find((w, i) => i < words.length - 1 && !DETERMINER.test(w.word) && opens.includes(w.word));
  if (parallel) return { at: parallel.at, sure: true };
  const determined = opens.some((word) => DETERMINER.test(word));
  if (determined) {
    const determiner = words.find((w) => DETERMINER.test(w.word));
    return determiner && { at: determiner.at, sure: true };
  }
  const verbsAt = taggedVerbs(context.text);
  // A word that opens the object describes it ("generate rhyming words, …", "including sketch maps, …"); later, after
  // "and" or a noun, the tagger's verb is one ("… measuring distribution, …", "… the community influence …").
  const isVerb = (at: number, i: number) => i > 0 && verbsAt.has(context.at + at);
  const boundary = words.findLast(({ word, at }, i) => i < words.length - 1 && (PREPOSITION.test(word) || SUBORDINATOR.test(word) || isVerb(at, i)));
  let at = boundary ? boundary.at + boundary.word.length + 1 : start;
  if (!later.length) return undefined;
  // "… people in the community influence personal attitudes, beliefs, decisions and behaviours": a first member is
  // about as long as the others, so a verb the tagger missed stays out of it.
  const parts = later.flatMap((member) => member.replace(LEADING_CONJUNCTION, '').replace(TRAILING_CLAUSE, '').split(/\s+(?:and|or)\s+/));
  const longest = Math.max(...parts.map(wordCount));
  // A list of single words has a single-word first member: the words before it describe them all ("personal
  // attitudes, beliefs, decisions and behaviours", "take into consideration time, cost, risk …"). A pair in the first
  // member counts as its own members do ("collegial discussions and decision-making").
  const first = words.filter((w) => w.at >= at);
  const pairAt = first.findIndex((w) => /^(?:and|or)$/.test(w.word));
  const leading = pairAt < 0 ? first : first.slice(0, pairAt);
  const most = longest === 1 ? 1 : longest + 1;
  if (leading.length > most && longest <= 2) at = leading[leading.length - most]!.at;
  // "sequences of| steps, branching, and iteration", "points of| view, attitudes and values": after "of", or before
  // members of several words ("set rules for| collegial discussions, clear goals and deadlines, and individual roles"),
  // the list may be the whole phrase's.
  return { at, sure: !boundary || (boundary.word !== 'of' && longest <= 2) };
}

/** Where the words start that the tagger reads as verbs where they stand ("… the community influence …", "… measuring …"). */
function taggedVerbs(text: string): Set<number> {
  type Term = { tags: string[]; offset: { start: number } };
  const terms = (nlp(text).json({ offset: true }) as { terms: Term[] }[]).flatMap((sentence) => sentence.terms);
  return new Set(terms.filter((term) => term.tags.includes('Verb') && !term.tags.includes('Adjective')).map((term) => term.offset.start));
}

/** Whether the member's last word describes the noun the last member ends with ("well-structured formal expository"). */
function describesTheNoun(member: string, last: string): boolean {
  const terms = (nlp(`the ${member} and ${last}`).json()[0]?.terms as { tags: string[] }[] | undefined) ?? [];
  return terms[wordCount(member)]?.tags.includes('Adjective') ?? false;
}

/**
 * What every member shares after the last one: a phrase or a clause after members of a few plain words ("speech and
 * thought processes| in narratives", "capitalization, punctuation, and spelling| when writing"), or a noun after
 * words that describe it ("historical, social and cultural| contexts", "multiplication and division| facts").
 */
function sharedTail(members: string[]): [string, string] {
  const last = members.at(-1)!;
  const others = members.slice(0, -1);
  const plain = others.length > 1 && others.every((m) => wordCount(m) <= 2 && !wordsOf(m).some((w) => PREPOSITION.test(w)));
  const phrase = /^((?:\S+\s+){0,2}?\S+)(\s+(?:of|about|on|in|with|for|to|from|at|across|within|during|through|by|when|while|whilst|where)\s.*)$/i.exec(last);
  if (plain && phrase) return [phrase[1]!, phrase[2]!];
  const describing = others.every((m) => !/[A-Z]/.test(m) && !isPluralNoun(lastWord(m)) && (wordCount(m) === 1 || isOnlyAdjective(lastWord(m)) || describesTheNoun(m, last)));
  const noun = /^(\S+)(\s+[^,;]+)$/.exec(last);
  const nounPhrase = noun && !DETERMINER.test(firstWord(noun[2]!)) && !wordsOf(last).some((w) => PREPOSITION.test(w) || /^(?:and|or)$/.test(w));
  return describing && nounPhrase ? [noun[1]!, noun[2]!] : [last, ''];
}

/** The last member split at its own "and" or "or" when the list has no comma before them ("rocks, weathering and soils"). */
function splitLast(members: string[]): { members: string[]; conjunction: string } | undefined {
  const match = /^(.+?)\s+(and|or)\s+(.+)$/.exec(members.at(-1)!);
  if (!match) return undefined;
  // "…, deciding and responding" with its own pair ("evaluating and responding") still ends on "and".
  if (/[()]/.test(match[1]!) || !memberLike(match[1]!, false, false) || !memberLike(match[3]!, false, true)) return { members, conjunction: match[2]! };
  return { members: [...members.slice(0, -1), match[1]!, match[3]!], conjunction: match[2]! };
}

const joinedSegments = (segments: Segment[]) => segments.map((s) => s.separator + s.text).join('');
const conjunctionOf = (segment: Segment) => (segment.separator.match(/\b(and|or)\s*$/)?.[1] ?? LEADING_CONJUNCTION.exec(segment.text)?.[0].trim() ?? '').toLowerCase();
/** "modify", "compare 2 quantities": a member that is a task (a list of them is no list of things). */
const isATask = (member: string) => (wordCount(member) === 1 ? isVerbOnly(firstWord(member)) : readsAsTaskAmongThings(member));
const hasAPhrase = (member: string) => wordsOf(member).slice(1).some((w) => PREPOSITION.test(w));
/** "reflecting on …", "evaluating evidence"; not "weathering and soils", whose "-ing" word is a noun. */
const opensWithGerund = (member: string) => {
  const word = firstWord(member);
  return isGerund(word) && !isLexiconNounOrAdjective(word) && !isNounInDictionary(word);
};
/** "reflecting on the viewpoints of others", "acting on the object": an "-ing" verb with its phrase is a task. */
const isGerundTask = (member: string) => opensWithGerund(member) && (isTaskByGerund(wordsOf(member)) || PREPOSITION.test(wordsOf(member)[1] ?? ''));

/**
 * Members of one kind: not "space, time, movement and lighting within images, sounds and text", where the phrase of a
 * later member may be the earlier ones' too, nor "appropriate metalanguage, and reflecting on …", a thing and a task.
 */
function alike(members: string[], semicolons: boolean): boolean {
  if (semicolons) return true;
  if (!hasAPhrase(members[0]!) && members.slice(1, -1).some(hasAPhrase)) return false;
  return members.every(opensWithGerund) || !members.some(isGerundTask);
}

/** Where the list starts at segment `at`: its head and first member, or nothing when no list starts there. */
function startAt(segments: Segment[], at: number, semicolons: boolean): { head: string; first: string; next: number; sure: boolean } | undefined {
  // "including through filtering, sieving and evaporating": a preposition before the first member is the whole list's.
  const opener = /^(?:including|such as|like|for instance)\b:?\s*(?:(?:through|by|in|on|with|from)\s+)?/i.exec(segments[at]!.text)?.[0];
  if (opener) {
    // "including the number of| edges, vertices and faces": the list may start inside the opener's segment too.
    const text = segments[at]!.text.slice(opener.length);
    const start = firstMemberAt(text, segments.slice(at + 1).map((s) => s.text), semicolons);
    if (!start || !text.trim() || !memberLike(text, semicolons, at === segments.length - 1)) return undefined;
    const head = joinedSegments(segments.slice(0, at)) + segments[at]!.separator + opener + text.slice(0, start.at);
    return { head, first: text.slice(start.at), next: at + 1, sure: start.sure };
  }
  if (!memberLike(segments[at]!.text, semicolons, at === segments.length - 1)) return undefined;
  const before = segments[at - 1]!.text;
  const context = { text: joinedSegments(segments), at: joinedSegments(segments.slice(0, at - 1)).length + segments[at - 1]!.separator.length };
  // "make suggestions, ask questions for clarification, and express …": after a task of its own, a list is of tasks
  // (the phrase's own leading verbs, "design, modify and follow …", are no such task).
  const lead = leadingVerbs(context.text.toLowerCase())?.[0].length ?? 0;
  if (at > 1 && readsAsTask(before) && lead <= context.at) return undefined;
  const start = firstMemberAt(before, segments.slice(at).map((s) => s.text), semicolons, context);
  if (start === undefined) return undefined;
  const first = before.slice(start.at);
  if ((!semicolons && wordCount(first) > FIRST_MEMBER_WORDS) || !memberLike(first, semicolons, false)) return undefined;
  return { head: joinedSegments(segments.slice(0, at - 1)) + segments[at - 1]!.separator + before.slice(0, start.at), first, next: at, sure: start.sure };
}

/** The members of the list that starts at `start`, and the segment after its last. */
function membersFrom(segments: Segment[], first: string, next: number, semicolons: boolean): { members: string[]; end: number } {
  const members = [first.trim()];
  // Without a comma before its "and" ("rocks, weathering and soils, …"), a list ends at the member that holds it.
  const serial = semicolons || segments.slice(next).some((segment) => conjunctionOf(segment));
  let end = next;
  while (end < segments.length && (serial || end === next || !/\s(?:and|or)\s/.test(members.at(-1)!))) {
    const text = segments[end]!.text;
    if (!memberLike(text, semicolons, end === segments.length - 1, true) || INSTANCES.test(text)) break;
    members.push(text.replace(LEADING_CONJUNCTION, '').trim());
    end += 1;
  }
  return { members, end };
}

/**
 * The first list of two or more members among the segments, with what comes before and after it. A run of
 * segments that cannot be such a list (a list of tasks, of things a comparison needs together, of unlike members)
 * is passed over whole: a list starting inside it would be part of it.
 */
function listAmong(segments: Segment[], semicolons: boolean): Coordination | undefined {
  for (let at = 1; at < segments.length; at += 1) {
    const start = startAt(segments, at, semicolons);
    if (!start) {
      while (at + 1 < segments.length && memberLike(segments[at]!.text, semicolons, false) && memberLike(segments[at + 1]!.text, semicolons, at + 1 === segments.length - 1)) at += 1;
      continue;
    }
    const { members, end } = membersFrom(segments, start.first, start.next, semicolons);
    let conjunction = conjunctionOf(segments[end - 1]!);
    const serialComma = Boolean(conjunction);
    let all = members;
    if (!conjunction && !semicolons) {
      const split = splitLast(members);
      if (split) ({ members: all, conjunction } = split);
    }
    // The rest of a list "between" or to compare names what it needs all of as well.
    if (NEEDS_EVERY_MEMBER.test(start.head)) return undefined;
    // "generate, modify, communicate and evaluate designs" lists tasks, not things; "forces in 1 dimension, balanced
    // and unbalanced forces" is no list of two.
    const unlike = members.some(isATask) || !alike(members, semicolons);
    if (all.length < 2 || unlike || (!conjunction && all.length < 3)) {
      at = Math.max(at, end - 1);
      continue;
    }
    const [last, shared] = semicolons || !conjunction ? [all.at(-1)!, ''] : sharedTail(all);
    // "movement, heat and potential energy, and energy transformations and transfers cause change …": a last member
    // many times longer than the others says something of its own.
    const longestOther = Math.max(...all.slice(0, -1).map(wordCount));
    if (!semicolons && wordCount(last) > 5 && wordCount(last) > 3 * longestOther) {
      at = Math.max(at, end - 1);
      continue;
    }
    // "the origin, purpose and context of …": a determiner only the first member has is the whole list's.
    const determiner = /^(\S+)\s+/.exec(all[0]!);
    const ownDeterminer = all.length > 2 && determiner && SHARED_DETERMINER.test(determiner[1]!) && !all.slice(1).some((m) => DETERMINER.test(firstWord(m)));
    const head = ownDeterminer ? `${start.head.replace(/(\S)$/, '$1 ')}${determiner[0]}` : start.head;
    const first = ownDeterminer ? all[0]!.slice(determiner[0].length) : all[0]!;
    return { head, members: [first, ...all.slice(1, -1), last], conjunction, semicolons, serialComma, shared, rest: joinedSegments(segments.slice(end)), firstSure: start.sure };
  }
  return undefined;
}

/** "… volcanoes and earthquakes", "… geological timescales and plate tectonics": a pair with nothing else listed. */
function pairIn(text: string): Coordination | undefined {
  const match = /^(.*?)\s+(and|or)\s+(?!.*\s(?:and|or)\s)(.+)$/.exec(text);
  if (!match || /[()[\]]/.test(text)) return undefined;
  const [, before, conjunction, after] = match as unknown as [string, string, string, string];
  const start = firstMemberAt(before, [after], false);
  if (start === undefined) return undefined;
  const left = before.slice(start.at).trim();
  const head = before.slice(0, start.at);
  // "Aboriginal and Torres Strait Islander Peoples": a name is not taken apart.
  if (wordCount(left) > 4 || /[A-Z]/.test(left) || NEEDS_EVERY_MEMBER.test(head) || !memberLike(left, false, false) || !memberLike(after, false, true)) return undefined;
  // "brackets and combinations of arithmetic operations": whose the phrase is, only the meaning tells.
  if (isATask(left) || isATask(after) || (hasAPhrase(after) && !hasAPhrase(left))) return undefined;
  const [right, shared] = sharedTail([left, after]);
  return wordCount(right) > 4 ? undefined : { head, members: [left, right], conjunction, semicolons: false, serialComma: false, shared, rest: '', firstSure: start.sure };
}

/** The list the text coordinates: semicolons first (their members hold commas), then commas, then a pair. */
export function coordinationIn(text: string): Coordination | undefined {
  const bySemicolon = topLevelSegments(text, ';');
  if (bySemicolon.length > 1) return listAmong(bySemicolon, true);
  const byComma = topLevelSegments(text, ',');
  return byComma.length > 1 ? listAmong(byComma, false) : pairIn(text);
}

/** The list written again with the members given, in its own punctuation; a colon before one member goes. */
export function withMembers(list: Coordination, kept: string[]): string {
  const separator = list.semicolons ? '; ' : ', ';
  const last = kept.at(-1) ?? '';
  let body: string;
  if (kept.length <= 1) body = last;
  else if (!list.conjunction) body = kept.join(separator);
  else if (kept.length === 2 && !(list.semicolons && kept.some((m) => m.includes(',')))) body = `${kept[0]} ${list.conjunction} ${last}`;
  else body = `${kept.slice(0, -1).join(separator)}${list.serialComma || list.semicolons ? separator.trimEnd() : ''} ${list.conjunction} ${last}`;
  // "relating to: plate tectonics" reads "relating to plate tectonics"; "the following areas: crime" keeps its colon.
  const head = (body.includes(';') ? list.head : list.head.replace(/\b(to|of|on|in|about|from|for|with|as|like|including|involving|into)\s*:\s*$/i, '$1')).replace(/(\S)\s*$/, '$1 ');
  return `${head}${body}${list.shared}${list.rest}`.replace(/\s+/g, ' ');
}
