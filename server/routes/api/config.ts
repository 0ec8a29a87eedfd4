import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import type { IdentityConfig } from '../../config.ts';
import type { ClientConfig, PlanOffer } from '../../../src/contracts/config.ts';
import { clientConfigSchema, healthSchema } from '../../../src/contracts/schemas/config.ts';
import { replies } from '../../schema/errors.ts';

export type { ClientConfig, PlanOffer } from '../../../src/contracts/config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ConfigRouteOptions {
  identity: IdentityConfig;
  /** The embedded provider's discovery document, when it runs in this process. */
  discovery: (() => Promise<Record<string, unknown>>) | undefined;
  uploadMaxBytes: number;
  plans: PlanOffer;
}

/**
 * What the browser needs to sign in. MSAL refuses an http authority, so for the embedded provider on a loopback
 * http address the authority is named with https and the real (http) discovery document is handed over inline.
 */
export function configRoutes({ identity, discovery, uploadMaxBytes, plans }: ConfigRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/config', { schema: { summary: 'What the browser needs to sign in', response: replies({ 200: clientConfigSchema }) } }, async (): Promise<ClientConfig> => {
      const base = {
        mode: identity.mode,
        clientId: identity.clientId,
        scopes: ['openid', 'profile', 'email', 'offline_access', identity.apiScope],
        apiScopes: [identity.apiScope],
      };
      if (identity.mode === 'b2c') {
        return {
          apiBase: '/api',
          uploadMaxBytes,
          plans,
          identity: { ...base, authority: identity.authority, knownAuthorities: [new URL(identity.authority).host], protocolMode: 'AAD' },
        };
      }
      const authority = new URL(identity.authority);
      const insecureLoopback = authority.protocol === 'http:' && LOOPBACK.has(authority.hostname);
      return {
        apiBase: '/api',
        uploadMaxBytes,
        plans,
        identity: {
          ...base,
          authority: insecureLoopback ? identity.authority.replace(/^http:/, 'https:') : identity.authority,
          knownAuthorities: [authority.host],
          protocolMode: 'OIDC',
          ...(insecureLoopback && discovery ? { authorityMetadata: JSON.stringify(await discovery()) } : {}),
        },
      };
    });

    app.get('/health', { schema: { summary: 'Whether the server is up', response: replies({ 200: healthSchema }) } }, async () => ({ status: 'ok' as const }));
  };
}
