import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAzureBlobStorage } from '../../server/storage/azure-blob.ts';
import { StorageNotFound, type Storage } from '../../server/storage/index.ts';
import { loadConfig } from '../../server/config.ts';
import { startAzurite, type Azurite } from './helpers/azurite.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePdf, multipartBody } from './helpers/files.ts';

/** The Azure Blob Storage adapter, against Azurite started from its npm package: the storage port's promises hold. */

let azurite: Azurite;
let storage: Storage;

beforeAll(async () => {
  azurite = await startAzurite();
  storage = createAzureBlobStorage({ connectionString: azurite.connectionString, container: 'teachkit-test' });
}, 30_000);
afterAll(() => azurite.stop());

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the Azure Blob adapter', () => {
  it('stores, reads, describes and deletes, creating the container on first use', async () => {
    const bytes = Buffer.from('Fractions are parts of a whole');
    expect(await storage.put('a1/original', Readable.from([bytes]))).toEqual({ byteSize: 30 });
    expect(await read(await storage.get('a1/original'))).toEqual(bytes);
    expect(await storage.stat('a1/original')).toEqual({ byteSize: 30 });
    expect(await storage.delete('a1/original')).toBe(true);
    expect(await storage.delete('a1/original')).toBe(false);
    expect(await storage.stat('a1/original')).toBeUndefined();
    await expect(storage.get('a1/original')).rejects.toBeInstanceOf(StorageNotFound);
  });

  it('streams a file larger than one block (9 MiB in 4 MiB blocks) byte for byte', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 31) % 251;
    const chunks = Array.from({ length: 9 }, (_, i) => big.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    expect(await storage.put('big/original', Readable.from(chunks))).toEqual({ byteSize: 9 * 1024 * 1024 });
    expect((await read(await storage.get('big/original'))).equals(big)).toBe(true);
  });

  it('keeps the old bytes when a replacing put fails half-way', async () => {
    await storage.put('keep/original', Readable.from([Buffer.from('old bytes')]));
    async function* broken() {
      yield Buffer.alloc(5 * 1024 * 1024, 1);
      throw new Error('the browser went away');
    }
    await expect(storage.put('keep/original', Readable.from(broken()))).rejects.toThrow('the browser went away');
    expect((await read(await storage.get('keep/original'))).toString()).toBe('old bytes');
  });

  it('deletes an upload’s folder (original, pictures, thumbnail) and nothing beside it', async () => {
    for (const key of ['gone/original', 'gone/slices/0.png', 'gone/thumbnail.png', 'gone-too/original', 'kept/original']) {
      await storage.put(key, Readable.from([Buffer.from(key)]));
    }
    await storage.deleteFolder('gone');
    expect(await storage.stat('gone/original')).toBeUndefined();
    expect(await storage.stat('gone/slices/0.png')).toBeUndefined();
    expect(await storage.stat('gone/thumbnail.png')).toBeUndefined();
    expect(await storage.stat('gone-too/original')).toEqual({ byteSize: 17 });
    expect(await storage.stat('kept/original')).toEqual({ byteSize: 13 });
    await storage.deleteFolder('never-stored');
  });

  it('refuses keys Teachkit does not make', async () => {
    await expect(storage.put('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow('Not a storage key Teachkit makes');
  });
});

describe('STORAGE=azure', () => {
  it('is read from the environment, with the container defaulting and the connection string required', () => {
    expect(loadConfig({ STORAGE: 'azure', AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' }).storage).toEqual({
      kind: 'azure',
      connectionString: 'UseDevelopmentStorage=true',
      container: 'teachkit-uploads',
    });
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(() => loadConfig({ STORAGE: 'azure' })).toThrow('AZURE_STORAGE_CONNECTION_STRING is required when STORAGE is azure');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('STORAGE must be local or azure, got "s3"');
    expect(() => loadConfig({ STORAGE: 'azure', AZURE_STORAGE_CONNECTION_STRING: 'x', AZURE_STORAGE_CONTAINER: 'Bad_Name' })).toThrow(
      'AZURE_STORAGE_CONTAINER must be a container name (3 to 63 lower-case letters, digits and hyphens), got "Bad_Name"',
    );
  });

  it('keeps an upload in the container: stored, downloaded byte for byte, removed with the upload', async () => {
    let t: TestApp | undefined;
    try {
      t = await createTestApp({ env: { STORAGE: 'azure', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: 'teachkit-app' } });
      const token = await t.token({ sub: 'azure-teacher', email: 'azure@school.example' });
      const pdf = makePdf('Stored in a blob container');
      const form = multipartBody([{ name: 'File', value: pdf, fileName: 'blob.pdf' }]);
      const created = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType }, payload: form.payload });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      const blobs = createAzureBlobStorage({ connectionString: azurite.connectionString, container: 'teachkit-app' });
      expect(await blobs.stat(`${id}/original`)).toEqual({ byteSize: pdf.length });
      const download = await t.call('GET', `/api/upload/${id}/download`, token);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect((await t.call('DELETE', `/api/upload/${id}`, token)).statusCode).toBe(204);
      expect(await blobs.stat(`${id}/original`)).toBeUndefined();
    } finally {
      await t?.close();
    }
  });
});
