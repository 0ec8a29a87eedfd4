import type { Failure } from '../../lib/failure';
import type { Lesson, LessonOutcome, LessonPhase, SuccessCriterion } from '../../services/lessonApi';

/** The parts of a lesson the editor changes; saved together with "Save". */
export interface PlanDraft {
  title: string;
  description: string;
  phases: LessonPhase[];
  successCriteria: SuccessCriterion[];
  outcomes: LessonOutcome[];
}

export interface LessonEditorContext {
  lessonId: string;
  lesson: Lesson | null;
  draft: PlanDraft | null;
  failure: Failure | null;
  /** True right after a save went through, until the next edit. */
  justSaved: boolean;
}

export type PhaseChanges = Partial<Pick<LessonPhase, 'title' | 'minutes' | 'teacherActions' | 'studentActions' | 'resources' | 'materials'>>;

export type LessonEditorEvent =
  | { type: 'lesson.retry' }
  | { type: 'lesson.editDetails'; changes: Partial<Pick<PlanDraft, 'title' | 'description'>> }
  | { type: 'lesson.editPhase'; index: number; changes: PhaseChanges }
  | { type: 'lesson.addPhase' }
  | { type: 'lesson.removePhase'; index: number }
  | { type: 'lesson.editCriterion'; index: number; text: string }
  | { type: 'lesson.addCriterion' }
  | { type: 'lesson.removeCriterion'; index: number }
  | { type: 'lesson.addOutcome'; outcome: LessonOutcome }
  | { type: 'lesson.removeOutcome'; code: string }
  | { type: 'lesson.discard' }
  | { type: 'lesson.save' }
  /** Another flow on the page changed the saved lesson (a suggestion implemented, a join code drawn). */
  | { type: 'lesson.replaced'; lesson: Lesson };

export interface LessonEditorInput {
  lessonId: string;
}
