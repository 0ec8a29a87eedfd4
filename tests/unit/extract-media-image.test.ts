import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractImage, SCRIPT_NOT_READ } from '../../server/processing/extract/image.ts';
import { UNREADABLE_PICTURE } from '../../server/processing/extract/picture.ts';
import { closeOcr } from '../../server/processing/extract/ocr.ts';
import { ExtractionError, type ExtractInput } from '../../server/processing/extract/types.ts';
import { makeShapesPng, makeSidewaysJpeg, makeTextPng } from './helpers/media-files.ts';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-image-'));
});
afterAll(async () => {
  await closeOcr();
  fs.rmSync(dir, { recursive: true, force: true });
});

function inputFor(fileName: string, bytes: Buffer, language = 'en'): ExtractInput {
  const filePath = path.join(dir, fileName);
  fs.writeFileSync(filePath, bytes);
  const extension = fileName.split('.').pop()!;
  return { filePath, fileName, extension, mimeType: extension === 'png' ? 'image/png' : 'image/jpeg', language };
}

const ignoreProgress = () => undefined;

describe('the picture extractor', () => {
  it('reads the text in a picture offline and makes one image slice with its picture, analysis and thumbnail', async () => {
    const png = await makeTextPng(['Equivalent fractions', 'One half equals two quarters']);
    const seen: number[] = [];
    const result = await extractImage(inputFor('fractions-poster.png', png), (percent) => seen.push(percent));

    expect(result.slices).toHaveLength(1);
    const [slice] = result.slices;
    expect(slice).toMatchObject({
      page: null,
      contentType: 'image',
      title: 'fractions-poster',
      text: 'Equivalent fractions\nOne half equals two quarters',
      start: null,
      end: null,
      speakerName: null,
      imageAnalysis: { description: 'A picture with the text “Equivalent fractions”', altText: '', text: 'Equivalent fractions\nOne half equals two quarters' },
    });
    expect(slice!.image).toMatchObject({ mimeType: 'image/png', width: 800, height: 200 });
    expect(await sharp(slice!.image!.bytes).metadata()).toMatchObject({ format: 'png', width: 800, height: 200 });
    expect(result.thumbnail).toMatchObject({ mimeType: 'image/png', width: 320, height: 80 });
    expect(await sharp(result.thumbnail!.bytes).metadata()).toMatchObject({ format: 'png', width: 320, height: 80 });
    expect(result).toMatchObject({ durationSeconds: null, notice: '' });
    expect(seen).toEqual([10, 80, 100]);
  });

  it('turns a sideways phone photograph upright and scales a large one down for the editor and the card', async () => {
    const result = await extractImage(inputFor('board.jpg', await makeSidewaysJpeg(2400, 1200)), ignoreProgress);
    const [slice] = result.slices;
    expect(slice!.image).toMatchObject({ mimeType: 'image/jpeg', width: 800, height: 1600 });
    expect(await sharp(slice!.image!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 1600 });
    expect(result.thumbnail).toMatchObject({ mimeType: 'image/png', width: 160, height: 320 });
  });

  it('invents no words for a picture without writing', async () => {
    const result = await extractImage(inputFor('sun.png', await makeShapesPng()), ignoreProgress);
    expect(result.slices[0]).toMatchObject({ text: '', imageAnalysis: { description: '', altText: '', text: '' } });
    expect(result.notice).toBe('');
  });

  it('does not read text in a language the bundled model cannot read, and says so', async () => {
    const result = await extractImage(inputFor('poster-ru.png', await makeTextPng(['Equivalent fractions']), 'ru'), ignoreProgress);
    expect(result.slices[0]).toMatchObject({ text: '', imageAnalysis: { description: '', altText: '', text: '' } });
    expect(result.notice).toBe(
      'Text in this picture was not read: Teachkit reads text in pictures written in the Latin alphabet only. Add the text to the slice by hand if lessons should use it',
    );
    expect(SCRIPT_NOT_READ).toBe(result.notice);
  });

  it('refuses a damaged picture at once with a message the teacher can act on', async () => {
    const cut = (await makeTextPng(['Equivalent fractions'])).subarray(0, 120);
    const failure = await extractImage(inputFor('cut.png', cut), ignoreProgress).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExtractionError);
    expect(failure).toMatchObject({
      permanent: true,
      message: 'The picture could not be read; the file may be damaged or cut short. Open it in a picture viewer, save it again as PNG or JPEG, and upload it again',
    });
    expect(UNREADABLE_PICTURE).toBe((failure as Error).message);
  });

  it('refuses a picture of more than 100 megapixels before decoding it', async () => {
    // A real PNG of 12000 × 9000 pixels, all white: 121 KB on disk, 108 megapixels when decoded (fixtures/media).
    const huge = fs.readFileSync(path.resolve('tests/unit/fixtures/media/white-12000x9000.png'));
    const failure = await extractImage(inputFor('huge.png', huge), ignoreProgress).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      permanent: true,
      message: 'The picture is larger than 100 megapixels; scale it down (to 4000 pixels on its longer side, say) and upload it again',
    });
  });
});

const unshare = ['/usr/bin/unshare', '/bin/unshare'].find((candidate) => fs.existsSync(candidate));

describe('OCR without a network', () => {
  // A new network namespace has only a loopback that is down: any download of a model would fail there.
  it.runIf(unshare && process.getuid?.() === 0)('reads a picture in a process that cannot reach any network', async () => {
    const png = await makeTextPng(['Photosynthesis needs light']);
    const picturePath = path.join(dir, 'offline.png');
    fs.writeFileSync(picturePath, png);
    const script = `import { readTextInPicture, closeOcr } from ${JSON.stringify(path.resolve('server/processing/extract/ocr.ts'))};
import { readFileSync } from 'node:fs';
const text = await readTextInPicture(readFileSync(${JSON.stringify(picturePath)}));
await closeOcr();
console.log(JSON.stringify(text));`;
    const { stdout } = await promisify(execFile)(unshare!, ['--net', process.execPath, '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('"Photosynthesis needs light"');
  }, 60_000);
});
