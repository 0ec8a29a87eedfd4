import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderPublicPages } from './scripts/prerender-plugin.ts';
import { signedInChunks } from './scripts/signed-in-chunks.ts';
import { preloadSignedInStartPlugin } from './scripts/signed-in-preload.ts';

const apiTarget = process.env.TEACHKIT_SERVER ?? 'http://localhost:8080';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build at the strongest settings, so the server sends
 * them as they are (`preCompressed`) instead of compressing each visit or sending the raw bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'teachkit-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ]);
          // A tiny file can grow when compressed; the server then falls back to the original.
          await Promise.all(
            [['br', br] as const, ['gz', gz] as const]
              .filter(([, body]) => body.length < source.length)
              .map(([extension, body]) => fs.writeFile(path.join(outDir, `${file}.${extension}`), body)),
          );
        }),
      );
    },
  };
}

// Chakra's theme module builds its full preset at load time through these helpers, which only return their argument;
// marked pure, the recipes src/theme.ts does not pick are left out of the bundle.
const treeshake = {
  manualPureFunctions: ['createSystem', 'mergeConfigs', 'defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineStyle', 'defineTokens', 'defineSemanticTokens', 'defineKeyframes', 'defineGlobalStyles', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles'],
};
const signedInStart = signedInChunks({ treeshake });

// Lazy chunks are served from static/js and static/css under the site root (spec §9).
export default defineConfig({
  plugins: [react(), signedInStart.plugin, prerenderPublicPages(), preloadSignedInStartPlugin(), precompress()],
  build: {
    outDir: 'dist',
    assetsDir: 'static',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      treeshake,
      output: {
        // Everything the first paint needs (React, Chakra's core, the router, XState and the root actors) goes in one
        // chunk: left to itself the bundler splits it into a score of small shared files, each paying its own
        // request and compressing worse, which cost every first visit about 4 kB on the wire.
        // A restored sign-in loads a few files rather than thirty-five (scripts/signed-in-chunks.ts).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, ...signedInStart.groups] },
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          (asset.names ?? []).some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/identity': { target: apiTarget, changeOrigin: false },
    },
  },
});
