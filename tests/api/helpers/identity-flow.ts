import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/index.ts';
import { PROJECT_ROOT } from '../../../server/paths.ts';
import { createTestDatabase } from './app.ts';
import { createPkce, location, type Browser, type Pkce, type TokenResponse } from './identity.ts';

/** The sign-in flows MSAL drives, against a real server on a loopback port. */

export interface Server {
  config: ServerConfig;
  database: DatabaseHandle;
  app: FastifyInstance;
  origin: string;
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** Receives every log line (JSON) the server writes. */
  log?: (line: Record<string, unknown>) => void;
  now?: () => Date;
  /** A database already open (another server's): the server then opens none of its own. */
  database?: DatabaseHandle;
}

export async function startServer(port: number, dataDir: string, options: ServerOptions = {}): Promise<Server> {
  const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: '', ...options.env });
  // In memory: the lane's database (PGlite, or PostgreSQL when DATABASE_URL is set); a folder: PGlite kept there.
  const database = options.database ?? (dataDir === 'memory://' ? await createTestDatabase() : await openDatabase({ dataDir }));
  const { log } = options;
  const logger = log ? { level: 'info', stream: { write: (line: string) => log(JSON.parse(line) as Record<string, unknown>) } } : undefined;
  const app = await buildApp({ config, database, ...(logger ? { logger } : {}), ...(options.now ? { now: options.now } : {}) });
  await app.listen({ port, host: '127.0.0.1' });
  return { config, database, app, origin: `http://localhost:${port}` };
}

export async function stopServer(server: Server | undefined) {
  await server?.app.close();
  await server?.database.close();
}

export interface ServerProcess {
  origin: string;
  /** Stops it as a supervisor would (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Teachkit as `npm start` runs it (server/main.ts), in a process of its own on an embedded database kept in `dataDir`;
 * resolves once it logs that it is ready.
 */
export async function startServerProcess(port: number, dataDir: string): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server', 'main.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Teachkit is ready')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output.slice(-2000)}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `teacher${counter}.${Date.now()}@school.example`;
}

/** The authorization request MSAL makes: code + PKCE, no `resource`. */
export function authorizeUrl(origin: string, pkce: Pkce | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'teachkit-spa',
    redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'api openid profile email offline_access',
    state: 'state-123',
    nonce: 'nonce-456',
    ...(pkce ? { code_challenge: pkce.challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  });
  return `/identity/auth?${params}`;
}

/** Starts an authorization and returns the interaction page's path. */
export async function openInteraction(browser: Browser, pkce: Pkce): Promise<string> {
  const response = await browser.get(authorizeUrl(browser.origin, pkce));
  expect(response.status).toBe(303);
  const page = location(response);
  expect(page).toMatch(/^\/identity\/interaction\/[\w-]+$/);
  return page;
}

/** Follows the provider's redirects until it sends the browser back to the app; returns that URL. */
export async function followToApp(browser: Browser, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 5; hop += 1) {
    expect([302, 303]).toContain(current.status);
    const next = new URL(location(current), browser.origin);
    if (!next.pathname.startsWith('/identity/')) return next;
    current = await browser.get(next.href);
  }
  throw new Error('too many redirects');
}

export async function tokenRequest(origin: string, form: Record<string, string>): Promise<Response> {
  return fetch(`${origin}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ client_id: 'teachkit-spa', ...form }).toString(),
  });
}

export async function exchangeCode(origin: string, callback: URL, pkce: Pkce): Promise<TokenResponse> {
  expect(callback.searchParams.get('error')).toBeNull();
  expect(callback.searchParams.get('state')).toBe('state-123');
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const response = await tokenRequest(origin, {
    grant_type: 'authorization_code',
    code: code!,
    redirect_uri: `${origin}/`,
    code_verifier: pkce.verifier,
  });
  expect(response.status).toBe(200);
  // The SPA calls the token endpoint with fetch: its origin is allowed by CORS.
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  return (await response.json()) as TokenResponse;
}

export async function signUp(browser: Browser, account: { name: string; email: string; password: string }): Promise<TokenResponse> {
  const pkce = createPkce();
  const page = await openInteraction(browser, pkce);
  const submitted = await browser.post(`${page}/signup`, account);
  return exchangeCode(browser.origin, await followToApp(browser, submitted), pkce);
}
