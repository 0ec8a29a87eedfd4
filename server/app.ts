import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/index.ts';
import errors, { answerFrameworkError } from './plugins/errors.ts';
import inputGuard from './plugins/input-guard.ts';
import authenticate from './plugins/authenticate.ts';
import requestLog from './plugins/request-log.ts';
import requestDeadlines from './plugins/request-deadlines.ts';
import securityHeaders from './plugins/security-headers.ts';
import { createProfileRepository, type ProfileRepository } from './repositories/profiles.ts';
import { createApiKeyRepository, type ApiKeyRepository } from './repositories/api-keys.ts';
import { createUsageRepository } from './repositories/usage.ts';
import { createMetering, type Metering } from './domain/metering.ts';
import { configRoutes } from './routes/api/config.ts';
import { contactRoutes } from './routes/api/contact.ts';
import assessmentRoutes from './routes/api/assessment.ts';
import assessmentAnsweringRoutes from './routes/api/assessment-answering.ts';
import commentRoutes from './routes/api/comment.ts';
import unitRoutes from './routes/api/unit.ts';
import unitExportRoutes from './routes/api/unit-export.ts';
import unitAssessmentRoutes from './routes/api/unit-assessment.ts';
import studioRoutes from './routes/api/studio.ts';
import genericRoutes from './routes/api/v1.ts';
import studioStartRoutes from './routes/api/studio-start.ts';
import { createMailer } from './identity/mailer.ts';
import profileRoutes from './routes/api/profile.ts';
import lessonRoutes from './routes/api/lesson.ts';
import lessonToolRoutes from './routes/api/lesson-tools.ts';
import lessonReplanRoutes from './routes/api/lesson-replan.ts';
import sharingRoutes from './routes/api/sharing.ts';
import sharedCopyRoutes from './routes/api/shared-copy.ts';
import syllabusRoutes from './routes/api/syllabus.ts';
import uploadRoutes from './routes/api/upload.ts';
import uploadProcessingRoutes from './routes/api/upload-processing.ts';
import uploadProcessing from './plugins/upload-processing.ts';
import type { UploadSteps } from './processing/steps.ts';
import uploadSliceRoutes from './routes/api/upload-slices.ts';
import { checkSliceSpelling, realignSlice } from './processing/analysis/index.ts';
import enhancementRoutes from './routes/api/enhancements.ts';
import { createUploadSliceRepository, type UploadSliceRepository } from './repositories/upload-slices.ts';
import { createUploadActivityRepository, type UploadActivityRepository } from './repositories/upload-activity.ts';
import { createUploadDetailsRepository, type UploadDetailsRepository } from './repositories/upload-details.ts';
import { createUploadRepository, type UploadRepository } from './repositories/uploads.ts';
import { createStorage, type Storage } from './storage/index.ts';
import { emailVerificationRoutes } from './routes/api/email-verification.ts';
import { profileMigrationRoutes } from './routes/api/profile-migration.ts';
import { resourceRoutes } from './routes/api/resources.ts';
import { createResourceSearches } from './resources/providers.ts';
import { createShareRepository, type ShareRepository } from './repositories/shares.ts';
import { createLessonRepository, type LessonRepository } from './repositories/lessons.ts';
import { createGenerator } from './generation/index.ts';
import { createLessonTools, type LessonTools } from './generation/llm.ts';
import { createCommentWriter, type CommentWriter } from './generation/llm/comments.ts';
import { createAssessmentWriter, type AssessmentWriter } from './generation/llm/assessment.ts';
import { createMarkingReader, type MarkingReader } from './generation/llm/marking.ts';
import type { Generator } from './generation/types.ts';
import { createLookupAttempts, type LookupAttempts } from './domain/lookup-attempts.ts';
import { HttpError } from './errors.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import { createOutcomeLookup } from './curriculum/outcomes.ts';
import { registerEmbeddedIdentity, type EmbeddedIdentity } from './identity/index.ts';
import { keepStatisticsFresh } from './db/statistics.ts';
import { registerApiSchemas } from './schema/openapi.ts';
import type { DroppedFields } from './schema/serializer.ts';
import { prerenderedFile, SIGNED_IN_SECTIONS_FILE, SIGNED_IN_SHELL_FILE, type SignedInSections } from '../src/contracts/prerendered.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The server's clock (tests drive their own). */
    clock: () => Date;
    database: DatabaseHandle;
    profiles: ProfileRepository;
    apiKeys: ApiKeyRepository;
    metering: Metering;
    lessons: LessonRepository;
    shares: ShareRepository;
    lookupAttempts: LookupAttempts;
    uploads: UploadRepository;
    uploadSlices: UploadSliceRepository;
    uploadActivity: UploadActivityRepository;
    uploadDetails: UploadDetailsRepository;
    storage: Storage;
    /** Checks a slice whose words the teacher changed again (spelling and grammar, its outcomes, the upload's); never throws. */
    reviewEditedSlice: SliceReview;
  }
}

/** Replaces what analysis found in a slice (spelling and grammar issues, outcomes) with what its current words give. */
export type SliceReview = (db: DatabaseHandle['db'], uploadId: string, sliceId: string) => Promise<void>;

const reviewEditedSlice: SliceReview = async (db, uploadId, sliceId) => {
  await checkSliceSpelling(db, sliceId);
  await realignSlice(db, uploadId, sliceId);
};

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Keys to verify access tokens with instead of the issuer's (API tests sign their own tokens). */
  verificationKeys?: JWTVerifyGetKey;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** The lesson plan generator; by default the one the environment configures (offline, or a language model). */
  generator?: Generator;
  /** The lesson tools (glossary, questions…); by default the ones the environment configures, like the generator. */
  lessonTools?: LessonTools;
  /** Who writes feedback comments; by default the one the environment configures (offline, or a language model). */
  commentWriter?: CommentWriter;
  /** Who writes assessments' items; by default the one the environment configures (offline, or a language model). */
  assessmentWriter?: AssessmentWriter;
  /** Who reads students' work and proposes marks; by default the one the environment configures (offline, or a language model). */
  markingReader?: MarkingReader;
  /** Upload processing steps to run instead of the production ones. */
  uploadSteps?: Partial<UploadSteps>;
  /** The spelling and grammar check an edited slice goes through; without one, edits are saved unchecked. */
  reviewEditedSlice?: SliceReview;
  /** What to do when a response schema removed fields a handler sent; by default a warning is logged (tests fail instead). */
  onDroppedResponseFields?: DroppedFields;
  /** Told of every route as it is added, so a test can walk them all (tests/api/public-fields.test.ts); changes nothing. */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Lessons play YouTube and Vimeo links through their privacy-enhanced players (src/lib/embeds.ts); no other site may
 * be framed.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

function contentSecurityPolicy(config: ServerConfig) {
  const identityOrigins = config.identity.mode === 'b2c' ? [new URL(config.identity.authority).origin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Chakra's emotion runtime injects style elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", ...identityOrigins],
      frameSrc: ["'self'", ...identityOrigins, ...VIDEO_PLAYER_ORIGINS],
      formAction: ["'self'", ...identityOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * API replies are compressed on the fly: JSON lists and plans shrink several times over. Small replies are not worth
 * the work, request bodies are never inflated (the body limit counts what arrives), and binary downloads whose type is
 * not compressible (the .pptx is already a zip) pass through untouched.
 */
const apiCompression: FastifyCompressOptions = { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false };

/** The whole server as one Fastify instance; `server/main.ts` only starts it, tests inject into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // server/plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Off unless configured: a client must not choose the address its rate limits are counted under.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Bodies get their own deadlines (request-deadlines.ts); a limit on the whole request or an idle connection would
    // also cut off a long upload on a slow link, or a long generation after the body is in.
    requestTimeout: 0,
    connectionTimeout: 0,
    keepAliveTimeout: config.timeouts.keepAliveSeconds * 1000,
    frameworkErrors: answerFrameworkError,
    // Loading the curriculum (7,000 outcomes) is a plugin; on a busy two-core machine it can take longer than
    // Fastify's default 10 s, and a slow start beats a refused one.
    pluginTimeout: 60_000,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.decorate('clock', options.now ?? (() => new Date()));
  app.decorate('database', database);
  app.decorate('profiles', createProfileRepository(database.db));
  app.decorate('apiKeys', createApiKeyRepository(database.db));
  app.decorate('metering', createMetering({ usage: createUsageRepository(database.db), limits: config.limits, ...(options.now ? { now: options.now } : {}) }));

  app.decorate('lessons', createLessonRepository(database.db));
  app.decorate('shares', createShareRepository(database.db));
  app.decorate('uploads', createUploadRepository(database.db));
  app.decorate('uploadSlices', createUploadSliceRepository(database.db));
  app.decorate('uploadActivity', createUploadActivityRepository(database.db));
  app.decorate('uploadDetails', createUploadDetailsRepository(database.db));
  app.decorate('storage', createStorage(config));
  const review = options.reviewEditedSlice ?? reviewEditedSlice;
  // The teacher's edit stands even if checking it again fails: the failure is logged, not answered.
  app.decorate('reviewEditedSlice', async (db: DatabaseHandle['db'], uploadId: string, sliceId: string) => {
    try {
      await review(db, uploadId, sliceId);
    } catch (error) {
      app.log.warn({ err: error, sliceId }, 'could not check an edited slice again');
    }
  });
  app.decorate('generator', options.generator ?? createGenerator(process.env));
  app.decorate('lessonTools', options.lessonTools ?? createLessonTools(process.env));
  app.decorate('commentWriter', options.commentWriter ?? createCommentWriter(process.env));
  app.decorate('assessmentWriter', options.assessmentWriter ?? createAssessmentWriter(process.env));
  app.decorate('markingReader', options.markingReader ?? createMarkingReader(process.env));
  app.decorate('lookupAttempts', createLookupAttempts({ max: config.lookupAttemptsPerMinute, ...(options.now ? { now: options.now } : {}) }));
  app.decorate('outcomes', createOutcomeLookup(database.db));
  if (database.kind === 'pglite') keepStatisticsFresh(app, database.db);

  await app.register(errors);
  await app.register(requestLog);
  await app.register(requestDeadlines, { bodySeconds: config.timeouts.bodySeconds, idleSeconds: config.timeouts.idleSeconds });
  await app.register(uploadProcessing, options.uploadSteps ? { steps: options.uploadSteps } : {});
  await app.register(inputGuard);
  await app.register(securityHeaders, { contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  await app.register(cookie);

  let keys: JWTVerifyGetKey;
  let discovery: (() => Promise<Record<string, unknown>>) | undefined;
  let sendConfirmationLink: EmbeddedIdentity['sendConfirmationLink'] | undefined;
  let requestEmailMove: EmbeddedIdentity['requestEmailMove'] | undefined;
  let confirmedAddress: EmbeddedIdentity['confirmedAddress'] | undefined;
  await app.shares.normaliseStoredEmails();
  if (config.identity.mode === 'embedded') {
    const identity = await registerEmbeddedIdentity(app, { config, db: database.db, now: options.now });
    keys = identity.keys;
    discovery = identity.discovery;
    sendConfirmationLink = identity.sendConfirmationLink;
    requestEmailMove = identity.requestEmailMove;
    confirmedAddress = identity.confirmedAddress;
  } else {
    keys = createRemoteJWKSet(new URL(config.identity.jwksUri!));
  }
  await app.register(authenticate, {
    identity: config.identity,
    keys: options.verificationKeys ?? keys,
    apiKeyProfile: (key) => app.apiKeys.profileOf(key, app.clock()),
    chargeApiCall: (profile) => app.metering.take(profile, 'api.call'),
    ...(confirmedAddress ? { confirmedAddress } : {}),
  });

  await app.register(
    async (api) => {
      await registerApiSchemas(api, {
        onDroppedResponseFields: options.onDroppedResponseFields ?? ((route, fields) => app.log.warn({ route, fields }, 'a response schema removed fields its handler sent')),
      });
      await api.register(compress, apiCompression);
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request, context) =>
          new HttpError(context.statusCode, `Too many requests from this address; try again in ${context.after}`),
      });
      await api.register(
        configRoutes({
          identity: config.identity,
          discovery,
          uploadMaxBytes: config.uploadMaxBytes,
          plans: { actionsPerShift: config.limits, billingPortalUrl: config.billingPortalUrl ?? null },
        }),
      );
      await api.register(profileRoutes);
      await api.register(contactRoutes({ mailer: createMailer(config.identity.mail, app.log), contactEmail: config.contactEmail }));
      await api.register(emailVerificationRoutes(sendConfirmationLink));
      await api.register(profileMigrationRoutes(requestEmailMove));
      await api.register(resourceRoutes(createResourceSearches(config.resources)));
      await api.register(lessonRoutes);
      await api.register(assessmentRoutes);
      await api.register(assessmentAnsweringRoutes);
      await api.register(commentRoutes);
      await api.register(unitRoutes);
      await api.register(unitExportRoutes);
      await api.register(unitAssessmentRoutes);
      await api.register(studioRoutes);
      await api.register(genericRoutes);
      await api.register(studioStartRoutes);
      await api.register(lessonToolRoutes);
      await api.register(lessonReplanRoutes);
      await api.register(sharingRoutes);
      await api.register(sharedCopyRoutes);
      await api.register(syllabusRoutes);
      await api.register(uploadRoutes);
      await api.register(uploadProcessingRoutes);
      await api.register(uploadSliceRoutes);
      await api.register(enhancementRoutes);
    },
    { prefix: '/api' },
  );

  if (config.staticDir && fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    await registerSpa(app, config.staticDir);
  }
  return app;
}

/** Hashed build output never changes under its name; everything else must be revalidated so a deploy shows at once. */
function cacheControlFor(file: string): string {
  return file.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built SPA; any other GET that wants HTML gets index.html so client routes load directly. The build writes
 * a brotli and a gzip copy beside every text file, so static replies are compressed once at build time, not per visit.
 */
async function registerSpa(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header('cache-control', cacheControlFor(file));
    },
  });
  const firstHtml = firstHtmlOf(root);
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname.startsWith('/identity/') || pathname.startsWith('/static/')) {
      return reply.code(404).send({ statusCode: 404, message: `No route for GET ${pathname}` });
    }
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (pathname !== '/' && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    return reply.sendFile(firstHtml(pathname));
  });
}

/**
 * The build renders some first HTML ahead (scripts/prerender-plugin.ts) so it paints before the scripts run: `/` is
 * prerendered/index.html and `/login` prerendered/login.html; every address under a signed-in section (`/dashboard`,
 * `/lessons/…`) gets the signed-in frame while it connects. Every other path gets the empty index.html.
 */
function firstHtmlOf(root: string): (pathname: string) => string {
  // What the build wrote is read once, at start: the answer to each address is then decided without touching the disk.
  const prerendered = new Set(fs.existsSync(path.join(root, 'prerendered')) ? fs.readdirSync(path.join(root, 'prerendered')).map((name) => `prerendered/${name}`) : []);
  const sections: SignedInSections = prerendered.has(SIGNED_IN_SECTIONS_FILE) && prerendered.has(SIGNED_IN_SHELL_FILE) ? JSON.parse(fs.readFileSync(path.join(root, SIGNED_IN_SECTIONS_FILE), 'utf8')) : { sections: [] };
  const signedInSections = new Set(sections.sections);
  return (pathname) => {
    if (/^\/[a-z-]*$/.test(pathname) && prerendered.has(prerenderedFile(pathname))) return prerenderedFile(pathname);
    return signedInSections.has(pathname.split('/')[1]!) ? SIGNED_IN_SHELL_FILE : 'index.html';
  };
}
