import { readFile } from 'node:fs/promises';
import { canReadTextIn, readTextInPicture } from './ocr.ts';
import { checkPictureSize, makeSlicePicture, makeThumbnail, prepareForOcr, UNREADABLE_PICTURE } from './picture.ts';
import { ExtractionError, type Extractor } from './types.ts';
import { nameWithoutExtension } from '../../domain/uploads/file-types.ts';

export const SCRIPT_NOT_READ =
  'Text in this picture was not read: Teachkit reads text in pictures written in the Latin alphabet only. Add the text to the slice by hand if lessons should use it';


/** What can be said about the picture without guessing: the words it holds, when it holds any. */
function describe(text: string): string {
  const firstLine = text.split('\n')[0] ?? '';
  if (!firstLine) return '';
  const quoted = firstLine.length > 80 ? `${firstLine.slice(0, 79).trimEnd()}…` : firstLine;
  return `A picture with the text “${quoted}”`;
}

/**
 * A PNG or JPEG picture becomes one slice: the picture itself (upright, scaled for the editor), the text OCR reads in
 * it, and an analysis whose alt text is left for the teacher to write (the accessibility filter finds it missing).
 */
export const extractImage: Extractor = async (input, progress) => {
  const original = await readFile(input.filePath);
  // The header alone says how large the picture is, before any memory goes into decoding it.
  await checkPictureSize(original);
  const decoded = await prepareForOcr(original).catch(() => {
    throw new ExtractionError(UNREADABLE_PICTURE, { permanent: true });
  });
  progress(10);
  const readable = canReadTextIn(input.language);
  const text = readable ? await readTextInPicture(decoded) : '';
  progress(80);
  const format = input.mimeType === 'image/jpeg' ? 'jpeg' : 'png';
  const [picture, thumbnail] = await Promise.all([makeSlicePicture(original, format), makeThumbnail(original)]);
  progress(100);
  return {
    slices: [
      {
        page: null,
        pageIndexOffset: null,
        contentType: 'image',
        title: nameWithoutExtension(input.fileName),
        text,
        image: picture,
        start: null,
        end: null,
        speakerName: null,
        imageAnalysis: { description: describe(text), altText: '', text },
      },
    ],
    durationSeconds: null,
    thumbnail,
    notice: readable ? '' : SCRIPT_NOT_READ,
  };
};
