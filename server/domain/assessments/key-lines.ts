import type { AssessmentItem } from '../../generation/assessment/types.ts';

type Distractor = NonNullable<AssessmentItem['distractors']>[number];

const quoted = (text: string) => `“${text.replace(/\.$/, '')}”`;

/**
 * A wrong option's line in the answer key, as the printed guide and the LMS's scorer both show it: the option and the
 * misconception that leads to it, or just the misconception where the option states it (a choice of statements).
 */
export const distractorKey = (d: Distractor) => (d.option === d.misconception ? `The misconception ${quoted(d.misconception)}.` : `${d.option}: the misconception ${quoted(d.misconception)}.`);
