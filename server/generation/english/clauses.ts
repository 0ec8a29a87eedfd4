import { isAdverb, isBaseVerb, isGerund, isLexiconNounOrAdjective, isPlainlyVerb, readsAsCommand } from './lexicon.ts';
import { endsBeforeAVerb } from './lists.ts';

/**
 * An outcome statement cut into the things it asks a student to do. Statements join tasks with semicolons ("recall
 * …; extend and apply …"), with ", and" before a new command, or with a participle (", identifying how …"); later
 * sentences are tasks too unless they only give examples.
 */

/** Examples and notes: "(e.g., 9 × 80)", "e.g., interpret 5 × 7 as …", "[for example, …]", "[Key concepts: …]". */
const EXAMPLE_SPAN = /\s*\((?:e\.g\.|i\.e\.|for example|for instance|see )[^)]*(?:\)|$)|,?\s*\b(?:e\.g\.|for example|for instance),?\s(?:[^.;]|\.(?=\S))*/gi;
/** "… represent meaning through, for example, classifying, sequencing and summarising": the examples are the object. */
const EXAMPLES_AS_OBJECT = /\b(through|by|as|in|on|with|of|to|from|about|into|using|including),\s+(?:for example|for instance|e\.g\.),\s+/gi;
const BRACKETED = /\s*\[[^\]]*\]?/g;
const EXAMPLE_SENTENCE = /^(?:for example|for instance|examples?\b|e\.g\.|i\.e\.|note\b|\(?see\b)/i;

/** "-ing" words that open a phrase about a noun, not a new task ("…, including π", "…, involving fractions"). */
export const PREPOSITION_LIKE = new Set([
  'including', 'involving', 'concerning', 'regarding', 'according', 'excluding', 'containing', 'depending', 'following', 'resulting', 'leading',
  'relating', 'ranging', 'having', 'being',
]);

const firstWord = (text: string) => (text.match(/^[A-Za-z][A-Za-z-]*/)?.[0] ?? '').toLowerCase();

/**
 * "With support,", "By the end of Grade 3,", "Given a number from 1-20,", "For a function that models a relationship
 * between two quantities," before the command, or "To".
 */
export const OPENER = /^(?:(?:(?:with|by|in|through|from|at|when|as|after|over|for|given)\b[^,;]{0,60}|for\s+(?:a|an|any|each|every)\s[^,;]{0,80}),\s+|to\s+(?=[a-z]))/i;

/** A command or an "-ing" form opens the text, after an opener such as "With support," or "To". */
export function opensWithTask(text: string): boolean {
  const word = firstWord(text.replace(OPENER, '').replace(/^(?:to|and|then|also)\s+/i, ''));
  return isBaseVerb(word) || isGerund(word);
}

/**
 * "Young students … might notice that …", "Noticing the regularity … might lead them to …": what students might do
 * illustrates the task rather than adding one.
 */
const ILLUSTRATION = /^[A-Z][a-z]+ing\b[^.;]*\bmight\b|\b(?:students|children|pupils|learners|they)\s+might\b/;

/** The statement's sentences, less the ones that only give examples or notes. */
function taskSentences(text: string): string[] {
  const all = text
    .replace(BRACKETED, '')
    .replace(/\(\+\)\s*/g, '')
    .replace(EXAMPLES_AS_OBJECT, '$1 ')
    // Not after "e.g.", "No." or "U.S.", which end no sentence.
    .split(/(?<=[.!?])(?<!\b(?:e\.g|i\.e|No|Nos|vs|etc)\.)(?<!\b[A-Z]\.[A-Z]\.)\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
  const kept = all.filter((sentence, index) => index === 0 || (!EXAMPLE_SENTENCE.test(sentence) && !ILLUSTRATION.test(sentence) && opensWithTask(sentence)));
  return kept
    .map((sentence, index) => (index === 0 ? sentence : listOfWhatToDo(sentence, kept[0]!)))
    .map((s) => withoutExamples(s).replace(/[\s.;:,]+$/, '').trim())
    .filter(Boolean);
}

/**
 * "Key features include: intercepts; …" after "interpret key features of graphs …" lists what to interpret: it
 * reads "interpret key features: intercepts; …", with the verb the first sentence gives those words.
 */
function listOfWhatToDo(sentence: string, first: string): string {
  const list = /^([A-Z][a-z]+(?: [a-z]+){0,3}) include:\s+(.+)$/.exec(sentence);
  if (!list) return sentence;
  const subject = list[1]!.toLowerCase();
  const verb = new RegExp(String.raw`\b([a-z]+) ${subject}\b`).exec(first.toLowerCase())?.[1];
  return verb && isBaseVerb(verb) ? `${verb} ${subject}: ${list[2]}` : sentence;
}

/**
 * The sentence without its examples. Examples inside a clause end at the comma before the clause goes on ("how choices
 * in language, for example modality, emphasis, repetition and metaphor, influence personal response …"): the clause
 * keeps its verb.
 */
function withoutExamples(sentence: string): string {
  return sentence.replace(EXAMPLE_SPAN, (span: string, at: number) => {
    const inline = /^,?\s*\b(?:e\.g\.|for example|for instance)/i.test(span);
    const lastComma = span.lastIndexOf(', ');
    return inline && lastComma > 0 && endsBeforeAVerb(sentence.slice(0, at)) ? ` ${span.slice(lastComma + 2)}` : '';
  });
}

/** "… to produce, publish, and update writing": verbs in a list share the object that follows the last. */
const endsWithVerb = (text: string) => isPlainlyVerb((text.match(/([A-Za-z-]+)\W*$/)?.[1] ?? '').toLowerCase());

/**
 * After ", and" a new command starts with a verb that is no adjective ("…, and clear event sequences"), no noun
 * ("…, and box plots"), no half of a pair ("…, and cause/effect") and no subject of a verb ("…, and style are …").
 */
function startsACommand(text: string, word: string): boolean {
  if (!isPlainlyVerb(word) || isLexiconNounOrAdjective(word) || /^\S+\//.test(text)) return false;
  return !/^\S+\s+(?:is|are|was|were|can|may|must|will|has|have|do|does)\b/i.test(text);
}

/**
 * ", identifying how …" starts a task of its own; an "-ing" word inside a list ("planning, revising, editing"), after
 * "such as" ("dialogue, pacing, and description") or used as a noun or adjective ("…, clothing and shelter") does not.
 */
function startsAParticiple(before: string, word: string, text: string, nextSeparator: string): boolean {
  if (!isGerund(word) || PREPOSITION_LIKE.has(word) || isLexiconNounOrAdjective(word)) return false;
  // "…, clothing and shelter", "…, inviting, planning, deciding": a noun pair or a list, not a task.
  if (/^\S+\s+(?:and|or)\b/.test(text) || (!/\s/.test(text.trim()) && nextSeparator.startsWith(','))) return false;
  // "… understand that pronouns, depicting signs and verbs can be …": the list is the subject still to come.
  if (/\bthat\s+[^\s,]+$/.test(before)) return false;
  const last = (before.match(/([A-Za-z-]+)\W*$/)?.[1] ?? '').toLowerCase();
  // "… adding to, taking from, putting together, taking apart": the next of a list of short "-ing" phrases.
  const lastItem = before.split(/,\s+/).at(-1) ?? '';
  if (isGerund(firstWord(lastItem)) && lastItem.split(/\s+/).length <= 2) return false;
  // Inside a list of instances unless the task went on after it ("including the Internet, to produce, …").
  const instances = before.split(/\b(?:such as|including|like)\b/i);
  return !isGerund(last) && (instances.length === 1 || /\bto\s/.test(instances.at(-1)!));
}

/**
 * After a heading ("Pressure in liquids, increasing with depth; upthrust effects, …") or a colon ("key features:
 * intercepts; …; end behavior"), what follows a semicolon is another item unless the tagger reads its first word,
 * in its own words, as a verb: "upthrust", "Mabo" and "end" there are nouns.
 */
function startsATaskAfterSemicolon(before: string, text: string): boolean {
  // A capital inside a sentence starts a name or a title ("; Bringing Them Home Report"), not a command.
  if (!opensWithTask(text) || /^[A-Z]/.test(text)) return false;
  const heading = !opensWithTask(withoutAdverb(before)) || before.includes(':');
  return !heading || (readsAsCommand(text) && !opensWithTwoNouns(text));
}

/** "weather and climate, …" in a list of topics names two things; "read and write …" joins two commands. */
export const opensWithTwoNouns = (text: string) => {
  const second = /^[A-Za-z-]+\s+(?:and|or)\s+([a-z-]+)\b/.exec(text)?.[1];
  return second !== undefined && !isPlainlyVerb(second);
};

/** A participle phrase after a heading this long, to the next comma, is a task rather than a description. */
const TASK_AFTER_HEADING_WORDS = 9;

/** "Fluently multiply …" opens with its command all the same. */
const withoutAdverb = (text: string) => text.replace(/^\s*([A-Za-z]+)\s+/, (lead, word: string) => (isAdverb(word.toLowerCase()) ? '' : lead));

/** Splits one sentence where a new command starts: at semicolons, ", and VERB", ", then VERB", ", VERB-ing". */
function splitCommands(sentence: string): string[] {
  const parts: string[] = [];
  let current = '';
  // Separators with what follows: "; use …", ", and read …", ", identifying …".
  const pieces = sentence.split(/(;\s+|,\s+(?:and\s+|then\s+|or\s+)?)/);
  for (let i = 0; i < pieces.length; i += 2) {
    const text = pieces[i] ?? '';
    const separator = pieces[i - 1] ?? '';
    const word = firstWord(text);
    // "Identify properties of, and describe …": a word still waiting for its object keeps what follows.
    const hasObject = current.split(/\s+/).length >= 3 && !WAITS_FOR_OBJECT.test(current) && !isBareVerbs(current);
    let newCommand = false;
    if (separator.startsWith(';')) {
      // "; given a number from 1-20, count out …": the task may start after an opener that ends at a comma.
      const upToSemicolon = pieces.slice(i).join('').split(';')[0]!;
      newCommand = hasObject && (startsATaskAfterSemicolon(current, upToSemicolon) || /^(?:and\s+)?that\s/.test(text));
    }
    // "…: to describe, narrate, explain, instruct, give and respond to information, and argue": a verb alone ends the list.
    else if (/^,\s+(and|then)\s+$/.test(separator)) {
      const endsTheList = !/\s/.test(text.trim()) && i === pieces.length - 1;
      newCommand = hasObject && !endsWithVerb(current) && !endsTheList && startsACommand(text, word);
    }
    // After a heading ("Forces as pushes or pulls, arising from …") a short participle phrase tells more of the
    // heading's noun; a long one ("…, using a pressure model to explain the movement of gases") is a task of its own.
    else if (!/^,\s+or/.test(separator)) {
      const describesHeading = !opensWithTask(withoutAdverb(current)) && text.split(/\s+/).length < TASK_AFTER_HEADING_WORDS;
      newCommand = hasObject && !describesHeading && !isClosingTool(text, i, pieces.length) && startsAParticiple(current, word, text, pieces[i + 1] ?? '');
    }
    // Inside brackets ("… constructions (perpendicular bisector …, constructing …, bisecting …)") no task starts.
    const inBrackets = (current.match(/\(/g) ?? []).length > (current.match(/\)/g) ?? []).length;
    if (i > 0 && newCommand && !inBrackets && !(separator.startsWith(';') && nextInstance(current, text))) {
      // "Making careful observations and, where appropriate, taking accurate measurements": the aside goes with the
      // task it qualifies, and the first keeps no dangling "and".
      const aside = /\s+(?:and|or),\s+([^,]+)$/.exec(current);
      parts.push(aside ? current.slice(0, aside.index) : current);
      current = aside ? `${text}, ${aside[1]}` : text;
    } else current = i === 0 ? text : `${current}${joining(current, separator)}${text}`;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** A preposition at the end waits for its object: "… attitudes towards, and outcomes of, learning". */
const WAITS_FOR_OBJECT = /\b(?:of|to|towards?|from|for|with|on|in|by|about|into)$/i;

/** Only verbs joined by "and" or "or" ("Improvise and compose"): the tasks after them share their object or topic. */
const isBareVerbs = (text: string) => /^[A-Za-z-]+(?:,? (?:and|or) [A-Za-z-]+)?$/.test(text.trim()) && text.split(/,? (?:and|or) /).every((verb) => isBaseVerb(verb.trim().toLowerCase()));

/** "Improvise and compose; and extend …": verbs alone join what follows with a comma, not a semicolon. */
const joining = (current: string, separator: string) => (separator.startsWith(';') && isBareVerbs(current) ? ', ' : separator);

/** "… such as counting on; making ten; …": an "-ing" word after a semicolon is the next instance in the list. */
const nextInstance = (current: string, text: string) => /\bsuch as\b/i.test(current) && isGerund(firstWord(text));

/** "…, using diagrams" at the end of the sentence says what the task is done with; it is no task of its own. */
const isClosingTool = (text: string, index: number, pieces: number) => index === pieces - 1 && /^using\s+\S+(?:\s+\S+)?$/i.test(text.trim());

/** A clause this long reads as two tasks when a second command follows "and". */
const LONG_CLAUSE_WORDS = 20;
/** What a command's object opens with: "and identify how …", "and apply this …", "and multiply and divide …". */
const OBJECT_START = /^(?:the|a|an|this|these|that|those|how|why|what|where|when|which|whether|it|them|their|its|and|or)$/i;

/** "… to 3 decimal places and multiply and divide numbers …" is two tasks; "… and the location of …" is one. */
function splitLongAtAnd(clause: string): string[] {
  if (clause.split(/\s+/).length <= LONG_CLAUSE_WORDS) return [clause];
  const list = clause.split(/\s+/);
  for (let i = 6; i < list.length - 2; i += 1) {
    const verb = list[i + 1]!.toLowerCase();
    const command = isPlainlyVerb(verb) && !isLexiconNounOrAdjective(verb);
    if (list[i] === 'and' && command && OBJECT_START.test(list[i + 2]!) && !/,$/.test(list[i - 1]!)) {
      return [list.slice(0, i).join(' '), ...splitLongAtAnd(list.slice(i + 1).join(' '))];
    }
  }
  return [clause];
}

/** The statement's tasks, each a clause of its own, examples removed and symbols kept. */
export function taskClauses(cleanText: string): string[] {
  return taskSentences(withoutLeadInToSubPoints(withMannerAfterObject(cleanText.replace(/,(?=[A-Za-z])/g, ', '))))
    .flatMap(splitCommands)
    .flatMap(splitLongAtAnd);
}

/**
 * A statement that leads in to sub-points it does not carry ("Summarize numerical data sets in relation to their
 * context, such as by:") ends before the words that wait for them.
 */
function withoutLeadInToSubPoints(text: string): string {
  return text.replace(/,?\s+(?:such as\s+)?(?:by|including|such as|for example|as follows)\s*:\s*$/i, '');
}

/** How two tasks are done, set between the verbs and their object: "Recognise and show, using diagrams, equivalent fractions …". */
const MANNER_AFTER_VERBS = /^([A-Za-z]+ (?:and|or) [A-Za-z]+), ((?:through|with|without|by|using|in|across)\b[^,;:]{3,100}), (?=[a-z])([^,;:]+)/;

/**
 * The tool a student uses moves behind the object ("recognise and show equivalent fractions …, using diagrams");
 * another manner is left out, so the task keeps what is done.
 */
function withMannerAfterObject(text: string): string {
  return text.replace(MANNER_AFTER_VERBS, (whole, verbs: string, manner: string, object: string) => {
    // "Production and detection, by electrical circuits, …" is a heading, not verbs.
    if (!verbs.split(/ (?:and|or) /).every((verb) => isBaseVerb(verb.toLowerCase()))) return whole;
    return /^using\b/.test(manner) ? `${verbs} ${object.replace(/[\s.;:]+$/, '')}, ${manner}` : `${verbs} ${object}`;
  });
}
