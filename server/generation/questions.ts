import { glossaryEntry } from './glossary.ts';
import { clip, displayCode, termRegExp, type LessonView } from './lesson-view.ts';
import { cleanStatement, coreClause, keyTerms, observableAction, sentences, successCriterion } from './text.ts';
import { BLOOM_LEVELS, type BloomLevel, type OutcomeRef } from './types.ts';

export interface LessonQuestion {
  question: string;
  bloomLevel: BloomLevel;
  outcomeCode: string;
  answerGuide: string;
}

/** The offline engine writes English only; "en", "en-GB", "en_AU" and the like all count as English. */
export const isEnglish = (language: string) => /^en(?:[-_][a-z0-9]{2,8})?$/i.test(language.trim());

/** The first worked example a statement gives ("e.g., 1/2 = 2/4, 4/6 = 2/3"), when it is an example and not a method. */
export function statementExample(statement: string): string | undefined {
  const text = cleanStatement(statement);
  for (const match of text.matchAll(/\b(?:e\.g\.,?|for example,?)\s+(.+?)(?=\.\s|\.$|;|\)|$)/gi)) {
    const example = match[1]!.trim().replace(/[,\s]+$/, '');
    if (!/^by\b/i.test(example) && example.length <= 80) return example;
  }
  return undefined;
}

const TASK_VERB = /^(Explain|Describe|Compare|Justify|Show|Use|Represent|Identify|Recognize|Recognise|Determine|Interpret|Solve|Apply|Find|Generate|Write|Create)\b/;

/** A later sentence of the statement that asks for more than the first ("Explain why the fractions are equivalent"). */
function furtherTask(statement: string): string | undefined {
  const [, ...rest] = sentences(cleanStatement(statement));
  return rest.map((s) => coreClause(s)).find((s) => TASK_VERB.test(s));
}

interface OutcomeFocus {
  outcome: OutcomeRef;
  code: string;
  clause: string;
  criterion: string;
  /** The term the remember question asks about, and the pair the analyse question connects. */
  term: string;
  pair: [string, string] | undefined;
  example: string | undefined;
  further: string | undefined;
}

/** Outcomes share terms; each outcome's questions take terms the earlier outcomes' questions did not. */
interface TermsUsed {
  terms: Set<string>;
  pairs: Set<string>;
}

function focusOf(view: LessonView, outcome: OutcomeRef, used: TermsUsed, input: string | undefined): OutcomeFocus {
  const statement = cleanStatement(outcome.statement);
  const fromLesson = view.keyVocabulary.filter((t) => termRegExp(t).test(statement));
  const terms = fromLesson.length ? fromLesson : keyTerms([statement], '', 3);
  const term =
    (input && terms.find((t) => termRegExp(t).test(input))) || terms.find((t) => !used.terms.has(t)) || terms[0] || coreClause(statement).split(' ').slice(-2).join(' ');
  used.terms.add(term);
  const partner = terms.find((t) => t !== term && !used.pairs.has([term, t].sort().join('|')) && !t.includes(term) && !term.includes(t));
  if (partner) used.pairs.add([term, partner].sort().join('|'));
  return {
    outcome,
    code: displayCode(outcome),
    clause: observableAction(outcome.statement),
    criterion: view.successCriteria.find((c) => c.outcomeCode === outcome.code)?.text ?? successCriterion(outcome.statement),
    term,
    pair: partner ? [term, partner] : undefined,
    example: statementExample(outcome.statement),
    further: furtherTask(outcome.statement),
  };
}

type Writer = (f: OutcomeFocus, input: string | undefined, view: LessonView) => { question: string; answerGuide: string };

const period = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

const WRITERS: Record<BloomLevel, Writer> = {
  remember: (f, input, view) => {
    const term = f.term;
    const entry = glossaryEntry(term, view.outcomes);
    return {
      question: `What does "${term}" mean? Give one example${input ? ` from ${input}` : ''}.`,
      answerGuide:
        entry.source.kind === 'outcome'
          ? `Look for the curriculum's own meaning (${f.code}): ${entry.definition}`
          : `Look for a meaning close to this: ${entry.definition}`,
    };
  },
  understand: (f, input) => {
    const use = input ? ` Use ${input} in your explanation.` : '';
    const statement = clip(cleanStatement(f.outcome.statement), 160);
    const inWords = `Look for an explanation in the words of ${f.code}: "${statement}"`;
    if (f.example && f.further) return { question: `Look at ${f.example}. ${period(f.further)}${use}`, answerGuide: inWords };
    if (f.example) return { question: `Look at ${f.example}. Explain how this shows what it means to ${f.clause}.${use}`, answerGuide: inWords };
    // "Understand two fractions as equivalent if …" asks when the condition holds.
    const condition = /^Understand(?: that)? (.+?) as (\S+) (?:if|when) (.+)$/i.exec(coreClause(f.outcome.statement));
    if (condition) {
      const [, subject, quality] = condition as unknown as [string, string, string];
      const verb = /[^s]s$/i.test(subject) ? 'are' : 'is';
      return { question: `When ${verb} ${subject} ${quality}? Explain in your own words and give an example.${use}`, answerGuide: inWords };
    }
    if (/^explain\b/i.test(f.clause)) return { question: `In your own words, ${f.clause}.${use}`, answerGuide: inWords };
    return { question: `Explain in your own words what it means to ${f.clause}.${use}`, answerGuide: inWords };
  },
  apply: (f, input) => ({
    question: `${input ? `Using ${input}, show` : 'Show'}, with an example of your own, how to ${f.clause}. Write down each step.`,
    answerGuide: `Look for a correct example with every step shown, meeting the success criterion "${f.criterion}".`,
  }),
  analyse: (f, input) => {
    if (f.pair) {
      const [a, b] = f.pair;
      return {
        question: `How are "${a}" and "${b}" connected${input ? ` when you work with ${input}` : ''}? Explain the connection with an example.`,
        answerGuide: `Look for a link between "${a}" and "${b}" that ${f.code} supports: "${clip(cleanStatement(f.outcome.statement), 160)}"`,
      };
    }
    return {
      question: `Compare two ${input ? `examples from ${input}` : 'different examples'} where you ${f.clause}. What is the same, what is different, and why?`,
      answerGuide: `Look for similarities and differences that come from the outcome itself (${f.code}), not from surface features.`,
    };
  },
  evaluate: (f, input) => ({
    question: `How can you check that your answer is right when you ${f.clause}${input ? ` with ${input}` : ''}? Which check convinces you most, and why?`,
    answerGuide: `Look for a second way to confirm the answer and a reason why it convinces, judged against "${f.criterion}".`,
  }),
  create: (f, input, view) => {
    const noun = /math/i.test(`${view.subject} ${f.outcome.framework}`) ? 'problem' : 'task';
    return {
      question: `Write your own ${noun}${input ? ` about ${input}` : ''} that asks someone to ${f.clause}, and a model answer for it.`,
      answerGuide: `Look for an original ${noun} that really needs ${f.code} and a correct model answer that meets "${f.criterion}".`,
    };
  },
};

/**
 * Questions at rising Bloom levels, remember to create, over each outcome's core clause and key terms. `input`
 * (a sub-topic the teacher names) is woven into every question.
 */
export function lessonQuestions(view: LessonView, input?: string): LessonQuestion[] {
  const focus = input?.replace(/\s+/g, ' ').trim() || undefined;
  const used: TermsUsed = { terms: new Set(), pairs: new Set() };
  const foci = view.outcomes.map((o) => focusOf(view, o, used, focus));
  return BLOOM_LEVELS.flatMap((level) =>
    foci.map((f) => ({ ...WRITERS[level](f, focus, view), bloomLevel: level, outcomeCode: f.outcome.code })),
  );
}
