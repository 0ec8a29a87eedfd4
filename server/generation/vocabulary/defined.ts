import { termRegExp, upperFirst } from '../lesson-view.ts';
import { cleanStatement, sentences } from '../text.ts';
import { wordRuns, type Word } from './phrases.ts';
import { isVerb } from './wordnet.ts';

const sentenceCase = (text: string) => {
  const trimmed = text.trim().replace(/[;,:\s]+$/, '');
  return upperFirst(/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`);
};
const LEADING_ARTICLE = /^(?:the|a|an|each|every)\s+/i;
/** "Understand that a function is …" states the definition the student is to understand. */
const UNDERSTAND_THAT = /^(?:understand|know|recogni[sz]e)\s+that\s+(?=(?:a|an|the)\s)/i;
/** A subject that names the term and, at most, a symbol after it ("a fraction 1/b"). */
const namesTerm = (subject: string, term: string) => {
  const stripped = subject.replace(LEADING_ARTICLE, '');
  const match = termRegExp(term).exec(stripped);
  return match?.index === 0 && !/[a-z]{2,}/i.test(stripped.slice(match[0].length));
};

/**
 * A sentence (or clause) of an outcome statement that defines the term, rewritten only as far as grammar needs:
 * "X is/are/means/refers to …", "… is said to have X", "…, called X", "Understand X as Y" and
 * "Understand A as X if …" (which defines X as a condition on A).
 */
export function definingSentence(statement: string, term: string): string | undefined {
  const pattern = termRegExp(term);
  for (const sentence of sentences(cleanStatement(statement))) {
    for (const whole of sentence.split(/;\s*/)) {
      if (!pattern.test(whole)) continue;
      const clause = whole.replace(UNDERSTAND_THAT, '');
      const copula = /^(.{1,60}?)\s+(is|are|means|refers to|is defined as|is called)\s+(.+)$/i.exec(clause);
      if (copula && namesTerm(copula[1]!, term)) return sentenceCase(clause);
      if (new RegExp(`\\b(?:is|are) said to (?:have|be)\\b.*${pattern.source}`, 'i').test(clause)) return sentenceCase(clause);
      if (new RegExp(`\\bcalled\\s+["“']?(?:(?:a|an|the)\\s+)?${pattern.source}`, 'i').test(clause)) return sentenceCase(clause);
      const understand = /^understand(?: that)?\s+(.+?)\s+as\s+(.+)$/i.exec(clause);
      if (understand) {
        const [, subject, predicate] = understand as unknown as [string, string, string];
        const plural = /[^s]s$/i.test(subject.replace(/\s+\S*\d\S*$/, ''));
        const verb = plural ? 'are' : 'is';
        if (namesTerm(subject, term)) return sentenceCase(`${subject} ${verb} ${predicate}`);
        const leads = pattern.exec(predicate);
        if (leads?.index === 0 && /\b(if|when|because)\b/i.test(predicate)) return sentenceCase(`${subject} ${verb} ${predicate}`);
      }
    }
  }
  return undefined;
}

/** Worked examples in brackets define words only to illustrate ("a tiger is a large cat with stripes"). */
const EXAMPLE = /\s*\((?:e\.g\.|for example|such as|i\.e\.)[^)]*\)/gi;
const TERM = "([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,3}?)";
const SYMBOL = '(\\s+\\S*\\d\\S*)?';
const ARTICLE = '(?:(?:a|an|the|your|our)\\s+)?';
/** "A function is a rule …": the term, an optional symbol after it, and what it is. */
const IS_A = new RegExp(`^${ARTICLE}${TERM}${SYMBOL}\\s+(?:is|are)\\s+((?:a|an|the)\\s.+)$`, 'i');
const MEANS = new RegExp(`^${ARTICLE}${TERM}${SYMBOL}\\s+(?:means|refers to|is defined as)\\s+(.+)$`, 'i');
/** "Understand a fraction 1/b as the quantity …". */
const UNDERSTAND_AS = new RegExp(`^understand\\s+${ARTICLE}${TERM}${SYMBOL}\\s+as\\s+((?:a|an|the)\\s.+)$`, 'i');
/** "Understand two fractions as equivalent (equal) if …" defines the quality after "as". */
const UNDERSTAND_IF = /^understand(?:\s+that)?\s+.+?\s+as\s+([a-z]+)\b.*?\b(?:if|when)\b/i;
/** "…a pair of perpendicular number lines, called axes" and "… is called a "one-degree angle"". */
const CALLED = new RegExp(`^(.+?)(?:,|\\s+—)?\\s+(?:is\\s+|are\\s+)?called\\s+(?:(?:a|an|the)\\s+)?["“']?${ARTICLE}${TERM}\\s*(?:[,.:;"”']|$)(?:\\s*(.*))?`, 'i');
/** "…smaller streams called tributaries join the main river": one word named, and the clause goes straight on. */
const CALLED_THEN = /^(.+?)\s+called\s+([a-z][a-z'-]*)\s+([a-z]+)\s+(.+)$/i;
/** "The place where two rivers meet is a confluence": a description, then the term it names. */
const NAMED_LAST = new RegExp(`^((?:the|a|an)\\s+[a-z]+(?:\\s+[a-z]+)?\\s+(?:where|in which|at which|that|which|who|when)\\s+.{6,}?)\\s+(?:is|are)\\s+(?:called\\s+)?${ARTICLE}${TERM}$`, 'i');
/** "Chlorophyll, the green substance in leaves, traps energy": the term, then what it is between commas. */
const APPOSITIVE = new RegExp(`^${ARTICLE}${TERM},\\s+((?:a|an|the)\\s+[^,]{6,80}?),\\s+\\S`, 'i');
/** "The tempo of a piece of music is how fast or slow it is played": what the term is, as a question word's clause. */
const IS_HOW = new RegExp(`^${ARTICLE}${TERM}(?:\\s+of\\s+[^,]{3,40}?)?\\s+(?:is|are)\\s+(?:how|what|when|where|whether)\\s+.{6,}$`, 'i');
/** "Every magnet has two ends": the thing named belongs to what has it ("two ends of a magnet"). */
const HAS = /^(?:every|each|all|a|an|the)?\s*([a-z]+(?:\s+[a-z]+)?)\s+(?:has|have)\s+(.+)$/i;

/**
 * What X is, from the clause around ", called X": the thing named just before it ("a pair of perpendicular number
 * lines"; in "Volcanoes form where molten rock, called magma, rises …" the thing after "where", not the whole clause),
 * with what the clause goes on to say it does ("molten rock that rises from deep inside the Earth"). "When magma
 * reaches the surface it is called lava" names magma that reaches the surface.
 */
function namedThing(named: string, after = ''): string {
  const when = /^(?:when|once|if)\s+(.+?)\s*,?\s+(?:it|they|this)(?:\s+(?:is|are))?$/i.exec(named.trim());
  if (when) return sentenceCase(thatClause(when[1]!));
  // The clause that names it is the last of the sentence: "A bug is a mistake, and finding and fixing bugs …".
  const before = named.replace(/^.*(?:,\s+(?:and|but|so)\s+|,\s+)(?=\S)/i, '');
  const has = HAS.exec(before.trim());
  if (has) return sentenceCase(`${has[2]} of ${/^[aeiou]/i.test(has[1]!) ? 'an' : 'a'} ${has[1]!.replace(/s$/, '')}`);
  // "Plants make their own food in a process called photosynthesis": a process in which plants make their own food.
  const within = /^(.{8,}?)\s+(in|by|through|with|using)\s+(a|an)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(before.trim());
  if (within && !/\b(?:was|were|is|are|been|be)\s+[a-z]+ed$/i.test(within[1]!)) {
    const [, clause, preposition, article, noun] = within as unknown as [string, string, string, string, string];
    const link = preposition.toLowerCase() === 'using' ? 'in' : preposition.toLowerCase();
    return sentenceCase(`${article} ${noun} ${link} which ${clause.replace(/^(?:The|A|An)\b/, (w) => w.toLowerCase()).replace(/^(?!I\b)[A-Z][a-z]/, (w) => (/^[A-Z][a-z]+s\b/.test(clause) ? w.toLowerCase() : w))}`);
  }
  // "The Egyptians were ruled by kings called pharaohs": kings who ruled the Egyptians.
  const passive = /^(.+?)\s+(?:was|were|is|are)\s+([a-z]+ed)\s+by\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(before.trim());
  if (passive) return sentenceCase(`${passive[3]} who ${passive[2]} ${passive[1]!.replace(/^(?:The|A|An)\b/, (w) => w.toLowerCase())}`);
  const afterAs = /\b(?:thought of as|as)\s+(.+)$/i.exec(before);
  const afterLink = /\b(?:where|when|which|because|while|whereas)\s+(.+)$/i.exec(before);
  const thing = afterAs ? afterAs[1]! : afterLink ? afterLink[1]! : before.replace(/^(?:use|draw|make|take|know that|understand that)\s+/i, '');
  // "…, called magma, rises from deep inside the Earth": what the thing does belongs to the definition.
  const does = /^(?:[a-z]+(?:s|es))\s+\S.*$/i.test(after) && !/^(?:is|has|was|does|as|its|this|thus|this)\b/i.test(after) ? ` that ${after}` : '';
  return sentenceCase(`${thing}${does}`);
}

/** "magma reaches the surface" → "magma that reaches the surface": a thing and what it does, as one noun phrase. */
function thatClause(clause: string): string {
  const m = /^((?:(?:a|an|the)\s+)?[a-z]+(?:\s+[a-z]+)?)\s+([a-z]+s)\b(.*)$/i.exec(clause);
  return m ? `${m[1]} that ${m[2]}${m[3]}` : clause;
}

/** A definition ends where the statement goes on to a second point ("… and that these need to agree"). */
const firstPoint = (predicate: string) => sentenceCase(predicate.split(/,?\s+and that\s+|,\s+(?:and|but|so)\s+(?=(?:finding|the|a|an|this|it|they|these|those|[a-z]+ing)\b)/i)[0]!);

/**
 * The terms an outcome statement defines, each with the definition in the statement's own words. A term counts only
 * when it is a noun phrase of the statement (a run of nouns and adjectives with no punctuation inside it, not a name).
 */
export function outcomeDefinitions(statement: string): { term: string; definition: string }[] {
  const text = cleanStatement(statement).replace(EXAMPLE, '');
  let runs: Word[][] | undefined;
  const isTerm = (term: string, adjective = false) => {
    const words = term.toLowerCase().split(/\s+/);
    // Tagging is the costly part, and most statements define nothing: tag only when a pattern has found a term.
    runs ??= wordRuns(text);
    return runs.some((run) =>
      run.some((_, start) => {
        const span = run.slice(start, start + words.length);
        if (span.length !== words.length || span.some((w, i) => w.text.toLowerCase() !== words[i])) return false;
        const last = span[span.length - 1]!;
        // A term named by "called" may be an -ing word ("finding and fixing bugs is called debugging").
        const nounLike = (w: Word) => (w.noun || w.adjective || (adjective && /ing$/.test(w.key))) && (!w.verb || (adjective && /ing$/.test(w.key)));
        return span.every((w) => nounLike(w) && !w.function && !w.proper) && (last.noun || adjective);
      }),
    );
  };
  const found: { term: string; definition: string }[] = [];
  const add = (term: string | undefined, definition: string | undefined, adjective = false) => {
    const lower = term?.trim().toLowerCase();
    if (!lower || !definition || found.some((f) => f.term === lower) || !isTerm(lower, adjective)) return;
    found.push({ term: lower, definition });
  };
  for (const sentence of sentences(text)) {
    for (const clause of sentence.split(/;\s*/).map((c) => c.replace(/^(?:understand|know|recogni[sz]e)\s+that\s+/i, ''))) {
      const isA = IS_A.exec(clause) ?? MEANS.exec(clause);
      // "A whole number is a multiple of each of its factors" relates the term to itself; it does not define it.
      if (isA && !/\b(?:its|their)\b/i.test(isA[3]!)) add(isA[1], isA[2] ? sentenceCase(clause) : firstPoint(isA[3]!));
      const as = UNDERSTAND_AS.exec(clause);
      if (as) add(as[1], as[2] ? definingSentence(text, as[1]!) : firstPoint(as[3]!));
      const quality = UNDERSTAND_IF.exec(clause);
      if (quality) add(quality[1], definingSentence(text, quality[1]!), true);
      const called = CALLED.exec(clause);
      if (called) add(called[2], namedThing(called[1]!, (called[3] ?? '').replace(/[.,;]+$/, '')), true);
      const calledThen = called ? null : CALLED_THEN.exec(clause.replace(/[.!?]$/, ''));
      if (calledThen && isVerb(calledThen[3]!)) add(calledThen[2], sentenceCase(`${namedThing(calledThen[1]!).replace(/\.$/, '')} that ${calledThen[3]} ${calledThen[4]}`), true);
      const last = NAMED_LAST.exec(clause.replace(/[.!?]$/, ''));
      if (last) add(last[2], sentenceCase(last[1]!));
      const appositive = APPOSITIVE.exec(clause);
      if (appositive) add(appositive[1], sentenceCase(appositive[2]!));
      const how = IS_HOW.exec(clause);
      if (how) add(how[1], sentenceCase(clause));
    }
  }
  return found;
}
