import { buildIfNeeded } from './build-if-needed.ts';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Teachkit needs Node.js 22.12 or newer; this is ${process.version}.`);
  process.exit(1);
}

await buildIfNeeded();
await import('../server/main.ts');
