import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { ApiKey } from '../../services/profileApi';
import { createApiKeysImplementations } from './implementations';
import { apiKeysMachine } from './machine';
import * as select from './selectors';

/** Screen-level flow: one actor while the profile page is open. */
export function useApiKeys() {
  const { profileApi, inspect } = useRootSystem();
  const actor = useActorRef(apiKeysMachine.provide(createApiKeysImplementations({ profileApi })), inspect ? { inspect } : {});
  return {
    keys: useSelector(actor, select.selectKeys),
    name: useSelector(actor, select.selectKeyName),
    created: useSelector(actor, select.selectCreatedKey),
    keyToRevoke: useSelector(actor, select.selectKeyToRevoke),
    failure: useSelector(actor, select.selectKeysFailure),
    isLoading: useSelector(actor, select.selectKeysLoading),
    loadFailed: useSelector(actor, select.selectKeysLoadFailed),
    isCreating: useSelector(actor, select.selectCreatingKey),
    isRevoking: useSelector(actor, select.selectRevokingKey),
    canCreate: useSelector(actor, select.selectCanCreateKey),
    changeName: (name: string) => actor.send({ type: 'keys.nameChanged', name }),
    create: () => actor.send({ type: 'keys.create' }),
    dismissCreated: () => actor.send({ type: 'keys.dismissCreated' }),
    revoke: (key: ApiKey) => actor.send({ type: 'keys.revoke', key }),
    confirmRevoke: () => actor.send({ type: 'keys.confirmRevoke' }),
    cancelRevoke: () => actor.send({ type: 'keys.cancelRevoke' }),
    retry: () => actor.send({ type: 'keys.retry' }),
  };
}
