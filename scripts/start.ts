import { buildIfNeeded } from './build-if-needed.ts';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(`Teachkit needs Node.js 22.13 or newer; this is ${process.version}.`);
  process.exit(1);
}

await buildIfNeeded();
await import('../server/main.ts');
