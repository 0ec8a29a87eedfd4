import { open } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { EXTRACTION_MESSAGES } from './messages.ts';
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

/**
 * How much a Word or PowerPoint package may unpack to. Its parts are read whole into memory (the XML parsed as a
 * whole), so each is held to a size no real document reaches: a 1,000-page report's main part is about 30 MB.
 */
export interface OfficePackageLimits {
  partBytes: number;
  partInWords: string;
  totalBytes: number;
  totalInWords: string;
}
export const OFFICE_PACKAGE_LIMITS: OfficePackageLimits = {
  partBytes: 100 * 1024 ** 2,
  partInWords: '100 MB',
  totalBytes: 1024 ** 3,
  totalInWords: '1 GB',
};

/**
 * Checks every part of the package before any reader opens it: the sizes its directory declares, then the sizes
 * its parts really unpack to (streamed through and counted, never held), so a part that claims to be small and
 * inflates to hundreds of megabytes is refused with the teacher's reason instead of exhausting the server's memory.
 * A package that is not a ZIP at all is left for the reader to call damaged.
 */
export async function checkOfficePackage(filePath: string, kind: 'Word document' | 'PowerPoint presentation', limits = OFFICE_PACKAGE_LIMITS): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: true });
  } catch {
    return;
  }
  try {
    const tooLarge = () => new ExtractionError(EXTRACTION_MESSAGES.officeTooLarge(kind, limits.partInWords, limits.totalInWords), { permanent: true });
    const entries: Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.partBytes || declared > limits.totalBytes) throw tooLarge();
      entries.push(entry);
    }
    for (const entry of entries) {
      if (entry.isEncrypted()) continue;
      try {
        // yauzl stops a part with "too many bytes" the moment it inflates past the size it declared.
        await pipeline(await zip.openReadStreamPromise(entry), new Writable({ write: (_chunk, _encoding, done) => done() }));
      } catch (error) {
        if (/too many bytes/i.test((error as Error).message)) throw tooLarge();
        return; // a damaged part: the reader says so in its own words
      }
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
  } finally {
    zip.close();
  }
}
