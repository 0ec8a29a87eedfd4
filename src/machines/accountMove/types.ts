import type { Failure } from '../../lib/failure';

export interface AccountMoveInput {
  /** The account's current address: moving to it is no move. */
  email: string;
}

export interface AccountMoveContext {
  email: string;
  typed: string;
  /** The server's confirmation once the link is on its way (it names the new address). */
  sentMessage: string | null;
  failure: Failure | null;
}

export type AccountMoveEvent =
  | { type: 'move.start' }
  | { type: 'move.typed'; text: string }
  | { type: 'move.cancel' }
  | { type: 'move.send' }
  | { type: 'move.again' };
