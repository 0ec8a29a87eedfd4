import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { createAccountRepository } from './accounts.ts';
import { deleteExpired } from './adapter.ts';
import { createEmailMove, type MoveRequestResult } from './email-move.ts';
import { createEmailVerification, type SendResult } from './email-verification.ts';
import { interactionRoutes } from './interactions.ts';
import { createMailer } from './mailer.ts';
import { createProvider, identityUrls } from './provider.ts';
import { loadIdentitySecrets, publicJwk } from './secrets.ts';
import { verificationRoutes } from './verification-routes.ts';
import { apiKeyRefusal, carriesApiKey } from '../plugins/authenticate.ts';

/** Where the provider is mounted on this server; app.ts keeps the SPA fallback off this prefix. */
const MOUNT = '/identity';
const EXPIRED_SWEEP_MS = 60 * 60 * 1000;

export interface EmbeddedIdentity {
  /** The provider's public signing keys, for the API's token verification without HTTP to itself. */
  keys: JWTVerifyGetKey;
  /** The discovery document as GET /identity/.well-known/openid-configuration serves it for the public URL. */
  discovery: () => Promise<Record<string, unknown>>;
  /** Sends an account a new email confirmation link ('unknown': no such account here). */
  sendConfirmationLink: (accountId: string) => Promise<SendResult | { outcome: 'unknown' }>;
  /** Mails a link that moves an account to another (normalised) address once opened ('unknown': no such account here). */
  requestEmailMove: (accountId: string, toEmail: string) => Promise<MoveRequestResult | { outcome: 'unknown' }>;
  /** The account's address once its owner has confirmed it, read now (a token says what was true when it was issued). */
  confirmedAddress: (accountId: string) => Promise<string | undefined>;
}

/** The host oidc-provider builds its URLs from: with `proxy` on, X-Forwarded-Host wins over Host (Koa's rule). */
function effectiveHost(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-host'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (first || request.headers.host || '').toLowerCase();
}

/**
 * Hands /identity/* to oidc-provider untouched: no Fastify body parser reads the stream (the provider parses its
 * own bodies and warns about pre-parsed ones), and the URL is rewritten the way Express's mount does, with
 * `originalUrl` kept so the provider computes its mount path from it.
 */
function dispatchToProvider(provider: Provider): FastifyPluginAsync {
  const handle = provider.callback();
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    app.all('/*', async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(MOUNT.length) || '/';
      await handle(raw, reply.raw);
    });
  };
}

export async function registerEmbeddedIdentity(
  app: FastifyInstance,
  deps: { config: ServerConfig; db: Database; now?: (() => Date) | undefined },
): Promise<EmbeddedIdentity> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const secrets = await loadIdentitySecrets(db, config.identity.keysSecret);
  const accounts = createAccountRepository(db, { now });
  await accounts.normaliseStoredEmails();
  const provider = createProvider({ config, db, accounts, secrets, log: app.log });
  const urls = identityUrls(config);
  const allowedHosts = new Set(config.identity.allowedHosts.map((host) => host.toLowerCase()));
  const mailer = createMailer(config.identity.mail, app.log);
  const emailVerification = createEmailVerification({ db, accounts, mailer, pageUrl: `${config.identity.issuer}/verify-email`, now });
  const emailMove = createEmailMove({ db, accounts, mailer, log: app.log, pageUrl: `${config.identity.issuer}/move-email`, now });

  const sweepExpired = () => Promise.all([deleteExpired(db), emailVerification.deleteExpired()]);
  await sweepExpired();
  const sweep = setInterval(() => void sweepExpired().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired identity rows failed')), EXPIRED_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(
    async (identity) => {
      // The provider builds every URL it hands out from the request's host: answer only to our own names.
      identity.addHook('onRequest', async (request, reply) => {
        // Sign-in is for the teacher in person: an API key never reaches it (server/plugins/authenticate.ts says where it does).
        const refusal = carriesApiKey(request) ? apiKeyRefusal(request.method, request.url) : undefined;
        if (refusal) return reply.code(403).send({ statusCode: 403, message: refusal });
        if (!allowedHosts.has(effectiveHost(request))) {
          return reply.code(400).send({ statusCode: 400, message: 'Unknown host' });
        }
      });
      await identity.register(interactionRoutes({ provider, accounts, emailVerification, appOrigins: urls.appOrigins, basePath: urls.basePath, home: urls.home }));
      await identity.register(verificationRoutes({ emailVerification, emailMove, appOrigins: urls.appOrigins, home: urls.home }));
      await identity.register(dispatchToProvider(provider));
    },
    { prefix: MOUNT },
  );

  const publicKeys = createLocalJWKSet({ keys: secrets.signingKeys.map(publicJwk) });
  const publicUrl = new URL(config.publicUrl);
  let discovery: Promise<Record<string, unknown>> | undefined;

  return {
    keys: publicKeys,
    sendConfirmationLink: async (accountId) => {
      const account = await accounts.find(accountId);
      return account ? emailVerification.send(account) : { outcome: 'unknown' };
    },
    confirmedAddress: async (accountId) => {
      const account = await accounts.find(accountId);
      return account?.emailVerifiedAt ? account.email : undefined;
    },
    requestEmailMove: async (accountId, toEmail) => {
      const account = await accounts.find(accountId);
      return account ? emailMove.request(account, toEmail) : { outcome: 'unknown' };
    },
    // Asked in-process, as a browser on the public URL would; kept once it succeeds (it changes only with config).
    discovery: () => {
      discovery ??= app
        .inject({
          method: 'GET',
          url: `${MOUNT}/.well-known/openid-configuration`,
          headers: { host: publicUrl.host, 'x-forwarded-proto': publicUrl.protocol.replace(':', '') },
        })
        .then((response) => {
          if (response.statusCode !== 200) throw new Error(`identity discovery answered ${response.statusCode}`);
          return response.json() as Record<string, unknown>;
        })
        .catch((error: unknown) => {
          discovery = undefined;
          throw error;
        });
      return discovery;
    },
  };
}
