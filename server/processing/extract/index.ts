import fs from 'node:fs/promises';
import { ExtractionError, type ExtractInput, type ExtractProgress, type ExtractResult, type SliceDraft } from './types.ts';

/** About a page of prose: long enough to stand on its own in a search result, short enough to quote in a lesson. */
const SLICE_CHARACTERS = 3000;

/**
 * Reads an upload's original into slices, choosing the reader by the type found in its bytes. Plain text is read
 * here; a kind Teachkit has no reader for fails for good with a message the teacher can act on.
 */
export async function extractFile(input: ExtractInput, progress: ExtractProgress): Promise<ExtractResult> {
  if (input.mimeType === 'text/plain') return extractPlainText(input, progress);
  throw new ExtractionError('Teachkit cannot read this kind of file yet', { permanent: true });
}

/** Plain text in slices of whole paragraphs, each titled by its first line. */
async function extractPlainText(input: ExtractInput, progress: ExtractProgress): Promise<ExtractResult> {
  const text = (await fs.readFile(input.filePath, 'utf8')).replace(/\r\n?/g, '\n');
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const slices: SliceDraft[] = [];
  let current: string[] = [];
  const close = () => {
    if (!current.length) return;
    const body = current.join('\n\n');
    slices.push({ page: null, pageIndexOffset: null, contentType: 'text', title: body.split('\n')[0]!.slice(0, 120), text: body, image: null, start: null, end: null, speakerName: null });
    current = [];
  };
  for (const paragraph of paragraphs) {
    if (current.length && current.join('\n\n').length + paragraph.length > SLICE_CHARACTERS) close();
    current.push(paragraph);
  }
  close();
  progress(100);
  return { slices, durationSeconds: null, thumbnail: null, notice: slices.length ? '' : 'The file holds no text.' };
}
