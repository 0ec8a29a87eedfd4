import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildIfNeeded } from './build-if-needed.ts';

/**
 * Builds the SPA and checks a first budget: the JavaScript index.html names (entry plus the modules it preloads),
 * gzipped. The full budget, every script a page really loads as sent on the wire, is measured in Chromium by
 * tests/e2e/budget.test.ts.
 */
const BUDGET_GZIP_KB = 190;
const root = path.resolve(import.meta.dirname, '..');

await buildIfNeeded();
const html = fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
let gzip = 0;
let raw = 0;
for (const src of scripts) {
  const body = fs.readFileSync(path.join(root, 'dist', src.replace(/^\//, '')));
  raw += body.length;
  gzip += zlib.gzipSync(body, { level: 9 }).length;
}
const lazy = fs.readdirSync(path.join(root, 'dist', 'static', 'js')).filter((file) => file.endsWith('.js')).length - scripts.length;
console.log(`first page JS: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip; ${lazy} lazy chunks`);
if (!fs.existsSync(path.join(root, 'dist', 'static', 'css')) && fs.readdirSync(path.join(root, 'dist', 'static')).some((f) => f.endsWith('.css'))) {
  throw new Error('CSS must be emitted under static/css');
}
if (gzip / 1024 > BUDGET_GZIP_KB) {
  console.error(`over budget: ${(gzip / 1024).toFixed(1)} KiB gzip > ${BUDGET_GZIP_KB} KiB`);
  process.exit(1);
}
