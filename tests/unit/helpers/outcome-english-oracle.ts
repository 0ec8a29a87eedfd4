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
    // A command read as a topic: "I can explain that determine …", "I can explain derive …".
    const explained = criterion.match(/^I can explain (?:that )?([a-z]+)\b/)?.[1];
    if (explained && BASE_VERBS.has(explained) && !NOUNS_TOO.has(explained)) problems.push(`a command after "explain": ${criterion}`);
    if (wordCount(criterion) > MAX_CRITERION_WORDS) problems.push(`more than ${MAX_CRITERION_WORDS} words: ${criterion}`);
    if (/\\/.test(criterion)) problems.push(`LaTeX left in: ${criterion}`);
  }
  const all = criteria.join(' ');
  for (const symbol of new Set(teachingText(statement).match(SYMBOL) ?? [])) {
    // A number is kept when it stands as a number of its own: "1" is kept in "1/b" but not in "10" or "2.1".
    const kept = /^\d/.test(symbol) ? new RegExp(`(?<!\\d)(?<!\\d[./])${symbol.replace(/[./]/g, '\\$&')}(?!\\d)(?![./]\\d)`).test(all) : all.includes(symbol);
    if (!kept) problems.push(`lost "${symbol}"`);
  }
  return problems;
}
