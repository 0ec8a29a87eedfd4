import type { Failure } from '../../lib/failure';
import type { LessonOutcome } from '../../services/lessonApi';
import type { StartBrief, StartedItem, StartKind, StartSource } from '../../services/studioStartApi';
import type { UploadChoice } from '../../services/uploadApi';

/** What the teacher fills in on the Start tab; only the fields of the chosen source are used. */
export interface StartDraft {
  topic: string;
  text: string;
  yearLevel: string;
  subject: string;
  outcomes: LessonOutcome[];
  uploadId: string | null;
}
export type StartChanges = Partial<Pick<StartDraft, 'topic' | 'text' | 'yearLevel' | 'subject'>>;

export type { UploadChoice };

/** The brief made from the source, and what the history says it was started from. */
export interface PreparedStart {
  brief: StartBrief;
  from: string;
}

export interface StudioStartContext {
  kind: StartKind;
  source: StartSource;
  draft: StartDraft;
  /** The finished uploads of the pages loaded so far; null until the teacher chooses to start from one. */
  uploads: UploadChoice[] | null;
  /** Where the next page of finished uploads starts; null once the last is loaded. */
  uploadsToken: string | null;
  prepared: PreparedStart | null;
  started: StartedItem | null;
  failure: Failure | null;
}

export type StudioStartEvent =
  | { type: 'start.chooseKind'; kind: StartKind }
  | { type: 'start.chooseSource'; source: StartSource }
  | { type: 'start.edit'; changes: StartChanges }
  | { type: 'start.addOutcome'; outcome: LessonOutcome }
  | { type: 'start.removeOutcome'; code: string }
  | { type: 'start.chooseUpload'; id: string | null }
  | { type: 'start.showMoreUploads' }
  | { type: 'start.go' };

export interface PrepareInput {
  source: StartSource;
  draft: StartDraft;
  uploads: UploadChoice[];
}
