import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEntry, startServer, type RunningServer } from './helpers/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('npm start on one data folder', () => {
  it('serves the SPA, the API and the identity provider from one process', async () => {
    server = await startServer();
    const html = await fetch(`${server.url}/dashboard`).then((r) => r.text());
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/src="\/static\/js\/[^"]+\.js"/);
    const discovery = await fetch(`${server.url}/identity/.well-known/openid-configuration`).then((r) => r.json());
    expect(discovery.issuer).toBe(`${server.url}/identity`);
    const unauthorised = await fetch(`${server.url}/api/profile`);
    expect(unauthorised.status).toBe(401);
    expect(fs.existsSync(path.join(server.dataDir, 'db'))).toBe(true);
  });

  it('refuses a second process on the same data folder with a clear message', async () => {
    const second = spawnSync(process.execPath, [await serverEntry()], {
      cwd: root,
      env: { ...process.env, PORT: String(server!.port + 1), DATA_DIR: server!.dataDir, STATIC_DIR: '', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(2);
    expect(second.stderr).toContain(`The data folder ${server!.dataDir} is in use by another Teachkit process (pid ${server!.process.pid})`);
  });

  it('shuts down gracefully on SIGTERM, releases the folder, and starts again on the same data', async () => {
    const { dataDir } = server!;
    expect(await server!.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'teachkit.lock'))).toBe(false);
    server = await startServer({ dataDir });
    const health = await fetch(`${server.url}/api/health`).then((r) => r.json());
    expect(health).toEqual({ status: 'ok' });
  });
});
