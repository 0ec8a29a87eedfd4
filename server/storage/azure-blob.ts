import type { Readable } from 'node:stream';
import { BlobServiceClient, RestError } from '@azure/storage-blob';
import { assertSafeKey, StorageNotFound, type Storage, type StoredObject } from './port.ts';

/** Blocks of 4 MiB, four in flight: a 200 MB upload holds at most 16 MiB in memory while it streams to the service. */
const BLOCK_BYTES = 4 * 1024 * 1024;
const BLOCKS_IN_FLIGHT = 4;

const isNotFound = (error: unknown) => error instanceof RestError && error.statusCode === 404;

/**
 * Blobs in one Azure Blob Storage container. A put stages the stream as blocks and commits the block list at the end,
 * so a reader sees the old blob or the whole new one, never a part; a put that fails commits nothing. The container
 * is created on first use if it is missing.
 */
export function createAzureBlobStorage(options: { connectionString: string; container: string }): Storage {
  const container = BlobServiceClient.fromConnectionString(options.connectionString).getContainerClient(options.container);
  let ready: Promise<unknown> | undefined;
  const ensureContainer = () => {
    ready ??= container.createIfNotExists().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  const blobOf = (key: string) => {
    assertSafeKey(key);
    return container.getBlockBlobClient(key);
  };

  return {
    async put(key: string, body: Readable): Promise<StoredObject> {
      const blob = blobOf(key);
      try {
        await ensureContainer();
        await blob.uploadStream(body, BLOCK_BYTES, BLOCKS_IN_FLIGHT);
      } catch (error) {
        body.destroy();
        throw error;
      }
      const properties = await blob.getProperties();
      return { byteSize: properties.contentLength ?? 0 };
    },

    async get(key: string): Promise<Readable> {
      try {
        const response = await blobOf(key).download();
        return response.readableStreamBody as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFound(key);
        throw error;
      }
    },

    async stat(key: string): Promise<StoredObject | undefined> {
      try {
        const properties = await blobOf(key).getProperties();
        return { byteSize: properties.contentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key: string): Promise<boolean> {
      try {
        const result = await blobOf(key).deleteIfExists();
        return result.succeeded;
      } catch (error) {
        // A container that was never created holds nothing to delete.
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async deleteFolder(folder: string): Promise<void> {
      assertSafeKey(folder);
      try {
        for await (const blob of container.listBlobsFlat({ prefix: `${folder}/` })) await container.deleteBlob(blob.name, { deleteSnapshots: 'include' }).catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
    },
  };
}
