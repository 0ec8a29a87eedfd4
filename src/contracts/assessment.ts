import type { OutcomeRef } from './lesson-plan.ts';

export const ITEM_KINDS = ['multiple-choice', 'short-answer', 'extended-response'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** One question of an assessment, with what earns its marks. */
export interface AssessmentItem {
  id: string;
  kind: ItemKind;
  prompt: string;
  /** Choices of a multiple-choice item; the answer is one of them. */
  options?: string[];
  /** The correct option, the expected answer, or a model answer. */
  answer: string;
  /** What a marker looks for; one mark each unless the item says otherwise. */
  markingPoints: string[];
  marks: number;
  outcomeCode: string;
}

/** One achievement level of the rubric, lowest first. */
export interface RubricLevel {
  name: string;
  marks: number;
}

/** A rubric row: one thing assessed, tied to an outcome, with a descriptor for each level. */
export interface RubricCriterion {
  id: string;
  outcomeCode: string;
  title: string;
  /** One per level, in the order of the rubric's levels. */
  descriptors: string[];
}

export interface Rubric {
  levels: RubricLevel[];
  criteria: RubricCriterion[];
}

/** A grade band: a total at or above `minPercent` earns the label. Bands are kept highest first. */
export interface GradeBand {
  label: string;
  minPercent: number;
}

export interface AssessmentBrief {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  outcomes: OutcomeRef[];
  /** Seeds generated numbers, so the same brief gives the same assessment. */
  seed: string;
}

export interface GeneratedAssessment {
  items: AssessmentItem[];
  rubric: Rubric;
  /** Outcomes the engine had no content for: what the teacher should add to the items. */
  supply: string[];
}
