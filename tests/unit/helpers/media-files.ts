import sharp from 'sharp';

/**
 * Real media made in the test: a WAV that any player plays, and pictures that sharp renders from SVG with the
 * machine's fonts, so OCR reads text that was really drawn.
 */

/** A mono 16-bit PCM WAV of a 440 Hz tone, `seconds` long at `sampleRate` samples a second. */
export function makeWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes a second
  header.writeUInt16LE(2, 32); // bytes a frame
  header.writeUInt16LE(16, 34); // bits a sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Black lines of text on white, 40 px DejaVu Sans, as a `width` × `height` SVG. */
function textSvg(lines: string[], width: number, height: number): Buffer {
  const rows = lines.map((line, i) => `<text x="20" y="${80 + i * 70}" font-family="DejaVu Sans" font-size="40" fill="black">${escapeXml(line)}</text>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${rows.join('')}</svg>`);
}

export const makeTextPng = (lines: string[], width = 800, height = 200): Promise<Buffer> => sharp(textSvg(lines, width, height)).png().toBuffer();

/** A JPEG as a phone camera stores a photograph taken sideways: pixels landscape, EXIF orientation 6 (turn right). */
export const makeSidewaysJpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A picture with shapes and no writing: a red circle on a pale sky. */
export const makeShapesPng = (): Promise<Buffer> =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="100%" height="100%" fill="#cde"/><circle cx="300" cy="200" r="120" fill="#c33"/></svg>',
    ),
  )
    .png()
    .toBuffer();
