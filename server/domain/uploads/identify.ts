import { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import type { Storage } from '../../storage/index.ts';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Control characters that do not occur in text a person wrote (tab, line feed, form feed, carriage return do). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY_CONTROLS = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;
const HTML_START = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i;

/**
 * `text` or `html` when the file's first bytes are UTF-8 text a person could have written, undefined otherwise.
 * Text has no magic number, so this is the check for it: valid UTF-8 (a character cut off at the end of the sample
 * is allowed) with no control characters that only binary files hold.
 */
export function detectText(head: Buffer): 'text' | 'html' | undefined {
  const body = head.subarray(0, 3).equals(UTF8_BOM) ? head.subarray(3) : head;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body, { stream: true });
  } catch {
    return undefined;
  }
  if (BINARY_CONTROLS.test(text)) return undefined;
  return HTML_START.test(text) ? 'html' : 'text';
}

/**
 * What the stored bytes are: file-type's name for them (pdf, docx, png, mp4, elf, exe…), or `text` / `html`, or
 * undefined when they are none of these. Reads only as far into the file as file-type needs.
 */
export async function detectStoredType(storage: Storage, key: string, head: Buffer): Promise<DetectedType | undefined> {
  const stream = await storage.get(key);
  try {
    const found = await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
    if (found) return { detected: found.ext, mimeType: found.mime };
  } finally {
    stream.destroy();
  }
  const text = detectText(head);
  return text ? { detected: text } : undefined;
}

export interface DetectedType {
  detected: string;
  /** file-type's type for a recognised binary; text types are named by the kind the file's name picks. */
  mimeType?: string;
}
