import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/index.ts';
import { loadIdentitySecrets } from '../../server/identity/secrets.ts';
import type { LoadResult } from '../http-load.ts';
import { adminQuery, databaseUrl } from '../../tests/api/helpers/database-template.ts';

/**
 * The pieces of a bench that cannot flatter the server: Teachkit started as `npm start` starts it (its own process,
 * the production build, a data folder on disk or a PostgreSQL database of its own), a bare Fastify route in another
 * process answering the same JSON, and the load generator in a third, so the server shares its thread with nothing.
 * Runs alternate (bare, real, bare, real…) and report medians, each run with the machine's load average.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} in time`);
}

export interface BenchDatabase {
  /** The PostgreSQL database of the bench, or undefined for the embedded database in the data folder. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Drops the bench's PostgreSQL database and removes the data folder. */
  remove(): Promise<void>;
}

/** A fresh data folder, and with `serverUrl` a fresh PostgreSQL database `name` on that server (dropped by remove()). */
export async function benchDatabase(serverUrl: string | undefined, name: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-bench-'));
  if (serverUrl) {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(serverUrl, `create database ${name}`);
  }
  return {
    databaseUrl: serverUrl ? databaseUrl(serverUrl, name) : undefined,
    dataDir,
    async remove() {
      if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Teacher {
  sub: string;
  email: string;
  name: string;
}

export interface RunningTeachkit {
  origin: string;
  /** An access token for `teacher`, signed with the server's own identity key as its provider signs them. */
  token: string;
  /** An access token for another teacher, signed the same way. */
  tokenFor(teacher: Teacher): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Teachkit as `npm start` runs it (node scripts/start.js: the production build, the production logger writing to
 * stdout, here /dev/null), on the bench's database. `prepare` runs first on that database (migrated), with the
 * server not yet started, to seed what the bench needs. Rate limits and robot-action limits are raised so that the
 * bench measures the work, not the refusals.
 */
export async function startTeachkit(
  database: BenchDatabase,
  teacher: Teacher,
  prepare?: (db: Database, kind: 'pglite' | 'postgres') => Promise<void>,
): Promise<RunningTeachkit> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
    LIMIT_FREE: '100000000',
    NODE_ENV: 'production',
  };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  else delete env.DATABASE_URL;
  const config = loadConfig(env, root);
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  let signingKey;
  try {
    signingKey = (await loadIdentitySecrets(handle.db, config.identity.keysSecret)).signingKeys[0]!;
    if (prepare) await prepare(handle.db, handle.kind);
  } finally {
    await handle.close();
  }
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, child, 'Teachkit');
  const privateKey = await importJWK(signingKey, 'RS256');
  const tokenFor = (who: Teacher) =>
    new SignJWT({ email: who.email, email_verified: true, name: who.name, scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid!, typ: 'at+jwt' })
      .setSubject(who.sub)
      .setIssuer(config.identity.issuer)
      .setAudience(config.identity.apiAudience)
      .setIssuedAt()
      .setExpirationTime('4h')
      .sign(privateKey);
  return { origin, token: await tokenFor(teacher), tokenFor, stop: () => stop(child) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The bare route in its own process, answering each of `answers`' paths (path and query) with its JSON, and any other
 * path with `others` in turn.
 */
export async function startBareRoute(answers: Record<string, unknown>, others: unknown[] = []): Promise<{ origin: string; stop(): Promise<void> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-bare-')), 'answers.json');
  fs.writeFileSync(file, JSON.stringify({ answers, others }));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-route.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`the bare route stopped (exit ${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await stop(child);
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** One load run from a process of its own (bench/processes/load-generator.ts). */
export async function loadFromProcess(
  urls: string[],
  options: { requests: number; concurrency: number; headers?: Record<string, string>; timeoutMs?: number },
): Promise<LoadResult> {
  const job = { urls, requests: options.requests, concurrency: options.concurrency, headers: options.headers ?? {}, timeoutMs: options.timeoutMs ?? 30_000 };
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load-generator.ts'), JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the load generator stopped (exit ${code})`);
  return JSON.parse(out) as LoadResult;
}

/** The machine's load average over 1, 5 and 15 minutes, as uptime prints it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * `runs` pairs of runs, alternating: `first` then `second`, each printed with the load average when it ended; the
 * medians of each side's results. Alternating spreads what other work on the machine does over both sides alike.
 */
export async function alternate<T>(runs: number, first: () => Promise<T>, second: () => Promise<T>, describe: (side: 0 | 1, result: T) => string) {
  const results: [T[], T[]] = [[], []];
  for (let run = 0; run < runs; run += 1) {
    for (const side of [0, 1] as const) {
      const result = await (side === 0 ? first() : second());
      results[side].push(result);
      console.log(`    run ${run + 1} ${describe(side, result)} (load average ${loadAverage()})`);
    }
  }
  return results;
}

/** The medians of alternating load runs as one line: the real route's throughput over the bare route's. */
export function throughputRatio(label: string, bare: LoadResult[], real: LoadResult[]): string {
  const [rps, bareRps] = [median(real.map((x) => x.rps)), median(bare.map((x) => x.rps))];
  return `${label}: throughput real/bare ${(rps / bareRps).toFixed(3)}x (medians ${rps.toFixed(0)} / ${bareRps.toFixed(0)} req/s, p50 ${median(real.map((x) => x.p50)).toFixed(2)} / ${median(bare.map((x) => x.p50)).toFixed(2)} ms)`;
}

/** Prints a bench's ratios under one heading: the medians of its alternating runs and the load average as they end. */
export function printRatios(name: string, runs: number, ratios: string[]): void {
  console.log(`[${name}] medians of ${runs} alternating runs (load average now ${loadAverage()}):`);
  for (const ratio of ratios) console.log(`  ${ratio}`);
}
