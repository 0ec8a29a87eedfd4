import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStoredCaptions } from '../../server/domain/uploads/captions.ts';
import { createMediaExtractor } from '../../server/processing/extract/media.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePdf, multipartBody, type FormPart } from './helpers/files.ts';
import { makeWav } from '../unit/helpers/media-files.ts';

/**
 * Captions sent with a recording in PUT /upload: checked as the form arrives, stored beside the original, handed to
 * the recording extractor, and removed with the upload. Anything else in the Captions part is a 400 that says what
 * to send, and leaves nothing stored or charged.
 */

let t: TestApp;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) } });
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-captions-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });
/** Every file under the uploads folder (an emptied upload's folder may stay). */
function filesOnDisk(): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const stored = (key: string) => path.join(t.config.dataDir, 'uploads', ...key.split('/'));
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;

function send(token: string, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
}
const wavPart = (): FormPart => ({ name: 'File', value: makeWav(2.5), fileName: 'Fractions lesson.wav', contentType: 'audio/wav' });
const captionsPart = (fileName: string, value: string | Buffer): FormPart => ({ name: 'Captions', value, fileName, contentType: 'text/vtt' });

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\n<v Ms. Rivera>Halves are two equal parts.\n\n00:00:01.500 --> 00:00:02.500\n<v Sam>And quarters are four?\n';

describe('captions with a recording', () => {
  it('stores WebVTT captions beside the recording, where processing finds them, and deletes them with it', async () => {
    const token = await teacher('captions-vtt');
    const created = await send(token, [captionsPart('lesson.vtt', VTT), wavPart()]);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(fs.readFileSync(stored(`${id}/captions.vtt`), 'utf8')).toBe(VTT);
    expect(fs.existsSync(stored(`${id}/captions.srt`))).toBe(false);

    const folder = fs.mkdtempSync(path.join(scratch, 'job-'));
    const captionsPath = await copyStoredCaptions(t.app.storage, id, folder);
    expect(captionsPath).toBe(path.join(folder, 'captions.vtt'));
    const original = path.join(folder, 'original');
    fs.copyFileSync(stored(`${id}/original`), original);
    const result = await createMediaExtractor({ transcription: undefined })(
      { filePath: original, fileName: 'Fractions lesson.wav', extension: 'wav', mimeType: 'audio/wav', language: 'en', captionsPath: captionsPath! },
      () => undefined,
    );
    expect(result.durationSeconds).toBe(2.5);
    expect(result.slices.map(({ title, text, start, end, speakerName }) => ({ title, text, start, end, speakerName }))).toEqual([
      { title: 'Ms. Rivera, 00:00–00:01', text: 'Halves are two equal parts.', start: 0, end: 1.5, speakerName: 'Ms. Rivera' },
      { title: 'Sam, 00:01–00:02', text: 'And quarters are four?', start: 1.5, end: 2.5, speakerName: 'Sam' },
    ]);

    expect((await t.call('DELETE', `/api/upload/${id}`, token)).statusCode).toBe(204);
    expect(fs.existsSync(stored(`${id}/captions.vtt`))).toBe(false);
    expect(fs.existsSync(stored(`${id}/original`))).toBe(false);
  });

  it('stores SubRip captions as captions.srt, and an upload without captions has none to hand over', async () => {
    const token = await teacher('captions-srt');
    const srt = '1\n00:00:00,000 --> 00:00:02,000\nTEACHER: Count the parts.\n';
    const created = await send(token, [wavPart(), captionsPart('lesson.SRT', srt)]);
    expect(created.statusCode).toBe(201);
    expect(fs.readFileSync(stored(`${created.json().id}/captions.srt`), 'utf8')).toBe(srt);

    const bare = await send(token, [wavPart()]);
    expect(bare.statusCode).toBe(201);
    expect(await copyStoredCaptions(t.app.storage, bare.json().id, fs.mkdtempSync(path.join(scratch, 'job-')))).toBeUndefined();
  });
});

describe('captions refused', () => {
  const cases: [string, FormPart[], string][] = [
    ['with a PDF', [{ name: 'File', value: makePdf(), fileName: 'sheet.pdf' }, captionsPart('sheet.vtt', VTT)], 'Captions go with an audio or video file; leave Captions out for this file'],
    ['named .txt', [wavPart(), captionsPart('lesson.txt', VTT)], 'Captions must be a WebVTT (.vtt) or SubRip (.srt) file'],
    ['not UTF-8', [wavPart(), captionsPart('lesson.vtt', Buffer.from([0x57, 0x45, 0xff, 0xfe, 0x00]))], 'The captions file is not UTF-8 text; save it again as UTF-8'],
    [
      'without cues',
      [wavPart(), captionsPart('lesson.srt', 'Dear parents, the trip is on Friday.\n')],
      'The captions file holds no cues Teachkit can read; check that it is WebVTT or SubRip, with timings such as 00:00:01.000 --> 00:00:04.000',
    ],
    ['sent as text', [wavPart(), { name: 'Captions', value: VTT }], 'Send the captions as a file (.vtt or .srt), not as text'],
    ['over 2 MB', [wavPart(), captionsPart('huge.vtt', VTT + 'x'.repeat(2 * 1024 * 1024))], 'The captions file is larger than 2 MB; send the captions of this recording only'],
  ];
  it.each(cases)('%s: a 400 naming Captions, nothing stored, nothing charged', async (_name, parts, message) => {
    const token = await teacher(`refused-${_name.replace(/\W+/g, '-')}`);
    const before = filesOnDisk();
    const res = await send(token, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'Captions', message }]);
    expect(filesOnDisk()).toEqual(before);
    expect(await consumed(token)).toBe(0);
  });

  it('sent twice: one captions file per upload', async () => {
    const token = await teacher('captions-twice');
    const twice = await send(token, [captionsPart('a.vtt', VTT), captionsPart('b.vtt', VTT)]);
    expect(twice.json()).toEqual([
      { field: 'Captions', message: 'Send one captions file per upload' },
      { field: 'File', message: 'Choose a file to upload' },
    ]);
    const three = await send(token, [wavPart(), captionsPart('a.vtt', VTT), captionsPart('b.vtt', VTT)]);
    expect(three.statusCode).toBe(413);
    expect(three.json()).toEqual({ statusCode: 413, message: 'Send one file (and its Captions if it is a recording) and at most the fields Reference, Isbn, Language' });
    expect(await consumed(token)).toBe(0);
  });
});
