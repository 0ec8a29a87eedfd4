import type { Failure } from '../../lib/failure';
import type { ApiKey, CreatedApiKey } from '../../services/profileApi';

export interface ApiKeysContext {
  keys: ApiKey[];
  /** The name typed for the next key. */
  name: string;
  /** The key just made, shown once until the teacher dismisses it. */
  created: CreatedApiKey | null;
  /** The key the teacher asked to revoke, waiting for their confirmation. */
  revoking: ApiKey | null;
  failure: Failure | null;
}

export type ApiKeysEvent =
  | { type: 'keys.nameChanged'; name: string }
  | { type: 'keys.create' }
  | { type: 'keys.dismissCreated' }
  | { type: 'keys.revoke'; key: ApiKey }
  | { type: 'keys.confirmRevoke' }
  | { type: 'keys.cancelRevoke' }
  | { type: 'keys.retry' };
