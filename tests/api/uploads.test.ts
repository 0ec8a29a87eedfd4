import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makeDocx, makeElf, makePdf, makePng, makePptx, makeWindowsProgram, multipartBody, type FormPart } from './helpers/files.ts';

/**
 * Uploads, the server side of the first step: a teacher's file is checked by its bytes, stored whole on disk, listed,
 * downloaded byte for byte and deleted; another teacher sees none of it; refusals cost nothing and leave nothing.
 */

const ONE_MB = 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  // No worker in this process: what intake stores is read as it was stored, Queued (processing has its own file).
  t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(ONE_MB), LIMIT_FREE: '4', UPLOAD_WORKERS: 'off' } });
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });

function upload(token: string, file: { name: string; bytes: Buffer; contentType?: string } | null, fields: Record<string, string> = {}) {
  const parts: FormPart[] = [];
  if (file) parts.push({ name: 'File', value: file.bytes, fileName: file.name, contentType: file.contentType ?? 'application/octet-stream' });
  for (const [name, value] of Object.entries(fields)) parts.push({ name, value });
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storedFile = (id: string) => path.join(t.config.dataDir, 'uploads', id, 'original');
/** Every file under the uploads folder, temporary ones included. */
function filesOnDisk(): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
const uploadRows = async () => Number((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from uploads`)).rows[0]!.n);

describe('a round trip', () => {
  it('stores a PDF, lists it, shows it, downloads it byte for byte and deletes it with its file', async () => {
    const token = await teacher('round-trip');
    const pdf = makePdf();
    const created = await upload(token, { name: 'Fractions Year 3.pdf', bytes: pdf }, { Reference: 'doi:10.1000/182', Isbn: '978-0-306-40615-7', Language: 'en-GB' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(Object.keys(body).sort()).toEqual(
      ['byteSize', 'description', 'doi', 'durationSeconds', 'enabled', 'fileExtension', 'id', 'isbn', 'lastUpdated', 'message', 'progressPercent', 'state', 'task', 'title'].sort(),
    );
    expect(body).toMatchObject({
      title: 'Fractions Year 3',
      description: '',
      task: 'upload',
      state: 'ready',
      message: '',
      progressPercent: 0,
      byteSize: pdf.length,
      durationSeconds: null,
      fileExtension: 'pdf',
      enabled: true,
      isbn: '9780306406157',
      doi: '10.1000/182',
    });
    expect(await consumed(token)).toBe(1);

    const [row] = (await t.database.db.execute<{ sha256: string; mime_type: string; language: string; file_name: string }>(sql`select sha256, mime_type, language, file_name from uploads where id = ${body.id}`)).rows;
    expect(row).toEqual({ sha256: sha256(pdf), mime_type: 'application/pdf', language: 'en-GB', file_name: 'Fractions Year 3.pdf' });
    expect(fs.readFileSync(storedFile(body.id)).equals(pdf)).toBe(true);

    const list = await t.call('GET', '/api/upload', token);
    expect(list.json()).toEqual({ items: [body], continuationToken: null });
    expect((await t.call('GET', `/api/upload/${body.id}`, token)).json()).toEqual(body);

    const download = await t.call('GET', `/api/upload/${body.id}/download`, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Fractions Year 3.pdf"; filename*=UTF-8''Fractions%20Year%203.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(sha256(download.rawPayload)).toBe(sha256(pdf));

    // Pictures processing made lie in the upload's folder too; deleting the upload removes the whole folder.
    const picture = path.join(t.config.dataDir, 'uploads', body.id, 'slices', '0.png');
    fs.mkdirSync(path.dirname(picture), { recursive: true });
    fs.writeFileSync(picture, 'picture');
    const removed = await t.call('DELETE', `/api/upload/${body.id}`, token);
    expect(removed.statusCode).toBe(204);
    expect(fs.existsSync(storedFile(body.id))).toBe(false);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', body.id))).toBe(false);
    expect((await t.call('GET', `/api/upload/${body.id}`, token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/upload', token)).json()).toEqual({ items: [], continuationToken: null });
  });

  it('takes a Word document, a PowerPoint deck, a PNG, Markdown and HTML by what their bytes are', async () => {
    const token = await teacher('formats');
    const files = [
      { name: 'Photosynthesis.docx', bytes: await makeDocx(), extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { name: 'Water cycle.PPTX', bytes: await makePptx(), extension: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
      { name: 'diagram.png', bytes: makePng(), extension: 'png', mime: 'image/png' },
      { name: 'notes.md', bytes: Buffer.from('# Forces\n\nA push or a pull — *Kraft* in German.\n'), extension: 'md', mime: 'text/markdown; charset=utf-8' },
    ];
    const ids: string[] = [];
    for (const file of files) {
      const created = await upload(token, { name: file.name, bytes: file.bytes });
      expect(created.statusCode, `${file.name}: ${created.body}`).toBe(201);
      expect(created.json().fileExtension).toBe(file.extension);
      ids.push(created.json().id);
      const download = await t.call('GET', `/api/upload/${created.json().id}/download`, token);
      expect(download.headers['content-type'], file.name).toBe(file.mime);
      expect(download.rawPayload.equals(file.bytes), file.name).toBe(true);
    }
    const page = (await t.call('GET', '/api/upload?pageSize=3', token)).json();
    expect(page.items.map((u: { id: string }) => u.id)).toEqual([ids[3], ids[2], ids[1]]);
    const rest = (await t.call('GET', `/api/upload?pageSize=3&continuationToken=${page.continuationToken}`, token)).json();
    expect(rest).toEqual({ items: [expect.objectContaining({ id: ids[0], title: 'Photosynthesis' })], continuationToken: null });
    for (const id of ids) expect((await t.call('DELETE', `/api/upload/${id}`, token)).statusCode).toBe(204);

    const html = await upload(await teacher('formats-html'), { name: 'page.html', bytes: Buffer.from('<!DOCTYPE html>\n<html><body><p>Hello</p></body></html>') });
    expect(html.statusCode).toBe(201);
    const download = await t.call('GET', `/api/upload/${html.json().id}/download`, await teacher('formats-html'));
    expect(download.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="page.html"; filename*=UTF-8''page.html`);
  });

  it('downloads under the original name, safely encoded', async () => {
    const token = await teacher('names');
    const created = await upload(token, { name: 'Übung (1) – Brüche\'s.pdf', bytes: makePdf() });
    expect(created.statusCode).toBe(201);
    expect(created.json().title).toBe("Übung (1) – Brüche's");
    const download = await t.call('GET', `/api/upload/${created.json().id}/download`, token);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_bung (1) _ Br_che's.pdf"; filename*=UTF-8''%C3%9Cbung%20%281%29%20%E2%80%93%20Br%C3%BCche%27s.pdf`,
    );
  });
});

describe('another teacher', () => {
  it('gets 404 on every route of an upload that is not theirs, and does not see it listed', async () => {
    const owner = await teacher('owner');
    const other = await teacher('other');
    const id = (await upload(owner, { name: 'mine.pdf', bytes: makePdf() })).json().id as string;
    for (const [method, url] of [
      ['GET', `/api/upload/${id}`],
      ['GET', `/api/upload/${id}/download`],
      ['DELETE', `/api/upload/${id}`],
    ] as const) {
      const res = await t.call(method, url, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Upload not found' });
    }
    expect((await t.call('GET', '/api/upload', other)).json()).toEqual({ items: [], continuationToken: null });
    expect(fs.existsSync(storedFile(id))).toBe(true);
    expect((await t.call('GET', `/api/upload/${id}`, owner)).statusCode).toBe(200);
  });

  it('and nobody signed out reaches any upload route', async () => {
    for (const [method, url] of [
      ['GET', '/api/upload'],
      ['PUT', '/api/upload'],
      ['GET', '/api/upload/references/9780306406157'],
    ] as const) {
      expect((await t.call(method, url)).statusCode, url).toBe(401);
    }
  });
});

describe('refused files', () => {
  it('a file over the limit is a 413 naming the limit, and nothing is stored or charged', async () => {
    const token = await teacher('too-large');
    const before = filesOnDisk();
    const rows = await uploadRows();
    const res = await upload(token, { name: 'big.pdf', bytes: makePdf('Big', ONE_MB + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, message: 'The file is larger than 1 MB, the most Teachkit accepts; upload a smaller file or split it' });
    expect(filesOnDisk()).toEqual(before);
    expect(await uploadRows()).toBe(rows);
    expect(await consumed(token)).toBe(0);
    // A file of exactly the limit is accepted.
    const exact = await upload(token, { name: 'exact.pdf', bytes: makePdf('Exact', ONE_MB) });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().byteSize).toBe(ONE_MB);
  });

  it('a declared length over the limit is refused before the body is read', async () => {
    const token = await teacher('declared');
    const { payload, contentType } = multipartBody([{ name: 'File', value: makePdf(), fileName: 'a.pdf' }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(3 * ONE_MB) },
      payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('a program renamed .pdf is a 415 that lists what is accepted', async () => {
    const token = await teacher('programs');
    const before = filesOnDisk();
    for (const [name, bytes, what] of [
      ['worksheet.pdf', makeElf(), 'a .elf file'],
      ['lesson.docx', makeWindowsProgram(), 'a .exe file'],
    ] as const) {
      const res = await upload(token, { name, bytes, contentType: 'application/pdf' });
      expect(res.statusCode, name).toBe(415);
      const { message } = res.json();
      expect(message.startsWith(`The file’s contents are ${what}, which Teachkit does not accept. Teachkit accepts: PDF (.pdf); Word document (.docx); PowerPoint presentation (.pptx); plain text (.txt, .text); Markdown (.md, .markdown); HTML (.html, .htm); PNG image (.png); JPEG image (.jpg, .jpeg); ZIP archive (.zip); MP3 audio (.mp3)`), message).toBe(true);
      expect(message).toContain('MPEG-4 audio or video (.mp4, .m4v, .m4a, .alac, .3gp)');
    }
    expect(filesOnDisk()).toEqual(before);
    expect(await consumed(token)).toBe(0);
  });

  it('a name that disagrees with the bytes is refused with what to do', async () => {
    const token = await teacher('misnamed');
    const png = await upload(token, { name: 'handout.pdf', bytes: makePng() });
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual([{ field: 'File', message: 'The file is named .pdf but its contents are a PNG image; rename it to .png, or choose the file you meant' }]);
    const text = await upload(token, { name: 'notes.docx', bytes: Buffer.from('Just some notes\n') });
    expect(text.json()).toEqual([{ field: 'File', message: 'The file is named .docx but its contents are plain text; rename it to .txt, or choose the file you meant' }]);
    const script = await upload(token, { name: 'run.sh', bytes: Buffer.from('#!/bin/sh\necho hi\n') });
    expect(script.statusCode).toBe(415);
    expect(script.json().message.startsWith('Files named .sh are not accepted. Teachkit accepts: PDF (.pdf);')).toBe(true);
    expect(await consumed(token)).toBe(0);
    expect(filesOnDisk().filter((f) => !f.includes(`${path.sep}.incoming${path.sep}`)).length).toBe(await uploadRows());
  });

  it('a bad ISBN or DOI is a 400 naming each field, and nothing is stored', async () => {
    const token = await teacher('references');
    const rows = await uploadRows();
    const res = await upload(token, { name: 'book.pdf', bytes: makePdf() }, { Reference: '10.12/abc', Isbn: '978-0-306-40615-8', Language: 'english please' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { field: 'Reference', message: 'A DOI reads 10.<registrant, 4 to 9 digits>/<suffix>, for example 10.1000/182, with no spaces' },
      { field: 'Isbn', message: 'This ISBN-13 has a wrong check digit; check it against the book' },
      { field: 'Language', message: 'Language is a language tag such as en, en-GB or fr' },
    ]);
    const isbn10 = await upload(token, { name: 'book.pdf', bytes: makePdf() }, { Isbn: '0-306-40615-3' });
    expect(isbn10.json()).toEqual([{ field: 'Isbn', message: 'This ISBN-10 has a wrong check digit; check it against the book' }]);
    expect(await uploadRows()).toBe(rows);
    expect(await consumed(token)).toBe(0);
    // An ISBN in Reference fills isbn; a citation in words is kept as it is.
    const byIsbn = await upload(token, { name: 'book.pdf', bytes: makePdf() }, { Reference: 'ISBN 0-8044-2957-X' });
    expect(byIsbn.json()).toMatchObject({ isbn: '080442957X', doi: null });
    const cited = await upload(token, { name: 'book.pdf', bytes: makePdf() }, { Reference: 'Smith, Maths for Year 3, p. 12' });
    expect(cited.json()).toMatchObject({ isbn: null, doi: null });
  });

  it('a form without a file, a JSON body, or a field the form does not have is refused', async () => {
    const token = await teacher('forms');
    expect((await upload(token, null, { Language: 'en' })).json()).toEqual([{ field: 'File', message: 'Choose a file to upload' }]);
    expect((await upload(token, { name: 'empty.txt', bytes: Buffer.alloc(0) })).json()).toEqual([{ field: 'File', message: 'The file is empty; choose a file with something in it' }]);
    const json = await t.call('PUT', '/api/upload', token, { File: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ statusCode: 415, message: 'Send the upload as multipart/form-data with the fields File, Reference, Isbn, Language' });
    const extra = await upload(token, { name: 'a.pdf', bytes: makePdf() }, { Owner: 'someone-else' });
    expect(extra.json()).toEqual([{ field: 'Owner', message: 'Not a field of an upload; send File, Reference, Isbn, Language' }]);
    const nul = await upload(token, { name: 'a.pdf', bytes: makePdf() }, { Reference: 'bad\u0000' });
    expect(nul.json()).toEqual([{ field: 'Reference', message: 'Remove the NUL character (U+0000): text cannot contain it' }]);
    expect(await consumed(token)).toBe(0);
  });

  it('a form cut short is a 400 and leaves nothing behind, and a second file is refused', async () => {
    const token = await teacher('cut-short');
    const before = filesOnDisk();
    const { payload, contentType } = multipartBody([{ name: 'File', value: makePdf(), fileName: 'a.pdf' }]);
    const cut = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload: payload.subarray(0, 200) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual([{ field: '(body)', message: 'The multipart form is malformed or cut short; send it again' }]);
    const two = await upload(token, { name: 'a.pdf', bytes: makePdf() }, {});
    expect(two.statusCode).toBe(201);
    const second = multipartBody([
      { name: 'File', value: makePdf(), fileName: 'a.pdf' },
      { name: 'File', value: makePdf(), fileName: 'b.pdf' },
    ]);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': second.contentType }, payload: second.payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([{ field: 'File', message: 'Send one file per upload' }]);
    const third = multipartBody([
      { name: 'File', value: makePdf(), fileName: 'a.pdf' },
      { name: 'File', value: makePdf(), fileName: 'b.pdf' },
      { name: 'File', value: makePdf(), fileName: 'c.pdf' },
    ]);
    const tooMany = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': third.contentType }, payload: third.payload });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ statusCode: 413, message: 'Send one file (and its Captions if it is a recording) and at most the fields Reference, Isbn, Language' });
    expect(filesOnDisk().length).toBe(before.length + 1);
    expect(await consumed(token)).toBe(1);
  });

  it('an id that is no upload id is a 404', async () => {
    const token = await teacher('ids');
    expect((await t.call('GET', '/api/upload/not-an-id', token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/upload/00000000-0000-4000-8000-000000000000/download', token)).statusCode).toBe(404);
  });
});

describe('robot actions', () => {
  it('at the limit an upload is a 429 and nothing is stored', async () => {
    const token = await teacher('at-limit');
    for (let i = 0; i < 4; i += 1) expect((await upload(token, { name: `u${i}.pdf`, bytes: makePdf() })).statusCode).toBe(201);
    const before = filesOnDisk();
    const rows = await uploadRows();
    const res = await upload(token, { name: 'one-too-many.pdf', bytes: makePdf() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ statusCode: 429, message: 'Your robot has hit the limit! It is back when the shift resets.' });
    expect(filesOnDisk()).toEqual(before);
    expect(await uploadRows()).toBe(rows);
    expect(await consumed(token)).toBe(4);
  });

  it('a failed storage write charges nothing and leaves no row', async () => {
    const token = await teacher('disk-fails');
    const incoming = path.join(t.config.dataDir, 'uploads', '.incoming');
    fs.rmSync(incoming, { recursive: true, force: true });
    // A file where the temporary folder should be: every write fails, as on a full or broken disk.
    fs.writeFileSync(incoming, 'in the way');
    const rows = await uploadRows();
    try {
      const res = await upload(token, { name: 'lost.pdf', bytes: makePdf() });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ statusCode: 500, message: 'An unexpected error occurred' });
    } finally {
      fs.rmSync(incoming, { force: true });
    }
    expect(await uploadRows()).toBe(rows);
    expect(await consumed(token)).toBe(0);
    expect((await upload(token, { name: 'kept.pdf', bytes: makePdf() })).statusCode).toBe(201);
    expect(await consumed(token)).toBe(1);
  });
});

describe('GET /api/upload/references/{ref}', () => {
  it('says what a reference is and whether it checks out, offline', async () => {
    const token = await teacher('lookup');
    const check = async (ref: string) => (await t.call('GET', `/api/upload/references/${encodeURIComponent(ref)}`, token)).json();
    expect(await check('978-0-306-40615-7')).toEqual({ reference: '978-0-306-40615-7', kind: 'isbn-13', valid: true, normalized: '9780306406157', message: 'A valid ISBN-13' });
    expect(await check('0-8044-2957-X')).toEqual({ reference: '0-8044-2957-X', kind: 'isbn-10', valid: true, normalized: '080442957X', message: 'A valid ISBN-10' });
    expect(await check('9780306406158')).toMatchObject({ kind: 'isbn-13', valid: false, normalized: null });
    expect(await check('10.1038/nphys1170')).toEqual({ reference: '10.1038/nphys1170', kind: 'doi', valid: true, normalized: '10.1038/nphys1170', message: 'A well-formed DOI' });
    expect(await check('https://doi.org/10.1000/182')).toMatchObject({ kind: 'doi', valid: true, normalized: '10.1000/182' });
    expect(await check('10.12/x')).toMatchObject({ kind: 'doi', valid: false });
    expect(await check('hello')).toMatchObject({ kind: 'unknown', valid: false });
  });
});
