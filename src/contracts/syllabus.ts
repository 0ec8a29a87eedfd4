/** A teacher's syllabus and its outcomes, as the API sends them. */

export interface SyllabusOutcomeJson {
  /** The row id inside this syllabus (DELETE /syllabus/{id}/outcome/{outcomeId} takes it, or the code). */
  id: string;
  code: string;
  shortCode: string;
  framework: string;
  market: string;
  subject: string;
  strand: string;
  levels: string[];
  levelLabel: string;
  /** The real statement; empty with `missing: true` when a curriculum update no longer has the code. */
  statement: string;
  missing: boolean;
  position: number;
}

export interface SyllabusJson {
  id: string;
  title: string;
  market: string;
  framework: string;
  subject: string;
  yearLevel: string;
  createdAt: string;
  updatedAt: string;
}
