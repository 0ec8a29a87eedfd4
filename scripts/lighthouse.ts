import { auditFirstPages, describeScores, launchDebuggableChrome, minimumScore } from '../tests/e2e/helpers/lighthouse.ts';
import { startServer } from '../tests/e2e/helpers/server.ts';
import { buildIfNeeded } from './build-if-needed.ts';

/**
 * `npm run lighthouse`: Lighthouse's mobile performance score (default emulation, simulated throttling) for the
 * pages a new visitor and a teacher see first, against the real server in Debian's Chromium. Scores move from run to
 * run on a busy machine, so each page is audited three times; the median must reach 90, and the spread is printed.
 */
await buildIfNeeded();
const server = await startServer();
const chrome = await launchDebuggableChrome();
let results;
try {
  results = await auditFirstPages(server.url, chrome, 3);
} finally {
  await chrome.close();
  await server.stop();
}
results.forEach((result) => console.log(describeScores(result)));
const below = results.filter((result) => result.median < minimumScore);
if (below.length) {
  console.error(`below ${minimumScore}: ${below.map((result) => `${result.path} ${result.median}`).join(', ')}`);
  process.exit(1);
}
