import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nlp from 'compromise';

/**
 * What makes an "I can …" criterion acceptable English, checked without the code that writes criteria: the word
 * after "I can" must be on a list of base-form verbs written out here by hand (the commands the seed's statements
 * lead with, reviewed one by one, plus the plain verbs a criterion may use instead) AND be tagged a base-form verb by
 * compromise's tagger in the criterion itself; every symbol and number the statement's teaching text carries must
 * survive; and the criterion stays within a length a child can read.
 */

export const MAX_CRITERION_WORDS = 30;

/** Reviewed by hand from the leading words of all 7,072 seeded statements; no word here is also only a noun. */
export const BASE_VERBS = new Set(
  `access account acknowledge acquire adapt add adjust adopt advocate analyse analyze answer appreciate apply approximate
  argue arrange ask assess assign associate attend begin bisect blend broaden build calculate capitalize carry categorise
  check choose cite clarify classify collaborate collate collect combine commence communicate compare complete compose
  compute conceptualise conduct confirm connect consider consolidate construct consult contribute convert convey cook
  cooperate copy correspond count create critique decide decode decompose deduce define delineate deliver demonstrate
  derive describe design determine develop devise differentiate discern discover discriminate discuss display distinguish
  divide draft draw edit emphasize engage ensure enumerate establish estimate evaluate examine exchange experiment explain
  explore express extend extract factorise find fit focus follow form formulate gather gauge generalize generate get give
  graph group identify illustrate implement improve improvise incorporate increase infer influence initiate innovate
  integrate interact interpolate interpret introduce investigate isolate justify learn link list listen locate look
  maintain make manipulate master measure mediate model modify monitor move multiply name navigate negotiate notice
  observe obtain order organise organize orient outline paraphrase participate partition perform place plan play plot pose
  practise practice predict prepare present print produce proofread propel propose prove provide quantify question quote
  read rearrange reason recall recognise recognize record recount recreate reduce refer refine reflect register rehearse
  reinterpret relate replicate report represent reproduce reread research resolve respond retell retrieve review rewrite
  round say see seek segment select sequence set share show simplify sing sit sketch skip socialise solve sort speak
  specify spell start state subitise substitute subtract suggest summarise summarize support sustain swim synthesize take
  talk tell test trace transcribe transfer translate understand undertake use validate verify view weigh work write
  help re-read re-create imitate speculate delete include continue expand process structure shape perform consider store
  tabulate attract manage think transact comment apologise reorganise articulate recite request chant vary refine act do
  pay note study amend indicate concentrate contrast elaborate re-present thank praise compliment advance change throw
  jump bend stretch sieve evaporate behave source run catch kick swim dance climb balance come supply narrow avoid
  promote try allow factor replace revise dictate dissolve offer keep hold leave control update put sound reference
  restructure interconvert limit gain drop depict pair narrow achieve inhibit enrich enhance debate cope become preview
  hypothesise hypothesize rhyme eat join punctuate`.split(/\s+/),
);

/**
 * Verbs compromise's lexicon fixes as a noun or adjective even after "I can"; for these the hand list alone decides,
 * since "I can sequence events" and "I can round decimals" are good English the tagger cannot see.
 */
export const TAGGER_BLIND_SPOTS = new Set(['sequence', 'partition', 'round', 'narrow', 'critique', 'preview']);

/** Words on the verb list that also head topics ("explain research", "explain change and continuity"). */
const NOUNS_TOO = new Set(['research', 'change', 'use', 'sound', 'heat', 'light', 'order', 'plan', 'design', 'model', 'record', 'report', 'review', 'process', 'structure', 'form', 'shape', 'experiment', 'question', 'support', 'test', 'work', 'play', 'present', 'sequence', 'estimate', 'round']);

export interface SeedOutcome {
  code: string;
  framework: string;
  statement: string;
}

export function seededOutcomes(): SeedOutcome[] {
  const folder = path.resolve(import.meta.dirname, '../../../curriculum');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => (JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { outcomes: SeedOutcome[] }).outcomes);
}

const taggerVerdicts = new Map<string, boolean>();
/** The tagger's reading of the criterion's own opening, "I can <verb>"; cached by verb, so the run stays short. */
function taggedBaseVerb(verb: string): boolean {
  let verdict = taggerVerdicts.get(verb);
  if (verdict === undefined) {
    const tags = (nlp(`I can ${verb}`).json()[0]?.terms as { tags: string[] }[] | undefined)?.[2]?.tags ?? [];
    // Irregular verbs ("know", "take") are tagged present tense rather than infinitive; both are the base form here.
    verdict = tags.includes('Infinitive') || (tags.includes('PresentTense') && !tags.includes('Gerund') && !/s$/.test(verb));
    taggerVerdicts.set(verb, verdict);
  }
  return verdict;
}

/** Symbols of mathematics and numbers (digits, decimals and fractions such as 1/2) the brief names. */
const SYMBOL = /π|×|÷|≤|≥|%|\d+(?:[./]\d+)*/g;

/** The statement's teaching text: LaTeX as symbols; examples ("e.g.", "for example", "[…]") and example sentences out. */
export function teachingText(statement: string): string {
  const text = statement
    .replace(/\\\(|\\\)/g, '')
    .replace(/\\frac\{?(\d+)\}?\{?(\d+)\}?/g, '$1/$2')
    .replace(/\\pi\b/g, 'π')
    .replace(/\\times\b/g, '×')
    .replace(/\\div\b/g, '÷')
    .replace(/\[[^\]]*\]?/g, ' ');
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z0-9("])/);
  return sentences
    .filter((sentence, index) => {
      if (index === 0) return true;
      const first = sentence.replace(/^\(\+\)\s*/, '').match(/^[A-Za-z]+/)?.[0]?.toLowerCase() ?? '';
      return BASE_VERBS.has(first);
    })
    .map((sentence) => sentence.replace(/\((?:e\.g\.|i\.e\.|for example|see )[^)]*\)|\b(?:e\.g\.|for example|for instance)(?:[^.;]|\.(?=\S))*/gi, ''))
    .join(' ');
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** Every way the criteria fail the statement; none when they are good English that keeps the statement's notation. */
export function criteriaProblems(statement: string, criteria: string[]): string[] {
  const problems: string[] = [];
  if (criteria.length === 0) problems.push('no criterion');
  for (const criterion of criteria) {
    const verb = criterion.match(/^I can ([a-z]+(?:-[a-z]+)*)\b/)?.[1];
    if (!verb) problems.push(`not "I can" + a lower-case word: ${criterion}`);
    else if (!BASE_VERBS.has(verb)) problems.push(`"${verb}" is not a base-form verb on the reviewed list: ${criterion}`);
    else if (!TAGGER_BLIND_SPOTS.has(verb) && !taggedBaseVerb(verb)) problems.push(`the tagger does not read "${verb}" as a base-form verb: ${criterion}`);
    // A command read as a topic: "I can explain that determine …", "I can explain derive …", "I can explain
    // collaboratively and individually plan …".
    const [, adverbs, explained] = criterion.match(/^I can explain (?:that )?([a-z]+ly (?:(?:and|or) [a-z]+ly )?)?([a-z]+)\b/) ?? [];
    // After an adverb even a word that heads topics too is the command ("… collaboratively and individually plan …").
    if (explained && BASE_VERBS.has(explained) && (adverbs || !NOUNS_TOO.has(explained))) problems.push(`a command after "explain": ${criterion}`);
    if (wordCount(criterion) > MAX_CRITERION_WORDS) problems.push(`more than ${MAX_CRITERION_WORDS} words: ${criterion}`);
    if (/\\/.test(criterion)) problems.push(`LaTeX left in: ${criterion}`);
    const clauseVerb = verbOfAClauseAfterExplain(criterion);
    if (clauseVerb) problems.push(`"explain" + a clause without "that" (its verb "${clauseVerb}"): ${criterion}`);
    const ending = danglingEnd(criterion);
    if (ending) problems.push(`ends on ${ending}: ${criterion}`);
    // A quotation the statement itself leaves open ("‘if ....then, ‘given’") is the statement's.
    if (leavesAQuotationOpen(criterion) && !leavesAQuotationOpen(statement)) problems.push(`ends on an open quotation: ${criterion}`);
    if (/^I can ([a-z]+) (?:and|or) \1\b/.test(criterion)) problems.push(`a verb twice: ${criterion}`);
    if (onlyVerbs(criterion) && statementHasMoreThan(statement, criterion)) problems.push(`verbs without the object the statement gives them: ${criterion}`);
  }
  const all = criteria.join(' ');
  for (const symbol of new Set(teachingText(statement).match(SYMBOL) ?? [])) {
    // A number is kept when it stands as a number of its own: "1" is kept in "1/b" but not in "10" or "2.1".
    const kept = /^\d/.test(symbol) ? new RegExp(`(?<!\\d)(?<!\\d[./])${symbol.replace(/[./]/g, '\\$&')}(?!\\d)(?![./]\\d)`).test(all) : all.includes(symbol);
    if (!kept) problems.push(`lost "${symbol}"`);
  }
  return problems;
}

interface TaggedTerm {
  text: string;
  normal: string;
  tags: string[];
  post: string;
}

const tagged = (text: string) => (nlp(text).json() as { terms: TaggedTerm[] }[]).flatMap((sentence) => sentence.terms);

/** Words that open a clause of the object's own ("explain how …", "… factors that influence …"): its verb is that clause's. */
const CLAUSE_OPENERS = new Set(
  'that how why what when where who whom whose which whether if because while as so than until unless although though'.split(' '),
);
/** Words that cannot end a subject, so a verb after them is no subject's verb ("the", "of", "and"). */
const NOT_A_SUBJECT_END = new Set('a an the this these those its their our my your his her some any each every of in on at for with by from to as and or but not'.split(' '));
const AUXILIARIES = new Set('is are was were can could may might must will would should has have does do'.split(' '));

/**
 * The object of "explain" up to where its subject and verb would be: asides (", including …,", ", called …,") and the
 * commas of a list of single words ("solids, liquids and gases") go, and the rest ends at the next comma, semicolon,
 * colon or dash.
 */
function subjectAndVerbSpan(object: string): string {
  return (object.split(/\s*[;:–—]\s*/)[0] ?? '')
    .replace(/([\w’'-]+),\s+(?=(?:[\w’'-]+,\s+)*[\w’'-]+,?\s+(?:and|or)\s)/g, '$1 and ')
    .replace(/,\s+(?:including|called|such as)\s+(?:(?!\b(?:that|which|who|how|why|what)\b)[^,])*,/g, '')
    .replace(/,\s+including\s+(?:(?!\b(?:that|which|who|how|why|what)\b)[^,])*?(?=\s(?:is|are|can|may|must|has|have|will)\s)/g, '')
    .split(',')[0]!;
}

/** A word the tagger reads as a verb that agrees with a subject: an auxiliary, or a present-tense verb with something after it. */
function isFiniteVerb(terms: TaggedTerm[], index: number): boolean {
  const term = terms[index]!;
  if (AUXILIARIES.has(term.normal)) return true;
  const next = terms[index + 1];
  // "mass changes of state", "needs and wants", "… conflicts" at the end, "language use that …": nouns.
  if (!next || /^(?:of|and|or|that|which|who)$/.test(next.normal) || /-$/.test(terms[index - 1]?.post ?? '')) return false;
  // "the key processes in …", "markets in Australia": a plural with its phrase.
  if (/s$/.test(term.normal) && /^(?:in|on|for|between|with|from|to|through|within)$/.test(next.normal)) return false;
  return term.tags.includes('Verb') && term.tags.includes('PresentTense') && !term.tags.includes('PastTense') && !term.tags.includes('Participle');
}

/** A plural noun, also where the tagger reads it as a verb ("the ways markets in Australia …"). */
const isPluralNoun = (term: TaggedTerm) => term.tags.includes('Plural') || (/s$/.test(term.normal) && term.tags.includes('PresentTense') && !AUXILIARIES.has(term.normal));

/**
 * Whether the subject before a verb opens a clause about the noun before it ("the decisions people make", "ways the
 * language and culture can be maintained", "the ways markets in Australia operate"): the subject's noun phrase
 * follows that noun with nothing between.
 */
function opensAClauseAboutANoun(terms: TaggedTerm[], subjectEnd: number): boolean {
  let start = subjectEnd;
  while (start > 0) {
    const before = terms[start - 1]!;
    const current = terms[start]!;
    if (/[,;]/.test(before.post)) break;
    if (isPluralNoun(before) && !/^(?:and|or)$/.test(current.normal) && !['Determiner', 'Preposition'].some((tag) => current.tags.includes(tag))) return true;
    if (before.tags.includes('Determiner')) {
      start -= 1;
      break;
    }
    const inSubject = /^(?:and|or)$/.test(before.normal) || ['Adjective', 'Noun', 'Preposition'].some((tag) => before.tags.includes(tag)) || isPluralNoun(before);
    if (!inSubject) break;
    start -= 1;
  }
  const nounBefore = (index: number) => {
    const term = terms[index];
    return term !== undefined && term.tags.includes('Noun') && !term.tags.includes('Possessive') && !term.tags.includes('Pronoun') && !/[,;]/.test(term.post);
  };
  if (nounBefore(start - 1)) return true;
  // "the way language evolves".
  return nounBefore(subjectEnd - 1) && Boolean(terms[subjectEnd - 2]?.tags.includes('Determiner'));
}

/**
 * Whether the subject ending at the index is plural, told by its head: the noun before its first preposition
 * ("changes in our environment"), one of two joined by "and" ("liquids and gases") or a plural.
 */
function subjectIsPlural(terms: TaggedTerm[], subjectEnd: number): boolean {
  let start = subjectEnd;
  while (start > 0 && !/[,;]/.test(terms[start - 1]!.post) && !terms[start - 1]!.tags.includes('Determiner')) {
    const before = terms[start - 1]!;
    if (!/^(?:and|or)$/.test(before.normal) && !['Adjective', 'Noun', 'Preposition'].some((tag) => before.tags.includes(tag)) && !isPluralNoun(before)) break;
    start -= 1;
  }
  const preposition = terms.slice(start, subjectEnd + 1).findIndex((term) => term.tags.includes('Preposition'));
  const head = preposition > 0 ? start + preposition - 1 : subjectEnd;
  return isPluralNoun(terms[head]!) || terms.slice(start, head).some((term) => term.normal === 'and');
}

/**
 * "I can explain solids, liquids and gases have different properties": "explain" followed by a noun phrase and a
 * finite verb of that noun phrase, where English needs "explain that …". The tagger finds the verb; the scan stops
 * where a clause of the object's own opens ("how", "that", "which"), at a second command ("… and compare these …"),
 * at an "-ing" or "-ed" word after a noun ("… meaning some organisms compete", "methods used to …"). A verb after
 * two nouns belongs to a clause about the first ("the decisions people make"); a word before "of" is a noun ("mass
 * changes of state"), and so is a plural after an adjective joined to another ("environmental and human influences").
 */
export function verbOfAClauseAfterExplain(criterion: string): string | undefined {
  const object = /^I can explain (.+)$/.exec(criterion)?.[1];
  if (!object || /^(?:and|or)\s/.test(object)) return undefined;
  const terms = tagged(subjectAndVerbSpan(object));
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i]!;
    const previous = terms[i - 1];
    if (CLAUSE_OPENERS.has(term.normal) || /ing$/.test(term.normal)) return undefined;
    if (!previous) continue;
    if (/ed$/.test(term.normal) && previous.tags.includes('Noun')) return undefined;
    if (/^(?:and|or)$/.test(previous.normal) && BASE_VERBS.has(term.normal)) return undefined;
    if (!isFiniteVerb(terms, i)) continue;
    const subjectEnd = terms.slice(0, i).findLastIndex((before) => !before.tags.includes('Adverb'));
    const subject = terms[subjectEnd];
    if (!subject || NOT_A_SUBJECT_END.has(subject.normal) || ['Pronoun', 'Modal', 'Auxiliary', 'Copula'].some((tag) => subject.tags.includes(tag))) continue;
    const pairedAdjective = terms[subjectEnd - 1]?.normal === 'and' && terms[subjectEnd - 2]?.tags.includes('Adjective') && !AUXILIARIES.has(term.normal);
    if (pairedAdjective || opensAClauseAboutANoun(terms, subjectEnd)) continue;
    // "life cycle assessment": a singular noun before a plain verb form is one noun with it; "the forestry and land use
    // policies": a word before a plural noun is part of a compound noun.
    if (!AUXILIARIES.has(term.normal) && /[^s]s$/.test(term.normal) === subjectIsPlural(terms, subjectEnd)) continue;
    if (!AUXILIARIES.has(term.normal) && terms[i + 1]?.tags.includes('Plural') && !isPluralNoun(subject)) continue;
    return term.text;
  }
  return undefined;
}

/** Words a criterion cannot end on: each waits for what the cut left out ("… such as by", "… ways of", "… the"). */
const FUNCTION_WORDS = new Set(
  `a an the and or but nor of to in on at by for from with without about into onto towards toward through between among as than
  via per including like such`.split(/\s+/),
);

/** A quotation opened and not closed ("… and exclusive “or"). */
export function leavesAQuotationOpen(text: string): boolean {
  const opened = (text.match(/[“‘]/g) ?? []).length;
  const closed = (text.match(/”/g) ?? []).length + (text.match(/’(?![a-z])/g) ?? []).length;
  return (text.match(/"/g) ?? []).length % 2 === 1 || opened > closed;
}

/**
 * What a criterion dangles on, if anything: a function word ("… such as by", "… ways of"). A particle
 * after a verb ends a phrasal verb ("… texts that they listen to", "… counting on"), "in" after a number is inches, and
 * words quoted as words may be anything ("… terms such as above, below, … and next to").
 */
export function danglingEnd(criterion: string): string | undefined {
  const words = criterion.replace(/[\s.,;:]+$/, '').split(/\s+/);
  // "… the probability of A" ends on a variable, not an article.
  const last = words.at(-1)!;
  if (!FUNCTION_WORDS.has(last)) return undefined;
  if (/\b(?:terms|words|phrases)\b/i.test(criterion)) return undefined;
  const before = words.at(-2) ?? '';
  if (/\d$/.test(before) && last === 'in') return undefined;
  const terms = tagged(criterion.replace(/[\s.,;:]+$/, ''));
  const verbBefore = !/[,;:]$/.test(before) && terms.at(-2)?.tags.includes('Verb') && !/^(?:and|or|a|an|the|such)$/.test(last);
  return verbBefore ? undefined : `"${last}"`;
}

/** "I can recognise and show": verbs alone, joined by "and" or "or". */
const onlyVerbs = (criterion: string) => {
  const rest = /^I can (.+)$/.exec(criterion)?.[1] ?? '';
  return /^[a-z-]+(?:,? (?:and|or) [a-z-]+)*$/.test(rest) && rest.split(/,? (?:and|or) /).every((verb) => BASE_VERBS.has(verb));
};

/** Whether the statement says more than the criterion's verbs ("Recognise and show, using diagrams, equivalent fractions …"). */
function statementHasMoreThan(statement: string, criterion: string): boolean {
  const stems = criterion.replace(/^I can /, '').split(/,? (?:and|or) /).map((verb) => verb.replace(/e$/, ''));
  const words = teachingText(statement).toLowerCase().match(/[a-z-]+/g) ?? [];
  return words.some((word) => !/^(?:and|or)$/.test(word) && !stems.some((stem) => word.startsWith(stem)));
}
