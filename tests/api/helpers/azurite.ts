import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Azurite's documented development account (the same for every Azurite; not a secret). */
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface Azurite {
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * Azurite's blob service from its npm package, in memory, on a port the system picks, on 127.0.0.1 only. It stops
 * with the test file; the process is ours alone.
 */
export async function startAzurite(): Promise<Azurite> {
  const main = path.join(path.dirname(createRequire(import.meta.url).resolve('azurite/package.json')), 'dist', 'src', 'blob', 'main.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [main, '--blobHost', '127.0.0.1', '--blobPort', '0', '--inMemoryPersistence', '--extentMemoryLimit', '64', '--disableTelemetry', '--skipApiVersionCheck', '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Azurite did not start: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listens on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited with ${code}: ${output}`));
    });
  });
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${port}/${ACCOUNT};`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
