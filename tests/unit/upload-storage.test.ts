import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../server/storage/local-disk.ts';
import { StorageNotFound, type Storage } from '../../server/storage/index.ts';

let root: string;
let storage: Storage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-storage-'));
  storage = createLocalDiskStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('the local-disk storage', () => {
  it('puts, reads, states and deletes a file under its key', async () => {
    expect(await storage.put('a1/original', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ byteSize: 11 });
    expect(fs.readFileSync(path.join(root, 'a1', 'original'), 'utf8')).toBe('hello world');
    expect(await text(await storage.get('a1/original'))).toBe('hello world');
    expect(await storage.stat('a1/original')).toEqual({ byteSize: 11 });
    expect(await storage.delete('a1/original')).toBe(true);
    expect(await storage.delete('a1/original')).toBe(false);
    expect(await storage.stat('a1/original')).toBeUndefined();
    await expect(storage.get('a1/original')).rejects.toBeInstanceOf(StorageNotFound);
  });

  it('refuses keys that could leave its folder or name its temporary files', async () => {
    for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a//b', '.incoming/x', 'a\\b', '', 'a/./b', 'a\u0000b']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow('Not a storage key Teachkit makes');
      await expect(storage.get(key), key).rejects.toThrow('Not a storage key Teachkit makes');
    }
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('keeps the old bytes and leaves no partial file when a stream fails mid-way', async () => {
    await storage.put('doc/original', Readable.from([Buffer.from('first version')]));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half of the second'));
        this.destroy(new Error('the connection dropped'));
      },
    });
    await expect(storage.put('doc/original', failing)).rejects.toThrow('the connection dropped');
    expect(fs.readFileSync(path.join(root, 'doc', 'original'), 'utf8')).toBe('first version');
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
  });

  it('clears temporary files a crash left behind when it starts', () => {
    fs.mkdirSync(path.join(root, '.incoming'), { recursive: true });
    fs.writeFileSync(path.join(root, '.incoming', 'left-over'), 'partial');
    createLocalDiskStorage(root);
    expect(fs.existsSync(path.join(root, '.incoming'))).toBe(false);
  });
});
