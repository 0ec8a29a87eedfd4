import type { SnapshotFrom } from 'xstate';
import type { AccountRemovalMachine } from './machine';

type AccountRemovalSnapshot = SnapshotFrom<AccountRemovalMachine>;

export const selectRemovalOpen = (snapshot: AccountRemovalSnapshot) => snapshot.matches('confirming') || snapshot.matches('removing');
export const selectRemovalTyped = (snapshot: AccountRemovalSnapshot) => snapshot.context.typed;
export const selectCanRemove = (snapshot: AccountRemovalSnapshot) => snapshot.can({ type: 'removal.confirm' });
export const selectRemoving = (snapshot: AccountRemovalSnapshot) => snapshot.matches('removing');
export const selectRemoved = (snapshot: AccountRemovalSnapshot) => snapshot.matches('removed');
export const selectRemovalFailure = (snapshot: AccountRemovalSnapshot) => snapshot.context.failure;
