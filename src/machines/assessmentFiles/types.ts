import type { Failure } from '../../lib/failure';

/** The files an assessment gives: its results for a spreadsheet, the paper as a Word document, a QTI package for an LMS. */
export type AssessmentFileKind = 'results' | 'docx' | 'qti';

export interface AssessmentFilesContext {
  assessmentId: string;
  title: string;
  /** The file being fetched, or the last one saved. */
  kind: AssessmentFileKind | null;
  failure: Failure | null;
}

export interface AssessmentFilesInput {
  assessmentId: string;
  title: string;
}

export type AssessmentFilesEvent = { type: 'files.download'; kind: AssessmentFileKind };
