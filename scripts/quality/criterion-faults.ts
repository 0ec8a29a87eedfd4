import nlp from 'compromise';
import { CRITERION_WORD_LIMIT } from './checks.ts';

/**
 * A success criterion's faults as a teacher sees them: longer than a board holds, cut mid-phrase ("… such as who"),
 * or about a part of the outcome the lesson does not teach ("explain weather and climate" in an earthquakes lesson).
 */

/** Words a phrase cannot end on when it is whole: articles, prepositions, conjunctions, question words. */
const FUNCTION_WORDS = new Set(
  `a an the of to in on at by for with from into onto about as than through including like between among across over
  under within without towards toward upon and or but nor so yet because while whereas if that which who whom whose
  what where when how why such e.g eg i.e ie etc is are was were be been being can could will would should may might
  must do does did their its his her our your my this these those`.split(/\s+/),
);

/** Words after "how" or "which" within which a clause cut short shows no verb; longer clauses are left alone. */
const SHORT_CLAUSE_WORDS = 3;

/** The last clause opens with "how", "which" and the like and stops before its verb: "… and how competing factors". */
function unfinishedClause(text: string): boolean {
  // The greedy start finds the last such clause: "how products evolve and how competing factors".
  const clause = /^.*\b(?:how|why|whether|which|where|when|who)\s+([^,;:()]+)$/i.exec(text);
  return !!clause && clause[1]!.split(/\s+/).length <= SHORT_CLAUSE_WORDS && !nlp(clause[1]!).has('#Verb');
}

/** "… where food comes from": a preposition may end a clause that opened with "where", "what" or "which". */
const STRANDED_PREPOSITION = /\b(?:where|what|which|who|whom)\s+\S+(?:\s+\S+)*\s+(?:from|of|to|for|with|about|on|in|at|by|into)$/i;

/**
 * A criterion cut mid-phrase: it ends on a function word ("such as", "who"), a comma, an open bracket or quotation,
 * or inside a clause that never reaches its verb.
 */
export function cutCriterion(text: string): boolean {
  const trimmed = text.trim().replace(/[.!]+$/, '').trim();
  if (/[,;:([—–-]$|\.\.\.$|…$/.test(trimmed) || unfinishedClause(trimmed)) return true;
  const words = trimmed.toLowerCase().split(/\s+/);
  const last = words[words.length - 1]!.replace(/[^a-z.]/g, '').replace(/\.$/, '');
  // "48 in" is 48 inches, not a phrase cut before its object.
  const unit = last === 'in' && /\d$/.test(words[words.length - 2] ?? '');
  if (FUNCTION_WORDS.has(last) && !unit && !STRANDED_PREPOSITION.test(trimmed)) return true;
  const count = (re: RegExp) => (trimmed.match(re) ?? []).length;
  return count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/]/g) || count(/“/g) !== count(/”/g) || count(/"/g) % 2 === 1;
}

/** Words that say nothing about a lesson's topic: the language of every criterion and every outcome. */
const GENERIC_WORDS = new Set(
  `can explain describe identify use using used understand understanding know show make create recognise recognize
  apply develop developing demonstrate investigate compare discuss different range variety ways way simple familiar own
  others other appropriate relevant various key important work give take find tell talk say write read learn learning
  lesson students student year level years levels skills skill ideas idea texts text information purposes purpose
  including include such example examples through their them they with from into about that this these those which
  what when where how why who and or but for the are was were been being have has had will would should could may
  might must also each all any some more most many much new one two three four five six seven eight nine ten`.split(/\s+/),
);

/**
 * A crude stem that lets "earthquakes" meet "earthquake" and "rivers" meet "river": the first five letters; a verb in
 * -ing meets its base form ("running" meets "run", "making" meets "make"), and "thing" and "sing" stay whole.
 */
const stem = (word: string) => {
  const bare = word.replace(/'s$/, '');
  const base = /^.{3,}ing$/.test(bare) ? bare.replace(/([b-df-hj-np-tv-z])\1ing$/, '$1').replace(/ing$/, '') : bare;
  return base.replace(/(?<=^.{3,})e$/, '').slice(0, 5);
};

/** The topic words of a text: lower-case words of three or more letters that are not generic, stemmed. */
export function topicWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}[\p{L}'-]*\p{L}/gu) ?? [];
  return new Set(words.filter((w) => w.length >= 3 && !GENERIC_WORDS.has(w)).map(stem));
}

const shares = (a: Set<string>, b: Set<string>) => [...a].some((w) => b.has(w));

/** The clauses of an outcome statement: what a criterion is built from, one clause at a time. */
export function statementClauses(statement: string): string[] {
  return statement
    .replace(/\[Key (?:concepts?|processes)[^\]]*\]?/g, ' ')
    .split(/[;:()[\]]|,\s|\s(?:and|or|including|such as)\s/)
    .map((c) => c.trim())
    .filter((c) => topicWords(c).size > 0);
}

/**
 * The criterion is about the lesson: it shares a topic word with the title and description, or with a clause of its
 * outcome in the lesson's scope — the statement's first clause (its main task) and the clauses the title and
 * description address. When they address no clause the whole statement is the topic.
 */
export function onTopicCriterion(text: string, brief: { title: string; description: string }, statement: string): boolean {
  const words = topicWords(text);
  const briefWords = topicWords(`${brief.title} ${brief.description}`);
  if (shares(words, briefWords)) return true;
  const clauses = statementClauses(statement).map(topicWords);
  const addressed = clauses.filter((c, i) => i === 0 || shares(c, briefWords));
  return (addressed.length > 1 ? addressed : clauses).some((c) => shares(words, c));
}

export type CriterionFault = 'long' | 'cut' | 'off-topic';

export function criterionFaults(text: string, brief: { title: string; description: string }, statement: string): CriterionFault[] {
  const faults: CriterionFault[] = [];
  if (text.trim().split(/\s+/).length > CRITERION_WORD_LIMIT) faults.push('long');
  if (cutCriterion(text)) faults.push('cut');
  if (!onTopicCriterion(text, brief, statement)) faults.push('off-topic');
  return faults;
}

