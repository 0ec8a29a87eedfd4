import { createActor } from 'xstate';
import type { InspectionEvent, Observer } from 'xstate';
import { createApiErrorsImplementations } from '../machines/apiErrors/implementations';
import { apiErrorsMachine } from '../machines/apiErrors/machine';
import { createAuthImplementations } from '../machines/auth/implementations';
import { authMachine } from '../machines/auth/machine';
import { createPlatformLimitImplementations } from '../machines/platformLimit/implementations';
import { platformLimitMachine } from '../machines/platformLimit/machine';
import { createSessionImplementations } from '../machines/session/implementations';
import { sessionMachine } from '../machines/session/machine';
import { createWaitlistImplementations } from '../machines/waitlist/implementations';
import { waitlistMachine } from '../machines/waitlist/machine';
import type { Analytics } from '../services/analytics';
import { dispatchTooManyRequests } from '../services/browserEvents';
import type { AppConfig } from '../services/config';
import { defaultApiBase } from '../services/config';
import type { ApiClients } from '../services/apiClients';
import { loadChunk } from '../services/chunks';
import { lazyClient } from '../services/lazyClient';
import type { AuthClient, SignedInAccount } from '../services/authTypes';
import type { LessonSummary } from '../services/lessonApi';
import type { Page } from '../contracts/page';
import { createPrefetch } from '../services/prefetch';
import { createResourceCache } from '../services/resourceCache';
import type { LastUrlStorage } from '../services/storage';

export type InspectionObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export interface RootSystemDeps {
  loadConfig: (options: { signal: AbortSignal }) => Promise<AppConfig>;
  createAuthClient: (config: AppConfig) => Promise<AuthClient>;
  /** Whether the browser holds a sign-in, checked without loading the identity client; without it, always start it. */
  hasSignInState?: () => boolean;
  lastUrl: LastUrlStorage;
  analytics: Analytics;
  navigate: (path: string) => void;
  /** Path, query and hash of the page the browser is on. */
  currentLocation: () => string;
  origin: string;
  eventTarget: EventTarget;
  inspect?: InspectionObserver;
  /**
   * Called as a sign-in becomes known, while the profile loads, for the page being opened to start its own first
   * reads beside it (src/app/routes.tsx, `handle.prefetch`).
   */
  onSignedIn?: () => void;
}

/**
 * The one root actor system (DESIGN §3): auth, session, platform limit, waitlist and the API-error
 * router, wired to each other through the slots their machines declare.
 */
export function createRootSystem(deps: RootSystemDeps) {
  const options = deps.inspect ? { inspect: deps.inspect } : {};

  // Who the API calls are made for. Kept from auth's own announcements, because other actors start
  // calls while auth is still finishing the step that signed the user in.
  let signedIn: { client: AuthClient; account: SignedInAccount } | null = null;

  // The HTTP client (ofetch) and every API client are created on first use: a first visit that calls no API, such as
  // the home page or the login page, never downloads their code.
  let apiClients: Promise<ApiClients> | undefined;
  const loadApiClients = () =>
    (apiClients ??= loadChunk(() => import('../services/apiClients'))
      .then(({ createApiClients }) =>
        createApiClients(
          {
            baseURL: () => new URL(auth.getSnapshot().context.config?.apiBase ?? defaultApiBase, deps.origin).href,
            // A token that needs interaction fails the call as a 401, which the API-error router turns into the
            // spec's answer (§7–8): remember the page, log out by redirect, sign in again and come back to it.
            getToken: async () => (signedIn ? signedIn.client.acquireApiToken(signedIn.account) : null),
            onApiError: (error) => apiErrors.send({ type: 'api.failed', error, location: deps.currentLocation() }),
          },
          resourceCache,
        ),
      )
      .catch((error: unknown) => {
        apiClients = undefined; // the next call tries the download again
        throw error;
      }));
  // Spec §9: idempotent reads cached 5 minutes, retried with back-off; curriculum reads go through it.
  const resourceCache = createResourceCache();
  const profileApi = lazyClient(async () => (await loadApiClients()).profileApi);
  const lessonApi = lazyClient(async () => (await loadApiClients()).lessonApi);
  const lessonFirstPage = createPrefetch<Page<LessonSummary>>();

  const platformLimit = createActor(
    platformLimitMachine.provide(createPlatformLimitImplementations({ profileApi, eventTarget: deps.eventTarget })),
    { ...options, systemId: 'platformLimit' },
  );

  const waitlist = createActor(
    waitlistMachine.provide(
      createWaitlistImplementations({
        profileApi,
        analytics: deps.analytics,
        onProfileSaved: (profile) => session.send({ type: 'profile.update', changes: profile }),
      }),
    ),
    { ...options, systemId: 'waitlist' },
  );

  const session = createActor(
    sessionMachine.provide(
      createSessionImplementations({
        profileApi,
        analytics: deps.analytics,
        refreshPlatformLimit: () => platformLimit.send({ type: 'limit.refresh' }),
        clearPlatformLimit: () => platformLimit.send({ type: 'limit.clear' }),
        onProfileChanged: (profile) => waitlist.send({ type: 'waitlist.profileChanged', profile }),
      }),
    ),
    { ...options, systemId: 'session' },
  );

  const auth = createActor(
    authMachine.provide(
      createAuthImplementations({
        loadConfig: deps.loadConfig,
        createAuthClient: deps.createAuthClient,
        hasSignInState: deps.hasSignInState ?? (() => true),
        lastUrl: deps.lastUrl,
        onSignedIn: (current) => {
          signedIn = current;
          session.send({ type: 'session.signedIn', account: current.account });
          deps.onSignedIn?.();
        },
        onSignedOut: () => {
          signedIn = null;
          lessonFirstPage.clear();
          session.send({ type: 'session.signedOut' });
        },
      }),
    ),
    { ...options, systemId: 'auth' },
  );

  const apiErrors = createActor(
    apiErrorsMachine.provide(
      createApiErrorsImplementations({
        lastUrl: deps.lastUrl,
        logOut: () => auth.send({ type: 'auth.logout' }),
        navigate: deps.navigate,
        announceTooManyRequests: () => dispatchTooManyRequests(deps.eventTarget),
      }),
    ),
    { ...options, systemId: 'apiErrors' },
  );

  const actors = [platformLimit, waitlist, session, apiErrors, auth] as const;

  return {
    auth,
    session,
    waitlist,
    platformLimit,
    apiErrors,
    healthApi: lazyClient(async () => (await loadApiClients()).healthApi),
    uploadApi: lazyClient(async () => (await loadApiClients()).uploadApi),
    /** Shared items, readable anonymously (/shared/{ownerId}/{itemId}). */
    sharedItemApi: lazyClient(async () => (await loadApiClients()).sharedItemApi),
    /** Spec §9: idempotent reads cached 5 minutes (thumbnails 1 hour), retried with back-off. */
    resourceCache,
    /** The inspection observer, for screen-level actors the routes spawn (live statecharts, model tests). */
    inspect: deps.inspect,
    /** Typed API modules for the screen-level flows the routes spawn. */
    lessonApi,
    /** The first page of the lessons, asked for beside the profile when the page being opened lists them. */
    lessonFirstPage,
    prefetchLessons: () => lessonFirstPage.start(() => lessonApi.list()),
    profileApi,
    contactApi: lazyClient(async () => (await loadApiClients()).contactApi),
    assessmentApi: lazyClient(async () => (await loadApiClients()).assessmentApi),
    /** Units of work: their sequence, coverage, glossary, lessons and files. */
    unitApi: lazyClient(async () => (await loadApiClients()).unitApi),
    /** Feedback comment sets and the teacher's comment bank. */
    commentApi: lazyClient(async () => (await loadApiClients()).commentApi),
    sharingApi: lazyClient(async () => (await loadApiClients()).sharingApi),
    syllabusApi: lazyClient(async () => (await loadApiClients()).syllabusApi),
    /** The Studio's quick tools and their history. */
    studioApi: lazyClient(async () => (await loadApiClients()).studioApi),
    /** The Studio's start: units and comment sets made from a brief, and starts kept in the history. */
    studioStartApi: lazyClient(async () => (await loadApiClients()).studioStartApi),
    /** The page's origin, for addresses handed out (share links). */
    origin: deps.origin,
    /** Starts every actor; auth last, because its start drives the others. */
    start() {
      for (const actor of actors) actor.start();
    },
    stop() {
      for (const actor of [...actors].reverse()) actor.stop();
    },
  };
}

export type RootSystem = ReturnType<typeof createRootSystem>;
