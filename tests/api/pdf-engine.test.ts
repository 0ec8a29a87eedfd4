import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSlices } from '../../server/db/schema.ts';
import { findPoppler } from '../../server/processing/extract/poppler.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePdf, multipartBody } from './helpers/files.ts';

/**
 * PDF_ENGINE and PDFTOTEXT_PATH reach the server's upload processing: a PDF uploaded to a running server is read by
 * the pdftotext they name, and by pdfjs where pdftotext fails.
 */

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-pdf-engine-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Uploads a one-page PDF, waits (at most 20 s) until processing is complete, and answers its slices. */
async function uploadAndRead(t: TestApp, sub: string): Promise<{ title: string; text: string }[]> {
  const token = await t.token({ sub, email: `${sub}@school.example`, name: sub });
  const { payload, contentType } = multipartBody([{ name: 'File', value: makePdf('Fractions are parts of a whole'), fileName: 'Fractions.pdf', contentType: 'application/pdf' }]);
  const created = await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const upload = (await t.call('GET', `/api/upload/${id}`, token)).json();
    if (upload.state === 'complete') break;
    if (Date.now() > deadline || upload.state === 'error') throw new Error(`processing did not complete: ${JSON.stringify(upload)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return t.database.db.select({ title: uploadSlices.title, text: uploadSlices.text }).from(uploadSlices).where(eq(uploadSlices.uploadId, id)).orderBy(uploadSlices.ordinal);
}

describe('PDF_ENGINE=poppler in a running server', () => {
  it('the pdftotext PDFTOTEXT_PATH names is given the stored copy; when it fails, pdfjs reads the page', async () => {
    const program = path.join(scratch, 'failing', 'pdftotext');
    fs.mkdirSync(path.dirname(program));
    fs.writeFileSync(program, `#!/bin/sh\nprintf '%s\\n' "$@" > "$(dirname "$0")/arguments"\nexit 1\n`, { mode: 0o755 });
    const t = await createTestApp({ env: { PDF_ENGINE: 'poppler', PDFTOTEXT_PATH: program } });
    try {
      expect(await uploadAndRead(t, 'pdf-engine-fallback')).toEqual([{ title: 'Page 1', text: 'Fractions are parts of a whole' }]);
      const args = fs.readFileSync(path.join(path.dirname(program), 'arguments'), 'utf8').trimEnd().split('\n');
      expect(args.slice(0, 9)).toEqual(['-tsv', '-cropbox', '-enc', 'UTF-8', '-q', '-f', '1', '-l', '1']);
      expect(args[9]!.startsWith(path.join(t.config.dataDir, 'tmp') + path.sep)).toBe(true);
      expect(args.slice(10)).toEqual(['-']);
    } finally {
      await t.close();
    }
  });

  const installed = findPoppler({ engine: 'auto', pdftotextPath: undefined });
  it.skipIf(!installed)(installed ? 'the installed pdftotext reads the same slice' : 'the installed pdftotext reads the same slice (skipped: pdftotext is not installed; apt-get install poppler-utils)', async () => {
    const t = await createTestApp({ env: { PDF_ENGINE: 'poppler' } });
    try {
      expect(await uploadAndRead(t, 'pdf-engine-poppler')).toEqual([{ title: 'Page 1', text: 'Fractions are parts of a whole' }]);
    } finally {
      await t.close();
    }
  });
});
