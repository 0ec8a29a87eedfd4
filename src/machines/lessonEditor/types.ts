import type { Failure } from '../../lib/failure';
import type { CheckItem, Differentiation, EditableContent, Keyword, Lesson, LessonOutcome, LessonPhase, LessonText, Methodology, Misconception, SuccessCriterion, WorkedExample } from '../../services/lessonApi';

/** The parts of a lesson the editor changes; saved together with "Save". The teaching content is there when the plan has it. */
export interface PlanDraft extends EditableContent {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  durationMinutes: number;
  methodology: Methodology;
  /** Edited as a list only when the plan has no keywords; otherwise it is the keywords' terms. */
  keyVocabulary: string[];
  differentiation: Differentiation;
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

/** The lesson's details: what the brief said, the key vocabulary and the differentiation. */
export type DetailsChanges = Partial<
  Pick<PlanDraft, 'title' | 'description' | 'yearLevel' | 'subject' | 'durationMinutes' | 'methodology' | 'keyVocabulary' | 'differentiation'>
>;

export type PhaseChanges = Partial<
  Pick<LessonPhase, 'title' | 'minutes' | 'teacherActions' | 'studentActions' | 'resources' | 'materials' | 'explanation' | 'safety' | 'supply'>
>;

/** The content a teacher edits as text or as lines. */
export type ContentChanges = Partial<Pick<PlanDraft, 'learningOutcome' | 'drivingQuestion' | 'priorKnowledge' | 'keyLearningPoints'>>;

/** Which list of questions an edit is for: the lesson's starter or exit check, or a phase's check or practice. */
export type CheckList = { field: 'starterCheck' | 'exitCheck' } | { field: 'check' | 'practice'; phase: number };

export type CheckChanges = Partial<Pick<CheckItem, 'prompt' | 'answer' | 'options'>>;

export type LessonEditorEvent =
  | { type: 'lesson.retry' }
  | { type: 'lesson.editDetails'; changes: DetailsChanges }
  | { type: 'lesson.editPhase'; index: number; changes: PhaseChanges }
  | { type: 'lesson.addPhase' }
  | { type: 'lesson.removePhase'; index: number }
  | { type: 'lesson.editCriterion'; index: number; text: string }
  | { type: 'lesson.addCriterion' }
  | { type: 'lesson.removeCriterion'; index: number }
  | { type: 'lesson.addOutcome'; outcome: LessonOutcome }
  | { type: 'lesson.removeOutcome'; code: string }
  | { type: 'lesson.editContent'; changes: ContentChanges }
  | { type: 'lesson.editSequence'; outline: string[] }
  | { type: 'lesson.editCheck'; list: CheckList; index: number; changes: CheckChanges }
  | { type: 'lesson.addCheck'; list: CheckList }
  | { type: 'lesson.removeCheck'; list: CheckList; index: number }
  /** A phase's texts and videos: what students read, watch or listen to, with its source or link. */
  | { type: 'lesson.editText'; phase: number; index: number; changes: Partial<LessonText> }
  | { type: 'lesson.addText'; phase: number }
  | { type: 'lesson.removeText'; phase: number; index: number }
  | { type: 'lesson.editKeyword'; index: number; changes: Partial<Pick<Keyword, 'term' | 'definition'>> }
  | { type: 'lesson.addKeyword' }
  | { type: 'lesson.removeKeyword'; index: number }
  | { type: 'lesson.editMisconception'; index: number; changes: Partial<Pick<Misconception, 'misconception' | 'response'>> }
  | { type: 'lesson.addMisconception' }
  | { type: 'lesson.removeMisconception'; index: number }
  | { type: 'lesson.editWorkedExample'; phase: number; changes: Partial<WorkedExample> }
  | { type: 'lesson.discard' }
  | { type: 'lesson.save' }
  /** Another flow on the page changed the saved lesson (a suggestion implemented, a join code drawn). */
  | { type: 'lesson.replaced'; lesson: Lesson };

export interface LessonEditorInput {
  lessonId: string;
}
