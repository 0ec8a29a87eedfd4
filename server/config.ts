import path from 'node:path';
import { logFormatFrom, type LogFormat } from './logging.ts';
import { readTrustProxy, type TrustProxy } from './trust-proxy.ts';

/** Where the browser app finds its identity provider. */
export type IdentityMode = 'embedded' | 'b2c';

export interface ServerConfig {
  port: number;
  host: string;
  /** The address teachers type into the browser, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** Set to use a PostgreSQL server instead of the embedded database in dataDir. */
  databaseUrl: string | undefined;
  identity: IdentityConfig;
  /** Where the built SPA lives; absent when only the API is served (tests, dev). */
  staticDir: string | undefined;
  limits: PlanLimits;
  /** Requests per minute one client address may make to /api. */
  rateLimitPerMinute: number;
  /** Failed join-code and shared-link look-ups one client address may make per minute (guessing is bounded by it). */
  lookupAttemptsPerMinute: number;
  /** Which peers may name the client address in X-Forwarded-For; the rate limits are counted per client address. */
  trustProxy: TrustProxy;
  logLevel: string;
  /** JSON lines for machines, or one readable line each for a person at a terminal (LOG_FORMAT). */
  logFormat: LogFormat;
  /** Where teachers manage a paid plan (BILLING_PORTAL_URL); unset, plans are assigned by the administrator. */
  billingPortalUrl: string | undefined;
  /** Where contact-form messages are mailed (CONTACT_EMAIL); unset, they are only stored. */
  contactEmail: string | undefined;
  /** The largest file a teacher may upload, in bytes. */
  uploadMaxBytes: number;
  /** How long a request may take to arrive, and an idle connection may stay open (server/plugins/request-deadlines.ts). */
  timeouts: TimeoutsConfig;
  /** The speech-to-text service recordings are sent to when they come without captions; unset: none. */
  transcription: TranscriptionConfig | undefined;
  uploadProcessing: UploadProcessingConfig;
  /** What reading one file or picture may take, in the process files are decoded in (server/processing/sandbox). */
  decoding: DecodingConfig;
  /** Which program reads the text of uploaded PDFs. */
  pdfEngine: PdfEngineConfig;
  /** Where uploaded files and the pictures made from them are kept. */
  storage: StorageConfig;
  /** The outside search providers teachers may look resources up in; each is off until configured. */
  resources: ResourcesConfig;
}

export interface TimeoutsConfig {
  /** A body other than an upload must arrive whole within this many seconds of its headers (REQUEST_BODY_TIMEOUT_SECONDS). */
  bodySeconds: number;
  /** While a body arrives (an upload's too), this many seconds without a byte end the request (REQUEST_IDLE_TIMEOUT_SECONDS). */
  idleSeconds: number;
  /** How long a kept-alive connection may wait for its next request (KEEP_ALIVE_TIMEOUT_SECONDS). */
  keepAliveSeconds: number;
}

/** Wikipedia, Boclips and Bing searches (GET /api/resources/…); a provider without its settings is off. */
export interface ResourcesConfig {
  /** A MediaWiki api.php address, e.g. https://en.wikipedia.org/w/api.php. */
  wikipediaApiUrl: string | undefined;
  bing: { url: string; key: string } | undefined;
  boclips: { url: string; clientId: string; clientSecret: string } | undefined;
  /** How long one search may take at the provider. */
  timeoutMs: number;
}

/** An OpenAI-compatible speech-to-text service (OpenAI, Azure OpenAI, a self-hosted Whisper server). */
export interface TranscriptionConfig {
  /** The service's /audio/transcriptions address, or the API base it hangs under (…/v1). */
  url: string;
  apiKey: string | undefined;
  model: string;
  /** How long one recording may take to transcribe before the attempt is given up and retried. */
  timeoutMs: number;
}

/** How uploads are processed after they arrive (server/processing/). */
export interface UploadProcessingConfig {
  /** `inline`: the server process runs the processing workers; `off`: only `npm run worker` processes run them. */
  workers: 'inline' | 'off';
  /** How many times a failed attempt is tried again before the upload is marked broken. */
  retryLimit: number;
  /** Seconds before the first retry; each later retry waits about twice as long. */
  retryDelaySeconds: number;
  /** A worker that has not reported for this long (killed, its machine gone) loses its upload to another worker. */
  heartbeatSeconds: number;
}

export interface DecodingConfig {
  /** The decoding process is stopped, and its file failed, past this much resident memory (DECODE_MEMORY_MB). */
  memoryBytes: number;
  /** ...or when its file makes no progress for this long (DECODE_STALL_SECONDS). */
  stallMs: number;
}

/**
 * `poppler`: poppler's pdftotext and pdftoppm (poppler-utils) read PDFs, several times faster than pdfjs; `pdfjs`:
 * the bundled pdfjs-dist does; `auto`: poppler when pdftotext is installed, pdfjs otherwise.
 */
export type PdfEngine = 'auto' | 'pdfjs' | 'poppler';
export interface PdfEngineConfig {
  engine: PdfEngine;
  /** pdftotext's path; unset, it is looked for on PATH (pdftoppm is looked for beside it). */
  pdftotextPath: string | undefined;
}

export type StorageConfig = { kind: 'local' } | { kind: 'azure'; connectionString: string; container: string };

export interface IdentityConfig {
  mode: IdentityMode;
  /** OpenID Connect issuer whose tokens the API accepts. */
  issuer: string;
  /** Authority the browser's MSAL instance signs in against. */
  authority: string;
  clientId: string;
  /** The audience (resource) of access tokens for this API. */
  apiAudience: string;
  /** The scope the SPA requests to call this API. */
  apiScope: string;
  /** B2C only: the JWKS address; the embedded provider hands its keys over in-process. */
  jwksUri: string | undefined;
  /** Host names the embedded provider answers to (it builds endpoint URLs from Host). */
  allowedHosts: string[];
  /**
   * Whether a token without an email_verified claim counts as verified. The embedded provider always sends the
   * claim; B2C's local accounts prove their address in the hosted flow, and its tokens carry the claim only when the
   * user flow is set to return it.
   */
  emailVerifiedWithoutClaim: boolean;
  /** Embedded provider: how confirmation links are mailed. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Embedded provider: passphrase that encrypts its signing and cookie keys in the database. */
  keysSecret: string | undefined;
}

export type { Tier } from '../src/contracts/plans.ts';
import type { Tier } from '../src/contracts/plans.ts';
export type PlanLimits = Record<Tier, number>;

export const DEFAULT_LIMITS: PlanLimits = { free: 10, starter: 100, pro: 300, pilot: 300, institution: 1000 };

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function readPositiveInt(env: Env, name: string, fallback: number): number {
  const value = readInt(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1, got "${env[name]}"`);
  return value;
}

/** 200 MB: a scanned textbook or an hour of recorded lesson fits. */
export const DEFAULT_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

function readBillingPortalUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\/[^/\s]+/i.test(url)) throw new Error(`BILLING_PORTAL_URL must be an http or https address, got "${value}"`);
  return url;
}

function readContactEmail(value: string | undefined): string | undefined {
  const email = value?.trim();
  if (!email) return undefined;
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) throw new Error(`CONTACT_EMAIL must be an email address, got "${value}"`);
  return email;
}

function readTranscription(env: Env): TranscriptionConfig | undefined {
  const url = env.TRANSCRIPTION_URL?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\/[^/\s]+/i.test(url)) throw new Error(`TRANSCRIPTION_URL must be an http or https address, got "${url}"`);
  return {
    url,
    apiKey: env.TRANSCRIPTION_API_KEY || undefined,
    model: env.TRANSCRIPTION_MODEL?.trim() || 'whisper-1',
    timeoutMs: readPositiveInt(env, 'TRANSCRIPTION_TIMEOUT_SECONDS', 600) * 1000,
  };
}

function readHttpUrl(env: Env, name: string, fallback?: string): string | undefined {
  const url = env[name]?.trim() || fallback;
  if (!url) return undefined;
  if (!/^https?:\/\/[^/\s]+/i.test(url)) throw new Error(`${name} must be an http or https address, got "${url}"`);
  return url;
}

function readResources(env: Env): ResourcesConfig {
  const bingKey = env.BING_SEARCH_KEY?.trim();
  const boclipsId = env.BOCLIPS_CLIENT_ID?.trim();
  const boclipsSecret = env.BOCLIPS_CLIENT_SECRET?.trim();
  if (Boolean(boclipsId) !== Boolean(boclipsSecret)) throw new Error('BOCLIPS_CLIENT_ID and BOCLIPS_CLIENT_SECRET must be set together');
  return {
    wikipediaApiUrl: readHttpUrl(env, 'WIKIPEDIA_API_URL'),
    bing: bingKey ? { url: readHttpUrl(env, 'BING_SEARCH_URL', 'https://api.bing.microsoft.com/v7.0/search')!, key: bingKey } : undefined,
    boclips:
      boclipsId && boclipsSecret ? { url: readHttpUrl(env, 'BOCLIPS_API_URL', 'https://api.boclips.com')!, clientId: boclipsId, clientSecret: boclipsSecret } : undefined,
    timeoutMs: readPositiveInt(env, 'RESOURCES_TIMEOUT_SECONDS', 10) * 1000,
  };
}

function readUploadProcessing(env: Env): UploadProcessingConfig {
  const workers = env.UPLOAD_WORKERS?.trim() || 'inline';
  if (workers !== 'inline' && workers !== 'off') throw new Error(`UPLOAD_WORKERS must be inline or off, got "${env.UPLOAD_WORKERS}"`);
  const heartbeatSeconds = readInt(env, 'UPLOAD_HEARTBEAT_SECONDS', 30);
  // The job queue checks heartbeats no finer than this: a shorter one would fail jobs that are alive.
  if (heartbeatSeconds < 10) throw new Error(`UPLOAD_HEARTBEAT_SECONDS must be at least 10, got "${env.UPLOAD_HEARTBEAT_SECONDS}"`);
  return {
    workers,
    retryLimit: readInt(env, 'UPLOAD_RETRY_LIMIT', 3),
    retryDelaySeconds: readInt(env, 'UPLOAD_RETRY_DELAY_SECONDS', 30),
    heartbeatSeconds,
  };
}

function readPdfEngine(env: Env, cwd: string): PdfEngineConfig {
  const engine = env.PDF_ENGINE?.trim().toLowerCase() || 'auto';
  if (engine !== 'auto' && engine !== 'pdfjs' && engine !== 'poppler') throw new Error(`PDF_ENGINE must be auto, pdfjs or poppler, got "${env.PDF_ENGINE}"`);
  const pdftotextPath = env.PDFTOTEXT_PATH?.trim();
  return { engine, pdftotextPath: pdftotextPath ? path.resolve(cwd, pdftotextPath) : undefined };
}

function readLimits(env: Env): PlanLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const tier of Object.keys(limits) as Tier[]) {
    limits[tier] = readInt(env, `LIMIT_${tier.toUpperCase()}`, limits[tier]);
  }
  return limits;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function readIdentity(env: Env, publicUrl: string): IdentityConfig {
  const mode: IdentityMode = env.B2C_TENANT ? 'b2c' : 'embedded';
  const url = new URL(publicUrl);
  const shared = {
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || `Teachkit <no-reply@${url.hostname}>` },
    keysSecret: env.IDENTITY_KEYS_SECRET || undefined,
  };
  if (mode === 'embedded') {
    const issuer = `${publicUrl}/identity`;
    const audience = `${publicUrl}/api`;
    const hosts = new Set([url.host]);
    if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
      for (const name of ['localhost', '127.0.0.1']) hosts.add(`${name}${url.port ? `:${url.port}` : ''}`);
    }
    return {
      mode,
      issuer,
      authority: issuer,
      clientId: 'teachkit-spa',
      apiAudience: audience,
      apiScope: 'api',
      jwksUri: undefined,
      allowedHosts: [...hosts],
      emailVerifiedWithoutClaim: false,
      ...shared,
    };
  }
  const tenant = env.B2C_TENANT!;
  const policy = env.B2C_POLICY ?? 'B2C_1_signupsignin';
  const clientId = required(env, 'B2C_CLIENT_ID');
  const tenantId = required(env, 'B2C_TENANT_ID');
  const authorityHost = env.B2C_AUTHORITY_HOST ?? `${tenant}.b2clogin.com`;
  const authority = `https://${authorityHost}/${tenant}.onmicrosoft.com/${policy}`;
  return {
    mode,
    issuer: env.B2C_ISSUER ?? `https://${authorityHost}/${tenantId}/v2.0/`,
    authority,
    clientId,
    apiAudience: env.B2C_API_AUDIENCE ?? clientId,
    apiScope: required(env, 'B2C_API_SCOPE'),
    jwksUri: env.B2C_JWKS_URI ?? `${authority}/discovery/v2.0/keys`,
    allowedHosts: [url.host],
    emailVerifiedWithoutClaim: readBoolean(env, 'B2C_EMAILS_VERIFIED', true),
    ...shared,
  };
}

/** Azure container names: 3 to 63 lower-case letters, digits and single hyphens, starting and ending with a letter or digit. */
const AZURE_CONTAINER = /^(?=.{3,63}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readStorage(env: Env): StorageConfig {
  const kind = (env.STORAGE ?? '').trim().toLowerCase() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 'azure') throw new Error(`STORAGE must be local or azure, got "${env.STORAGE}"`);
  const connectionString = env.AZURE_STORAGE_CONNECTION_STRING;
  if (!connectionString) throw new Error('AZURE_STORAGE_CONNECTION_STRING is required when STORAGE is azure');
  const container = env.AZURE_STORAGE_CONTAINER || 'teachkit-uploads';
  if (!AZURE_CONTAINER.test(container)) throw new Error(`AZURE_STORAGE_CONTAINER must be a container name (3 to 63 lower-case letters, digits and hyphens), got "${container}"`);
  return { kind, connectionString, container };
}

function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when B2C_TENANT is set`);
  return value;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const port = readInt(env, 'PORT', 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    identity: readIdentity(env, publicUrl),
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(cwd, env.STATIC_DIR ?? 'dist'),
    limits: readLimits(env),
    rateLimitPerMinute: readInt(env, 'RATE_LIMIT_PER_MINUTE', 600),
    lookupAttemptsPerMinute: readInt(env, 'LOOKUP_ATTEMPTS_PER_MINUTE', 20),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatFrom(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    billingPortalUrl: readBillingPortalUrl(env.BILLING_PORTAL_URL),
    contactEmail: readContactEmail(env.CONTACT_EMAIL),
    uploadMaxBytes: readPositiveInt(env, 'UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES),
    timeouts: {
      bodySeconds: readPositiveInt(env, 'REQUEST_BODY_TIMEOUT_SECONDS', 30),
      idleSeconds: readPositiveInt(env, 'REQUEST_IDLE_TIMEOUT_SECONDS', 30),
      // Longer than the 60 s idle timeout of common load balancers, so they never reuse a connection the server closed.
      keepAliveSeconds: readPositiveInt(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72),
    },
    transcription: readTranscription(env),
    uploadProcessing: readUploadProcessing(env),
    decoding: { memoryBytes: readPositiveInt(env, 'DECODE_MEMORY_MB', 2048) * 1024 ** 2, stallMs: readPositiveInt(env, 'DECODE_STALL_SECONDS', 300) * 1000 },
    pdfEngine: readPdfEngine(env, cwd),
    storage: readStorage(env),
    resources: readResources(env),
  };
}
