import { createOfflineGenerator } from './offline.ts';
import type { Generator } from './types.ts';

export type { Generator } from './types.ts';

/** The generator the server uses: the offline engine, which needs no network and no model. */
export function createGenerator(_env: Record<string, string | undefined>): Generator {
  return createOfflineGenerator();
}
