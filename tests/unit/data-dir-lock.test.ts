import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const lockModule = pathToFileURL(path.resolve(import.meta.dirname, '../../server/db/lock.ts')).href;
const TRIALS = 30;

/**
 * A separate Node process that loads the real lock module, says "ready", takes the lock when it reads a line on
 * stdin, prints "won <pid>" or "refused <message>", and holds what it got until stdin closes.
 */
const contender = `
const { lockDataDir } = await import(${JSON.stringify(lockModule)});
process.stdin.once('data', () => {
  try { lockDataDir(process.env.LOCK_DIR); console.log('won ' + process.pid); }
  catch (error) { console.log('refused ' + error.message); }
});
process.stdin.on('end', () => process.exit(0));
console.log('ready');
`;

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
});

function startContender(dir: string) {
  const child = spawn(process.execPath, [...(process.features.typescript ? [] : ['--experimental-strip-types']), '--input-type=module', '-e', contender], {
    env: { ...process.env, LOCK_DIR: dir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.add(child);
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  const nextLine = async () => {
    while (lines.length === 0) {
      if (child.exitCode !== null) throw new Error('contender exited early');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return lines.shift()!;
  };
  return { child, nextLine };
}

async function exited(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
  children.delete(child);
}

describe('the data-folder lock', () => {
  it(`lets exactly one of three processes in after a crash left the lock behind, ${TRIALS} times out of ${TRIALS}`, async () => {
    const winners: number[] = [];
    const refusalsNamingTheWinner: number[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-lock-'));
      // A holder that is killed outright leaves whatever a crash leaves.
      const crashed = startContender(dir);
      expect(await crashed.nextLine()).toBe('ready');
      crashed.child.stdin!.write('go\n');
      expect(await crashed.nextLine()).toBe(`won ${crashed.child.pid}`);
      crashed.child.kill('SIGKILL');
      await exited(crashed.child);

      const racers = [startContender(dir), startContender(dir), startContender(dir)];
      for (const racer of racers) expect(await racer.nextLine()).toBe('ready');
      for (const racer of racers) racer.child.stdin!.write('go\n');
      const outcomes = await Promise.all(racers.map((racer) => racer.nextLine()));
      const won = outcomes.filter((line) => line.startsWith('won '));
      winners.push(won.length);
      const winnerPid = won[0]?.slice(4);
      refusalsNamingTheWinner.push(outcomes.filter((line) => line.includes(`in use by another Teachkit process (pid ${winnerPid})`)).length);
      for (const racer of racers) racer.child.stdin!.end();
      await Promise.all(racers.map((racer) => exited(racer.child)));
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(winners).toEqual(new Array(TRIALS).fill(1));
    expect(refusalsNamingTheWinner).toEqual(new Array(TRIALS).fill(2));
  }, 120_000);

  it('frees the folder when its holder releases it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-lock-'));
    const first = startContender(dir);
    expect(await first.nextLine()).toBe('ready');
    first.child.stdin!.write('go\n');
    expect(await first.nextLine()).toBe(`won ${first.child.pid}`);
    expect(fs.readFileSync(path.join(dir, 'teachkit.lock'), 'utf8')).toBe(String(first.child.pid));
    first.child.stdin!.end();
    await exited(first.child);
    const second = startContender(dir);
    expect(await second.nextLine()).toBe('ready');
    second.child.stdin!.write('go\n');
    expect(await second.nextLine()).toBe(`won ${second.child.pid}`);
    second.child.stdin!.end();
    await exited(second.child);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
