import type { SnapshotFrom } from 'xstate';
import type { AccountMoveMachine } from './machine';

type AccountMoveSnapshot = SnapshotFrom<AccountMoveMachine>;

export const selectMoveOpen = (snapshot: AccountMoveSnapshot) => snapshot.matches('editing') || snapshot.matches('sending');
export const selectMoveTyped = (snapshot: AccountMoveSnapshot) => snapshot.context.typed;
export const selectCanSendMove = (snapshot: AccountMoveSnapshot) => snapshot.can({ type: 'move.send' });
export const selectMoveSending = (snapshot: AccountMoveSnapshot) => snapshot.matches('sending');
export const selectMoveSent = (snapshot: AccountMoveSnapshot) => (snapshot.matches('sent') ? snapshot.context.sentMessage : null);
export const selectMoveFailure = (snapshot: AccountMoveSnapshot) => snapshot.context.failure;
