import type { Band } from './band.ts';
import { comparisonFor, scaffoldFor, type Discipline } from './discipline.ts';
import type { Differentiation } from '../types.ts';

/**
 * Learner needs the teacher named in the lesson's description. Each need changes the differentiation with moves that
 * name the lesson's own words, so an EAL group gets a bilingual word mat of this lesson's terms, not a generic note.
 */
export type LearnerNeed = 'eal' | 'extension' | 'support' | 'dyslexia';

const NEED_PATTERNS: Record<LearnerNeed, RegExp> = {
  eal: /\b(?:EAL(?:\/?D)?|ESL|ESOL|ELLs?|ELD|English (?:language )?learners?|learners? of English|new to English|multilingual|bilingual|newly arrived)\b/i,
  extension: /\b(?:gifted|talented|G&T|extension|stretch|more able|most able|high[- ]attaining|high[- ]ability|advanced|accelerated|challenge)\b/i,
  support: /\b(?:SEN(?:D|CO)?|IEPs?|ILPs?|special (?:educational )?needs|additional needs|learning (?:support|difficult\w*|needs)|low(?:er)?[- ](?:attaining|ability)|struggl\w*|ADHD|autis\w*|ASD|working memory|need(?:s)? support)\b/i,
  dyslexia: /\b(?:dyslexi\w*|reading difficult\w*|weak readers?|struggling readers?)\b/i,
};

/** The needs the description names, in a fixed order. */
export function learnerNeeds(description: string): LearnerNeed[] {
  return (Object.keys(NEED_PATTERNS) as LearnerNeed[]).filter((need) => NEED_PATTERNS[need].test(description));
}

export interface DifferentiationContext {
  band: Band;
  discipline: Discipline;
  topic: string;
  /** The lesson's keywords, most important first. */
  terms: string[];
  /** The first worked example's problem, when the lesson has one. */
  firstProblem: string | undefined;
  /** The challenge the band's task demand sets. */
  challenge: string;
  description: string;
}

const quoted = (terms: string[]) => terms.map((t) => `"${t}"`).join(', ');

/** Support, extension and language support for the lesson and the needs its description names. */
export function differentiationFor(context: DifferentiationContext): Differentiation {
  const needs = learnerNeeds(context.description);
  const terms = context.terms.slice(0, 5);
  const words = terms.length ? quoted(terms) : `the key words of ${context.topic}`;
  const example = context.firstProblem ? `the worked example "${context.firstProblem}"` : `the modelled example on ${context.topic}`;
  const concrete = scaffoldFor(context.discipline, context.band);

  const support = [
    `Keep ${example} on display and give a copy with the first steps done, so students finish the last step first.`,
    `Let students work on ${context.topic} with ${concrete} before they write; check in with them first during independent practice.`,
  ];
  const extension = [
    `For those who finish early: ${lowerFirst(context.challenge)}`,
    context.band === 'secondary' || context.band === 'senior'
      ? comparisonFor(context.discipline, context.topic)
      : `Explain to the class why the answer to one practice question is right, using ${terms[0] ? `"${terms[0]}"` : 'a key word'}.`,
  ];
  const languageSupport = [
    `Pre-teach ${words} with a picture or example for each before the lesson.`,
    `Sentence starters for talking about ${context.topic}: "I noticed that …", "${terms[0] ? `${capital(terms[0])} means` : 'This means'} …", "This shows … because …".`,
  ];

  if (needs.includes('eal')) {
    languageSupport.push(
      `Bilingual word mat: ${words}, each with its definition, a picture and space for the word in the student's home language.`,
      `Sentence frames for each step of ${context.topic}: "First I …, then I …", "I know because …", and the keyword frame above on a card at each desk.`,
      `Pair each EAL learner with a partner who shares their home language where possible, to plan answers about ${context.topic} in it before answering in English.`,
      `Model every task on ${context.topic} before students start, and give instructions in short spoken and written steps.`,
    );
  }
  if (needs.includes('extension')) {
    extension.push(
      `Open task for the most able: write a question about ${context.topic} that has more than one correct answer, then prove each answer.`,
      `Move these students to the challenge as soon as their first two answers on ${context.topic} are correct, rather than after the whole set.`,
    );
  }
  if (needs.includes('support')) {
    support.push(
      `Break each task on ${context.topic} into numbered steps on a card; students tick each step as they finish it.`,
      `Give fewer practice questions (the first three) with ${words} on a word mat beside them, and a check-in after the first question.`,
    );
  }
  if (needs.includes('dyslexia')) {
    support.push(
      `Give printed copies of every text and task on ${context.topic} (sans-serif font, cream or pastel paper) so nothing is copied from the board.`,
      `Read each text and question on ${context.topic} aloud, and accept spoken or drawn answers alongside written ones.`,
    );
  }
  return { support, extension, languageSupport };
}

const lowerFirst = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text);
const capital = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
