import { fromPromise } from 'xstate';
import type { ApiKey, CreatedApiKey, ProfileApi } from '../../services/profileApi';

export interface ApiKeysDeps {
  profileApi: Pick<ProfileApi, 'apiKeys' | 'createApiKey' | 'revokeApiKey'>;
}

export function createApiKeysImplementations(deps: ApiKeysDeps) {
  return {
    actors: {
      listKeys: fromPromise<ApiKey[], void>(({ signal }) => deps.profileApi.apiKeys({ signal })),
      createKey: fromPromise<CreatedApiKey, { name: string }>(({ input, signal }) => deps.profileApi.createApiKey(input.name, { signal })),
      revokeKey: fromPromise<void, { id: string }>(({ input, signal }) => deps.profileApi.revokeApiKey(input.id, { signal })),
    },
  };
}
