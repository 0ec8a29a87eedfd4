import type { Readable } from 'node:stream';

/**
 * Where uploaded files and the pictures made from them are kept. Every call streams: a file is never held in memory
 * whole. The port is small enough for a blob service (Azure Blob Storage: upload a stream, download a stream, read a
 * blob's properties, delete if it exists) as well as the local disk.
 */
export interface Storage {
  /** Stores the stream's bytes under `key`, replacing what was there only once every byte arrived. */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** The bytes under `key`; throws StorageNotFound when there are none. */
  get(key: string): Promise<Readable>;
  /** What is stored under `key`, or undefined when nothing is. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes what is under `key`; false when nothing was there. */
  delete(key: string): Promise<boolean>;
  /** Removes everything whose key starts with `folder/` (an upload's original, captions, pictures and thumbnail). */
  deleteFolder(folder: string): Promise<void>;
}

export interface StoredObject {
  byteSize: number;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`Nothing is stored under ${key}`);
    this.name = 'StorageNotFound';
  }
}

/**
 * Keys are made by Teachkit, never taken from a request, and still checked: segments of letters, digits, dot, dash
 * and underscore joined by "/", none of them "." or "..", so a key can name neither a folder above the storage root
 * nor a temporary file of the adapter (those start with ".").
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s) && s !== '..')) {
    throw new Error(`Not a storage key Teachkit makes: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
