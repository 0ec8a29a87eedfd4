import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAccounts } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePdf, multipartBody } from './helpers/files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '20', UPLOAD_WORKERS: 'off' } });
});
afterAll(() => t.close());

async function rows(table: string, column: string, value: string): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`);
  return Number(result.rows[0]!.n);
}

describe('DELETE /api/profile', () => {
  it('removes the account and everything kept for it once the teacher types their email, and nothing of anyone else', async () => {
    const teacher = await t.token({ sub: 'leaving-teacher', email: 'leaving@school.example', name: 'Leaving Teacher' });
    const colleague = await t.token({ sub: 'staying-teacher', email: 'staying@school.example', name: 'Staying Teacher' });
    await t.call('GET', '/api/profile', teacher);
    await t.database.db.insert(identityAccounts).values({ id: 'leaving-teacher', email: 'leaving@school.example', name: 'Leaving Teacher', passwordHash: 'x' });
    const lesson = (await t.call('POST', '/api/lesson', teacher, { title: 'My fractions lesson', outcomes: ['3.NF.A.1'] })).json();
    await t.call('PUT', `/api/sharing/lesson/${lesson.id}/people`, teacher, { emails: ['staying@school.example'] });
    await t.call('GET', '/api/profile/api-key', teacher);
    const { payload, contentType } = multipartBody([{ name: 'File', value: makePdf(), fileName: 'workbook.pdf', contentType: 'application/pdf' }]);
    const upload = (await t.app.inject({ method: 'PUT', url: '/api/upload', headers: { authorization: `Bearer ${teacher}`, 'content-type': contentType }, payload })).json();
    const folder = path.join(t.config.dataDir, 'uploads', upload.id);
    expect(fs.existsSync(folder)).toBe(true);
    const kept = (await t.call('POST', '/api/lesson', colleague, { title: "A colleague's lesson", outcomes: ['3.NF.A.1'] })).json();

    const unconfirmed = await t.call('DELETE', '/api/profile?confirm=someone@school.example', teacher);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual([
      { field: 'confirm', message: 'Type your email address (leaving@school.example) in confirm: removing your account cannot be undone' },
    ]);
    expect(await rows('lessons', 'owner_id', 'leaving-teacher')).toBe(1);
    expect(await rows('shares', 'owner_id', 'leaving-teacher')).toBe(1);

    const removed = await t.call('DELETE', '/api/profile?confirm=Leaving@School.example', teacher);
    expect(removed.statusCode).toBe(204);
    expect(await rows('profiles', 'id', 'leaving-teacher')).toBe(0);
    expect(await rows('lessons', 'owner_id', 'leaving-teacher')).toBe(0);
    expect(await rows('shares', 'owner_id', 'leaving-teacher')).toBe(0);
    expect(await rows('uploads', 'owner_id', 'leaving-teacher')).toBe(0);
    expect(await rows('api_keys', 'profile_id', 'leaving-teacher')).toBe(0);
    expect(await rows('usage_actions', 'profile_id', 'leaving-teacher')).toBe(0);
    expect(await rows('identity_accounts', 'id', 'leaving-teacher')).toBe(0);
    expect(fs.existsSync(folder)).toBe(false);

    expect((await t.call('GET', `/api/lesson/${kept.id}`, colleague)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/sharing/withme', colleague)).json()).toEqual([]);
  });

  it('needs the confirmation, and cannot be done with an API key', async () => {
    const teacher = await t.token({ sub: 'careful-teacher', email: 'careful@school.example' });
    expect((await t.call('DELETE', '/api/profile', teacher)).json()).toEqual([
      { field: 'confirm', message: 'Type your email address in confirm: removing your account cannot be undone' },
    ]);
    const { key } = (await t.call('GET', '/api/profile/api-key', teacher)).json();
    const viaKey = await t.app.inject({ method: 'DELETE', url: '/api/profile?confirm=careful@school.example', headers: { 'x-api-key': key } });
    expect(viaKey.statusCode).toBe(403);
    expect(await rows('profiles', 'id', 'careful-teacher')).toBe(1);
  });
});
