import type { Failure } from '../../lib/failure';
import type { Methodology } from '../../services/lessonApi';
import type { LessonOutline, Unit } from '../../services/unitApi';

/** What the teacher can change on the details and sequence tabs, saved together. */
export interface UnitEditDraft {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  lessonMinutes: number;
  methodology: Methodology;
  lessons: LessonOutline[];
}

export type UnitDetailsChanges = Partial<Omit<UnitEditDraft, 'lessons'>>;
export type OutlineChanges = Partial<Pick<LessonOutline, 'title' | 'summary' | 'role'>>;

/** Lessons being made from the outlines: how many so far of how many wanted. */
export interface LessonProgress {
  made: number;
  total: number;
}

export interface UnitEditorContext {
  unitId: string;
  unit: Unit | null;
  draft: UnitEditDraft | null;
  failure: Failure | null;
  /** True from a successful save until the next edit, for "Saved.". */
  justSaved: boolean;
  /** The last run of "Create the lessons", kept to say how it went. */
  progress: LessonProgress | null;
  /** Why making lessons stopped early (the robot's limit), in the server's words. */
  stopped: string | null;
}

export interface UnitEditorInput {
  unitId: string;
}

export type UnitEditorEvent =
  | { type: 'unit.retry' }
  | { type: 'unit.editDetails'; changes: UnitDetailsChanges }
  | { type: 'unit.moveLesson'; index: number; offset: -1 | 1 }
  | { type: 'unit.insertLesson'; after: number }
  | { type: 'unit.editLesson'; index: number; changes: OutlineChanges }
  | { type: 'unit.discard' }
  | { type: 'unit.save' }
  | { type: 'unit.generate' }
  | { type: 'unit.makeLessons' };
