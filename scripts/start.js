import { pathToFileURL } from 'node:url';

// `npm start`, in plain JavaScript so that it runs on any Node and can say which one Teachkit needs.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`Teachkit needs Node.js 22.18 or newer; this is ${process.version}.`);
  process.exit(1);
}

const { buildIfNeeded, buildServerIfNeeded } = await import('./build-if-needed.ts');
const { stopWhenOrphaned } = await import('./orphan.ts');
await buildIfNeeded();
const server = await buildServerIfNeeded();
stopWhenOrphaned();
await import(pathToFileURL(server).href);
