import nlp from 'compromise';
import { isBaseVerb } from '../english/lexicon.ts';
import type { Discipline } from '../plan/discipline.ts';
import { nounSenses } from '../vocabulary/wordnet.ts';
import lexicon from './lexicon.json' with { type: 'json' };
import { taskPhrases } from './tasks.ts';

/**
 * The teacher's brief read for what it names: the texts, case studies, words and phrases, worked numbers, activities,
 * equipment and places a description mentions, and the schedule it sets ("two 60-minute periods"). Whatever a
 * description names is what the plan teaches from, so each item is kept in the teacher's own words.
 */

export type NamedKind = 'text' | 'case-study' | 'words' | 'examples' | 'activity' | 'equipment' | 'reference' | 'setting';

/** What a word the teacher glossed means, and how it is written in the Latin alphabet when they said. */
export interface Gloss {
  meaning: string;
  romanised?: string;
}

export interface NamedItem {
  kind: NamedKind;
  /** The item as the teacher wrote it: "the 2011 Tohoku earthquake", "bonjour, salut, au revoir". */
  text: string;
  /** A list's members: the words of "bonjour, salut, au revoir", the pair of "(cat/hat)". */
  parts: string[];
  /** What the list is of, when the teacher said: "Greetings in French", "knife skills". */
  heading?: string;
  /** The meaning the teacher gave each part, by part. */
  glosses?: Record<string, Gloss>;
}

export interface Schedule {
  lessons: number;
  minutesEach: number;
}

export type Setting = 'movement' | 'practical' | 'outdoors';

export interface BriefReading {
  items: NamedItem[];
  schedule?: Schedule;
  /** Where the lesson happens, when the description says. */
  setting?: Setting;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const SCHEDULE = /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s*(?:x\s*)?(\d{2,3})[- ]?(?:minute|min)s?\s+(?:lessons?|periods?|sessions?|classes)\b/i;
/** A sentence about the class rather than the content: learner needs are read by the differentiation. */
const ABOUT_LEARNERS = /^(?:(?:two|three|four|five|several|some|many|a few|one|\d+)\s+)?(?:of\s+)?(?:the\s+)?(?:students?|learners?|pupils?|children|kids|class|group|boys|girls)\b.*\b(?:EAL|ESL|IEP|SEN|dyslexi|support|new to|need|below|above|struggl|gifted|extension|learners?|able|attaining|ADHD|autis)/i;
const ABBREVIATIONS: [RegExp, string][] = [
  [/\be\.g\.,?/gi, 'for example'],
  [/\bi\.e\.,?/gi, 'that is'],
  [/\betc\./gi, 'etc'],
  [/\bvs\./gi, 'vs'],
];
const CASE_STUDY = [/^(?:use|using|study|studying|with|take|taking|focus on|look at)?\s*(.+?)\s+as\s+(?:a|the|our)\s+case[- ]study\b/i, /\bcase[- ]stud(?:y|ies)(?:\s+(?:of|on)|\s*:)\s+(.+)$/i];
/** Commas, "and", "or" and slashes between a list's members; not the comma of a number ("4,507"). */
const LIST_SEPARATOR = /\s*(?:,(?!\d{3}\b)|;|\band\b|\bor\b|\/)\s*/;
const ARITHMETIC = /\d[\d,.]*\s*(?:[×x*÷/+−–-]\s*\d[\d,.]*)+(?:\s*=\s*\?)?/g;
const DETERMINER = /^(?:the|a|an|some|our|their|each)\s+/i;

const lower = (s: string) => s.toLowerCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsIn = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
const clean = (s: string) => s.trim().replace(/^[\s,;:–-]+|[\s,;:.–-]+$/g, '').replace(/\s+/g, ' ');

/** Sentences of the description, with abbreviations that end in a full stop written out. */
function sentencesOf(description: string): string[] {
  let text = description.replace(/[“”]/g, '"').replace(/[‘’]/g, "'");
  for (const [pattern, replacement] of ABBREVIATIONS) text = text.replace(pattern, replacement);
  return text
    .split(/(?<=[.!?])\s+|\n+|;\s+/)
    .map((s) => s.trim().replace(/[.!]+$/, ''))
    .filter(Boolean);
}

/** A word that joins a phrase to the one before it: "and a model" is the end of a longer phrase, not a phrase. */
const CONJUNCTION = /^(?:and|or|but|then|plus|also|as well as)\s+/i;
/** Where a member says how or where the list is shown ("vents in a labelled diagram"): a preposition, not "of". */
const MEMBER_TAIL = /\s+(?:in|on|with|using|by|through|as|into|onto|via)\s+/i;

/**
 * A clause that says how the list is taught, not one more item of it: "shown using a diagram", "using a model",
 * "built with switches" — a verb (not a participle used as an adjective, as in "boiling point") and then a
 * preposition, a determiner or another verb.
 */
function isTrailingClause(member: string): boolean {
  if (/^then\s/i.test(member)) return true;
  const [first, second] = nlp(member).terms().json().map((t: { terms: { tags: string[]; text: string }[] }) => t.terms[0]!);
  if (!first || !second || !first.tags.includes('Verb') || first.tags.includes('Adjective')) return false;
  return second.tags.includes('Preposition') || second.tags.includes('Determiner') || second.tags.includes('Verb');
}

/**
 * The list itself, without the clause that ends it: "evaporation, condensation and precipitation, shown using a
 * diagram and a model" is the three words; "magma chambers and vents in a labelled diagram, and a model" is the first
 * two, the rest continuing the phrase "in a labelled diagram".
 */
export function listPart(text: string): string {
  const pieces = text.split(new RegExp(`(${LIST_SEPARATOR.source})`));
  // Even indexes are the members, odd ones the separators between them.
  for (let i = 2; i < pieces.length; i += 2) {
    if (clean(pieces[i]!) && isTrailingClause(clean(pieces[i]!))) return pieces.slice(0, i - 1).join('');
  }
  // The members after a phrase "in a labelled diagram" that are only a determiner and a noun ("a model") continue it.
  const continuing = (rest: string[]) => rest.some((p, j) => j % 2 === 0 && clean(p)) && rest.every((p, j) => j % 2 === 1 || !clean(p) || (DETERMINER.test(clean(p)) && wordsIn(clean(p)) <= 3));
  for (let i = 2; i < pieces.length - 2; i += 2) {
    const tail = MEMBER_TAIL.exec(pieces[i]!);
    if (tail && continuing(pieces.slice(i + 2))) return [...pieces.slice(0, i), pieces[i]!.slice(0, tail.index)].join('');
  }
  return text;
}

/** A list's members when the text is a list of short items ("bonjour, salut, au revoir and je m'appelle"). */
function listMembers(text: string, maxWords = 5): string[] | undefined {
  const members = listPart(text)
    .split(LIST_SEPARATOR)
    .map(clean)
    .filter(Boolean);
  return members.length >= 2 && members.every((m) => wordsIn(m) <= maxWords) ? members : undefined;
}

const EQUIPMENT = [...lexicon.equipment].sort((a, b) => b.length - a.length);
const EQUIPMENT_HEAD = new RegExp(`\\b(?:${EQUIPMENT.map(escape).join('|')})\\b`, 'i');
/** One of the lexicon's things, singular or plural, with up to two words before it ("paper fraction strips", "a torch"). */
const EQUIPMENT_ANYWHERE = new RegExp(`((?:\\b[a-z][\\w-]*\\s+){0,2})\\b((?:${EQUIPMENT.map((e) => escape(e.replace(/(?:es|s)$/, ''))).join('|')})(?:es|s)?)\\b`, 'gi');
const SHOWN = new RegExp(`\\b(?:${lexicon.shown.map(escape).join('|')})\\b`, 'i');
/**
 * Whether a piece of named equipment is something a class looks at and talks about (photographs, puppets, a map), not
 * a thing to prepare and hand out (aprons, bibs, cones, goggles, chopping boards): only the first is shown as a stimulus.
 */
export const isShownToClass = (equipment: string) => SHOWN.test(equipment);
/** Equipment named by a word in -ing ("chopping boards", "measuring jugs"), which no activity starts with. */
const ING_EQUIPMENT = EQUIPMENT.filter((e) => /^[a-z]+ing\s/i.test(e)).map(escape).join('|') || '(?!)';
const FUNCTION_WORD = /^(?:a|an|the|and|or|with|on|in|of|to|for|from|at|by|as|into|onto|using|use|uses|some|each|their|our|its|his|her|is|are|be|then|plus)$/i;
const ACTIVITY_NOUN = new RegExp(`\\b(?:${lexicon.activityNouns.map(escape).join('|')})\\b`, 'i');
const TEXT_NOUN = new RegExp(`\\b(?:${lexicon.textNouns.map(escape).join('|')})\\b`, 'i');

/** A heading's list whose every member carries a bracket: "bonjour (hello), salut (hi)". */
function glossedList(sentence: string): NamedItem | undefined {
  const colon = /^([^:]{2,60}):\s*(.+)$/.exec(sentence);
  if (!colon) return undefined;
  const members = colon[2]!.split(/,\s*(?![^()]*\))|\s+and\s+(?![^()]*\))/).map((m) => m.trim()).filter(Boolean);
  const entries = members.map((m) => /^(.{1,40}?)\s*\(([^)]+)\)\s*\.?$/u.exec(m));
  if (members.length < 2 || entries.some((e) => !e)) return undefined;
  const parts = entries.map((e) => clean(e![1]!));
  const glosses = Object.fromEntries(
    entries.map((e, i) => {
      const inside = e![2]!.split(/\s*,\s*/);
      return [parts[i]!, inside.length > 1 ? { romanised: inside[0]!, meaning: inside.slice(1).join(', ') } : { meaning: inside[0]! }];
    }),
  );
  return { kind: 'words', text: parts.join(', '), parts, heading: clean(colon[1]!), glosses };
}

/**
 * WordNet's lexicographer files of happenings: acts (a battle, a siege, a fall), events (a fire, a revolution),
 * natural phenomena (a flood, a storm) and processes.
 */
const HAPPENING_FILES = new Set([4, 11, 19, 22]);

/**
 * A name in capitals that names a happening ("The Battle of the Somme", "The Fall of the Berlin Wall", "The Great
 * Fire of London"): WordNet knows the whole name as one, or its head word ("Battle", "Fall", "Fire") has a happening
 * among its commonest senses and no sense of a text or a message first.
 */
function namesHappening(name: string): boolean {
  const bare = name.replace(/^(?:[A-Z][\w]*'s\s+)?(?:The|A|An)\s+/, '');
  const whole = nounSenses(bare);
  if (whole.length) return HAPPENING_FILES.has(whole[0]!.lexFile);
  const head = bare.split(/\s+(?:and|of|the|a|an|in|on|to|at|who|with|for)\s+/)[0]!.split(/\s+/).pop()!;
  const senses = nounSenses(head.toLowerCase()).slice(0, 3);
  return senses.length > 0 && senses[0]!.lexFile !== COMMUNICATION_FILE && senses.some((sense) => HAPPENING_FILES.has(sense.lexFile));
}
/** WordNet's file of texts and messages: "tale", "diary", "treaty". */
const COMMUNICATION_FILE = 10;

/**
 * Titles of works: "Aesop's The Lion and the Mouse", "the poem "The Tyger"", "Charlotte's Web". In a lesson that
 * studies the past or places, a name in capitals that names a happening ("The Battle of the Somme") is an event the
 * class studies, not a title; the teacher who means a book quotes it or says "the book".
 */
function textsIn(sentence: string, studiesEvents = false): { texts: string[]; events: string[] } {
  const found: string[] = [];
  const events: string[] = [];
  for (const m of sentence.matchAll(/"([^"]{3,80})"/g)) if (/^[A-Z]/.test(m[1]!) && wordsIn(m[1]!) >= 2) found.push(m[1]!);
  const titled = /\b((?:[A-Z][\w]*'s\s+)?(?:The|A|An)\s+[A-Z][\w'-]*(?:\s+(?:(?:and|of|the|a|an|in|on|to|at|who|with|for)\s+)*[A-Z][\w'-]*)*)/g;
  for (const m of sentence.matchAll(titled)) {
    const name = m[1]!;
    if (wordsIn(name) < 3 || found.some((f) => f.includes(name) || name.includes(f))) continue;
    const introduced = new RegExp(`\\b(?:${lexicon.textNouns.map(escape).join('|')})\\s+(?:called\\s+)?${escape(name)}`, 'i').test(sentence);
    if (studiesEvents && !introduced && namesHappening(name)) events.push(name);
    else found.push(name);
  }
  // "Charlotte's Web", "Aesop's fables" read as titles only after a word that names a text.
  if (!found.length && TEXT_NOUN.test(sentence)) {
    const named = /\b(?:story|poem|fable|novel|book|play|text|extract from|passage from)\s+(?:called\s+)?([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+)/.exec(sentence);
    if (named) found.push(named[1]!);
  }
  return { texts: found, events };
}

/** Words that join the phrases of a description's content: a phrase is what lies between them. */
const PHRASE_BREAK = /\s*(?:[,;]|\b(?:then|with|using|in|on|of|from|at|outside|inside|about|into|onto|for|by|as|while|after|before)\b)\s*/i;

/** The noun phrases a description's content names ("a traffic survey", "canon and unison", "a 32-count phrase"). */
/** A clause whose subject is the class or some of it, then its verb: "each child makes …", "we talk …", "pairs build …". */
const CLASS_DOES = /^(?:(?:each|every|all|our|the)\s+(?:child|children|student|students|pupil|pupils|pair|pairs|group|groups|team|teams|class)|we|they|students|pupils|children|pairs|groups|teams)\s+(?:will\s+|can\s+)?[a-z]+\b(?<!\b(?:and|or|of|with|in|on|at|to|for))/i;

function phrasesIn(text: string): string[] {
  const pieces = text.split(new RegExp(`(${PHRASE_BREAK.source})`, 'i'));
  let inActivity = false;
  return pieces
    .flatMap((piece, i) => {
      if (i % 2 === 1) return [];
      // A gerund starts an activity, which the activity reader finds whole: what a preposition joins to it ("in primary
      // colours" of "repeating patterns in primary colours") is part of it. The tools it is done with ("with a tenon
      // saw") are named on their own.
      const joined = i > 0 && /^\s*(?:in|on|of|at|from|about|into|onto|for)\s*$/i.test(pieces[i - 1]!);
      if (!joined) inActivity = false;
      if (/^\s*[a-z]+ing\b/i.test(piece)) inActivity = true;
      // A name in capitals it mentions ("of the Crimean War") is named all the same.
      return inActivity && !/\b[A-Z][a-z]/.test(piece) ? [] : [clean(piece.replace(CONJUNCTION, '').replace(DETERMINER, ''))];
    })
    .filter((p) => {
      const words = wordsIn(p);
      if (!words || words > 6) return false;
      if (/^(?:it|them|they|this|that|these|those|we|our|their|students?|pupils?|children|class|group|groups|pairs?|teams?)$/i.test(p)) return false;
      // A participle ("built", "acted out") starts a clause about the content, not content itself.
      if (/^[a-z]+ed\b/i.test(p)) return false;
      // One word counts when it is a number or a name in capitals ("AND" of "AND, OR and NOT truth tables").
      return words >= 2 || /\d/.test(p) || /^[A-Z]{2,}$/.test(p);
    });
}

/** A clause that tells students to do something: "clapping the syllables in classmates' names", "fly each plane 10 times". */
function isActivity(clause: string): boolean {
  // "using a diagram and a model" says how the clause before it is done.
  if (/^(?:using|with)\b/i.test(clause)) return false;
  const body = clause.replace(/^(?:students|pupils|children|they|we|the class|pairs|groups|teams)\s+(?:will\s+|can\s+)?/i, '');
  const first = nlp(body).terms().json()[0]?.terms[0];
  const tags: string[] = first?.tags ?? [];
  // "built with switches", "shown on a map": a participle says how something is done, not what students do.
  if (tags.includes('PastTense') && !tags.includes('Imperative') && !tags.includes('Infinitive')) return false;
  if (tags.includes('Gerund') || tags.includes('Imperative') || (tags.includes('Infinitive') && clause !== body)) return true;
  if (tags.includes('Infinitive') && /^[A-Z]/.test(clause)) return true;
  // A command the tagger reads as a noun ("Compare with Christchurch"): a base verb before what it acts on.
  const [verb, object] = body.split(/\s+/);
  if (verb && object && isBaseVerb(verb.toLowerCase()) && /^(?:the|a|an|with|each|every|their|them|it|its|on|in|to|from|some|two|three|four|how|what|why|which|\d+)$/i.test(object)) return true;
  return ACTIVITY_NOUN.test(clause) && wordsIn(clause) <= 12;
}

/** Proper names the description uses that no other item holds: "the Eatwell Guide", "Tohoku". */
function referencesIn(sentence: string): string[] {
  const doc = nlp(sentence);
  const tagged = (doc.match('#ProperNoun+').out('array') as string[]).map(clean);
  // Names in capitals after the sentence's first word ("the Anglo-Saxon Chronicle", "the Battle of Hastings").
  const titled = [...sentence.matchAll(/(?<=\S\s+)([A-Z][\w'–-]+(?:(?:\s+(?:of|the|and|in|on|de|la|von|van)){1,2}\s+[A-Z][\w'–-]+|\s+[A-Z][\w'–-]+)+)/g)].map((m) => clean(m[1]!));
  // A name is named without its possessive ("Marie Curie's work" names Marie Curie).
  const names = [...titled, ...tagged.filter((t) => !titled.some((n) => n.includes(t)))].map((n) => n.replace(/['’]s$/, ''));
  return names.filter((p) => wordsIn(p) >= 1 && !/^(?:I|Year|Grade|Students?|Monday|Tuesday|Wednesday|Thursday|Friday)$/i.test(p));
}

function settingOf(description: string): Setting | undefined {
  const text = lower(description);
  for (const setting of ['movement', 'practical', 'outdoors'] as const) {
    if (lexicon.settings[setting].some((phrase) => text.includes(phrase))) return setting;
  }
  return undefined;
}

function scheduleOf(text: string): Schedule | undefined {
  const m = SCHEDULE.exec(text);
  if (!m) return undefined;
  const lessons = NUMBER_WORDS[lower(m[1]!)] ?? Number(m[1]);
  const minutesEach = Number(m[2]);
  return lessons >= 2 && lessons <= 10 && minutesEach >= 10 && minutesEach <= 180 ? { lessons, minutesEach } : undefined;
}

/** What the reader knows of the lesson besides its words. */
export interface BriefContext {
  /** The lesson's discipline: history and geography study events, which the reader then tells from titles of works. */
  discipline?: Discipline;
}

/** Reads what the description (and a title that lists content) names, in the order the teacher wrote it. */
export function readBrief(title: string, description: string, context: BriefContext = {}): BriefReading {
  const studiesEvents = context.discipline === 'history' || context.discipline === 'geography';
  const items: NamedItem[] = [];
  const has = (text: string) => items.some((i) => lower(i.text).includes(lower(text)) || i.parts.some((p) => lower(p) === lower(text)));
  const add = (item: NamedItem) => {
    const text = clean(item.text);
    if (text.length < 2 || has(text)) return;
    items.push({ ...item, text, parts: item.parts.map(clean).filter(Boolean) });
  };
  const setting = settingOf(description);
  const schedule = scheduleOf(description) ?? scheduleOf(title);

  for (const raw of sentencesOf(description)) {
    if (ABOUT_LEARNERS.test(raw)) continue;
    // "We have two 45-minute lessons for this" says only the schedule; what is left of it names nothing.
    let sentence = raw.replace(SCHEDULE, ' ').replace(/\s+/g, ' ').trim();
    if (SCHEDULE.test(raw)) sentence = sentence.replace(/^(?:we have|we've got|we get|there are|over|across|in)\b\s*/i, '').replace(/\s*\bfor (?:this|it|the unit|the topic)\b\s*$/i, '').trim();
    if (sentence.split(/\s+/).filter((w) => /[a-z]{3}/i.test(w)).length < 2 && !taskPhrases(sentence).length) continue;

    for (const pattern of CASE_STUDY) {
      const m = pattern.exec(sentence);
      if (m) {
        add({ kind: 'case-study', text: m[1]!.replace(/^(?:use|using|study|studying)\s+/i, ''), parts: [] });
        sentence = sentence.replace(m[0], '').trim();
      }
    }
    const titles = textsIn(sentence, studiesEvents);
    for (const t of titles.texts) add({ kind: 'text', text: t, parts: [] });
    for (const e of titles.events) add({ kind: 'case-study', text: e, parts: [] });

    // "Family: πατέρας (patéras, father), αδελφός (adelfós, brother)": words with what they mean, as the teacher
    // glossed them. The list is read whole; its brackets are meanings, not examples.
    const glossed = glossedList(sentence);
    if (glossed) {
      add(glossed);
      sentence = sentence.replace(/^[^:]*:[^.]*/, '').trim();
      if (!sentence) continue;
    }
    // "(cat/hat)", "(bridge and claw)": the examples a phrase names, kept with the phrase they belong to.
    // The phrase starts at a word: a long one is cut to its last words, never mid-word ("ng the property …").
    for (const m of sentence.matchAll(/(\b[\w' -]{3,40}?)\s*\(([^)]+)\)/g)) {
      const members = listMembers(m[2]!, 4);
      const heading = clean(m[1]!.split(/\b(?:with|using|and|then|including|like)\b/).pop() ?? m[1]!);
      if (members) add({ kind: /\b(?:words?|pairs?|sounds?|phrases?|rhym\w*|vocab\w*)\b/i.test(heading) ? 'words' : 'examples', text: `${heading} (${m[2]})`, parts: members, heading });
    }
    let withoutBrackets = sentence.replace(/\s*\([^)]*\)/g, '');
    // Numeric tasks in the teacher's words ("1.5 L of milk to millilitres", "share 24 sweets among 4 friends"), with
    // what they are part of when a heading introduces them ("scale a smoothie recipe: …").
    const tasks = taskPhrases(withoutBrackets);
    const named = withoutBrackets;
    const taskItems = tasks.map((task) => {
      const lead = named.slice(0, named.indexOf(task));
      const heading = /([^,;:]{3,60}):\s*(?:[^:]*)$/.exec(lead)?.[1]?.replace(/^.*\b(?:then|and then)\s+/i, '').replace(/^(?:students|pupils|children|we|they)\s+/i, '').trim();
      // "scale a smoothie recipe: …" sets the tasks in a situation; a title in -ing ("Converting metric units: …") does not.
      return { at: named.indexOf(task), item: { kind: 'examples' as const, text: task, parts: [task], ...(heading && !/^[a-z]+ing\b/i.test(heading) ? { heading } : {}) } };
    });

    // "Greetings in French: bonjour, salut, au revoir": a heading and its list.
    const colon = /^([^:]{2,60}):\s*(.+)$/.exec(withoutBrackets);
    // A list that holds numeric tasks ("1.5 m to centimetres and 2,500 g to kilograms") is read as those tasks, and
    // what else the sentence names (the equipment it is done with) as in any other sentence.
    const listed = colon && !tasks.length ? listMembers(colon[2]!) : undefined;
    if (colon && listed) {
      const heading = clean(colon[1]!);
      const list = listPart(colon[2]!);
      const kind: NamedKind = EQUIPMENT_HEAD.test(list) && /equipment|resources|materials|you need|bring/i.test(heading) ? 'equipment' : /\d/.test(list) && !/[a-z]{4}/i.test(list) ? 'examples' : 'words';
      add({ kind, text: list, parts: listed, heading });
      // What follows the list ("…, then rounding 4,507 to the nearest hundred", "… with a hand lens") is read for its
      // activities and equipment like any other clause.
      const rest = clean(colon[2]!.slice(list.length).replace(/^\s*(?:,|;|and\b|or\b)\s*/i, ''));
      if (!rest) continue;
      withoutBrackets = rest;
    }
    // "Logic gates: AND, OR and NOT truth tables, built with switches in a circuit simulator": what follows the colon
    // names the content, phrase by phrase.
    // Not when it is a clause that says what the lesson is about ("Science as a human endeavour: how Marie Curie's work
    // on radioactivity changed medicine"): cut at its prepositions it names nothing ("how Marie Curie's work").
    // Nor when it says what the class does ("Printing with leaves: each child makes a print in two colours, then we
    // talk about …"): that is an activity, which the activity reader finds whole.
    if (colon && !listed && !tasks.length && !/^(?:how|why|what|when|where|whether|who|which|that)\b/i.test(colon[2]!.trim()) && !CLASS_DOES.test(colon[2]!.trim())) for (const phrase of phrasesIn(colon[2]!)) add({ kind: 'examples', text: phrase, parts: [phrase], heading: clean(colon[1]!) });
    // "such as X, Y and Z", "for example X": examples the teacher wants used.
    const example = /\b(?:such as|for example|for instance|including|like)\s+(.+)$/i.exec(withoutBrackets);
    if (example) {
      const members = listMembers(example[1]!) ?? [clean(example[1]!)];
      if (members.every((m) => wordsIn(m) <= 6)) add({ kind: 'examples', text: listPart(example[1]!), parts: members });
    }
    // Calculations and tasks in the order the teacher wrote them; a calculation inside a task is part of it.
    const source = tasks.length ? named : withoutBrackets;
    const calculations = tasks.reduce((text, task) => text.replace(task, ' '.repeat(task.length)), source);
    const arithmetic = [...calculations.matchAll(ARITHMETIC)]
      .filter((m) => /[×x*÷/+−–-]/.test(m[0]) && !/^\d{4}-\d{4}$/.test(m[0].trim()))
      .map((m) => ({ at: m.index, item: { kind: 'examples' as const, text: m[0], parts: [clean(m[0])] } }));
    for (const { item } of [...taskItems, ...arithmetic].sort((a, b) => a.at - b.at)) add(item);
    // Quoted words and phrases students say: "'je m'appelle'".
    for (const m of withoutBrackets.matchAll(/"([^"]{1,40})"/g)) if (wordsIn(m[1]!) <= 4 && !has(m[1]!)) add({ kind: 'words', text: m[1]!, parts: [m[1]!] });

    // Equipment the lesson uses: "with paper fraction strips", "using binary cards".
    let equipmentOnly = false;
    for (const m of withoutBrackets.matchAll(/\b(?:with|using|use|uses|bring|need|needs)\s+([^.;]+)/gi)) {
      const phrase = m[1]!.split(/\s+(?:to|for|so|as|in order|and then)\s+/i)[0]!;
      for (const part of phrase.split(/\s*(?:,|\band\b)\s*/)) {
        const np = clean(part.replace(DETERMINER, ''));
        if (EQUIPMENT_HEAD.test(np) && wordsIn(np) <= 5) add({ kind: 'equipment', text: np, parts: [] });
      }
      equipmentOnly ||= /^(?:use|using|with|bring|need)\b/i.test(withoutBrackets) && phrase.split(/\s*(?:,|\band\b)\s*/).every((p) => EQUIPMENT_HEAD.test(p));
    }
    if (equipmentOnly) continue;
    // Equipment the lexicon knows, wherever the sentence names it ("safety glasses on", "on keyboards").
    for (const m of withoutBrackets.matchAll(EQUIPMENT_ANYWHERE)) {
      if (has(m[2]!)) continue;
      // The words just before the thing that describe it ("paper fraction strips"), not the words that lead to it.
      const modifiers = m[1]!.trim().split(/\s+/).filter(Boolean);
      const cut = modifiers.map((w) => FUNCTION_WORD.test(w)).lastIndexOf(true);
      add({ kind: 'equipment', text: [...modifiers.slice(cut + 1), m[2]!].join(' '), parts: [] });
    }
    // An activity: a clause that tells students what to do, split at "then", and before a verb in -ing that a comma,
    // a colon or "and" introduces ("…, clapping the syllables") — not before any word in -ing ("a halving joint").
    // Not before the tools it is done with ("…, using a diagram and a model") nor a thing named by a word in -ing
    // ("chopping boards").
    for (const clause of withoutBrackets.split(new RegExp(`,?\\s+(?:and then|then)\\s+|(?:[,:]\\s+(?:and\\s+)?|\\s+and\\s+)(?=[a-z]+ing\\b)(?!using\\b|[a-z]+ing\\s+(?:pairs?|words?|sounds?)\\b|${ING_EQUIPMENT})`, 'i'))) {
      const c = clean(clause);
      if (wordsIn(c) >= 2 && isActivity(c) && !CASE_STUDY.some((p) => p.test(c))) add({ kind: 'activity', text: c, parts: [] });
    }
    // A name that is the whole title is the topic; one the title only mentions ("the Murray–Darling Basin" in "Water
    // in the Murray–Darling Basin") is still brought in where the lesson names its places and sources.
    for (const r of referencesIn(withoutBrackets)) if (!has(r) && lower(title).replace(/^the\s+/, '') !== lower(r).replace(/^the\s+/, '')) add({ kind: 'reference', text: r, parts: [] });
  }
  if (setting) {
    const phrase = Object.values(lexicon.settings).flat().find((p) => lower(description).includes(p));
    if (phrase) items.push({ kind: 'setting', text: phrase, parts: [] });
  }
  return { items, ...(schedule ? { schedule } : {}), ...(setting ? { setting } : {}) };
}
