import type { AssessmentSummary } from '../../services/assessmentApi';
import type { CommentSetBrief } from '../../services/commentApi';
import type { CommentBriefDraft } from './types';

/** Pasted names: one a line, blank lines and surrounding spaces dropped. */
export const namesOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

export const emptyCommentBrief = (fromAssessment: string | null): CommentBriefDraft => ({
  title: '',
  yearLevel: '',
  subject: '',
  source: fromAssessment ? 'assessment' : 'outcomes',
  outcomes: [],
  classText: '',
  assessmentId: fromAssessment ?? '',
});

/** A set started from an assessment is named after it, unless the teacher has named it already. */
export function withAssessmentDetails(draft: CommentBriefDraft, assessments: AssessmentSummary[]): CommentBriefDraft {
  const chosen = assessments.find((a) => a.id === draft.assessmentId);
  if (!chosen || draft.title.trim()) return draft;
  return { ...draft, title: `Comments: ${chosen.title}`, yearLevel: draft.yearLevel || chosen.yearLevel, subject: draft.subject || chosen.subject };
}

export const isCompleteBrief = (draft: CommentBriefDraft) =>
  draft.title.trim().length > 0 && (draft.source === 'assessment' ? draft.assessmentId !== '' : draft.outcomes.length > 0);

/** The create request: an assessment brings its own class and outcomes, so only one source is sent. */
export function briefOf(draft: CommentBriefDraft): CommentSetBrief {
  const details = { title: draft.title.trim(), yearLevel: draft.yearLevel.trim(), subject: draft.subject.trim() };
  if (draft.source === 'assessment') return { ...details, outcomes: [], students: [], fromAssessment: draft.assessmentId };
  return { ...details, outcomes: draft.outcomes.map((o) => o.code), students: namesOf(draft.classText).map((name) => ({ name })) };
}
