import type { CheckItem, WorkedExample } from '../../types.ts';
import { fill } from '../phonics/template.ts';
import { WORDING, WORDS, upToGrade, type TopicId } from './data.ts';
import {
  contraction,
  exists,
  lettersLeftOut,
  plural,
  pluralRule,
  possessive,
  prefixFor,
  prefixed,
  suffixChange,
  suffixed,
  type NounNumber,
  type PrefixId,
  type SuffixId,
} from './rules.ts';

/**
 * One thing to practise in a word-work lesson, computed: the base it starts from, the form the rule makes, how hard
 * the rule is (0 the plainest, 3 the least regular) and how to work it or ask it. Only forms the CMU Pronouncing
 * Dictionary lists are made into items.
 */
export interface Item {
  topic: TopicId;
  /** The form the rule makes ("the dog's bone", "don't", "babies"): how a teacher's own example is recognised. */
  form: string;
  level: number;
  /** The item as a card in a sorting or matching activity ("the dog's bone", "do not / don't", "un- + happy"). */
  card: string;
  /** The prefix or suffix the item adds (in- stands for il-, im- and ir-). */
  affix?: string;
  worked(): WorkedExample;
  practice(): CheckItem;
  /** A multiple-choice question on the item whose wrong options are the topic's misconceptions. */
  hinge(): CheckItem | undefined;
}

const WORDING_OF = WORDING.topics;
const steps = (topic: TopicId, names: string[], values: Record<string, string>) => names.map((name) => fill(WORDING_OF[topic].steps[name]!, values));
/** The right answer among the wrong ones, in alphabetical order; undefined when no wrong one is left. */
function choices(prompt: string, answer: string, wrong: string[]): CheckItem | undefined {
  const options = [...new Set([answer, ...wrong.filter((w) => w !== answer)])].sort();
  return options.length > 1 ? { prompt, options, answer } : undefined;
}
/** A wrong spelling offered as an option must not be a real word that happens to be spelt so ("unlike"). */
const notWords = (spellings: string[]) => spellings.filter((s) => !exists(s));

export function possessiveItem(noun: string, number: NounNumber, thing: string): Item {
  const owners = plural(noun);
  const owner = number === 'singular' ? `the ${noun}` : `the ${owners}`;
  const form = possessive(noun, number);
  const phrase = `the ${form} ${thing}`;
  const rule = number === 'singular' ? 'singular' : form.endsWith("'") ? 'pluralS' : 'pluralIrregular';
  const values = { owner, owners, noun, possessive: form, phrase, thing };
  const wording = WORDING_OF.possessive;
  return {
    topic: 'possessive',
    form: phrase,
    card: phrase,
    // One owner whose name ends in s (the boss's office) looks like a plural: it is as hard as one.
    level: { singular: noun.endsWith('s') ? 1 : 0, pluralS: 1, pluralIrregular: 2 }[rule],
    worked: () => ({ problem: fill(wording.practice.prompt, values), steps: steps('possessive', ['find', rule, 'write'], values), answer: phrase }),
    practice: () => ({ prompt: fill(wording.practice.prompt, values), answer: phrase }),
    hinge: () => {
      // Wrong: the apostrophe before the s for several owners, after it for one, and none at all.
      const misplaced = number === 'singular' ? `the ${noun}s' ${thing}` : owners.endsWith('s') ? `the ${owners.slice(0, -1)}'s ${thing}` : `the ${owners}s' ${thing}`;
      return choices(fill(wording.hinge, values), phrase, [misplaced, `the ${number === 'singular' ? `${noun}s` : owners} ${thing}`]);
    },
  };
}

export function contractionItem(full: string): Item {
  const short = contraction(full);
  const second = full.split(' ')[1]!;
  const left = lettersLeftOut(full);
  const values = { full, short, second, ending: WORDS.contractionEndings[second] ?? '', letters: left ? `the letter${left.length > 1 ? 's' : ''} ${left}` : '' };
  const wording = WORDING_OF.contractions;
  return {
    topic: 'contractions',
    form: short,
    card: `${full} / ${short}`,
    level: !left ? 1 : ['not', 'is', 'am', 'us'].includes(second) ? 0 : ['are', 'will', 'have'].includes(second) ? 1 : 2,
    worked: () => ({ problem: fill(wording.practice.prompt, values), steps: steps('contractions', left ? ['write', 'leaveOut', 'join'] : ['write', 'changed'], values), answer: short }),
    practice: () => ({ prompt: fill(wording.practice.prompt, values), answer: short }),
    // Wrong: the apostrophe where the words join (for n't) and no apostrophe at all.
    hinge: () => choices(fill(wording.hinge, values), short, [...(second === 'not' ? [short.replace(/(.)'/, "'$1")] : []), short.replace("'", '')]),
  };
}

const PLURAL_LEVEL = { s: 0, es: 1, ies: 2, ves: 3, irregular: 3 } as const;

export function pluralItem(noun: string): Item {
  const rule = pluralRule(noun);
  const form = plural(noun);
  const values = { noun, plural: form, ending: /(?:ch|sh)$/.test(noun) ? noun.slice(-2) : noun.slice(-1) };
  const wording = WORDING_OF.plurals;
  return {
    topic: 'plurals',
    form,
    card: noun,
    level: PLURAL_LEVEL[rule],
    worked: () => ({ problem: fill(wording.practice.prompt, values), steps: steps('plurals', ['look', rule, 'write'], values), answer: form }),
    practice: () => ({ prompt: fill(wording.practice.prompt, values), answer: form }),
    // Wrong: just add s, and an apostrophe before the s.
    hinge: () => choices(fill(wording.hinge, values), form, [...notWords([`${noun}s`]), `${noun}'s`]),
  };
}

const NOT_PREFIXES: readonly PrefixId[] = ['un', 'dis', 'in'];
const NOT_FORMS = ['un', 'in', 'im', 'dis', 'il', 'ir'];

export function prefixItem(prefix: PrefixId, base: string): Item {
  const word = prefixed(prefix, base);
  const form = prefixFor(prefix, base);
  const wording = WORDING_OF.prefixes;
  const meaning = wording.meanings![prefix]!;
  const values = { prefix, base, word, form, meaning, where: wording.forms![form] ?? '' };
  const practice = prefix === 'in' ? wording.notPractice! : wording.practice;
  return {
    topic: 'prefixes',
    form: word,
    card: `${form}- + ${base}`,
    affix: prefix,
    level: prefix === 'in' ? 2 : ['mis', 'pre'].includes(prefix) ? 1 : 0,
    worked: () => ({ problem: fill(practice.prompt, values), steps: steps('prefixes', prefix === 'in' ? ['base', 'meaning', 'form', 'add'] : ['base', 'meaning', 'add'], values), answer: fill(practice.answer, values) }),
    practice: () => ({ prompt: fill(practice.prompt, values), answer: fill(practice.answer, values) }),
    // Wrong: the other prefixes meaning "not", which only the prefixes meaning "not" are asked about.
    hinge: () => (NOT_PREFIXES.includes(prefix) ? choices(fill(wording.hinge, values), word, notWords(NOT_FORMS.map((p) => `${p}${base}`)).slice(0, 3)) : undefined),
  };
}

const SUFFIX_LEVEL = { none: 0, 'y-to-i': 1, 'le-to-ly': 2, 'ic-to-ically': 2 } as const;

export function suffixItem(base: string, suffix: SuffixId): Item {
  const change = suffixChange(base, suffix);
  const word = suffixed(base, suffix);
  const wording = WORDING_OF.suffixes;
  const values = { base, suffix, word, meaning: wording.meanings![suffix]! };
  return {
    topic: 'suffixes',
    form: word,
    card: `${base} + -${suffix}`,
    affix: suffix,
    level: SUFFIX_LEVEL[change],
    worked: () => ({ problem: fill(wording.practice.prompt, values), steps: steps('suffixes', ['base', change, 'add'], values), answer: word }),
    practice: () => ({ prompt: fill(wording.practice.prompt, values), answer: word }),
    // Wrong: the base left unchanged, and -ful written -full.
    hinge: () => choices(fill(wording.hinge, values), word, notWords([`${base}${suffix}`, ...(suffix === 'ful' ? [`${word}l`] : [])])),
  };
}

/** Every item a topic offers classes up to the grade, each checked against the dictionary. */
export function itemsOf(topic: TopicId, grade: number): Item[] {
  const items: Item[] = [];
  if (topic === 'possessive')
    for (const [noun, thing] of upToGrade(WORDS.owners, grade)) {
      items.push(possessiveItem(noun, 'singular', thing));
      items.push(possessiveItem(noun, 'plural', plural(thing)));
    }
  if (topic === 'contractions') items.push(...upToGrade(WORDS.contractions, grade).map(contractionItem));
  if (topic === 'plurals') items.push(...upToGrade(WORDS.nouns, grade).map(pluralItem));
  if (topic === 'prefixes') for (const [prefix, lists] of Object.entries(WORDS.prefixes)) items.push(...upToGrade(lists, grade).map((base) => prefixItem(prefix as PrefixId, base)));
  if (topic === 'suffixes') for (const [suffix, lists] of Object.entries(WORDS.suffixes)) items.push(...upToGrade(lists, grade).map((base) => suffixItem(base, suffix as SuffixId)));
  return items.filter((item) => exists(item.form));
}
