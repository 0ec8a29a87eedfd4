import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../config.ts';
import { unauthorized } from '../errors.ts';
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
  /** Charges a call made with an API key (spec §9: using the API is a robot action); throws the 429 at the limit. */
  chargeApiCall?: (profile: ProfileRow) => Promise<void>;
}

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
  async (app, { identity, keys, apiKeyProfile, chargeApiCall }) => {
    app.decorateRequest('caller', null);
    const verifiedTokens = new VerifiedTokenCache();

    async function fromApiKey(key: string): Promise<Caller> {
      const profile = apiKeyProfile ? await apiKeyProfile(key) : undefined;
      if (!profile) throw unauthorized('The API key is not valid: it may have been revoked. Make a new one on your profile page.');
      await chargeApiCall?.(profile);
      // The key says who the teacher is, not that they own the address on their profile, so people-shares stay closed.
      return { id: profile.id, email: profile.email, emailVerified: false, name: profile.name, via: 'apiKey' };
    }

    async function verify(request: FastifyRequest): Promise<Caller> {
      const key = apiKeyOf(request);
      if (key) return fromApiKey(key);
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
        return {
          id: payload.sub,
          email: claim(payload, 'email', 'emails', 'preferred_username'),
          emailVerified: emailVerifiedClaim(payload, identity),
          name: claim(payload, 'name'),
          via: 'token',
        };
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
