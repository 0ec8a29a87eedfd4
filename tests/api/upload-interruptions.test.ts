import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { uploads } from '../../server/db/schema.ts';
import { createUploadProcessingRepository } from '../../server/repositories/upload-processing.ts';

/**
 * A run found in progress when a worker starts was cut off by its process's end. It is resumed once; cut off a
 * second time it is not taken up again by itself, so a file that keeps bringing its process down cannot do so on
 * every start. The teacher's Regenerate starts the count afresh.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function uploadInProgress(ownerId: string): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(uploads).values({
    id,
    ownerId,
    title: 'Rivers workbook',
    fileName: 'rivers.pdf',
    fileExtension: 'pdf',
    mimeType: 'application/pdf',
    byteSize: 1000,
    sha256: '0'.repeat(64),
    storageKey: `${id}/original`,
    state: 'inProgress',
  });
  return id;
}

const row = async (id: string) => (await t.database.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;

describe('runs cut off by their process', () => {
  it('are resumed once, then marked broken with the reason; Regenerate starts the count afresh', async () => {
    const token = await t.token({ sub: 'cut-off', email: 'cut-off@school.example' });
    expect((await t.call('GET', '/api/profile', token)).statusCode).toBe(200);
    const repository = createUploadProcessingRepository(t.database.db);
    const id = await uploadInProgress('cut-off');

    expect(await repository.interrupted(id)).toBe(true);
    expect(await row(id)).toMatchObject({ state: 'inProgress', interruptions: 1 });

    expect(await repository.interrupted(id)).toBe(false);
    expect(await row(id)).toMatchObject({
      state: 'broken',
      interruptions: 2,
      message: 'Processing this file was cut off twice when the server stopped, so Teachkit has not tried again by itself. Choose Regenerate to try again, or upload the file again.',
    });

    await repository.restart('cut-off', id, 'upload');
    expect(await row(id)).toMatchObject({ state: 'ready', interruptions: 0, message: '' });
  });
});
