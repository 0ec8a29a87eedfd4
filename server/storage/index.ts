import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import type { Storage } from './port.ts';

export type { Storage, StoredObject } from './port.ts';
export { StorageNotFound } from './port.ts';

/** The storage the configuration names; today the local disk under `$DATA_DIR/uploads`. */
export function createStorage(config: Pick<ServerConfig, 'dataDir'>): Storage {
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
