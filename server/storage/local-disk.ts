import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertSafeKey, StorageNotFound, type Storage, type StoredObject } from './port.ts';

const TEMPORARY = '.incoming';

/** Flushes a folder's entries to disk, so a rename in it survives a power cut. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fsp.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files under one folder (`$DATA_DIR/uploads`). A put writes to a temporary file in the same folder tree, flushes it
 * (fsync), and renames it into place, then flushes the folder: a reader sees the old bytes or all the new ones, and a
 * crash mid-way leaves only a temporary file, which the next start clears.
 */
export function createLocalDiskStorage(root: string): Storage {
  const temporary = path.join(root, TEMPORARY);
  fs.rmSync(temporary, { recursive: true, force: true });

  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key: string, body: Readable): Promise<StoredObject> {
      const target = fileOf(key);
      await fsp.mkdir(temporary, { recursive: true });
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const partial = path.join(temporary, randomUUID());
      try {
        // `flush` fsyncs the file before it is closed, so the rename below never publishes bytes still in a cache.
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx', flush: true }));
        await fsp.rename(partial, target);
      } catch (error) {
        body.destroy();
        await fsp.rm(partial, { force: true });
        throw error;
      }
      await syncFolder(path.dirname(target));
      const { size } = await fsp.stat(target);
      return { byteSize: size };
    },

    async get(key: string): Promise<Readable> {
      const file = fileOf(key);
      const handle = await fsp.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StorageNotFound(key) : error;
      });
      return handle.createReadStream();
    },

    async stat(key: string): Promise<StoredObject | undefined> {
      try {
        const stats = await fsp.stat(fileOf(key));
        return stats.isFile() ? { byteSize: stats.size } : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key: string): Promise<boolean> {
      const file = fileOf(key);
      try {
        await fsp.unlink(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      await syncFolder(path.dirname(file));
      return true;
    },

    async deleteFolder(folder: string): Promise<void> {
      await fsp.rm(fileOf(folder), { recursive: true, force: true });
      await syncFolder(root);
    },
  };
}
