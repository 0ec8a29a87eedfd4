import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server.ts';

/** Where the run keeps a data folder a server has started in once (set by the project's global setup). */
const SEEDED_ENV = 'TEACHKIT_E2E_SEEDED_DATA';

/** Vitest global setup of the end-to-end project: a place for the seeded data folder, removed when the run ends. */
export default function setup(): () => void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-e2e-seeded-'));
  process.env[SEEDED_ENV] = path.join(folder, 'data');
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

/**
 * A new data folder holding what a server's first start leaves there (the migrated database with the curriculum
 * seeded): a copy of one folder a server started in and stopped in gracefully, made on the run's first call. A
 * server starts on it in a second or two rather than the seconds the seeding takes. Outside a test run (no global
 * setup) the folder is empty, so the server seeds it.
 */
export async function seededDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-e2e-'));
  const seeded = process.env[SEEDED_ENV];
  if (!seeded) return dataDir;
  if (!fs.existsSync(seeded)) {
    const making = `${seeded}.making`;
    fs.rmSync(making, { recursive: true, force: true });
    fs.mkdirSync(making);
    const first = await startServer({ dataDir: making });
    const code = await first.stop('SIGTERM');
    if (code !== 0) throw new Error(`the server seeding ${making} stopped with ${code}:\n${first.output()}`);
    fs.renameSync(making, seeded);
  }
  fs.cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}
