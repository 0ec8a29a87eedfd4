import { createFileExtractor, type ExtractionOptions } from '../extract/index.ts';
import { checkPictureSize, prepareForOcr } from '../extract/picture.ts';
import { readTextInPicture } from '../extract/ocr.ts';
import { ExtractionError, type Extractor } from '../extract/types.ts';
import type { DecodeMessage, DecodeRequest } from './protocol.ts';

/**
 * The decoding process (see sandbox.ts): it reads files and pictures for the server, one request at a time, and
 * answers over IPC. Nothing here is caught that would be better seen as this process's death: an out-of-memory, a
 * native crash or an uncaught error ends it, and the server fails that one file with the reason.
 */
const extractors = new Map<string, Extractor>();
/** How often the process says it is alive; far below the shortest stall limit worth setting. */
const HEARTBEAT_MS = 2000;

function extractorFor(options: ExtractionOptions): Extractor {
  const key = JSON.stringify(options);
  let extractor = extractors.get(key);
  if (!extractor) extractors.set(key, (extractor = createFileExtractor(options)));
  return extractor;
}

const send = (message: DecodeMessage) => process.send!(message);

async function handle(request: DecodeRequest): Promise<unknown> {
  if (request.op === 'readText') {
    const picture = Buffer.from(request.picture.buffer, request.picture.byteOffset, request.picture.byteLength);
    await checkPictureSize(picture);
    return readTextInPicture(await prepareForOcr(picture));
  }
  let last = -1;
  let lastPages = -1;
  return extractorFor(request.options)(request.input, (percent, pages) => {
    // Extractors report often; the server hears each whole percent, and each page read, once.
    const whole = Math.floor(percent);
    if (whole === last && (pages?.read ?? lastPages) === lastPages) return;
    last = whole;
    lastPages = pages?.read ?? lastPages;
    send({ kind: 'progress', percent: whole, ...(pages ? { pages } : {}) });
  });
}

process.on('message', (request: DecodeRequest) => {
  handle(request).then(
    (value) => send({ kind: 'done', value }),
    (error: unknown) =>
      send({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
        permanent: error instanceof ExtractionError ? error.permanent : null,
      }),
  );
});
// The server went away (stopped, or killed): so does this process.
process.on('disconnect', () => process.exit(0));
// The heartbeat: a process stuck in a loop that never yields stops sending it, and the server ends it.
setInterval(() => process.connected && send({ kind: 'alive' }), HEARTBEAT_MS).unref();
