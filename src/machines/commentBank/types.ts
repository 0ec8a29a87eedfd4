import type { Failure } from '../../lib/failure';
import type { BankComment } from '../../services/commentApi';

export interface CommentBankContext {
  comments: BankComment[];
  /** The saved comment being deleted. */
  deleting: string | null;
  failure: Failure | null;
}

export type CommentBankEvent = { type: 'bank.retry' } | { type: 'bank.delete'; id: string };
