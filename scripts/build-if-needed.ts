import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_OUTFILE } from './build-server.ts';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Runs `build` when `output` is missing or an input is newer than the stamp of the last build, then stamps. */
async function rebuildWhenStale(stamp: string, inputs: string[], output: string, build: () => Promise<void>): Promise<void> {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  if (built >= changed && fs.existsSync(output)) return;
  await build();
  fs.writeFileSync(stamp, new Date().toISOString());
}

/** Builds the SPA when there is no build yet or a source file is newer than the last build. */
export async function buildIfNeeded(): Promise<void> {
  await rebuildWhenStale(
    path.join(root, 'dist', '.build-stamp'),
    ['src', 'index.html', 'vite.config.ts', 'scripts/prerender-plugin.ts', 'scripts/signed-in-chunks.ts', 'scripts/signed-in-preload.ts', 'package-lock.json', 'public'],
    path.join(root, 'dist', 'index.html'),
    async () => {
      console.log('Building the Teachkit web app…');
      await buildWebApp();
    },
  );
}

/**
 * The production build of the SPA, whatever NODE_ENV the shell (or a test runner) has set: Vite bundles React's
 * development build when NODE_ENV says so, a third larger and slower, which is never what a teacher should get.
 */
export async function buildWebApp(): Promise<void> {
  const { build } = await import('vite');
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn', mode: 'production' });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

/** Compiles the server when there is no compiled server yet or a server source is newer than it; returns its path. */
export async function buildServerIfNeeded(): Promise<string> {
  // The server also compiles in the contracts it shares with the browser (src/contracts).
  await rebuildWhenStale(path.join(path.dirname(SERVER_OUTFILE), '.build-stamp'), ['server', 'src/contracts', 'package-lock.json'], SERVER_OUTFILE, buildServer);
  return SERVER_OUTFILE;
}
