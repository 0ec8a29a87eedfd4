import type { ContentContext } from '../../server/generation/content/index.ts';
import { mathsContent } from '../../server/generation/content/maths/index.ts';
import { targetGrade } from '../../server/generation/level.ts';
import type { OutcomeContent, OutcomeRef } from '../../server/generation/types.ts';
import { loadSeedOutcomes, outcomeRef } from './curriculum.ts';
import { familyOf } from './families.ts';

/**
 * The seed's mathematics outcomes, each planned at its own first year level as a teacher in its country types it:
 * what `scripts/maths-coverage.ts` reports on and the matching tests pin, read the way the quality gate reads them.
 */

export type MathsOutcome = OutcomeRef & { shortCode: string; levels: string[]; substrand: string };

/** Every outcome of the gate's mathematics family, in the seed's order. */
export function mathsSeedOutcomes(): MathsOutcome[] {
  return loadSeedOutcomes()
    .filter((o) => familyOf(o) === 'mathematics')
    .map((o) => ({ ...outcomeRef(o), shortCode: o.shortCode, levels: o.levels, substrand: o.substrand ?? '' }));
}

/** The year level a teacher in the outcome's own country types for its first level. */
export function firstYearLevel(outcome: MathsOutcome): string {
  const first = outcome.levels[0] ?? '';
  if (outcome.framework === 'us-ccss-math') return first === 'K' ? 'Kindergarten' : `Grade ${first}`;
  return first === 'F' || first === 'K' ? 'Foundation' : `Year ${first}`;
}

/** What the offline engine hands the content sources for a lesson with this title against the outcome. */
export function firstYearContext(outcome: MathsOutcome, title: string): ContentContext {
  const yearLevel = firstYearLevel(outcome);
  return { yearLevel, grade: targetGrade(yearLevel, [outcome]), subject: 'Mathematics', topic: title, description: '', seed: `${title}|${yearLevel}|${outcome.code}` };
}

/** The mathematics generators' content for the outcome at its first year level. */
export const plannedAtFirstYear = (outcome: MathsOutcome, title: string): OutcomeContent | undefined => mathsContent(outcome, firstYearContext(outcome, title));

/** Computed content: a worked example with steps and an answer, and practice with answers. */
export const computed = (content: OutcomeContent | undefined): boolean =>
  Boolean(content && content.workedExamples.some((w) => w.answer.trim() && w.steps.length) && content.practice.some((p) => p.answer.trim()));

/** The generator's topic, from the content's source line. */
export const topicName = (content: OutcomeContent | undefined): string | undefined => content?.source.replace(/^Teachkit mathematics generator \((.*)\)$/, '$1');
