import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readEmbeddedCaptions } from '../../server/processing/extract/embedded-captions.ts';
import { createMediaExtractor } from '../../server/processing/extract/media.ts';
import { matroskaWebVttTracks } from '../../server/processing/extract/matroska-webvtt.ts';

/** Real recordings written by ffmpeg with captions tracks inside (see fixtures/media/README.md). */
const fixture = (name: string) => path.resolve('tests/unit/fixtures/media', name);

describe('captions inside a recording', () => {
  it('reads the 3GPP timed-text track of an MPEG-4 file whose movie box comes last', async () => {
    expect(await readEmbeddedCaptions(fixture('captioned-tx3g.mp4'), 'mp4', 'en-GB')).toEqual([
      { start: 0.5, end: 2, speakerName: 'Ms. Rivera', text: 'Fractions share a whole.' },
      { start: 2, end: 3.5, speakerName: 'Sam', text: 'Like a pizza?' },
    ]);
  });

  it('reads the SubRip track of a Matroska file', async () => {
    expect(await readEmbeddedCaptions(fixture('captioned-srt.mkv'), 'mkv', 'en')).toEqual([
      { start: 0.507, end: 2.007, speakerName: 'Ms. Rivera', text: 'Fractions share a whole.' },
      { start: 2.007, end: 3.507, speakerName: 'Sam', text: 'Like a pizza?' },
    ]);
  });

  it('reads an ASS track with the speakers its dialogue lines name, without its styling', async () => {
    expect(await readEmbeddedCaptions(fixture('captioned-ass.mkv'), 'mkv', 'en')).toEqual([
      { start: 0.507, end: 2.007, speakerName: 'Ms. Rivera', text: 'Fractions share a whole.' },
      { start: 2.007, end: 3.507, speakerName: 'Sam', text: 'Like a pizza?' },
    ]);
  });

  it('reads the WebVTT track of a WebM file and of a Matroska file', async () => {
    const expected = [
      { start: 0.507, end: 2.007, speakerName: 'Ms. Rivera', text: 'Fractions share a whole.' },
      { start: 2.007, end: 3.507, speakerName: 'Sam', text: 'Like a pizza?' },
    ];
    expect(await readEmbeddedCaptions(fixture('captioned-vtt.webm'), 'webm', 'en')).toEqual(expected);
    expect(await readEmbeddedCaptions(fixture('captioned-vtt.mkv'), 'mkv', 'en')).toEqual(expected);
  });

  it('finds none in a container that has no captions track, or one it does not read', async () => {
    expect(await readEmbeddedCaptions(fixture('captioned-tx3g.mp4'), 'wav', 'en')).toEqual([]);
    expect(await readEmbeddedCaptions(fixture('cover-art.m4a'), 'm4a', 'en')).toEqual([]);
    expect(await matroskaWebVttTracks(fixture('captioned-srt.mkv'))).toEqual([]);
  });

  it('makes the recording’s transcript slices from them when no captions file came with it', async () => {
    const result = await createMediaExtractor({ transcription: undefined })(
      { filePath: fixture('captioned-tx3g.mp4'), fileName: 'lesson.mp4', extension: 'mp4', mimeType: 'video/mp4', language: 'en' },
      () => undefined,
    );
    expect(result.notice).toBe('');
    // The audio track's own length, encoder priming included; ffprobe, which applies the edit list, says 4.0.
    expect(result.durationSeconds).toBe(4.128);
    expect(result.slices.map(({ title, text, speakerName, start, end, contentType }) => ({ title, text, speakerName, start, end, contentType }))).toEqual([
      { title: 'Ms. Rivera, 00:00–00:02', text: 'Fractions share a whole.', speakerName: 'Ms. Rivera', start: 0.5, end: 2, contentType: 'transcript' },
      { title: 'Sam, 00:02–00:03', text: 'Like a pizza?', speakerName: 'Sam', start: 2, end: 3.5, contentType: 'transcript' },
    ]);
  });
});

describe('captions sent with a recording', () => {
  it('win over the captions inside it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-embedded-'));
    const captionsPath = path.join(folder, 'captions.vtt');
    fs.writeFileSync(captionsPath, 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Mr. Okafor>Corrected captions.\n');
    try {
      const result = await createMediaExtractor({ transcription: undefined })(
        { filePath: fixture('captioned-tx3g.mp4'), fileName: 'lesson.mp4', extension: 'mp4', mimeType: 'video/mp4', language: 'en', captionsPath },
        () => undefined,
      );
      expect(result.slices.map(({ text, speakerName }) => ({ text, speakerName }))).toEqual([{ text: 'Corrected captions.', speakerName: 'Mr. Okafor' }]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a recording’s cover picture', () => {
  it('becomes the card’s thumbnail', async () => {
    const result = await createMediaExtractor({ transcription: undefined })(
      { filePath: fixture('cover-art.m4a'), fileName: 'podcast.m4a', extension: 'm4a', mimeType: 'audio/x-m4a', language: 'en' },
      () => undefined,
    );
    expect(result.thumbnail).toMatchObject({ mimeType: 'image/png', width: 320, height: 240 });
    const { data } = await sharp(result.thumbnail!.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([200, 60, 40]);
    expect(result.slices.map((slice) => slice.title)).toEqual(['No transcript']);
  });
});
