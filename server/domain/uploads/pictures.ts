import { fileTypeFromBuffer } from 'file-type';
import { StorageNotFound, type Storage } from '../../storage/index.ts';

/** Slice pictures and thumbnails are made small by processing; anything larger is not one of them. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export interface StoredPicture {
  bytes: Buffer;
  mimeType: string;
}

/**
 * A picture processing stored, with its type read from its bytes (never from its key), or undefined when nothing is
 * stored under the key. Bytes that are not a picture are refused: they would be sent to a browser as one.
 */
export async function readStoredPicture(storage: Storage, key: string): Promise<StoredPicture | undefined> {
  let stream;
  try {
    stream = await storage.get(key);
  } catch (error) {
    if (error instanceof StorageNotFound) return undefined;
    throw error;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_PICTURE_BYTES) {
      stream.destroy();
      throw new Error(`The picture stored under ${key} is larger than ${MAX_PICTURE_BYTES} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !PICTURE_TYPES.has(type.mime)) throw new Error(`What is stored under ${key} is not a PNG, JPEG, WebP or GIF picture`);
  return { bytes, mimeType: type.mime };
}

/** A picture as a data: URL, so an <img> shows it without a bearer token. */
export const pictureDataUrl = (picture: StoredPicture) => `data:${picture.mimeType};base64,${picture.bytes.toString('base64')}`;
