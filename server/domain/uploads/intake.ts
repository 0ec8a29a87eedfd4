import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { describeSize, HttpError, ValidationError, type FieldError } from '../../errors.ts';
import { printable, textProblem } from '../../plugins/input-guard.ts';
import type { Storage } from '../../storage/index.ts';
import { CAPTIONS_FIELD, readCaptionsPart, type ReceivedCaptions } from './captions.ts';
import { withoutBidiControls } from '../titles.ts';

/** The form's text fields (spec §3 "Upload create form"), by the names the spec gives them. */
export const FORM_FIELDS = ['Reference', 'Isbn', 'Language'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export const FILE_FIELD = 'File';

/** Bytes kept from the start of the file, to tell text from binary. */
export const HEAD_BYTES = 64 * 1024;
/** Room for the form's fields and part headers beside the file, when judging a declared Content-Length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface ReceivedUpload {
  fields: Partial<Record<FormField, string>>;
  fileName: string;
  byteSize: number;
  sha256: string;
  /** The first HEAD_BYTES bytes. */
  head: Buffer;
  /** Captions sent with a recording in the optional Captions part, checked; stored once the upload is accepted. */
  captions?: ReceivedCaptions;
}

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than ${describeSize(maxBytes)}, the most Teachkit accepts; upload a smaller file or split it`);

/** A Content-Length that cannot fit is refused before a byte of the body is read. */
export function refuseDeclaredOversize(request: FastifyRequest, maxBytes: number): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(maxBytes);
}

/** Counts, hashes and keeps the head of the bytes passing through. */
function measuring() {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let byteSize = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      byteSize += chunk.length;
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(part);
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ byteSize, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) }) };
}

/** The name as the teacher's computer had it, without any folder part; problems are answered as the File field's. */
function fileNameErrors(name: string): FieldError[] {
  const problem = textProblem(name);
  if (problem) return [{ field: FILE_FIELD, message: `The file's name is not valid. ${problem}` }];
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0001-\u001f\u007f]/.test(name)) return [{ field: FILE_FIELD, message: 'The file’s name holds control characters; rename the file' }];
  if (!name.trim()) return [{ field: FILE_FIELD, message: 'The file has no name; give it one, such as worksheet.pdf' }];
  if (name.length > 255) return [{ field: FILE_FIELD, message: 'The file’s name is longer than 255 characters; shorten it' }];
  return [];
}

const baseName = (name: string) => name.split(/[/\\]/).pop() ?? '';

/**
 * Reads the multipart form as it arrives: text fields are kept, the one file streams through a hash into storage
 * under `key` (never held in memory). Any problem is a 400 or 413, and leaves nothing stored under `key`.
 */
export async function receiveUpload(request: FastifyRequest, storage: Storage, key: string, maxBytes: number): Promise<ReceivedUpload> {
  const fields: Partial<Record<FormField, string>> = {};
  const errors: FieldError[] = [];
  let file: Omit<ReceivedUpload, 'fields' | 'captions'> | undefined;
  let captions: ReceivedCaptions | undefined;
  try {
    for await (const part of request.parts()) {
      const known = part.fieldname.toLowerCase();
      if (part.type === 'file' && known === CAPTIONS_FIELD.toLowerCase()) {
        const read = captions ? { errors: [{ field: CAPTIONS_FIELD, message: 'Send one captions file per upload' }] } : await readCaptionsPart(part.filename, part.file);
        if ('captions' in read) captions = read.captions;
        else {
          part.file.resume();
          errors.push(...read.errors);
        }
        continue;
      }
      if (part.type === 'file') {
        if (known !== FILE_FIELD.toLowerCase() || file) {
          part.file.resume();
          errors.push({ field: part.fieldname, message: file ? 'Send one file per upload' : `Send the file in the field ${FILE_FIELD}` });
          continue;
        }
        // The name is shown as the upload's title and in every list: it loses its bidirectional controls here.
        const fileName = withoutBidiControls(baseName(part.filename)).trim();
        const nameErrors = fileNameErrors(fileName);
        if (nameErrors.length) {
          part.file.resume();
          errors.push(...nameErrors);
          continue;
        }
        file = { fileName, ...(await store(storage, key, part.file, maxBytes)) };
        continue;
      }
      if (known === CAPTIONS_FIELD.toLowerCase()) {
        errors.push({ field: CAPTIONS_FIELD, message: 'Send the captions as a file (.vtt or .srt), not as text' });
        continue;
      }
      const name = FORM_FIELDS.find((f) => f.toLowerCase() === known);
      const value = String(part.value);
      const problem = textProblem(value) ?? textProblem(part.fieldname);
      if (!name) errors.push({ field: printable(part.fieldname), message: `Not a field of an upload; send ${FILE_FIELD}, ${FORM_FIELDS.join(', ')}` });
      else if (problem) errors.push({ field: name, message: problem });
      else if (part.valueTruncated) errors.push({ field: name, message: `${name} is too long` });
      else fields[name] = value;
    }
  } catch (error) {
    if (file) await storage.delete(key).catch(() => undefined);
    throw translateMultipartError(error, maxBytes);
  }
  if (!file && !errors.some((e) => e.field === FILE_FIELD)) errors.push({ field: FILE_FIELD, message: 'Choose a file to upload' });
  else if (file && file.byteSize === 0) errors.push({ field: FILE_FIELD, message: 'The file is empty; choose a file with something in it' });
  if (errors.length) {
    if (file) await storage.delete(key).catch(() => undefined);
    throw new ValidationError(errors);
  }
  return { fields, ...file!, ...(captions ? { captions } : {}) };
}

/** Streams one file into storage; a file over the limit is cut off mid-way and nothing is kept. */
async function store(storage: Storage, key: string, source: Readable & { truncated?: boolean }, maxBytes: number) {
  const measure = measuring();
  source.once('limit', () => measure.stream.destroy(tooLarge(maxBytes)));
  // pipeline, not pipe: the parser may hand over a file it has already failed (a form cut short), and only
  // pipeline notices a stream that ended before it was attached.
  const feeding = pipeline(source, measure.stream);
  feeding.catch(() => undefined); // the same failure reaches storage.put through measure.stream
  await storage.put(key, measure.stream);
  await feeding;
  if (source.truncated) {
    await storage.delete(key);
    throw tooLarge(maxBytes);
  }
  return measure.result();
}

/** The multipart parser's own limits, worded as the rest of the API words them. */
function translateMultipartError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, `Send one file (and its ${CAPTIONS_FIELD} if it is a recording) and at most the fields ${FORM_FIELDS.join(', ')}`);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (error instanceof Error && /multipart|boundary/i.test(error.message) && !(error instanceof HttpError))) {
    return new ValidationError([{ field: '(body)', message: 'The multipart form is malformed or cut short; send it again' }]);
  }
  return error;
}
