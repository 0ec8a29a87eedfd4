import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/index.ts';
import type { Generator } from '../../../server/generation/types.ts';
import type { LessonTools } from '../../../server/generation/llm.ts';
import type { UploadSteps } from '../../../server/processing/steps.ts';
import type { AppOptions, SliceReview } from '../../../server/app.ts';
import type { DroppedFields } from '../../../server/schema/serializer.ts';
import { adminQuery, databaseTemplate, databaseUrl, openPgliteFromTemplate } from './database-template.ts';

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, empty or a copy of the `template` database: its address,
 * and how to drop it afterwards.
 */
export async function createPostgresDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `teachkit_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A database for one test file: in-memory PGlite by default, or a fresh database on the PostgreSQL server named
 * by DATABASE_URL (the Postgres lane), dropped afterwards. In a test run both start as a copy of the run's migrated
 * and seeded template (database-template.ts).
 */
export async function createTestDatabase(options: { pgliteThread?: 'worker' | 'main' } = {}): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  const template = databaseTemplate();
  if (!serverUrl) {
    if (template?.kind === 'pglite' && options.pgliteThread !== 'main') return openPgliteFromTemplate(template.file);
    return openDatabase({ dataDir: 'memory://', ...(options.pgliteThread ? { thread: options.pgliteThread } : {}) });
  }
  const created = await createPostgresDatabase(serverUrl, template?.kind === 'postgres' ? template.name : undefined);
  const handle = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
  return {
    ...handle,
    url: created.url,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-test-'));
  return loadConfig({ PORT: '8080', DATA_DIR: dataDir, STATIC_DIR: '', ...env });
}

/** A second handle on a test database: its own connections to a PostgreSQL server, or the embedded one's handle itself. */
async function openSameDatabase(database: DatabaseHandle & { url?: string }): Promise<DatabaseHandle> {
  if (database.url) return openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  return { ...database, close: async () => {} };
}

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  database: DatabaseHandle & { url?: string };
  /** Signs an access token the API accepts, as the identity provider would issue it. */
  /** `emailVerified` defaults to true, as for a confirmed address; null leaves the claim out. */
  token(claims: { sub: string; email?: string; name?: string; emailVerified?: boolean | null }, options?: { expiresIn?: string; audience?: string; typ?: string }): Promise<string>;
  /** Injects a request into the app, as the given access token (or anonymously). */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * In tests a response schema that removes a field its handler sent is a failure (a 500 naming the fields), so a
 * schema lagging behind its handler cannot shorten what the browser gets unnoticed.
 */
const failOnDroppedFields: DroppedFields = (route, fields) => {
  const message = `The response schema of ${route} removed fields its handler sent: ${fields.join(', ')}`;
  console.error(message);
  throw new Error(message);
};

/** The real app, with the same plugins as production; access tokens are signed by a key the test owns. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    generator?: Generator;
    lessonTools?: LessonTools;
    logger?: FastifyServerOptions['logger'];
    /** Where the embedded database runs (the worker thread by default, as in production). */
    pgliteThread?: 'worker' | 'main';
    /** Upload processing steps to run instead of the production ones. */
    uploadSteps?: Partial<UploadSteps>;
    reviewEditedSlice?: SliceReview;
    /**
     * Another app's database, as a second server process would share it: on a PostgreSQL server through connections
     * of its own; the embedded database, which one process alone opens, through the same handle.
     */
    sameDatabaseAs?: TestApp;
    /** Told of every route as the app adds it. */
    onRoute?: AppOptions['onRoute'];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.sameDatabaseAs
    ? await openSameDatabase(options.sameDatabaseAs.database)
    : await createTestDatabase(options.pgliteThread ? { pgliteThread: options.pgliteThread } : {});
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const app = await buildApp({
    config,
    database,
    verificationKeys: createLocalJWKSet({ keys: [jwk] }),
    ...(options.now ? { now: options.now } : {}),
    ...(options.generator ? { generator: options.generator } : {}),
    ...(options.lessonTools ? { lessonTools: options.lessonTools } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.uploadSteps ? { uploadSteps: options.uploadSteps } : {}),
    ...(options.reviewEditedSlice ? { reviewEditedSlice: options.reviewEditedSlice } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    onDroppedResponseFields: failOnDroppedFields,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    token: (claims, opts = {}) =>
      new SignJWT({
        email: claims.email ?? '',
        ...(claims.emailVerified === null ? {} : { email_verified: claims.emailVerified ?? true }),
        name: claims.name ?? '',
        scope: 'api',
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test', typ: opts.typ ?? 'at+jwt' })
        .setSubject(claims.sub)
        .setIssuer(config.identity.issuer)
        .setAudience(opts.audience ?? config.identity.apiAudience)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '10m')
        .sign(privateKey),
    call: (method, url, token, payload) =>
      app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) }),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
