import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FieldError } from '../../errors.ts';
import { CAPTIONS_EXTENSIONS, parseCaptions, type CaptionsFormat } from '../../processing/extract/captions.ts';
import { StorageNotFound, type Storage } from '../../storage/index.ts';
import { extensionOf } from './file-types.ts';

/**
 * Captions a teacher sends with a recording, in the optional form field Captions of PUT /upload: a WebVTT or SubRip
 * file whose cues (with their speakers) become the recording's timed slices. They are checked as the form arrives
 * and stored beside the original as `{id}/captions.vtt` or `{id}/captions.srt`.
 */
export const CAPTIONS_FIELD = 'Captions';

/** Far more than the captions of a day of recordings (an hour of WebVTT is about 60 KB). */
export const MAX_CAPTIONS_BYTES = 2 * 1024 * 1024;

export interface ReceivedCaptions {
  format: CaptionsFormat;
  text: string;
}

export const captionsKey = (uploadId: string, format: CaptionsFormat) => `${uploadId}/captions.${format}`;
export const captionsKeys = (uploadId: string) => CAPTIONS_EXTENSIONS.map((format) => captionsKey(uploadId, format));

/** Whether captions can go with a file of this type: only recordings have speech to caption. */
export const isRecordingType = (mimeType: string) => mimeType.startsWith('audio/') || mimeType.startsWith('video/');

export const CAPTIONS_NEED_RECORDING: FieldError = {
  field: CAPTIONS_FIELD,
  message: 'Captions go with an audio or video file; leave Captions out for this file',
};

const problem = (message: string): { errors: FieldError[] } => ({ errors: [{ field: CAPTIONS_FIELD, message }] });

/**
 * Reads the Captions part whole (it is small and bounded) and checks it: a .vtt or .srt name, UTF-8 text, at least one
 * cue Teachkit can read. A part over the bound is drained, not kept.
 */
export async function readCaptionsPart(fileName: string, stream: Readable): Promise<{ captions: ReceivedCaptions } | { errors: FieldError[] }> {
  const extension = extensionOf(fileName);
  const format = CAPTIONS_EXTENSIONS.find((known) => known === extension);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_CAPTIONS_BYTES) chunks.push(chunk);
  }
  if (!format) return problem('Captions must be a WebVTT (.vtt) or SubRip (.srt) file');
  // The parser cuts off a part at the upload limit (truncated); what arrived is then not the whole file.
  if (size > MAX_CAPTIONS_BYTES || (stream as { truncated?: boolean }).truncated) return problem('The captions file is larger than 2 MB; send the captions of this recording only');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return problem('The captions file is not UTF-8 text; save it again as UTF-8');
  }
  if (!parseCaptions(text).length) {
    return problem('The captions file holds no cues Teachkit can read; check that it is WebVTT or SubRip, with timings such as 00:00:01.000 --> 00:00:04.000');
  }
  return { captions: { format, text } };
}

export async function storeCaptions(storage: Storage, uploadId: string, captions: ReceivedCaptions): Promise<string> {
  const key = captionsKey(uploadId, captions.format);
  await storage.put(key, Readable.from([Buffer.from(captions.text, 'utf8')]));
  return key;
}

/**
 * For processing: copies the captions stored with an upload into `folder` and gives the local path the recording
 * extractor takes as `captionsPath`; undefined when the upload came without captions.
 */
export async function copyStoredCaptions(storage: Storage, uploadId: string, folder: string): Promise<string | undefined> {
  for (const format of CAPTIONS_EXTENSIONS) {
    const key = captionsKey(uploadId, format);
    const source = await storage.get(key).catch((error: unknown) => {
      if (error instanceof StorageNotFound) return undefined;
      throw error;
    });
    if (!source) continue;
    const target = path.join(folder, `captions.${format}`);
    await pipeline(source, createWriteStream(target));
    return target;
  }
  return undefined;
}
