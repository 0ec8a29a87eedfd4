import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another Teachkit process (pid ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on the data folder: PGlite has none of its own, and two processes writing one
 * embedded database would corrupt it. A lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'teachkit.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dir, holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}
