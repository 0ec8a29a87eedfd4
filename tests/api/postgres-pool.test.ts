import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/app.ts';

describe.runIf(process.env.DATABASE_URL)('on a PostgreSQL server', () => {
  it('keeps serving after the server ends its idle connections', async () => {
    const t = await createTestApp();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    try {
      const token = await t.token({ sub: 'pool-teacher', email: 'pool@school.example' });
      expect((await t.call('GET', '/api/profile', token)).statusCode).toBe(200);
      const { rows } = await t.database.db.execute<{ name: string }>(sql`select current_database() as name`);
      await admin.connect();
      const ended = await admin.query('select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1) t', [rows[0]!.name]);
      expect(ended.rows[0].n).toBeGreaterThan(0);
      // Each ended connection is reported once, when its goodbye arrives; until then the pool may still hand it out.
      const reports = () => logged.mock.calls.filter(([line]) => String(line).includes('A PostgreSQL connection was closed by the server')).length;
      await vi.waitFor(() => expect(reports()).toBe(ended.rows[0].n), { timeout: 5000 });
      expect((await t.call('GET', '/api/profile', token)).statusCode).toBe(200);
    } finally {
      await admin.end();
      logged.mockRestore();
      await t.close();
    }
  });
});
