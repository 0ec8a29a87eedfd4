import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isAlive } from '../process-alive.ts';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number | undefined) {
    super(
      `The data folder ${dir} is in use by another Teachkit process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The file naming the holder's pid, for the refusal message; present only while a process holds the folder. */
const HOLDER_FILE = 'teachkit.lock';
/** The file the operating system locks; it stays in the folder (removing a locked file would let a second process lock a new one). */
const GUARD_FILE = 'teachkit.lock.db';

/** Open guards, referenced here so a holder that drops its release function cannot lose the lock to the garbage collector. */
const held = new Set<DatabaseSync>();

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The holder writes its pid just after taking the lock, so a refused process may read nothing or a dead pid for a moment. */
function readHolder(file: string): number | undefined {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const pid = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '');
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return pid;
    sleepSync(25);
  }
  return undefined;
}

/**
 * Takes an exclusive lock on the data folder: PGlite has none of its own, and two processes writing one embedded
 * database would corrupt it. The lock is an operating-system file lock (SQLite's, through node:sqlite), so the
 * kernel decides who wins a race and drops the lock when its holder dies: a lock left by a crash needs no takeover.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const holderFile = path.join(dir, HOLDER_FILE);
  const guard = new DatabaseSync(path.join(dir, GUARD_FILE));
  try {
    // The guard holds no data: its journal stays in memory rather than beside it in the folder.
    guard.exec('PRAGMA journal_mode = MEMORY');
    // An exclusive transaction that is never committed holds the lock until the connection closes or the process ends.
    guard.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    guard.close();
    if ((error as { errcode?: number }).errcode === 5 /* SQLITE_BUSY */) throw new DataDirLockedError(dir, readHolder(holderFile));
    throw error;
  }
  held.add(guard);
  fs.writeFileSync(holderFile, String(process.pid));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The holder file goes first: once the lock is released another process may already have written its own.
    fs.rmSync(holderFile, { force: true });
    held.delete(guard);
    guard.close();
  };
}
