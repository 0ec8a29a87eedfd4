import type { z } from 'zod';
import type { OutcomeRef } from './lesson-plan.ts';
import type * as schemas from './schemas/assessment.ts';

// Inferred from the schemas the server shapes its replies with (types only: the browser bundle holds no zod).
export type AssessmentItem = z.infer<typeof schemas.assessmentItemSchema>;
export type RubricLevel = z.infer<typeof schemas.rubricLevelSchema>;
export type RubricCriterion = z.infer<typeof schemas.rubricCriterionSchema>;
export type Rubric = z.infer<typeof schemas.rubricSchema>;
export type GradeBand = z.infer<typeof schemas.gradeBandSchema>;

export const ITEM_KINDS = ['multiple-choice', 'short-answer', 'extended-response'] as const;
/** The longest answer a student may give to one item, in characters. */
export const MAX_ANSWER_CHARS = 5000;

export type ItemKind = (typeof ITEM_KINDS)[number];

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

// What the API answers for assessments.
export type AssessmentSummary = z.infer<typeof schemas.assessmentSummarySchema>;
export type Student = z.infer<typeof schemas.studentSchema>;
export type Assessment = z.infer<typeof schemas.assessmentSchema>;
export type WrittenAssessment = z.infer<typeof schemas.writtenAssessmentSchema>;
export type ClassList = z.infer<typeof schemas.classListSchema>;
export type StudentResult = z.infer<typeof schemas.studentResultSchema>;
export type AssessmentResults = z.infer<typeof schemas.resultsSchema>;
export type Answering = z.infer<typeof schemas.answeringSchema>;
export type AnswerSheet = z.infer<typeof schemas.answerSheetSchema>;
export type AnswerSheetItem = z.infer<typeof schemas.answerSheetItemSchema>;
export type MyAnswers = z.infer<typeof schemas.myAnswersSchema>;
export type AnswerClaim = z.infer<typeof schemas.answerClaimSchema>;
export type Evidence = z.infer<typeof schemas.evidenceSchema>;
export type ItemProposal = z.infer<typeof schemas.itemProposalSchema>;
export type CriterionProposal = z.infer<typeof schemas.criterionProposalSchema>;
export type Proposals = z.infer<typeof schemas.proposalsSchema>;
export type ItemScore = z.infer<typeof schemas.itemScoreSchema>;
