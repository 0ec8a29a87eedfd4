// The accepted kinds are defined once, by the server's upload intake, and shared with the browser as data.
import { ACCEPTED_KINDS, ACCEPTED_LIST, extensionOf } from '../contracts/file-types';
import { sizeInMb } from './format';

/** The server's default largest upload (UPLOAD_MAX_BYTES), used when the server does not say its own. */
export const defaultUploadMaxBytes = 200 * 1024 * 1024;

const acceptedExtensions = new Set(ACCEPTED_KINDS.flatMap((kind) => kind.extensions));

/** For the file input's accept attribute: every accepted extension with its dot. */
export const acceptAttribute = [...acceptedExtensions].map((extension) => `.${extension}`).join(',');

export const uploadFileTexts = {
  empty: 'The file is empty; choose a file with something in it',
  unsupported: (name: string) => `"${name}" is not a type Teachkit can read. Teachkit accepts: ${ACCEPTED_LIST}.`,
  tooLarge: (maxBytes: number) => `The file is larger than ${sizeInMb(maxBytes)} MB, the most Teachkit accepts; upload a smaller file or split it`,
} as const;

/**
 * What is wrong with a chosen file before it is sent, or null. The browser can judge only the name and the size;
 * the server still decides from the bytes.
 */
export function fileProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  if (!acceptedExtensions.has(extensionOf(file.name))) return uploadFileTexts.unsupported(file.name);
  if (file.size === 0) return uploadFileTexts.empty;
  if (file.size > maxBytes) return uploadFileTexts.tooLarge(maxBytes);
  return null;
}
