import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `start` holding package.json. */
function projectRootFrom(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

/**
 * Teachkit's folder, found from this module's place: server/ when run from source, dist-server/ when compiled, so
 * the migrations and the curriculum are found either way.
 */
export const PROJECT_ROOT = projectRootFrom(import.meta.dirname);
