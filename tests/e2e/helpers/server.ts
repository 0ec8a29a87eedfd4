import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded } from '../../../scripts/build-if-needed.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The compiled server `npm start` runs, compiled first when a server source changed. */
export async function serverEntry(): Promise<string> {
  return buildServerIfNeeded();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const startLimitSeconds = 240;

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the compiled server as `npm start` does after building, on its own port and data folder (a new, empty one
 * unless given). `entry` runs that compiled server as it is; without it the server is compiled first when a source
 * changed.
 */
export async function startServer(options: { port?: number; dataDir?: string; env?: Record<string, string>; entry?: string } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-e2e-'));
  const child = spawn(process.execPath, [options.entry ?? (await serverEntry())], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: 'dist', LOG_LEVEL: 'warn', DATABASE_URL: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  // A limit for a server that hangs, not for a busy machine: a server on an empty data folder migrates and seeds the
  // curriculum first, which took over a minute on two cores shared with the other steps of npm test. It stays below
  // the end-to-end hooks' own limit (vitest.config.ts), so the server's output is what a failure shows.
  const deadline = Date.now() + startLimitSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Stopped, so that a server that never answered does not outlive the test run.
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${startLimitSeconds} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
