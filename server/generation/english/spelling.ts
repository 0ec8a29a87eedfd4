import type { OutcomeRef } from '../types.ts';

/**
 * American spellings for a lesson written to US standards. The content sources and the plan's own wording are written
 * once, in the spelling Australia and England share; a US class reads "color", "liter" and "organize". Only whole
 * words in the lists below change, so "exercise", "precise" or "emphasis" are left alone.
 */
const WORDS: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  colouring: 'coloring',
  colourful: 'colorful',
  favourite: 'favorite',
  favourites: 'favorites',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  labour: 'labor',
  honour: 'honor',
  flavour: 'flavor',
  harbour: 'harbor',
  rumour: 'rumor',
  centre: 'center',
  centres: 'centers',
  centred: 'centered',
  metre: 'meter',
  metres: 'meters',
  litre: 'liter',
  litres: 'liters',
  fibre: 'fiber',
  theatre: 'theater',
  grey: 'gray',
  aluminium: 'aluminum',
  sulphur: 'sulfur',
  programme: 'program',
  programmes: 'programs',
  catalogue: 'catalog',
  defence: 'defense',
  offence: 'offense',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  modelling: 'modeling',
  modelled: 'modeled',
  labelling: 'labeling',
  labelled: 'labeled',
  travelled: 'traveled',
  travelling: 'traveling',
  cancelled: 'canceled',
  fulfil: 'fulfill',
  enrol: 'enroll',
  mould: 'mold',
  plough: 'plow',
  tonne: 'metric ton',
  tonnes: 'metric tons',
  maths: 'math',
};

/** "-ise" verbs whose "-ize" form is the US one; "-ise" words such as "exercise", "rise" or "promise" are not listed. */
const IZE_STEMS = 'organ|recogn|summar|categor|general|visual|minim|maxim|emphas|prior|standard|memor|special|critic|apolog|character|hypothes|symbol|util|optim|familiar|formal|normal|synthes|theor|real|industrial|colon|civil|modern|personal|author|sympath|harmon|vapor|stabil|neutral|fertil|steril|ion|magnet|crystall|polar|local|global|central|capital|final|ideal|legal|popular|rational|mobil|energ';
const IZE = new RegExp(`\\b(${IZE_STEMS})is(e|es|ed|ing|ation|ations|er|ers)\\b`, 'gi');
const ANALYSE = /\b(analy|paraly|cataly)s(e|es|ed|ing)\b/gi;
const WORD = new RegExp(`\\b(${Object.keys(WORDS).join('|')})\\b`, 'gi');
/** "kilometre", "centimetre", "millilitre": the metric prefixes carry the "-re" ending along. */
const METRIC = /\b(kilo|centi|milli|deci)(met|lit)re(s?)\b/gi;

/** Keeps the case of the word replaced: "Colour" → "Color", "COLOUR" → "COLOR". */
function sameCase(original: string, replacement: string): string {
  if (original === original.toUpperCase() && original.length > 1) return replacement.toUpperCase();
  if (original[0] === original[0]!.toUpperCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

export function americanSpelling(text: string, verbatim = ''): string {
  // The teacher's own words, quoted from their description ('as the description asks ("coloured overlays")'), keep
  // their spelling: the rest of the line is written in American English around them.
  if (verbatim) {
    const parts = text.split(/("[^"]+"|“[^”]+”)/);
    if (parts.length > 1) return parts.map((part, i) => (i % 2 === 1 && verbatim.includes(part.slice(1, -1)) ? part : americanSpelling(part))).join('');
  }
  return text
    .replace(WORD, (word) => sameCase(word, WORDS[word.toLowerCase()]!))
    .replace(METRIC, (_word, prefix: string, stem: string, plural: string) => `${prefix}${stem}er${plural}`)
    .replace(IZE, (_word, stem: string, ending: string) => `${stem}iz${ending}`)
    .replace(ANALYSE, (_word, stem: string, ending: string) => `${stem}z${ending}`);
}

/** True when every outcome of the lesson is a US standard, so the class reads American English. */
export const writesAmerican = (outcomes: Pick<OutcomeRef, 'framework'>[]) => outcomes.length > 0 && outcomes.every((o) => o.framework.startsWith('us-'));

/**
 * What is quoted, not written: the titles of published sources, the teacher's own material and citations of it, and
 * the record of how the plan was made. Quotations keep their spelling.
 */
const QUOTED = new Set(['contentSources', 'source', 'sources', 'citation', 'materials', 'materialNotice', 'provenance']);
/** Fields that hold a name from a fixed list ("analyse" is a Bloom level), not words for a reader. */
const NAMES = new Set(['bloomLevel', 'kind', 'key', 'methodology', 'engine', 'outcomeCode', 'outcomeCodes', 'code', 'id']);

/**
 * Every string a generated value writes, in American spelling; quotations, keys, numbers and the shape are kept, and
 * so are the words a line quotes from `verbatim` (the teacher's description).
 */
export function inAmericanSpelling<T>(value: T, verbatim = ''): T {
  if (typeof value === 'string') return americanSpelling(value, verbatim) as T;
  if (Array.isArray(value)) return value.map((item) => inAmericanSpelling(item, verbatim)) as T;
  if (value && typeof value === 'object') {
    // A text taken from the teacher's own upload is theirs, word for word.
    if ((value as { source?: { kind?: string } }).source?.kind === 'teacher') return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, QUOTED.has(key) || NAMES.has(key) ? item : inAmericanSpelling(item, verbatim)])) as T;
  }
  return value;
}
