import type { Failure } from '../../lib/failure';
import type { Assessment, AssessmentItem, Rubric } from '../../services/assessmentApi';

/** What the teacher can change on the details, items and rubric tabs. */
export interface AssessmentEditDraft {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  items: AssessmentItem[];
  rubric: Rubric;
}

export type DetailsChanges = Partial<Pick<AssessmentEditDraft, 'title' | 'description' | 'yearLevel' | 'subject'>>;
export type ItemChanges = Partial<Pick<AssessmentItem, 'prompt' | 'answer' | 'marks' | 'stimulus'>>;

export interface AssessmentEditorContext {
  assessmentId: string;
  assessment: Assessment | null;
  draft: AssessmentEditDraft | null;
  failure: Failure | null;
  /** True from a successful save until the next edit, for "Saved.". */
  justSaved: boolean;
}

export interface AssessmentEditorInput {
  assessmentId: string;
}

export type AssessmentEditorEvent =
  | { type: 'assessment.retry' }
  | { type: 'assessment.editDetails'; changes: DetailsChanges }
  | { type: 'assessment.editItem'; index: number; changes: ItemChanges }
  | { type: 'assessment.editCriterionTitle'; index: number; title: string }
  | { type: 'assessment.editDescriptor'; criterion: number; level: number; text: string }
  | { type: 'assessment.discard' }
  | { type: 'assessment.save' };
