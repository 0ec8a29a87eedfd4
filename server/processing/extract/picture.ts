import sharp from 'sharp';
import { ExtractionError, type ExtractedImage } from './types.ts';

/** The card's thumbnail fits in this square (spec §9: one thumbnail per upload). */
export const THUMBNAIL_SIZE = 320;
/** A slice's picture is shown in the editor at most this wide or high; larger originals are scaled down. */
export const SLICE_PICTURE_SIZE = 1600;
/** A 100-megapixel picture is a large scan; larger ones would take the server's memory for no teaching gain. */
export const MAX_PICTURE_PIXELS = 100_000_000;
export const PICTURE_TOO_LARGE =
  'The picture is larger than 100 megapixels; scale it down (to 4000 pixels on its longer side, say) and upload it again';
export const UNREADABLE_PICTURE =
  'The picture could not be read; the file may be damaged or cut short. Open it in a picture viewer, save it again as PNG or JPEG, and upload it again';

/** Every decode refuses a picture past the limit by itself too, whatever its header said (sharp's own check). */
const decoder = (input: Buffer) => sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS });

/**
 * The picture's size as its header declares it, read without decoding a pixel; a picture past MAX_PICTURE_PIXELS, or
 * one whose header cannot be read, is refused with the teacher's reason before any memory goes into decoding it.
 */
export async function checkPictureSize(picture: Buffer): Promise<{ width: number; height: number }> {
  // Reading the header allocates nothing for pixels, so sharp's own pixel limit is lifted here: past it sharp would
  // call the picture unreadable rather than too large.
  const header = await sharp(picture, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ExtractionError(UNREADABLE_PICTURE, { permanent: true });
    });
  if (!header.width || !header.height) throw new ExtractionError(UNREADABLE_PICTURE, { permanent: true });
  if (header.width * header.height > MAX_PICTURE_PIXELS) throw new ExtractionError(PICTURE_TOO_LARGE, { permanent: true });
  return { width: header.width, height: header.height };
}

async function fitted(input: Buffer, size: number, format: 'png' | 'jpeg'): Promise<ExtractedImage> {
  // rotate() with no angle turns a photograph upright as its camera recorded it (EXIF orientation).
  const pipeline = decoder(input).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true });
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
  decoder(picture).rotate().resize(OCR_SIZE, OCR_SIZE, { fit: 'inside', withoutEnlargement: true }).greyscale().png().toBuffer();
