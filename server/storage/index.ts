import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { createAzureBlobStorage } from './azure-blob.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import type { Storage } from './port.ts';

export type { Storage, StoredObject } from './port.ts';
export { StorageNotFound } from './port.ts';

/** The storage the configuration names: the local disk under `$DATA_DIR/uploads` (default) or an Azure Blob container. */
export function createStorage(config: Pick<ServerConfig, 'dataDir' | 'storage'>): Storage {
  if (config.storage.kind === 'azure') return createAzureBlobStorage(config.storage);
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
