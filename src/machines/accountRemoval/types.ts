import type { Failure } from '../../lib/failure';

export interface AccountRemovalInput {
  /** The teacher's email: typing it is the confirmation. */
  email: string;
}

export interface AccountRemovalContext {
  email: string;
  typed: string;
  failure: Failure | null;
}

export type AccountRemovalEvent =
  | { type: 'removal.start' }
  | { type: 'removal.typed'; text: string }
  | { type: 'removal.cancel' }
  | { type: 'removal.confirm' };
