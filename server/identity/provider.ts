import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { claimsOf, type AccountRepository } from './accounts.ts';
import { createAdapterFactory } from './adapter.ts';
import { withFormActions, withScriptNonce } from './csp.ts';
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from './pages.ts';
import type { IdentitySecrets } from './secrets.ts';
import { texts } from './texts.ts';

/** OpenID scopes the SPA gets without a consent page; `api` is the API's resource scope. */
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * Access tokens are checked by signature alone, so one stays usable after sign-out until it expires: ten minutes
 * bounds that, and MSAL renews them silently with the refresh token, which dies with the session.
 */
export const ACCESS_TOKEN_TTL = 10 * MINUTE;

export interface ProviderDeps {
  config: ServerConfig;
  db: Database;
  accounts: AccountRepository;
  secrets: IdentitySecrets;
  log: FastifyBaseLogger;
}

/** Browser-facing addresses derived from the public URL: the app's origins and where the provider lives. */
export function identityUrls(config: ServerConfig) {
  const publicUrl = new URL(config.publicUrl);
  // Every host the provider answers to is a name of this one app (localhost and 127.0.0.1 on loopback).
  const appOrigins = [...new Set([publicUrl.origin, ...config.identity.allowedHosts.map((host) => `${publicUrl.protocol}//${host}`)])];
  return {
    appOrigins,
    /** Path prefix of the provider's pages in the browser, e.g. /identity. */
    basePath: new URL(config.identity.issuer).pathname.replace(/\/+$/, ''),
    home: `${config.publicUrl}/`,
    login: `${config.publicUrl}/login`,
  };
}

function setHtml(ctx: KoaContextWithOIDC, html: string) {
  ctx.type = 'html';
  ctx.set('cache-control', 'no-store');
  ctx.body = html;
}

/**
 * True when the sign-out request carries an ID token of the account signed in here (the app's logout passes it as
 * id_token_hint; the provider has already checked its signature). Another site can send the browser here, but it
 * has no ID token of this teacher, and its own ID token names someone else.
 */
function fromSignedInApp(ctx: KoaContextWithOIDC): boolean {
  const hint = (ctx.oidc.entities as { IdTokenHint?: { payload?: { sub?: unknown } } }).IdTokenHint;
  const accountId = ctx.oidc.session?.accountId;
  return !!accountId && hint?.payload?.sub === accountId;
}

export function createProvider({ config, db, accounts, secrets, log }: ProviderDeps): Provider {
  const { identity } = config;
  const urls = identityUrls(config);
  const insecure = new URL(config.publicUrl).protocol === 'http:';
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, ...(insecure ? { secure: false } : {}) };

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: identity.clientId,
        client_name: texts.product,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: urls.appOrigins.map((origin) => `${origin}/`),
        post_logout_redirect_uris: urls.appOrigins.map((origin) => `${origin}/login`),
      },
    ],
    jwks: { keys: secrets.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: secrets.cookieKeys, long: cookieOptions, short: cookieOptions },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // The ID token carries the profile claims (MSAL's account.username is preferred_username), not only userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // MSAL never sends `resource`: every authorization is for the API.
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? identity.apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== identity.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: identity.apiScope,
            audience: identity.apiAudience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const csp = ctx.response.get('content-security-policy') || undefined;
          if (!fromSignedInApp(ctx)) {
            // Anyone can link to this page; without proof that the app sent the teacher, the click decides.
            ctx.set('content-security-policy', withFormActions(csp, urls.appOrigins));
            return setHtml(ctx, renderLogoutPage(form));
          }
          const nonce = randomBytes(16).toString('base64');
          ctx.set('content-security-policy', withFormActions(withScriptNonce(csp, nonce), urls.appOrigins));
          setHtml(ctx, renderLogoutPage(form, nonce));
        },
        postLogoutSuccessSource: (ctx) => setHtml(ctx, renderSignedOutPage(urls.login)),
      },
    },
    // The SPA's origins (its redirect URIs) may call the token and userinfo endpoints; nobody else.
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    interactions: { url: (_ctx, interaction) => `${urls.basePath}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.find(sub);
      return account ? { accountId: account.id, claims: () => claimsOf(account) } : undefined;
    },
    // The API reads who is calling from the access token itself (server/plugins/authenticate.ts).
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || !token.accountId) return undefined;
      const account = await accounts.find(token.accountId);
      return account ? { email: account.email, email_verified: claimsOf(account).email_verified, name: account.name } : undefined;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every code and refresh token lives only as long as the sign-in session it came from. oidc-provider's default
    // lets one outlive sign-out when offline_access was granted (a prompt=consent authorization): the refresh token
    // then kept working after the teacher signed out. Bound to the session, sign-out revokes the grant with its tokens.
    expiresWithSession: () => true,
    // First-party app: consent is implied, so the teacher never sees a consent page.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== identity.clientId) return grant;
      if (!grant || grant.accountId !== session.accountId) {
        grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      }
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addResourceScope(identity.apiAudience, identity.apiScope);
      await grant.save();
      return grant;
    },
    renderError: (ctx, out, error) => {
      // Server errors are logged by the 'server_error' listener below; the page never shows their details.
      const serverError = out.error === 'server_error' || !(error instanceof errors.OIDCProviderError);
      const code = serverError ? undefined : [out.error, out.error_description].filter(Boolean).join(': ');
      setHtml(ctx, renderErrorPage(urls.home, undefined, code));
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  // Behind a TLS-terminating proxy named by TRUST_PROXY the scheme and host come from X-Forwarded-* (hosts are
  // allow-listed upstream); without one a client's headers must not change the addresses the provider hands out.
  provider.proxy = config.trustProxy !== false;
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'identity provider error'));
  return provider;
}
