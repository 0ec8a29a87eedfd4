import type { Band } from './band.ts';
import { comparisonFor, scaffoldFor, type Discipline } from './discipline.ts';
import type { Differentiation } from '../types.ts';

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

export const quoted = (terms: string[]) => terms.map((t) => `"${t}"`).join(', ');

/**
 * The support, extension and language support every class gets for the lesson, naming its own words. What the
 * needs the description names add is placed by needs-place.ts, which sees the lesson's phases.
 */
export function differentiationFor(context: DifferentiationContext): Differentiation {
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
  return { support, extension, languageSupport };
}

const lowerFirst = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text);
const capital = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
