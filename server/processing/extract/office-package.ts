import { open } from 'node:fs/promises';
import { ExtractionError } from './types.ts';

/** Office's container for encrypted documents (and for the old .doc and .ppt formats). */
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream name an encrypted Word or PowerPoint file stores its package under, as the container writes it. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/**
 * A Word or PowerPoint file saved with a password is not a ZIP package but a compound file holding the encrypted
 * package: say so in the teacher's words before any ZIP reader reports it as damaged. A compound file without an
 * encrypted package is an old-format (.doc/.ppt) file under a new name: damaged as far as this reader goes.
 */
export async function refuseLockedOfficeFile(filePath: string, messages: { password: string; damaged: string }): Promise<void> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(COMPOUND_FILE.length);
    await file.read(head, 0, head.length, 0);
    if (!head.equals(COMPOUND_FILE)) return;
    const { size } = await file.stat();
    // The directory holding the stream names sits anywhere in the container: read it in pieces that overlap by a
    // name's length, so a name split between two pieces is still found.
    const chunk = Buffer.alloc(Math.min(size, 1 << 20));
    for (let position = 0; position < size; position += Math.max(1, chunk.length - ENCRYPTED_PACKAGE.length)) {
      const { bytesRead } = await file.read(chunk, 0, chunk.length, position);
      if (chunk.subarray(0, bytesRead).includes(ENCRYPTED_PACKAGE)) throw new ExtractionError(messages.password, { permanent: true });
      if (position + bytesRead >= size) break;
    }
    throw new ExtractionError(messages.damaged, { permanent: true });
  } finally {
    await file.close();
  }
}
