import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-npm-start-'));
const started: number[] = [];
afterAll(() => {
  for (const pid of started) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process below `pid`, read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(process.platform === 'linux')('npm start', () => {
  it('stops the server, and every process it started, when npm gets SIGTERM', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '', DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    started.push(npm.pid!);
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok === true, 'the server answered /api/health', 120_000);
    const tree = descendants(npm.pid!);
    started.push(...tree);
    expect(tree.length).toBeGreaterThanOrEqual(1);

    npm.kill('SIGTERM');
    await exited;
    await until(() => tree.every((pid) => !isAlive(pid)), 'every process npm started ended', 15_000);
    expect(await portAccepts(port)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'teachkit.lock'))).toBe(false);
  });
});
