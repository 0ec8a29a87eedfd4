import { emptyContent } from '../empty.ts';
import type { OutcomeContent, OutcomeRef } from '../../types.ts';

/** How each framework's elaborations are named to the teacher, with the publisher and licence. */
const ELABORATION_SOURCES: Record<string, string> = {
  'au-v9-math': 'ACARA content elaborations, Australian Curriculum v9.0 (CC BY 4.0)',
  'au-v9-tech': 'ACARA content elaborations, Australian Curriculum v9.0 (CC BY 4.0)',
  'us-ccss-math': 'Common Core State Standards notes and examples (© NGA Center/CCSSO)',
  'us-ccss-ela': 'Common Core State Standards notes and examples (© NGA Center/CCSSO)',
  'en-nc': 'National Curriculum in England, the statement’s own examples (OGL v3.0)',
};

/** Notes that only point elsewhere in the standards document teach nothing in a lesson. */
const CROSS_REFERENCE = /^\(?(please see|grade-specific expectations|see )/i;

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[;,]$/, '');
  const capitalised = `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}`;
  return /[.!?”"]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

const EXAMPLE = /^(for example|e\.g\.|such as)[,:]?\s*/i;

/** "For example, pencil, charcoal, paint, clay." → "Examples the curriculum gives: pencil, charcoal, paint, clay." */
const curriculumExample = (text: string) => sentence(`Examples the curriculum gives: ${text.replace(EXAMPLE, '')}`);

/**
 * Content from the curriculum's own elaborations and examples of the outcome: the publisher's teaching ideas become
 * activities, an example list in the statement becomes a key point. Nothing is invented, so every other field stays
 * empty for the plan to ask the teacher for.
 */
export function curriculumContent(outcome: OutcomeRef): OutcomeContent | undefined {
  const elaborations = (outcome.elaborations ?? []).filter((e) => e.trim() && !CROSS_REFERENCE.test(e.trim()));
  if (elaborations.length === 0) return undefined;
  const examples = elaborations.filter((e) => EXAMPLE.test(e));
  const ideas = elaborations.filter((e) => !examples.includes(e));
  return {
    ...emptyContent(outcome.code, ELABORATION_SOURCES[outcome.framework] ?? `${outcome.framework} elaborations`),
    keyPoints: examples.map(curriculumExample),
    activities: ideas.map(sentence),
  };
}
