import { auditBuiltServer, describeScores, minimumScore } from '../tests/e2e/helpers/lighthouse.ts';
import { buildIfNeeded, buildServerIfNeeded } from './build-if-needed.ts';

/**
 * `npm run lighthouse`: Lighthouse's mobile performance score (default emulation, simulated throttling) for the
 * pages a new visitor and a teacher see first, against the real server in Debian's Chromium, built first when a source
 * changed. Scores move from run to run on a busy machine, so each page is audited three times; the median must reach
 * 90, and the spread is printed. (`npm run bench:lighthouse` prints the same figures for the build as it is.)
 */
await buildIfNeeded();
const results = await auditBuiltServer(await buildServerIfNeeded(), 3);
results.forEach((result) => console.log(describeScores(result)));
const below = results.filter((result) => result.median.score < minimumScore);
if (below.length) {
  console.error(`below ${minimumScore}: ${below.map((result) => `${result.path} ${result.median.score}`).join(', ')}`);
  process.exit(1);
}
