import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Where the compiled server lands; `npm start` runs it with plain Node. */
export const SERVER_OUTFILE = path.join(root, 'dist-server', 'main.js');

/**
 * Compiles the server (server/main.ts and everything it imports) to one ES module, and the embedded database's worker
 * thread and the decoding process to others beside it, leaving packages to node_modules: starting it then costs no TypeScript work.
 */
export async function buildServer(): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [
      { in: path.join(root, 'server', 'main.ts'), out: 'main' },
      { in: path.join(root, 'server', 'db', 'pglite-worker.ts'), out: 'pglite-worker' },
      { in: path.join(root, 'server', 'processing', 'sandbox', 'child.ts'), out: 'decoder' },
    ],
    outdir: path.dirname(SERVER_OUTFILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
}

if (import.meta.filename === process.argv[1]) await buildServer();
