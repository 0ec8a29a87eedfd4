import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { SIGNED_IN_SHELL_FILE } from '../src/contracts/prerendered.ts';
import { loadedWith } from './signed-in-chunks.ts';

type Chunk = Rolldown.OutputChunk;

const msalModule = /src[\\/]services[\\/]msal\.ts$/;
/** The chunks scripts/signed-in-chunks.ts makes of the signed-in start. */
const signedInStartChunks = new Set(['api', 'signed-in', 'signed-in-shared']);
const virtualEntry = '\0teachkit-signed-in-preload';

/**
 * What a restored sign-in loads after the entry: MSAL and the signed-in start's chunks with everything they import,
 * less what the entry brings itself. As site paths, largest first: the browser starts them in that order.
 */
export function signedInStartFiles(chunks: Chunk[], base = '/'): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Chunk[]) => loadedWith(roots, byName);
  const roots = chunks.filter((chunk) => (chunk.isDynamicEntry && msalModule.test(chunk.facadeModuleId ?? '')) || signedInStartChunks.has(chunk.name));
  if (roots.length !== signedInStartChunks.size + 1) {
    throw new Error(`The signed-in start is not where the preload expects it (found ${roots.map((chunk) => chunk.name).join(', ') || 'nothing'})`);
  }
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  return [...closure(roots)]
    .filter((chunk) => !entry.has(chunk))
    .sort((a, b) => b.code.length - a.code.length || a.fileName.localeCompare(b.fileName))
    .map((chunk) => `${base}${chunk.fileName}`);
}

/** The preload script: src/app/signedInPreload.ts with the build's file names, as one small classic script. */
async function preloadScript(root: string, files: string[]): Promise<string> {
  const source = path.join(root, 'src/app/signedInPreload.ts');
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [
      {
        name: 'teachkit-signed-in-preload-entry',
        resolveId: (id) => (id === virtualEntry ? id : null),
        // Storage that is switched off throws on first touch; there is then no sign-in to restore.
        load: (id) =>
          id === virtualEntry
            ? `import { browserPreloadTarget, preloadSignedInStart } from ${JSON.stringify(source)};\ntry { preloadSignedInStart(${JSON.stringify(files)}, browserPreloadTarget()); } catch {}\n`
            : null,
      },
    ],
    build: { write: false, minify: true, rollupOptions: { input: virtualEntry, output: { format: 'iife' } } },
  })) as Rolldown.RolldownOutput;
  const [chunk] = output.output;
  return chunk.code;
}

/**
 * Writes the preload script (src/app/signedInPreload.ts) into the build and loads it, without waiting, from the head
 * of the index.html and the signed-in shell (every page but the prerendered public ones). It is a file of its own
 * because the site's content security policy allows no inline script. The prerendered public pages (home, login)
 * stay without it: a visitor starts there signed out.
 */
export function preloadSignedInStartPlugin(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'teachkit-signed-in-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const script = await preloadScript(root, signedInStartFiles(chunks, base));
      const fileName = `static/js/preload-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: script });
      // index.html and the signed-in shell, the first HTML of every page a restored sign-in can open on.
      const pages = [index, bundle[SIGNED_IN_SHELL_FILE]].filter((file): file is Rolldown.OutputAsset => file?.type === 'asset');
      for (const page of pages) {
        const html = String(page.source);
        if (!html.includes('</title>')) throw new Error(`${page.fileName} has no <title> to put the preload script after`);
        page.source = html.replace('</title>', () => `</title>\n    <script async src="${base}${fileName}"></script>`);
      }
    },
  };
}
