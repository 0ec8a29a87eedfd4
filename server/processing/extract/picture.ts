import sharp from 'sharp';
import type { ExtractedImage } from './types.ts';

/** The card's thumbnail fits in this square (spec §9: one thumbnail per upload). */
export const THUMBNAIL_SIZE = 320;
/** A slice's picture is shown in the editor at most this wide or high; larger originals are scaled down. */
export const SLICE_PICTURE_SIZE = 1600;

async function fitted(input: Buffer, size: number, format: 'png' | 'jpeg'): Promise<ExtractedImage> {
  // rotate() with no angle turns a photograph upright as its camera recorded it (EXIF orientation).
  const pipeline = sharp(input).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await (format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer({ resolveWithObject: true });
  return { bytes: data, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
}

/** A small PNG of a picture (PNG, JPEG, or cover art of a recording) for the upload's card. */
export const makeThumbnail = (picture: Buffer): Promise<ExtractedImage> => fitted(picture, THUMBNAIL_SIZE, 'png');

/** The picture as a slice shows it: upright, no larger than the editor needs, in its own kind (photographs stay JPEG). */
export const makeSlicePicture = (picture: Buffer, format: 'png' | 'jpeg'): Promise<ExtractedImage> => fitted(picture, SLICE_PICTURE_SIZE, format);

/** Larger pictures are read at this size: the text of a phone photograph stays legible and OCR stays quick. */
const OCR_SIZE = 3000;

/**
 * The picture decoded whole and prepared for OCR: upright and in grey, which Tesseract reads best. Decoding every
 * pixel here is also what finds a damaged file (its header alone may look fine).
 */
export const prepareForOcr = (picture: Buffer): Promise<Buffer> =>
  sharp(picture).rotate().resize(OCR_SIZE, OCR_SIZE, { fit: 'inside', withoutEnlargement: true }).greyscale().png().toBuffer();
