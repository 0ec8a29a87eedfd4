import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../config.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { API_KEY_PREFIX } from '../repositories/api-keys.ts';
import type { ProfileRow } from '../repositories/profiles.ts';
import { VerifiedTokenCache } from './verified-tokens.ts';

/** Who made the request, from a verified access token. */
export interface Caller {
  id: string;
  email: string;
  /** Whether the identity provider vouches that the caller owns `email`; people-shares open only then. */
  emailVerified: boolean;
  name: string;
  /** How the caller proved who they are: a signed-in session's access token, or one of their API keys. */
  via: 'token' | 'apiKey';
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** Gives back the robot action an API key call took, should the call not succeed. */
    giveBackApiCall: (() => Promise<void>) | null;
  }
  interface FastifyInstance {
    /** preHandler hook for routes that need a signed-in teacher. */
    requireCaller: (request: FastifyRequest) => Promise<void>;
    /** preHandler hook for routes open to anyone: identifies the caller when a token is sent (a bad one is a 401). */
    identifyCaller: (request: FastifyRequest) => Promise<void>;
  }
}

export interface AuthenticateOptions {
  identity: IdentityConfig;
  keys: JWTVerifyGetKey;
  /** The profile an API key belongs to; without it API keys are not accepted. */
  apiKeyProfile?: (key: string) => Promise<ProfileRow | undefined>;
  /**
   * Takes the robot action a call made with an API key costs (spec §9: using the API is a robot action), or throws the
   * 429 at the limit; answers how to give it back.
   */
  chargeApiCall?: (profile: ProfileRow) => Promise<() => Promise<void>>;
  /**
   * The address an account has confirmed since its token was issued (the embedded provider's accounts), or undefined.
   * Asked only when a token says its address is unconfirmed, so a teacher who has just opened the confirmation link
   * sees what is shared with them at once, not after their session renews its token.
   */
  confirmedAddress?: (accountId: string) => Promise<string | undefined>;
}

/**
 * Where a request carrying an API key is refused, and why: a key is for a program working with the teacher's lessons,
 * units, uploads… and the generic calls under /api/v1, and may read the profile and its limits. The account itself,
 * its email address (confirming it, moving it), its API keys and its removal, and the identity provider, are for the
 * teacher in person, signed in.
 */
export function apiKeyRefusal(method: string, route: string): string | undefined {
  if (!route.startsWith('/api/')) return 'An API key works only with the Teachkit API under /api, not with sign-in.';
  if (/^\/api\/profile\/api-keys?(\/|$)/.test(route)) return 'An API key cannot manage API keys or the account: sign in to Teachkit and use your profile page.';
  if (route === '/api/profile/email-verification' || route === '/api/profile/migrate') {
    return "An API key cannot confirm or change the account's email address: sign in to Teachkit and use your profile page.";
  }
  const profileReads = ['/api/profile', '/api/profile/limits', '/api/profile/consumption', '/api/profile/:id'];
  if (route === '/api/profile' || route.startsWith('/api/profile/')) {
    if (method === 'GET' && profileReads.includes(route)) return undefined;
    return 'An API key cannot manage API keys or the account: sign in to Teachkit and use your profile page.';
  }
  return undefined;
}

/** A request that carries an API key, wherever it is sent. */
export const carriesApiKey = (request: FastifyRequest) => apiKeyOf(request) !== undefined;

/** The API key a request carries: `X-Api-Key: tk_…` or `Authorization: Bearer tk_…` (an access token never starts so). */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined;
}

/** email_verified as a boolean (some providers send the string "true"), or the configured default when absent. */
function emailVerifiedClaim(payload: Record<string, unknown>, identity: IdentityConfig): boolean {
  const value = payload.email_verified;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  return identity.emailVerifiedWithoutClaim;
}

function claim(payload: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return '';
}

/**
 * Verifies bearer access tokens with jose against the issuer's keys: signature, issuer, audience, expiry and, for
 * the embedded provider, the RFC 9068 token type. One code path for the embedded provider and Azure AD B2C.
 */
export default fp<AuthenticateOptions>(
  async (app, { identity, keys, apiKeyProfile, chargeApiCall, confirmedAddress }) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('giveBackApiCall', null);
    const verifiedTokens = new VerifiedTokenCache();

    // Only a call that succeeded costs its action: the action is taken before the work (so the 429 comes first and
    // parallel calls cannot overdraw) and given back when the answer is anything but a 2xx.
    app.addHook('onSend', async (request, reply) => {
      const giveBack = request.giveBackApiCall;
      if (!giveBack || (reply.statusCode >= 200 && reply.statusCode < 300)) return;
      request.giveBackApiCall = null;
      await giveBack().catch((error: unknown) => request.log.warn({ err: error }, 'could not give back the robot action of a failed API call'));
    });

    async function fromApiKey(request: FastifyRequest, key: string): Promise<Caller> {
      const profile = apiKeyProfile ? await apiKeyProfile(key) : undefined;
      if (!profile) throw unauthorized('The API key is not valid: it may have been revoked. Make a new one on your profile page.');
      const refusal = apiKeyRefusal(request.method, request.routeOptions.url ?? request.url.split('?')[0]!);
      if (refusal) throw new HttpError(403, refusal);
      if (chargeApiCall) request.giveBackApiCall = await chargeApiCall(profile);
      // The key says who the teacher is, not that they own the address on their profile, so people-shares stay closed.
      return { id: profile.id, email: profile.email, emailVerified: false, name: profile.name, via: 'apiKey' };
    }

    async function verify(request: FastifyRequest): Promise<Caller> {
      const key = apiKeyOf(request);
      if (key) return fromApiKey(request, key);
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized('A bearer access token or an API key (X-Api-Key) is required');
      try {
        const token = match[1]!;
        const payload = await verifiedTokens.verify(token, async () => {
          const verified = await jwtVerify(token, keys, {
            issuer: identity.issuer,
            audience: identity.apiAudience,
            ...(identity.mode === 'embedded' ? { typ: 'at+jwt' } : {}),
            algorithms: ['RS256', 'PS256', 'ES256'],
          });
          return verified.payload;
        });
        if (!payload.sub) throw unauthorized('The access token has no subject');
        const caller: Caller = {
          id: payload.sub,
          email: claim(payload, 'email', 'emails', 'preferred_username'),
          emailVerified: emailVerifiedClaim(payload, identity),
          name: claim(payload, 'name'),
          via: 'token',
        };
        if (caller.emailVerified || !confirmedAddress) return caller;
        const confirmed = await confirmedAddress(caller.id);
        return confirmed ? { ...caller, email: confirmed, emailVerified: true } : caller;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired');
        if (error instanceof joseErrors.JOSEError) throw unauthorized('The access token is not valid');
        throw error;
      }
    }

    app.decorate('requireCaller', async (request: FastifyRequest) => {
      request.caller = await verify(request);
    });
    app.decorate('identifyCaller', async (request: FastifyRequest) => {
      request.caller = request.headers.authorization || request.headers['x-api-key'] ? await verify(request) : null;
    });
  },
  { name: 'authenticate' },
);
