import type { SnapshotFrom } from 'xstate';
import type { ApiKeysMachine } from './machine';

type ApiKeysSnapshot = SnapshotFrom<ApiKeysMachine>;

export const selectKeys = (snapshot: ApiKeysSnapshot) => snapshot.context.keys;
export const selectKeyName = (snapshot: ApiKeysSnapshot) => snapshot.context.name;
export const selectCreatedKey = (snapshot: ApiKeysSnapshot) => snapshot.context.created;
export const selectKeyToRevoke = (snapshot: ApiKeysSnapshot) => snapshot.context.revoking;
export const selectKeysFailure = (snapshot: ApiKeysSnapshot) => snapshot.context.failure;
export const selectKeysLoading = (snapshot: ApiKeysSnapshot) => snapshot.matches('loading');
export const selectKeysLoadFailed = (snapshot: ApiKeysSnapshot) => snapshot.matches('loadFailed');
export const selectCreatingKey = (snapshot: ApiKeysSnapshot) => snapshot.matches('creating');
export const selectRevokingKey = (snapshot: ApiKeysSnapshot) => snapshot.matches('revoking');
export const selectCanCreateKey = (snapshot: ApiKeysSnapshot) => snapshot.can({ type: 'keys.create' });
