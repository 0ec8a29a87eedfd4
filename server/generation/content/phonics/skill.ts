import type { CheckItem, WorkedExample } from '../../types.ts';
import type { PhonicsLesson } from './lesson.ts';

/**
 * What one phonics skill gives a lesson, computed for its words. The skill's fixed knowledge (prior knowledge,
 * keywords, misconceptions) comes from its wording, not from here.
 */
export interface SkillContent {
  keyPoints: string[];
  /** The modelled example (I do), then one like it worked through together (we do). */
  workedExamples: WorkedExample[];
  /** Said aloud, easiest first, every one with its answer. */
  practice: CheckItem[];
  /** A question with picture options whose wrong choices show the usual mistake. */
  hinge: CheckItem;
  /** Quick oral checks with answers. */
  checks: CheckItem[];
  activities: string[];
  materials: string[];
}

/** A skill builds its content for the lesson, or undefined when the words it needs are not there. */
export type Skill = (lesson: PhonicsLesson) => SkillContent | undefined;

/** Up to n distinct items that pass the test, in order. */
export function take<T>(items: Iterable<T>, n: number, test: (item: T) => boolean = () => true): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= n) break;
    if (test(item) && !out.includes(item)) out.push(item);
  }
  return out;
}

/**
 * Items of each list in turn (a1, b1, a2, b2 …), so every skill of the lesson gets its first key point and practice
 * in early. The plan has the same helper; a content source does not import the plan that imports it.
 */
export function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i += 1) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}
