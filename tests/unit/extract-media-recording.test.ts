import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMediaExtractor } from '../../server/processing/extract/media.ts';
import { ExtractionError, type ExtractInput } from '../../server/processing/extract/types.ts';
import { loadConfig, type TranscriptionConfig } from '../../server/config.ts';
import { transcriptionEndpoint } from '../../server/processing/extract/transcription.ts';
import { makeWav } from './helpers/media-files.ts';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-recording-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function recording(fileName: string, bytes: Buffer, captions?: { name: string; text: string }): ExtractInput {
  const filePath = path.join(dir, fileName);
  fs.writeFileSync(filePath, bytes);
  let captionsPath: string | undefined;
  if (captions) {
    captionsPath = path.join(dir, captions.name);
    fs.writeFileSync(captionsPath, captions.text);
  }
  return { filePath, fileName, extension: 'wav', mimeType: 'audio/wav', language: 'en-GB', ...(captionsPath ? { captionsPath } : {}) };
}

const ignoreProgress = () => undefined;
const withoutService = createMediaExtractor({ transcription: undefined });

const LESSON_VTT = `WEBVTT

00:00:00.000 --> 00:00:01.200
<v Ms. Rivera>A fraction is a part of a whole.

00:00:01.200 --> 00:00:02.000
<v Sam>Like half a pizza?

00:00:02.000 --> 00:00:02.500
<v Ms. Rivera>Exactly.
`;

describe('the recording extractor with captions', () => {
  it('gives the duration and timed transcript slices by speaker from captions that came with the recording', async () => {
    const seen: number[] = [];
    const result = await withoutService(recording('lesson.wav', makeWav(2.5), { name: 'captions.vtt', text: LESSON_VTT }), (p) => seen.push(p));
    expect(result.durationSeconds).toBe(2.5);
    expect(result.notice).toBe('');
    expect(result.thumbnail).toBeNull();
    expect(result.slices).toEqual([
      { page: null, pageIndexOffset: null, contentType: 'transcript', title: 'Ms. Rivera, 00:00–00:01', text: 'A fraction is a part of a whole.', image: null, start: 0, end: 1.2, speakerName: 'Ms. Rivera' },
      { page: null, pageIndexOffset: null, contentType: 'transcript', title: 'Sam, 00:01–00:02', text: 'Like half a pizza?', image: null, start: 1.2, end: 2, speakerName: 'Sam' },
      { page: null, pageIndexOffset: null, contentType: 'transcript', title: 'Ms. Rivera, 00:02–00:02', text: 'Exactly.', image: null, start: 2, end: 2.5, speakerName: 'Ms. Rivera' },
    ]);
    expect(seen).toEqual([10, 90, 100]);
  });

  it('reads SRT captions too', async () => {
    const srt = '1\r\n00:00:00,250 --> 00:00:01,750\r\nTEACHER: Count the equal parts.\r\n';
    const result = await withoutService(recording('count.wav', makeWav(2), { name: 'captions.srt', text: srt }), ignoreProgress);
    expect(result.slices).toEqual([
      { page: null, pageIndexOffset: null, contentType: 'transcript', title: 'Teacher, 00:00–00:01', text: 'Count the equal parts.', image: null, start: 0.25, end: 1.75, speakerName: 'Teacher' },
    ]);
  });
});

describe('the recording extractor without captions', () => {
  it('says plainly that there is no transcript and what the teacher can do, inventing no words', async () => {
    const result = await withoutService(recording('quiet.wav', makeWav(1.5)), ignoreProgress);
    const notice =
      'No transcript: this recording came without captions, and this Teachkit has no transcription service. To make what is said searchable and usable in lessons, upload the recording again with its captions (a WebVTT .vtt or SubRip .srt file) in the Captions field, or put the captions file beside it in a ZIP under the same name. Your administrator can also set TRANSCRIPTION_URL to have recordings transcribed.';
    expect(result).toEqual({
      durationSeconds: 1.5,
      thumbnail: null,
      notice,
      slices: [{ page: null, pageIndexOffset: null, contentType: 'transcript', title: 'No transcript', text: notice, image: null, start: null, end: null, speakerName: null }],
    });
  });

  it('refuses a damaged recording at once', async () => {
    const cut = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(6)]);
    const failure = await withoutService(recording('cut.wav', cut), ignoreProgress).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExtractionError);
    expect(failure).toMatchObject({
      permanent: true,
      message: 'The recording could not be read; the file may be damaged or cut short. Play it to check, export it again (MP3, MP4 or WAV), and upload it again',
    });
  });
});

interface Received {
  url: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  fileBytes: number;
  fileName: string;
}

describe('the recording extractor with a transcription service', () => {
  let server: http.Server;
  let answer: (response: http.ServerResponse) => void;
  let received: Received[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const form = await new Request('http://local', { method: 'POST', headers: request.headers as Record<string, string>, body: Buffer.concat(chunks) }).formData();
        const fields: Record<string, string> = {};
        let fileBytes = 0;
        let fileName = '';
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') fields[name] = value;
          else {
            fileBytes = value.size;
            fileName = value.name;
          }
        }
        received.push({ url: request.url!, authorization: request.headers.authorization, fields, fileBytes, fileName });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => {
    received = [];
  });

  const service = (overrides: Partial<TranscriptionConfig> = {}): TranscriptionConfig => ({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    apiKey: 'sk-test-transcription',
    model: 'whisper-1',
    timeoutMs: 5000,
    ...overrides,
  });
  const json = (status: number, body: unknown) => (response: http.ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  it('sends the recording to /audio/transcriptions for verbose_json segments and makes passages of them', async () => {
    answer = json(200, {
      text: 'Welcome back. Today: decimals.',
      duration: 3,
      segments: [
        { id: 0, start: 0, end: 1.5, text: ' Welcome back.' },
        { id: 1, start: 1.5, end: 3, text: ' Today: decimals.' },
      ],
    });
    const wav = makeWav(3);
    const result = await createMediaExtractor({ transcription: service() })(recording('decimals.wav', wav), ignoreProgress);
    expect(received).toEqual([
      {
        url: '/v1/audio/transcriptions',
        authorization: 'Bearer sk-test-transcription',
        fields: { model: 'whisper-1', response_format: 'verbose_json', 'timestamp_granularities[]': 'segment', language: 'en' },
        fileBytes: wav.length,
        fileName: 'decimals.wav',
      },
    ]);
    expect(result.durationSeconds).toBe(3);
    expect(result.notice).toBe('');
    expect(result.slices).toEqual([
      { page: null, pageIndexOffset: null, contentType: 'transcript', title: '00:00–00:03', text: 'Welcome back. Today: decimals.', image: null, start: 0, end: 3, speakerName: null },
    ]);
  });

  it('prefers captions that came with the recording over the service', async () => {
    answer = json(200, { segments: [{ start: 0, end: 1, text: 'from the service' }] });
    const result = await createMediaExtractor({ transcription: service() })(recording('own.wav', makeWav(2.5), { name: 'own.vtt', text: LESSON_VTT }), ignoreProgress);
    expect(received).toEqual([]);
    expect(result.slices.map((slice) => slice.text)).toEqual(['A fraction is a part of a whole.', 'Like half a pizza?', 'Exactly.']);
  });

  it('tells the teacher when the service refuses the file, and completes with the duration', async () => {
    answer = json(413, { error: { message: 'Maximum content size limit (26214400) exceeded' } });
    const result = await createMediaExtractor({ transcription: service() })(recording('long.wav', makeWav(1)), ignoreProgress);
    expect(result.durationSeconds).toBe(1);
    expect(result.notice).toBe(
      'No transcript: the transcription service could not transcribe this recording (Maximum content size limit (26214400) exceeded). To make what is said searchable and usable in lessons, upload the recording again with its captions (a WebVTT .vtt or SubRip .srt file) in the Captions field, or put the captions file beside it in a ZIP under the same name.',
    );
    expect(result.slices).toEqual([
      { page: null, pageIndexOffset: null, contentType: 'transcript', title: 'No transcript', text: result.notice, image: null, start: null, end: null, speakerName: null },
    ]);
  });

  it('says so when the service hears no speech', async () => {
    answer = json(200, { text: '', segments: [] });
    const result = await createMediaExtractor({ transcription: service() })(recording('silence.wav', makeWav(1)), ignoreProgress);
    expect(result.notice.startsWith('No transcript: the transcription service found no speech in this recording. ')).toBe(true);
    expect(result.slices).toHaveLength(1);
  });

  it('retries when the service fails or refuses the key, and never logs the key in the message', async () => {
    answer = json(503, { error: { message: 'overloaded' } });
    const down = await createMediaExtractor({ transcription: service() })(recording('a.wav', makeWav(1)), ignoreProgress).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(ExtractionError);
    expect(down).toMatchObject({ permanent: false, message: 'The transcription service failed (overloaded); Teachkit will try again' });

    answer = json(401, { error: { message: 'Incorrect API key provided: sk-test-transcription' } });
    const refused = await createMediaExtractor({ transcription: service() })(recording('b.wav', makeWav(1)), ignoreProgress).catch((error: unknown) => error);
    expect(refused).toMatchObject({ permanent: false, message: 'The transcription service refused Teachkit’s key; ask your administrator to check TRANSCRIPTION_API_KEY' });
  });

  it('gives up an attempt that takes longer than the timeout', async () => {
    answer = () => undefined; // never answers
    const slow = await createMediaExtractor({ transcription: service({ timeoutMs: 200 }) })(recording('slow.wav', makeWav(1)), ignoreProgress).catch((error: unknown) => error);
    expect(slow).toMatchObject({ permanent: false, message: 'The transcription service took too long to answer; Teachkit will try again' });
  });
});

describe('the transcription service’s configuration', () => {
  it('is off without TRANSCRIPTION_URL, and read with its key, model and timeout when set', () => {
    expect(loadConfig({}).transcription).toBeUndefined();
    expect(loadConfig({ TRANSCRIPTION_URL: 'https://speech.school.example/v1', TRANSCRIPTION_API_KEY: 'k1', TRANSCRIPTION_MODEL: 'whisper-large-v3', TRANSCRIPTION_TIMEOUT_SECONDS: '120' }).transcription).toEqual({
      url: 'https://speech.school.example/v1',
      apiKey: 'k1',
      model: 'whisper-large-v3',
      timeoutMs: 120_000,
    });
    expect(loadConfig({ TRANSCRIPTION_URL: 'http://127.0.0.1:9000/v1/audio/transcriptions' }).transcription).toEqual({
      url: 'http://127.0.0.1:9000/v1/audio/transcriptions',
      apiKey: undefined,
      model: 'whisper-1',
      timeoutMs: 600_000,
    });
    expect(() => loadConfig({ TRANSCRIPTION_URL: 'speech.school.example' })).toThrow('TRANSCRIPTION_URL must be an http or https address, got "speech.school.example"');
  });

  it('posts to /audio/transcriptions under an API base, or to the address given when it names it', () => {
    expect(transcriptionEndpoint('https://api.example/v1/')).toBe('https://api.example/v1/audio/transcriptions');
    expect(transcriptionEndpoint('http://127.0.0.1:9000/v1/audio/transcriptions')).toBe('http://127.0.0.1:9000/v1/audio/transcriptions');
  });
});
