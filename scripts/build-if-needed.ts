import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the SPA when there is no build yet or a source file is newer than the last build. */
export async function buildIfNeeded(): Promise<void> {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  if (built >= changed && fs.existsSync(path.join(root, 'dist', 'index.html'))) return;
  console.log('Building the Teachkit web app…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
  fs.writeFileSync(stamp, new Date().toISOString());
}
