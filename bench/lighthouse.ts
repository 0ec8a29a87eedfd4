import fs from 'node:fs';
import path from 'node:path';
import { SERVER_OUTFILE } from '../scripts/build-server.ts';
import { auditBuiltServer, describeScores } from '../tests/e2e/helpers/lighthouse.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (default config, simulated throttling) of `/`, `/login` and a
 * signed-in `/dashboard`, three runs each in Debian's Chromium against the built server on a free port with a fresh
 * data folder; prints the median performance score, LCP and TBT of each page. It measures the build as it is (`npm
 * run build` first): it builds nothing, so what it reports is what was built. Scores move with what else the machine
 * is doing; compare runs made on a quiet machine.
 */
const root = path.resolve(import.meta.dirname, '..');
const missing = [path.join(root, 'dist', 'index.html'), SERVER_OUTFILE].filter((file) => !fs.existsSync(file));
if (missing.length) {
  console.error(`No build to measure (${missing.map((file) => path.relative(root, file)).join(', ')} missing): run npm run build first.`);
  process.exit(1);
}
const results = await auditBuiltServer(SERVER_OUTFILE, 3);
results.forEach((result) => console.log(describeScores(result)));
