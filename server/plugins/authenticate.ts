import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../config.ts';
import { unauthorized } from '../errors.ts';
import { VerifiedTokenCache } from './verified-tokens.ts';

/** Who made the request, from a verified access token. */
export interface Caller {
  id: string;
  email: string;
  /** Whether the identity provider vouches that the caller owns `email`; people-shares open only then. */
  emailVerified: boolean;
  name: string;
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
  async (app, { identity, keys }) => {
    app.decorateRequest('caller', null);
    const verifiedTokens = new VerifiedTokenCache();

    async function verify(request: FastifyRequest): Promise<Caller> {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized('A bearer access token is required');
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
      request.caller = request.headers.authorization ? await verify(request) : null;
    });
  },
  { name: 'authenticate' },
);
