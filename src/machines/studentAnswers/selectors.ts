import type { SnapshotFrom } from 'xstate';
import type { StudentAnswersMachine } from './machine';

type Snapshot = SnapshotFrom<StudentAnswersMachine>;

export const selectSheet = (s: Snapshot) => s.context.sheet;
export const selectStudent = (s: Snapshot) => s.context.student;
export const selectAnswers = (s: Snapshot) => s.context.answers;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectSubmittedAt = (s: Snapshot) => s.context.submittedAt;
/** Which screen the student sees; the states a view branches on. */
export const selectStep = (s: Snapshot) => {
  if (s.matches('joining') || s.matches('resuming')) return 'opening' as const;
  if (s.matches('picking') || s.matches('claiming')) return 'picking' as const;
  if (s.matches('answering') || s.matches('confirming') || s.matches('submitting')) return 'answering' as const;
  if (s.matches('submitted')) return 'submitted' as const;
  if (s.matches('refused')) return 'refused' as const;
  if (s.matches('retired') || s.matches('moving')) return 'retired' as const;
  if (s.matches('notFound')) return 'notFound' as const;
  if (s.matches('closed')) return 'closed' as const;
  return 'failed' as const;
};
/** What the student is told about their answers being saved. */
export const selectSaving = (s: Snapshot) => {
  if (s.matches({ answering: 'offline' })) return 'offline' as const;
  if (s.matches({ answering: 'invalid' })) return 'invalid' as const;
  if (s.matches({ answering: 'saving' }) || s.matches({ answering: 'waiting' })) return 'saving' as const;
  return 'saved' as const;
};
export const selectIsClaiming = (s: Snapshot) => s.matches('claiming');
export const selectIsMoving = (s: Snapshot) => s.matches('moving');
export const selectReopened = (s: Snapshot) => s.context.reopened;
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectIsSubmitting = (s: Snapshot) => s.matches('submitting');
export const selectCanAnswer = (s: Snapshot) => s.can({ type: 'answer.change', itemId: '', answer: '' });
